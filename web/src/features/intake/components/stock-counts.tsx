import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSeasonStock } from '../api/get-season-stock';

const KEYS = ['registered', 'arrived', 'chipped', 'active', 'reserve', 'injured', 'lost', 'died', 'for_sale'] as const;

/** The season's stock: how many pigeons are registered, arrived, chipped, and in each health status. */
export function StockCounts({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const stock = useSeasonStock(seasonId);
  return (
    <SimpleGrid cols={{ base: 3, sm: 5, lg: 9 }} spacing="xs" data-testid="stock">
      {KEYS.map((k) => (
        <Paper key={k} withBorder radius="md" p="xs" ta="center" data-testid={`stock-${k}`}>
          <Text fw={700} fz="xl" data-testid={`stock-${k}-count`}>
            {stock.data?.[k] ?? '–'}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`intake.stock.${k}`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
