import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import type { FlightDetail } from '../api/get-flight';
import { useFlightResults } from '../api/get-flight-results';
import { formatDuration } from '../lib/format-time';
import type { ResultRow } from '../lib/live-patch';
import { useNow } from '../lib/use-now';
import classes from './flights.module.css';
import { Podium } from './podium';

export const SLIDES = ['cover', 'info', 'podium', 'progress'] as const;
type Slide = (typeof SLIDES)[number];
/** Each slide shows this long before the next. */
export const SLIDE_MS = 10_000;

/** Presentation for a big screen: cover, info, podium and progress in turn, over the whole window. */
export function PresentationView({ flight, onClose }: { flight: FlightDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const slide: Slide = SLIDES[index]!;
  const go = (delta: number) => setIndex((i) => (i + delta + SLIDES.length) % SLIDES.length);

  useEffect(() => {
    if (paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), SLIDE_MS);
    return () => clearInterval(id);
  }, [paused]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(1);
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'Escape' && !document.fullscreenElement) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className={classes.presentation} data-testid="presentation" data-slide={slide}>
      <Group justify="space-between" mb="lg">
        <Group gap="xs">
          {SLIDES.map((s, i) => (
            // Light on the dark screen: the light scheme's grey buttons would be dark on dark.
            <Button
              key={s}
              size="xs"
              variant={i === index ? 'white' : 'subtle'}
              color={i === index ? 'dark' : 'gray.2'}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              data-testid={`slide-${s}`}
            >
              {t(`flights.presentation.${s}`)}
            </Button>
          ))}
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="subtle" color="gray.2" onClick={() => setPaused((p) => !p)}>
            {t(paused ? 'flights.presentation.play' : 'flights.presentation.pause')}
          </Button>
          <Button size="xs" variant="outline" color="gray.2" onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>
            {t('flights.presentation.fullscreen')}
          </Button>
          <Button size="xs" variant="outline" color="gray.2" onClick={onClose} data-testid="presentation-close">
            {t('flights.presentation.close')}
          </Button>
        </Group>
      </Group>
      <Stack flex={1} justify="center">
        {slide === 'cover' && <Cover flight={flight} />}
        {slide === 'info' && <Info flight={flight} />}
        {slide === 'podium' && <PodiumSlide flight={flight} />}
        {slide === 'progress' && <ProgressSlide flight={flight} />}
      </Stack>
    </div>
  );
}

function Cover({ flight }: { flight: FlightDetail }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" ta="center">
      <Text fz={28} c="gray.4">
        {flight.season.loft.name}
      </Text>
      <Title order={1} fz={72} c="white">
        {flight.name}
      </Title>
      <Text fz={32}>
        {t(`flights.kinds.${flight.kind}`)} · {t(`flights.states.${flight.state}`)}
      </Text>
    </Stack>
  );
}

function Info({ flight }: { flight: FlightDetail }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(flight.season.loft.time_zone);
  const facts: [string, string][] = [
    [t('flights.releasePoint'), flight.release_point || '–'],
    [t('flights.releaseTime'), format(flight.release_time)],
    [t('flights.distance'), `${formatNumber(flight.distance, intlLocale)} ${t(`flights.units.${flight.unit}`)}`],
    [t('flights.basketed'), formatNumber(flight.basketed, intlLocale)],
  ];
  return (
    <SimpleGrid cols={2} spacing="xl">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0} ta="center">
          <Text fz={24} c="gray.5">
            {label}
          </Text>
          <Text fz={44} fw={700}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function PodiumSlide({ flight }: { flight: FlightDetail }) {
  const { t } = useTranslation();
  const { data } = useFlightResults(flight.id, 1, 25);
  const rows = (data?.data ?? []) as ResultRow[];
  if (rows.length === 0)
    return (
      <Text fz={36} ta="center">
        {t('flights.noResults')}
      </Text>
    );
  return <Podium rows={rows} unit={flight.unit} large />;
}

function ProgressSlide({ flight }: { flight: FlightDetail }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const now = useNow(1000);
  const share = flight.basketed > 0 ? Math.min(100, (flight.arrived / flight.basketed) * 100) : 0;
  return (
    <Group justify="center" gap={64}>
      <div
        role="progressbar"
        aria-valuenow={Math.round(share)}
        style={{
          width: 320,
          height: 320,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          background: `conic-gradient(var(--mantine-color-green-6) ${share}%, var(--mantine-color-dark-5) 0)`,
        }}
      >
        <Text fz={48} fw={800} bg="dark.8" w={240} h={240} style={{ borderRadius: '50%', display: 'grid', placeItems: 'center' }}>
          {share.toFixed(1)}%
        </Text>
      </div>
      <Stack gap="md">
        <Text fz={36} data-testid="presentation-arrived">
          {t('flights.presentation.home', { arrived: formatNumber(flight.arrived, intlLocale), basketed: formatNumber(flight.basketed, intlLocale) })}
        </Text>
        {flight.state === 'released' && (
          <Text fz={28} c="gray.4">
            {t('flights.presentation.inAir', { time: formatDuration(now - Date.parse(flight.release_time)) })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
