import { Alert, Badge, Button, Chip, Group, Image, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n/use-language';
import { browserTimeZone } from '@/lib/loft-time';
import { notifySuccess } from '@/lib/notify';
import { parseCents } from '@/lib/parse-cents';
import { useLoftTime } from '@/lib/use-loft-time';
import { formatAmount } from '@/lib/currency';
import type { StoreProductPage } from '../api/get-store-product';
import { useAddCartLine } from '../api/cart-lines';
import { ProductPrice } from './product-price';

/** The gift card's amount: one of its fixed amounts as buttons, or a field between its smallest and largest. */
function AmountChooser({ product, cents, onChange }: { product: StoreProductPage; cents: number; onChange: (cents: number) => void }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const amounts = product.gift_card_amounts ?? [];
  const [text, setText] = useState('');
  if (amounts.length > 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('shop.chooseAmount')}
        </Text>
        <Chip.Group value={cents ? String(cents) : ''} onChange={(v) => onChange(Number(v))}>
          <Group gap="xs" data-testid="gift-card-amounts">
            {amounts.map((a) => (
              <Chip key={a} value={String(a)} data-testid={`gift-card-amount-${a}`}>
                {formatAmount(a, product.currency, intlLocale)} {product.currency}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    );
  }
  const min = formatAmount(product.gift_card_min, product.currency, intlLocale);
  const max = formatAmount(product.gift_card_max, product.currency, intlLocale);
  const parsed = parseCents(text);
  const outside = text !== '' && (Number.isNaN(parsed) || parsed < product.gift_card_min || parsed > product.gift_card_max);
  return (
    <NumberInput
      label={t('shop.amount', { currency: product.currency })}
      description={t('shop.amountRange', { min, max })}
      value={text}
      decimalScale={2}
      min={0}
      onChange={(v) => {
        const s = String(v);
        setText(s);
        const c = parseCents(s);
        onChange(Number.isNaN(c) ? 0 : c);
      }}
      error={outside ? t('shop.amountRange', { min, max }) : undefined}
      maw={240}
      data-testid="gift-card-amount-input"
    />
  );
}

/** `/store/products/:id`: the product with its image, description and price, and how many to put in the cart. */
export function ProductView({ product }: { product: StoreProductPage }) {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const { format } = useLoftTime(product.seller.time_zone || browserTimeZone());
  const [quantity, setQuantity] = useState(1);
  const [amount, setAmount] = useState(0);
  const add = useAddCartLine();
  const soldOut = product.stock === 0;
  const limit = Math.min(99, product.max_per_order ?? 99, product.stock ?? 99);
  const giftCard = product.kind === 'gift_card';
  const problem = !product.on_sale
    ? product.available_from && new Date(product.available_from) > new Date()
      ? t('shop.notOnSaleUntil', { date: format(product.available_from) })
      : t('shop.notOnSale')
    : soldOut
      ? t('shop.soldOutLong')
      : null;
  return (
    <Stack gap="md" maw={760} data-testid="product-page">
      {product.image_url && <Image src={product.image_url.replace('-full.', '-medium.')} alt="" radius="md" mah={420} fit="contain" data-testid="product-image" />}
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="product-name">
          {product.name}
        </Title>
        <Text c="dimmed" size="sm">
          {product.seller.loft_id ? (
            <Link to={`${paths.loft.getHref(product.seller.loft_id)}?tab=store`}>{t('shop.soldBy', { seller: product.seller.name })}</Link>
          ) : (
            t('shop.soldByService')
          )}
        </Text>
      </div>
      <ProductPrice product={product} />
      {product.description && (
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="product-description">
          {product.description}
        </Text>
      )}
      <Group gap="xs">
        {product.stock != null && product.stock > 0 && <Badge variant="light">{t('shop.stockLeft', { count: product.stock })}</Badge>}
        {product.max_per_order != null && (
          <Badge variant="light" color="gray">
            {t('shop.maxPerOrder', { count: product.max_per_order })}
          </Badge>
        )}
        {product.max_lifetime != null && (
          <Badge variant="light" color="gray">
            {t('shop.maxLifetime', { count: product.max_lifetime })}
          </Badge>
        )}
      </Group>
      {problem ? (
        <Alert color={soldOut ? 'red' : 'yellow'} data-testid="product-problem">
          {problem}
        </Alert>
      ) : (
        <Stack gap="sm">
          {giftCard && <AmountChooser product={product} cents={amount} onChange={setAmount} />}
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('shop.quantity')}
              value={quantity}
              onChange={(v) => setQuantity(Math.max(1, Math.min(limit, Number(v) || 1)))}
              min={1}
              max={limit}
              allowDecimal={false}
              w={120}
              data-testid="product-quantity"
            />
            {user ? (
              <Button
                loading={add.isPending}
                disabled={giftCard && amount <= 0}
                onClick={() =>
                  add.mutate(
                    { product_id: product.id, quantity, gift_card_amount: giftCard ? amount : 0 },
                    { onSuccess: () => notifySuccess(t('shop.added', { count: quantity })) },
                  )
                }
                data-testid="add-to-cart"
              >
                {t('shop.addToCart')}
              </Button>
            ) : (
              <Button variant="light" onClick={() => login()} data-testid="login-to-buy">
                {t('shop.loginToBuy')}
              </Button>
            )}
          </Group>
          {giftCard && amount > 0 && (
            <Text size="sm" c="dimmed">
              {t('shop.total')}: <Money cents={amount * quantity} currency={product.currency} />
            </Text>
          )}
          {add.isError && (
            <Alert color="red" data-testid="add-to-cart-error">
              {errorText(add.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
