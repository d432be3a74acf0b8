import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';

/** A registration's statuses and a store order's (which may also be refunded). */
type OrderStatus = Schema<'OrderStatusEntry'>['order_status_type'] | Schema<'StoreOrderStatusEntry'>['order_status_type'];

const COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  rejected: 'red',
  cancelled: 'gray',
  cancelled_unpaid: 'gray',
  paid_online: 'teal',
  paid_manually: 'teal',
  payment_revoked: 'orange',
  refunded: 'grape',
};

/** An order's status (SPEC §4) as a coloured badge; a store order (`store`) is due from the start, so its confirmed reads "Awaiting payment". */
export function OrderStatusBadge({ status, store }: { status: OrderStatus; store?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="order-status" data-status={status}>
      {store && status === 'confirmed' ? t('storeOrders.awaitingPayment') : t(`orders.status.${status}`)}
    </Badge>
  );
}
