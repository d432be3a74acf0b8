import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';
import { useLoftTime } from '@/lib/use-loft-time';
import type { SaleDesk } from '../api/get-sale-desk';
import { saleHistory } from '../lib/stock';

/** Every status change of the sale orders, newest first, on the loft's clock (each time says so): when, which order, the status and its birds. */
export function SaleHistoryTab({ desk, timeZone }: { desk: SaleDesk; timeZone: string }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(timeZone);
  const events = saleHistory(desk.orders ?? [], desk.stock ?? []);
  if (events.length === 0) return <EmptyState testId="sale-history-empty">{t('pigeonSale.history.empty')}</EmptyState>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('pigeonSale.history.hint', { zone: timeZone })}
      </Text>
      {events.map((e) => (
        <Paper key={`${e.order.id}-${e.id}`} withBorder radius="md" px="sm" py="xs" data-testid="sale-event" data-status={e.status}>
          <Group gap="xs" wrap="wrap" justify="space-between" align="center">
            <Text size="sm" data-testid="sale-event-time">
              {format(e.at)}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={paths.registration.getHref(e.order.id)} size="sm" fw={700}>
                {e.order.reference}
              </Anchor>
              <OrderStatusBadge status={e.status} />
            </Group>
          </Group>
          <Text size="sm" ff="monospace" dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }} data-testid="sale-event-birds">
            {e.birds.join(', ')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
