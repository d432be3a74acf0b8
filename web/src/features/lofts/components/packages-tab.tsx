import { Badge, Card, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { useLoftProducts } from '@/lib/api/lofts/get-loft-products';

/** Activations are ordered for a bird a fancier already has, on the registration: they are not packages one buys. */
const ACTIVATIONS = new Set(['reserve_activation', 'final_flight_activation']);

/** The season's packages (products other than activations) with price, pigeons and limits. */
export function PackagesTab({ loftId, seasonId }: { loftId: number; seasonId?: number }) {
  const { t } = useTranslation();
  const products = useLoftProducts(loftId, seasonId);
  const { isPending } = products;
  const data = products.data?.filter((p) => !ACTIVATIONS.has(p.category));
  if (isPending) return <Loader mx="auto" />;
  if (!data || data.length === 0) return <EmptyState>{t('products.empty')}</EmptyState>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {data.map((product) => (
        <Card key={product.id} withBorder radius="md" data-testid="product-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700}>{product.name}</Text>
            <Badge variant="light">{t(`products.category.${product.category}`)}</Badge>
          </Group>
          <Text fz="xl" fw={700} my="xs" c="teal.8">
            <Money cents={product.amount} currency={product.currency} />
          </Text>
          <Text size="sm">
            {t('products.active')}: {product.pigeons_active}
          </Text>
          <Text size="sm">
            {t('products.reserve')}: {product.pigeons_reserve}
          </Text>
          <Text size="sm" c="dimmed">
            {t('products.maxQuantity')}: {product.max_quantity ?? t('products.unlimited')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
