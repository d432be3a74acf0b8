import { Badge, Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { StoreProduct } from '../api/get-store-front';
import { ProductPrice } from './product-price';

/** One product as a card linking to its page: image, name, price, and whether it is on sale or sold out. */
function ProductCard({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={paths.storeProduct.getHref(product.id)} data-testid={`store-product-${product.id}`}>
      {product.image_url && (
        <Card.Section>
          <Image src={product.image_url.replace('-full.', '-medium.')} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Text fw={600} mt={product.image_url ? 'sm' : 0} lineClamp={2}>
        {product.name}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        <ProductPrice product={product} />
        {!product.on_sale && <Badge color="gray">{t('shop.comingSoon')}</Badge>}
        {product.on_sale && product.stock === 0 && <Badge color="red">{t('shop.soldOut')}</Badge>}
      </Group>
    </Card>
  );
}

/** A seller's products as cards, two per row on a phone's width at most one. */
export function ProductGrid({ products }: { products: StoreProduct[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <EmptyState testId="store-empty">{t('shop.noProducts')}</EmptyState>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="store-products">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </SimpleGrid>
  );
}
