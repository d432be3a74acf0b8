import { Button, Loader, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { useFlightBasketings } from '../api/get-flight-basketings';
import { useLoftTime } from '@/lib/use-loft-time';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUnbasket } from '../api/basket';

/** The birds in the basket, newest pages as the live channel reports them; while it is open each can be taken out. */
export function BasketList({ flightId, open, timeZone }: { flightId: number; open: boolean; timeZone: string }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(timeZone);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const { data, isPending } = useFlightBasketings(flightId, page, perPage);
  const remove = useUnbasket();
  const rows = data?.data ?? [];
  if (isPending) return <Loader mx="auto" />;
  if (rows.length === 0) return <EmptyState testId="basket-list-empty">{t('basketing.list.empty')}</EmptyState>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="basket-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('basketing.list.ring')}</Table.Th>
              <Table.Th>{t('basketing.list.name')}</Table.Th>
              <Table.Th>{t('basketing.list.team')}</Table.Th>
              <Table.Th>{t('basketing.list.time')}</Table.Th>
              {open && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((b) => (
              <Table.Tr key={b.pigeon_id} data-testid="basket-list-row" data-ring={b.ring}>
                <Table.Td ff="monospace">{b.ring}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{b.pigeon_name}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{b.team}</Table.Td>
                <Table.Td>{format(b.basketed_at)}</Table.Td>
                {open && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables?.pigeonId === b.pigeon_id}
                      onClick={() =>
                        remove.mutate(
                          { flightId, pigeonId: b.pigeon_id },
                          { onSuccess: () => notifySuccess(t('basketing.list.removed', { ring: b.ring })), onError: (e) => notifyError(e) },
                        )
                      }
                      data-testid="basket-remove"
                    >
                      {t('basketing.list.remove')}
                    </Button>
                  </Table.Td>
                )}
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
