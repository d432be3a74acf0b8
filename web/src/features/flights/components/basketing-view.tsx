import { Loader, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { useLoftTime } from '@/lib/use-loft-time';
import type { FlightDetail } from '../api/get-flight';
import { useFlightBasketings } from '../api/get-flight-basketings';
import { areaSwitches, basketColumns } from '../lib/columns';
import classes from './flights.module.css';

/** The basketing list: which pigeons are in the basket and when they were basketed. */
export function BasketingView({ flight, mine }: { flight: FlightDetail; mine: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(flight.season.loft.time_zone);
  const countryName = useCountryName();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const { data, isPending } = useFlightBasketings(flight.id, page, perPage);
  const rows = data?.data ?? [];
  const columns = basketColumns(areaSwitches(flight.display_fields, 'baskets'));
  if (isPending) return <Loader mx="auto" />;
  if (rows.length === 0) return <EmptyState testId="basketing-empty">{t('flights.noBasketings')}</EmptyState>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover data-testid="basketing-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{t(c === 'time' ? 'flights.columns.basketedAt' : `flights.columns.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((b) => (
              <Table.Tr key={b.pigeon_id} className={mine.has(b.pigeon_id) ? classes.mine : undefined} data-mine={mine.has(b.pigeon_id) || undefined}>
                {columns.map((c) => (
                  <Table.Td key={c}>
                    {c === 'ring' ? (
                      <span className={classes.mono}>{b.ring}</span>
                    ) : c === 'pigeonName' ? (
                      b.pigeon_name
                    ) : c === 'country' ? (
                      countryName(b.country)
                    ) : c === 'time' ? (
                      format(b.basketed_at)
                    ) : (
                      b[c]
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paging
        page={page}
        perPage={perPage}
        total={data?.meta.total ?? 0}
        onChange={(p, s) => {
          setPage(p);
          setPerPage(s);
        }}
      />
    </Stack>
  );
}
