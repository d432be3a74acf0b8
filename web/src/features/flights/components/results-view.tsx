import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';
import { isStaffOf } from '@/lib/authorization';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { useLoftTime } from '@/lib/use-loft-time';
import type { FlightDetail } from '../api/get-flight';
import { useFlightResults } from '../api/get-flight-results';
import { areaSwitches, resultColumns } from '../lib/columns';
import type { ResultRow } from '../lib/live-patch';
import { ClockLogSealPanel } from './clock-log-seal';
import { FraudFlagsPanel } from './fraud-flags';
import { HeldArrivalsPanel } from './held-arrivals';
import { PrizePanel } from './prize-panel';
import { ResultExports } from './result-exports';
import { ResultTable } from './result-table';

type Props = { flight: FlightDetail; mine: ReadonlySet<number>; fresh: ReadonlySet<number> };

/** The arrival list: ranked results, paged 25/50/100; live events patch the cached pages. */
export function ResultsView({ flight, mine, fresh }: Props) {
  const { t } = useTranslation();
  const { format } = useLoftTime(flight.season.loft.time_zone);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const { data, isPending } = useFlightResults(flight.id, page, perPage);
  const rows = (data?.data ?? []) as ResultRow[];
  const { user } = useAuth();
  const staff = isStaffOf(user, flight.season.loft.id);
  const prizes = flight.prizes;
  const columns = [...resultColumns(areaSwitches(flight.display_fields, 'results')), ...(prizes?.awarded ? (['prize'] as const) : [])];

  return (
    <Stack>
      {flight.state === 'finished' && (
        <Alert color="green" data-testid="flight-finished">
          {t('flights.finishedText', { arrived: flight.arrived, basketed: flight.basketed })}
        </Alert>
      )}
      {flight.closed_at && (
        <Alert color="orange" data-testid="flight-closed">
          {t('flights.closedText', { time: format(flight.closed_at) })}
        </Alert>
      )}
      {flight.held > 0 && (
        <Alert color="yellow" data-testid="flight-held">
          {t('flights.held.alert', { count: flight.held })}
        </Alert>
      )}
      {prizes && <PrizePanel prizes={prizes} />}
      <Group justify="flex-end">
        <ResultExports flightId={flight.id} />
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : rows.length === 0 ? (
        <EmptyState testId="results-empty">{t('flights.noResults')}</EmptyState>
      ) : (
        <>
          <ResultTable rows={rows} columns={columns} mine={mine} fresh={fresh} unit={flight.unit} currency={prizes?.currency} timeZone={flight.season.loft.time_zone} />
          <Paging
            page={page}
            perPage={perPage}
            total={data?.meta.total ?? 0}
            onChange={(p, size) => {
              setPage(p);
              setPerPage(size);
            }}
          />
        </>
      )}
      {staff && flight.state !== 'coming_soon' && <HeldArrivalsPanel flight={flight} />}
      {staff && flight.state !== 'coming_soon' && <FraudFlagsPanel flightId={flight.id} unit={flight.unit} />}
      {flight.over && <ClockLogSealPanel flightId={flight.id} revision={flight.revision} />}
    </Stack>
  );
}
