import { Badge, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { FlightDetail } from '../api/get-flight';
import { useFlightFeed } from '../api/get-flight-feed';
import { areaSwitches, resultColumns } from '../lib/columns';
import type { LiveStatus } from '../lib/use-flight-live';
import { ArrivalAnnouncer } from './arrival-announcer';
import { ResultTable } from './result-table';

type Props = {
  flight: FlightDetail;
  mine: ReadonlySet<number>;
  fresh: ReadonlySet<number>;
  status: LiveStatus;
  muted: boolean;
  onMute: (muted: boolean) => void;
  /** The latest batch of arrivals, said by screen readers. */
  announcement: string;
};

/** Live arrivals: the latest birds home, newest first; new rows come over the live channel without reload. */
export function LiveView({ flight, mine, fresh, status, muted, onMute, announcement }: Props) {
  const { t } = useTranslation();
  const { data, isPending } = useFlightFeed(flight.id, flight.arrived);
  const columns = resultColumns(areaSwitches(flight.display_fields, 'results'));

  return (
    <Stack>
      <ArrivalAnnouncer text={announcement} />
      <Group justify="space-between">
        <Group gap="xs">
          <Badge color={status === 'connected' ? 'red' : 'gray'} variant="dot" data-testid="live-status" data-status={status}>
            {t(`flights.live.${status}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('flights.live.hint')}
          </Text>
        </Group>
        <Switch checked={!muted} onChange={(e) => onMute(!e.currentTarget.checked)} label={t('flights.live.sound')} data-testid="sound-switch" />
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : !data || data.length === 0 ? (
        <EmptyState testId="live-empty">{t('flights.live.waiting')}</EmptyState>
      ) : (
        <ResultTable rows={data} columns={columns} mine={mine} fresh={fresh} unit={flight.unit} timeZone={flight.season.loft.time_zone} testId="live-table" />
      )}
    </Stack>
  );
}
