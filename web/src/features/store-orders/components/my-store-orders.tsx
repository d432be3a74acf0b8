import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { useLanguage } from '@/lib/i18n/use-language';
import { type StoreOrder, useMyMemberships, useMyStoreOrders } from '../api/store-orders';
import { GiftCardBalance } from './gift-card-balance';

/** `/store/orders`: the customer's memberships with their end dates, and their store orders. */
export function MyStoreOrders() {
  const { t } = useTranslation();
  const orders = useMyStoreOrders().data ?? [];
  const memberships = useMyMemberships().data ?? [];
  const { intlLocale } = useLanguage();
  const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long' });
  return (
    <Stack gap="lg">
      {memberships.length > 0 && (
        <section data-testid="my-memberships">
          <Title order={2} fz="h4" mb="xs">
            {t('storeOrders.memberships')}
          </Title>
          <Stack gap="xs">
            {memberships.map((m) => (
              <Card key={`${m.order_id}-${m.starts_at}`} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>
                    <bdi>{m.product_name}</bdi>
                  </Text>
                  {m.active && <Badge color="teal">{t('storeOrders.active')}</Badge>}
                </Group>
                <Text size="sm" data-testid="membership-period">
                  {t('storeOrders.period', { from: day.format(new Date(m.starts_at)), until: day.format(new Date(m.ends_at)) })}
                </Text>
              </Card>
            ))}
          </Stack>
        </section>
      )}
      <section>
        <Title order={2} fz="h4" mb="xs">
          {t('storeOrders.title')}
        </Title>
        {orders.length === 0 ? (
          <Text c="dimmed" data-testid="no-store-orders">
            {t('storeOrders.none')}{' '}
            <Anchor component={Link} to="/store">
              {t('storeOrders.toStore')}
            </Anchor>
          </Text>
        ) : (
          <OrderTable orders={orders} />
        )}
      </section>
      <GiftCardBalance />
    </Stack>
  );
}

/** Store orders as rows linking to each order: reference, date, total and status. */
export function OrderTable({ orders, buyer }: { orders: StoreOrder[]; buyer?: boolean }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table fz="sm" data-testid="store-order-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('storeOrders.reference')}</Table.Th>
            {buyer && <Table.Th>{t('storeOrders.buyer')}</Table.Th>}
            <Table.Th ta="end">{t('storeOrders.total')}</Table.Th>
            <Table.Th>{t('storeOrders.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Anchor component={Link} to={`/store/orders/${o.id}`} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {o.reference}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {day.format(new Date(o.created_at))}
                </Text>
              </Table.Td>
              {buyer && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{o.buyer_name}</bdi>
                </Table.Td>
              )}
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <Money cents={o.subtotal - o.discount} currency={o.currency} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <OrderStatusBadge status={o.status.order_status_type} store />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
