import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/api/types';
import { formatCurrency } from '@/lib/currency';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useFlightHistory } from '../api/get-flight-history';
import { formatPercent, type PrizeTable } from '../lib/prize-draft';

/** Labels of the edited fields (keys of the API's `field`). */
const FIELD_LABELS: Record<string, string> = {
  name: 'flightAdmin.name',
  kind: 'flights.kind',
  release_time: 'flights.releaseTime',
  release_point: 'flights.releasePoint',
  release_longitude: 'flightAdmin.longitude',
  release_latitude: 'flightAdmin.latitude',
  distance: 'flights.distance',
  estimated_average_speed: 'flightAdmin.speed',
  prize_table: 'prizes.title',
};

/** A recorded value as shown: times in the user's language, distances in the loft unit, kinds by name, prize tables in short. */
function useFormatValue(unit: 'km' | 'mile', currency: Currency) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const prizeTableText = (json: string) => {
    const p = JSON.parse(json) as PrizeTable;
    const pool =
      p.pool.kind === 'entry_fees'
        ? t('prizes.poolShareOfFees', { percent: formatPercent(p.pool.basis_points ?? 0, intlLocale) })
        : formatCurrency(p.pool.amount ?? 0, currency, intlLocale);
    return `${pool}, ${t('prizes.places', { count: p.places?.length ?? 0 })}`;
  };
  return (field: string, value: string): string => {
    if (value === '') return '–';
    if (field === 'prize_table') return prizeTableText(value);
    if (field === 'release_time') return formatDateTime(value, intlLocale);
    if (field === 'kind') return t(`flights.kinds.${value}`);
    if (field === 'distance') return `${formatNumber(Number(value) / (unit === 'mile' ? 1760 : 1000), intlLocale)} ${t(`flights.units.${unit}`)}`;
    return value;
  };
}

/** What was changed on a flight and when: edits of its details and its state changes, newest first. */
export function FlightHistoryList({ flightId, unit, currency }: { flightId: number; unit: 'km' | 'mile'; currency: Currency }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const format = useFormatValue(unit, currency);
  const { data, isPending } = useFlightHistory(flightId);
  if (isPending) return <Loader size="sm" />;
  const entries = [
    ...(data?.changes ?? []).map((c) => ({
      key: `c${c.id}`,
      at: c.created_at,
      text: t('flightAdmin.changeLine', { field: t(FIELD_LABELS[c.field] ?? c.field), old: format(c.field, c.old_value), new: format(c.field, c.new_value) }),
    })),
    ...(data?.statuses ?? []).map((s) => ({ key: `s${s.id}`, at: s.created_at, text: t('flightAdmin.stateLine', { state: t(`flights.states.${s.state}`) }) })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap={2} data-testid="flight-history">
      <Text size="sm" fw={600}>
        {t('flightAdmin.history')}
      </Text>
      {entries.map((e) => (
        <Text key={e.key} size="xs" c="dimmed" data-testid="flight-history-entry">
          {formatDateTime(e.at, intlLocale)} · {e.text}
        </Text>
      ))}
    </Stack>
  );
}
