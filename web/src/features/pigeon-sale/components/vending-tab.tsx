import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';
import { useLoftTime } from '@/lib/use-loft-time';
import type { SaleDesk } from '../api/get-sale-desk';
import { orderBirds } from '../lib/stock';

/** The sale orders, newest first: reference (to the order's page), status, buyer and team, birds, total and when placed on the loft's clock. */
export function VendingTab({ desk, timeZone }: { desk: SaleDesk; timeZone: string }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(timeZone);
  const orders = desk.orders ?? [];
  if (orders.length === 0) return <EmptyState testId="vending-empty">{t('pigeonSale.vending.empty')}</EmptyState>;
  return (
    <Stack gap="xs">
      {orders.map((o) => {
        const birds = orderBirds(o, desk.stock ?? []);
        return (
          <Paper key={o.id} withBorder radius="md" p="sm" data-testid="sale-order" data-reference={o.reference}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={paths.registration.getHref(o.id)} fw={700} data-testid="sale-order-link">
                    {o.reference}
                  </Anchor>
                  <OrderStatusBadge status={o.latest_order_status.order_status_type} />
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="sale-order-buyer">
                  {o.customer ? (
                    <>
                      <Text span fw={600} size="sm">
                        {o.customer.name}
                      </Text>
                      {' · '}
                      <bdi>{o.customer.team}</bdi>
                    </>
                  ) : (
                    '–'
                  )}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="sale-order-birds">
                  {t('pigeonSale.vending.birds')} ({birds.length}):{' '}
                  <Text span ff="monospace" size="sm" dir="ltr">
                    {birds.join(', ')}
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  {format(o.created_at)}
                </Text>
              </Stack>
              <Text fw={700} data-testid="sale-order-total">
                <Money cents={o.total} currency={o.currency} />
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
