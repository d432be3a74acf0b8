import { Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { getUserSeasonQueryOptions } from '@/lib/api/orders/get-user-season';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';

/** A customer's registrations in a season (SPEC §7 user/{userId}/seasons/{seasonId}): orders and pigeons. */
export function CustomerSeasonView({ userId, seasonId }: { userId: number; seasonId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data, isPending } = useQuery({ ...getUserSeasonQueryOptions(userId, seasonId), meta: { toast: true } });
  if (isPending) return <Loader />;
  if (!data) return null;
  const orders = data.orders ?? [];
  const pigeons = data.pigeons ?? [];
  return (
    <Stack gap="md" data-testid="customer-season">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('fanciers.orders')}
        </Title>
        {orders.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('fanciers.noOrders')}
          </Text>
        )}
        {orders.map((o) => (
          <Paper key={o.id} withBorder p="xs" radius="sm" data-testid="customer-order">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {o.reference}
                  </Text>
                  <OrderStatusBadge status={o.latest_order_status.order_status_type} />
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(o.created_at, intlLocale)}
                </Text>
              </div>
              <Money cents={o.total} currency={o.currency} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('fanciers.pigeons')}
        </Title>
        {pigeons.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fanciers.noPigeons')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {pigeons.map((p) => (
                  <Table.Tr key={p.id} data-testid="customer-pigeon">
                    <Table.Td>{p.ring}</Table.Td>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>{p.latest_pigeon_health_status ? t(`pigeons.statuses.${p.latest_pigeon_health_status.pigeon_status_type.code}`) : '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
