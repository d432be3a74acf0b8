import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { Currency } from '@/lib/api/types';
import { useOrderStats } from '../api/get-order-stats';

/** Orders, amount, active and reserve pigeons of a season; closed orders left out (SPEC §4). */
export function OrderStats({ seasonId, currency }: { seasonId: number; currency: Currency }) {
  const { t } = useTranslation();
  const stats = useOrderStats(seasonId).data;
  const tiles: [string, React.ReactNode, string][] = [
    [t('orders.stats.orders'), stats?.orders ?? '–', 'orders'],
    [t('orders.stats.amount'), stats ? <Money cents={stats.amount} currency={currency} /> : '–', 'amount'],
    [t('products.active'), stats?.pigeons_active ?? '–', 'active'],
    [t('products.reserve'), stats?.pigeons_reserve ?? '–', 'reserve'],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="order-stats">
      {tiles.map(([label, value, key]) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="lg" data-testid={`stat-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
