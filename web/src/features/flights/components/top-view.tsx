import { Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { FlightDetail } from '../api/get-flight';
import { useFlightResults } from '../api/get-flight-results';
import { areaSwitches, resultColumns } from '../lib/columns';
import type { ResultRow } from '../lib/live-patch';
import { Podium } from './podium';
import { ResultTable } from './result-table';

/** How many places the top ranking shows. */
export const TOP_PLACES = 10;

/** The top ranking: a podium and the first ten places (more when places are shared). */
export function TopView({ flight, mine, fresh }: { flight: FlightDetail; mine: ReadonlySet<number>; fresh: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const { data, isPending } = useFlightResults(flight.id, 1, 25);
  if (isPending) return <Loader mx="auto" />;
  const rows = ((data?.data ?? []) as ResultRow[]).filter((r) => r.rank > 0 && r.rank <= TOP_PLACES);
  if (rows.length === 0) return <EmptyState testId="top-empty">{t('flights.noResults')}</EmptyState>;
  return (
    <Stack>
      <Podium rows={rows} unit={flight.unit} />
      <Title order={2} fz="h4">
        {t('flights.topTitle', { n: TOP_PLACES })}
      </Title>
      <ResultTable
        rows={rows}
        columns={resultColumns(areaSwitches(flight.display_fields, 'results'))}
        mine={mine}
        fresh={fresh}
        unit={flight.unit}
        timeZone={flight.season.loft.time_zone}
        testId="top-table"
      />
    </Stack>
  );
}
