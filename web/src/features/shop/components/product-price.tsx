import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { StoreProduct } from '../api/get-store-front';

/** What a product costs: its price, a gift card's amounts ("25.00 – 100.00"), with the membership's length. */
export function ProductPrice({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  const amounts = product.gift_card_amounts ?? [];
  let price;
  if (product.kind !== 'gift_card') price = <Money cents={product.price} currency={product.currency} />;
  else {
    const low = amounts.length ? Math.min(...amounts) : product.gift_card_min;
    const high = amounts.length ? Math.max(...amounts) : product.gift_card_max;
    price = (
      <>
        <Money cents={low} currency={product.currency} />
        {high !== low && (
          <>
            {'–'}
            <Money cents={high} currency={product.currency} />
          </>
        )}
      </>
    );
  }
  return (
    <Group gap={6} wrap="wrap" data-testid="product-price">
      <Text fw={700} component="span" style={{ display: 'inline-flex', gap: 6 }}>
        {price}
      </Text>
      {product.kind === 'membership' && (
        <Text size="sm" c="dimmed" component="span">
          {t('shop.months', { count: product.membership_months ?? 0 })}
        </Text>
      )}
    </Group>
  );
}
