import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightDetail } from '../api/get-flight';
import { useFlightReplay } from '../api/get-flight-replay';
import { CURVE_SEGMENTS } from '../lib/curve';
import { arrivalsPerMinute, flyingBuckets, homeAt, replayBirds, replayEnd, speedBinCounts, speedHistogram, type ReplayBird } from '../lib/replay';
import { useReplay } from '../lib/use-replay';
import { ArrivalsChart } from './arrivals-chart';
import { REPLAY_LAST, ReplayArrivals } from './replay-arrivals';
import { ReplayControls } from './replay-controls';
import { SpeedChart } from './speed-chart';

const FlightMap = lazy(() => import('./flight-map'));

/** A race that is over, replayed on the map: its results are loaded whole, then played minute by minute. */
export function ReplayView({ flight }: { flight: FlightDetail }) {
  const { data } = useFlightReplay(flight.id);
  const closedMs = flight.closed_at ? Date.parse(flight.closed_at) : null;
  const birds = useMemo(() => (data ? replayBirds(data, closedMs) : null), [data, closedMs]);
  if (!birds) return <Loader mx="auto" data-testid="replay-loading" />;
  return <ReplayStage flight={flight} birds={birds} />;
}

function ReplayStage({ flight, birds }: { flight: FlightDetail; birds: ReplayBird[] }) {
  const { t } = useTranslation();
  const releaseMs = Date.parse(flight.release_time);
  const end = replayEnd(birds, releaseMs);
  const replay = useReplay(end);
  const home = homeAt(birds, releaseMs, replay.minute);
  const flying = useMemo(() => flyingBuckets(birds, releaseMs, replay.minute, flight.distance_base, CURVE_SEGMENTS), [birds, releaseMs, replay.minute, flight.distance_base]);
  const minuteBins = useMemo(() => arrivalsPerMinute(birds, releaseMs, end), [birds, releaseMs, end]);
  const speedBins = useMemo(() => speedHistogram(birds), [birds]);
  const speedHome = useMemo(() => speedBinCounts(speedBins, birds.slice(0, home)), [speedBins, birds, home]);

  return (
    <Stack data-testid="replay">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Suspense fallback={<Loader mx="auto" />}>
          <FlightMap flight={flight} flying={flying} />
        </Suspense>
        <Stack>
          <Title order={2} fz="h4">
            {t('flights.replay.title')}
          </Title>
          <ReplayControls
            minute={replay.minute}
            end={end}
            releaseMs={releaseMs}
            timeZone={flight.season.loft.time_zone}
            home={home}
            total={birds.length}
            playing={replay.playing}
            speed={replay.speed}
            onMinute={replay.setMinute}
            onToggle={replay.toggle}
            onSpeed={replay.setSpeed}
          />
          <ReplayArrivals birds={birds.slice(Math.max(0, home - REPLAY_LAST), home).reverse()} releaseMs={releaseMs} />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ArrivalsChart bins={minuteBins} minute={replay.minute} />
        <SpeedChart bins={speedBins} home={speedHome} unit={flight.unit} />
      </SimpleGrid>
    </Stack>
  );
}
