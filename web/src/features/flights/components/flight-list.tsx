import { Anchor, Badge, Loader, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftFlights, type FlightSummary } from '@/lib/api/flights/get-loft-flights';

const ACTIVE = new Set(['coming_soon', 'basketing', 'released']);
const STATE_COLOR = { coming_soon: 'gray', basketing: 'blue', released: 'red', closed: 'orange', finished: 'green' } as const;

type Props = { loftId: number; seasonId?: number; unit: 'km' | 'mile'; active?: boolean };

/** The loft's flights of a season (newest first), or only the active ones (not finished), linked to their views. */
export function FlightList({ loftId, seasonId, unit, active = false }: Props) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(active ? 100 : 25);
  const { data, isPending } = useLoftFlights({ loftId, seasonId, page: active ? 1 : page, perPage: active ? 100 : perPage });
  if (isPending) return <Loader mx="auto" />;
  const flights: FlightSummary[] = (data?.data ?? []).filter((f) => !active || ACTIVE.has(f.state));
  if (flights.length === 0) return <EmptyState testId={active ? 'active-flights-empty' : 'flights-empty'}>{t(active ? 'flights.noActive' : 'flights.noFlights')}</EmptyState>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover data-testid={active ? 'active-flights-table' : 'flights-table'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('flights.flight')}</Table.Th>
              <Table.Th>{t('flights.kind')}</Table.Th>
              <Table.Th>{t('flights.state')}</Table.Th>
              <Table.Th>{t('flights.releaseTime')}</Table.Th>
              <Table.Th>{t('flights.releasePoint')}</Table.Th>
              <Table.Th>{t('flights.distance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {flights.map((f) => (
              <Table.Tr key={f.id} data-state={f.state}>
                <Table.Td>
                  <Anchor component={Link} to={paths.flight.getHref(loftId, f.id)} data-testid="flight-link">
                    {f.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`flights.kinds.${f.kind}`)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[f.state]} variant="light">
                    {t(`flights.states.${f.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(f.release_time, intlLocale)}</Table.Td>
                <Table.Td>{f.release_point}</Table.Td>
                <Table.Td>{`${formatNumber(f.distance, intlLocale)} ${t(`flights.units.${unit}`)}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!active && (
        <Paging
          page={page}
          perPage={perPage}
          total={data?.meta.total ?? 0}
          onChange={(p, s) => {
            setPage(p);
            setPerPage(s);
          }}
        />
      )}
    </Stack>
  );
}
