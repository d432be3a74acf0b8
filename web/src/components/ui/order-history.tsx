import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import type { Schema } from '@/lib/api/types';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';

type Order = Schema<'Order'>;

/** Every status change with who and when (on the loft's clock), newest first; the customer reads their own changes as "You", staff as "Customer". */
export function OrderHistory({ order, viewer }: { order: Order; viewer: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const { format } = useSeasonLoftTime(order.season_id);
  const who = (by: number | undefined) =>
    by == null
      ? t('registration.history.system')
      : by !== order.user_id
        ? t('registration.history.staff')
        : viewer === 'customer'
          ? t('registration.history.you')
          : t('registration.history.customer');
  return (
    <section>
      <Title order={2} fz="h4" mb="xs">
        {t('registration.history.title')}
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table data-testid="order-history" fz="sm">
          <Table.Tbody>
            {(order.history ?? []).map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>
                  <OrderStatusBadge status={h.order_status_type} />
                </Table.Td>
                <Table.Td>{format(h.created_at)}</Table.Td>
                <Table.Td>
                  {who(h.created_by)}
                  {h.method ? ` · ${t(`orders.method.${h.method}`)}` : ''}
                  {h.note ? ` · ${h.note}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
