import { Badge, Loader, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivationBirds } from '@/components/ui/activation-birds';
import { Money } from '@/components/ui/money';
import { OrderHistory } from '@/components/ui/order-history';
import { getOrderQueryOptions } from '@/lib/api/orders/get-order';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { orderKind, orderKindLabel } from '@/lib/order-kind';
import { useOrderPigeons } from '../api/get-order-pigeons';

/**
 * An order opened on the desk: positions, the customer's pigeons with their statuses, the transport request and
 * every status change. An activation or a pigeon sale order shows its birds with their statuses and prices instead,
 * without an address.
 */
export function StaffOrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data: order } = useQuery({ ...getOrderQueryOptions(orderId), meta: { toast: true } });
  const pigeons = useOrderPigeons(order ?? { user_id: 0, season_id: 0, team_id: 0 });
  if (!order) return <Loader size="sm" />;
  const transport = order.latest_transportation;
  const kind = orderKind(order);
  if (kind) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="sm" data-testid="staff-order-detail">
        <section>
          <Title order={3} fz="h5" mb={4} data-testid="activation-kind" data-kind={kind}>
            {t(orderKindLabel(kind))}
          </Title>
          <ActivationBirds order={order} pigeons={pigeons.data} />
        </section>
        <OrderHistory order={order} viewer="staff" />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="sm" data-testid="staff-order-detail">
      <section>
        <Title order={3} fz="h5" mb={4}>
          {t('orders.positions')}
        </Title>
        <Table.ScrollContainer minWidth={300}>
          <Table fz="sm" data-testid="staff-order-positions">
            <Table.Tbody>
              {(order.order_positions ?? []).map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{p.name}</Table.Td>
                  <Table.Td>× {p.quantity}</Table.Td>
                  <Table.Td ta="end">
                    <Money cents={p.amount * p.quantity} currency={order.currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {(order.discount ?? 0) > 0 && (
                <Table.Tr data-testid="staff-order-discount">
                  <Table.Td colSpan={2}>{t('registration.discountLine', { name: order.discount_name ?? '' })}</Table.Td>
                  <Table.Td ta="end">
                    −<Money cents={order.discount ?? 0} currency={order.currency} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" mt={4}>
          {order.street}, {order.zipcode} {order.city}
        </Text>
        <Title order={3} fz="h5" mt="sm" mb={4}>
          {t('orderView.customerPigeons')}
        </Title>
        {(pigeons.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('registration.noPigeons')}
          </Text>
        ) : (
          <Table fz="sm" data-testid="staff-order-pigeons">
            <Table.Tbody>
              {(pigeons.data ?? []).map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td ff="monospace">{p.ring}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{p.name}</Table.Td>
                  <Table.Td>{p.latest_pigeon_health_status ? t(`pigeons.statuses.${p.latest_pigeon_health_status.pigeon_status_type.code}`) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {transport && (
          <>
            <Title order={3} fz="h5" mt="sm" mb={4}>
              {t('transport.tab')}
            </Title>
            <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="staff-order-transport">
              <Badge variant="light" mr={6}>
                {t(`transport.status.${transport.latest_transportation_status.transport_status_type}`)}
              </Badge>
              {transport.agent.name} · {t('transport.pickup', { date: formatDay(transport.pickup_date, intlLocale), address: transport.address })}
            </Text>
          </>
        )}
      </section>
      <OrderHistory order={order} viewer="staff" />
    </SimpleGrid>
  );
}
