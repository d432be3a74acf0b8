import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { Schema } from '@/lib/api/types';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';

type Product = Schema<'Product'>;

/** A season's products and packages: price in its currency, what an entry fee buys, the maximum quantity. */
export function ProductGrid({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  if (products.length === 0) return <EmptyState>{t('browse.noProducts')}</EmptyState>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {products.map((p) => (
        <Card key={p.id} withBorder radius="md" data-testid="season-product" data-category={p.category}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t(`products.category.${p.category}`)}
            </Badge>
          </Group>
          <Text fz="lg" fw={700} my={4} c="teal.8" data-testid="product-price">
            {formatCurrency(p.amount, p.currency, intlLocale)}
          </Text>
          {p.category === 'entry_fee' && (
            <Text size="sm" data-testid="product-buys">
              {t('browse.feeBuys', { active: p.pigeons_active, reserve: p.pigeons_reserve })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('products.maxQuantity')}: {p.max_quantity ?? t('products.unlimited')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
