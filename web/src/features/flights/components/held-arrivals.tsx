import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { merchantLofts } from '@/lib/authorization';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import type { FlightDetail } from '../api/get-flight';
import { useHeldArrivals, type HeldArrival } from '../api/get-held-arrivals';
import classes from './flights.module.css';
import { HeldDecision } from './held-decision';
import { speedUnit } from './result-cell';

const COLORS = { held: 'yellow', accepted: 'teal', rejected: 'red' } as const;

/**
 * For the loft's staff beside the fraud flags: arrivals held for review (faster than any pigeon flies), which take no
 * place, prize or ace points until a merchant accepts them, and those decided, with who, when and why.
 */
export function HeldArrivalsPanel({ flight }: { flight: FlightDetail }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const merchant = user?.isAdmin === true || merchantLofts(user).includes(flight.season.loft.id);
  const { data, isPending } = useHeldArrivals(flight.id, flight.revision);
  const waiting = (data ?? []).filter((h) => h.review === 'held').length;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="held-arrivals">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('flights.held.title')}</Text>
          {data && (
            <Badge variant="light" color={waiting ? 'yellow' : 'green'} data-testid="held-count">
              {t('flights.held.count', { count: waiting })}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('flights.held.panelHint')} {merchant ? '' : t('flights.held.merchantsDecide')}
        </Text>
        {isPending && <Loader size="xs" />}
        {data?.length === 0 && (
          <Text size="sm" data-testid="held-none">
            {t('flights.held.none')}
          </Text>
        )}
        {data?.map((h) => (
          <HeldLine key={h.pigeon_id} flight={flight} held={h} canDecide={merchant} />
        ))}
      </Stack>
    </Paper>
  );
}

function HeldLine({ flight, held, canDecide }: { flight: FlightDetail; held: HeldArrival; canDecide: boolean }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(flight.season.loft.time_zone);
  const status = held.review ?? 'held';
  const speed = `${formatNumber(held.speed ?? 0, intlLocale)} ${speedUnit(flight.unit)}`;
  const d = held.decision;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="held-arrival" data-pigeon={held.pigeon_id} data-review={status}>
      <Stack gap={0}>
        <Text size="sm">
          <Badge size="xs" variant="light" color={COLORS[status]} mr={6}>
            {t(`flights.held.status.${status}`)}
          </Badge>
          <span className={classes.mono}>{held.ring}</span>
          {held.pigeon_name ? ` ${held.pigeon_name}` : ''} · {held.team || held.fancier} · {format(held.arrived_at, 'seconds')} ·{' '}
          {t('flights.held.speedLine', { speed, time: held.time })}
        </Text>
        {d && (
          <Text size="xs" c="dimmed" data-testid="held-decision">
            {t('flights.held.decidedLine', { who: d.created_by_name || t('flights.held.system'), time: format(d.created_at) })}
            {d.note ? ` · ${d.note}` : ''}
          </Text>
        )}
      </Stack>
      {status === 'held' && canDecide && <HeldDecision flightId={flight.id} pigeonId={held.pigeon_id} ring={held.ring} speed={speed} />}
    </Group>
  );
}
