import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import type { Product } from '@/lib/api/types';
import type { SaleOffer } from '../api/get-sale-offer';
import { usePlaceSaleOrder } from '../api/place-sale-order';
import { parseQuantity } from '../lib/quantity';

/**
 * How many birds of a sale product to buy, and the Buy button. The count is checked here (a whole number of at least
 * 1); the stock and the buyer's limit are the server's to judge. The order is placed on the stock the page showed
 * (its version): when it moved in between, the page reads it again and keeps the count typed. A placed order is paid on
 * its page.
 */
export function BuyForm({ product, offer }: { product: Product; offer: SaleOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceSaleOrder(offer.season_id);
  const [text, setText] = useState('1');
  const [invalid, setInvalid] = useState<'number' | 'whole' | null>(null);
  const quantity = parseQuantity(text);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setInvalid(quantity.ok ? null : quantity.reason);
    if (!quantity.ok) return;
    place.mutate(
      { season_id: offer.season_id, product_id: product.id, quantity: quantity.value, version: offer.version },
      { onSuccess: (order) => void navigate(paths.registration.getHref(order.id)) },
    );
  };

  const stale = place.error instanceof ApiError && place.error.status === 409;
  const onField = place.error ? fieldError(place.error, 'quantity') : undefined;
  const refusal = place.error && !stale && !onField ? (fieldError(place.error, 'product_id') ?? errorText(place.error)) : null;
  return (
    <form onSubmit={submit} noValidate data-testid="sale-buy-form">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('pigeonSale.buy.quantity')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setInvalid(null);
              place.reset();
            }}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            error={invalid ? t(invalid === 'number' ? 'validation.number' : 'pigeonSale.buy.whole') : onField}
            w={{ base: '100%', xs: 160 }}
            data-testid="sale-quantity"
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={place.isPending} data-testid="sale-buy">
            {t('pigeonSale.buy.submit')}
          </Button>
        </Group>
        {quantity.ok && (
          <Text size="sm" data-testid="sale-total">
            {t('registration.total')}: <Money cents={product.amount * quantity.value} currency={product.currency} />
          </Text>
        )}
        {stale && (
          <Alert color="yellow" title={t('pigeonSale.msg.outOfDate')} data-testid="sale-stale">
            {t('pigeonSale.buy.reloaded')}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" data-testid="sale-error">
            {refusal}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
