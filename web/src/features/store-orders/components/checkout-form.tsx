import { ActionIcon, Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '@/components/ui/money';
import { useMe } from '@/lib/api/me/get-me';
import { ApiError } from '@/lib/api/api-error';
import { useCountries } from '@/lib/api/countries/get-countries';
import { useCart } from '@/lib/api/cart/get-cart';
import { useCheckout } from '../api/store-orders';

const MAX_GIFT_CARDS = 5;

/** The field errors of a refused request, by field name. */
function fieldErrors(err: unknown): Record<string, string[]> {
  if (err instanceof ApiError && err.body && typeof err.body === 'object' && 'errors' in err.body) {
    return (err.body as { errors?: Record<string, string[]> }).errors ?? {};
  }
  return {};
}

/**
 * `/checkout?seller=`: one seller's part of the cart becomes an order. The customer gives the billing address, an
 * optional promotional code and gift cards; the server prices everything again, and the order page then says how to
 * pay what is left.
 */
export function CheckoutForm({ seller }: { seller: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart().data;
  const me = useMe().data;
  const checkout = useCheckout();
  const countries = useCountries().data;
  const u = me?.oauth_user;
  const name = u ? `${u.first_name} ${u.last_name}`.trim() : '';
  const [billing, setBilling] = useState<{ name?: string; street?: string; zipcode?: string; city?: string; country?: string }>({});
  const [promo, setPromo] = useState('');
  const [code, setCode] = useState('');
  const [cards, setCards] = useState<string[]>([]);
  const part = (cart?.sellers ?? []).find((s) => s.key === seller);
  if (!cart) return null;
  if (!part) {
    return (
      <Alert color="gray" data-testid="checkout-empty">
        {t('storeOrders.cartEmpty')} <Link to="/cart">{t('storeOrders.toCart')}</Link>
      </Alert>
    );
  }
  const b = {
    name: billing.name ?? name,
    street: billing.street ?? u?.street ?? '',
    zipcode: billing.zipcode ?? u?.zipcode ?? '',
    city: billing.city ?? u?.city ?? '',
    country: billing.country ?? '',
  };
  const errors = fieldErrors(checkout.error);
  const err = (f: string) => errors[f]?.[0];
  const addCard = () => {
    const c = code.trim();
    if (c && !cards.includes(c) && cards.length < MAX_GIFT_CARDS) setCards([...cards, c]);
    setCode('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    checkout.mutate(
      { loft_id: part.seller.loft_id, billing: b, promo_code: promo.trim() || undefined, gift_cards: cards.length ? cards : undefined },
      { onSuccess: (o) => navigate(`/store/orders/${o.id}`) },
    );
  };
  const field = (f: keyof typeof b, label: string) => (
    <TextInput
      required
      label={label}
      value={b[f]}
      maxLength={128}
      error={err(`billing.${f}`)}
      onChange={(e) => setBilling({ ...billing, [f]: e.currentTarget.value })}
      data-testid={`billing-${f}`}
    />
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Card withBorder radius="md">
          <Title order={2} fz="h4" mb="xs">
            {part.seller.name || t('storeOrders.service')}
          </Title>
          <Table fz="sm" data-testid="checkout-lines">
            <Table.Tbody>
              {(part.lines ?? []).map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {l.quantity} × <bdi>{l.product.name}</bdi>
                    {l.problem && (
                      <Text c="red" size="xs">
                        {l.problem}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Money cents={l.line_total} currency={part.currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{t('storeOrders.subtotal')}</Table.Td>
                <Table.Td ta="end" fw={700}>
                  <Money cents={part.subtotal} currency={part.currency} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="md">
          <Title order={2} fz="h4" mb="xs">
            {t('storeOrders.billing')}
          </Title>
          <Stack gap="sm">
            {field('name', t('storeOrders.billingName'))}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {field('street', t('registration.street'))}
              {field('zipcode', t('registration.zipcode'))}
              {field('city', t('registration.city'))}
            </SimpleGrid>
            <Select
              required
              searchable
              label={t('fanciers.country')}
              data={(countries ?? []).map((c) => ({ value: c.key, label: c.name }))}
              value={b.country || null}
              onChange={(v) => setBilling({ ...billing, country: v ?? '' })}
              error={err('billing.country')}
              comboboxProps={{ withinPortal: true }}
              data-testid="billing-country"
            />
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('storeOrders.promoCode')}
              description={t('storeOrders.promoCodeHint')}
              value={promo}
              maxLength={64}
              error={err('promo_code') ?? err('code')}
              onChange={(e) => setPromo(e.currentTarget.value)}
              data-testid="checkout-promo"
            />
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('storeOrders.giftCardCode')}
                value={code}
                maxLength={64}
                dir="ltr"
                error={err('gift_cards')}
                onChange={(e) => setCode(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addCard();
                  }
                }}
                data-testid="checkout-gift-card"
              />
              <Button variant="light" onClick={addCard} disabled={!code.trim() || cards.length >= MAX_GIFT_CARDS} data-testid="checkout-add-gift-card">
                {t('storeOrders.addGiftCard')}
              </Button>
            </Group>
            {cards.map((c) => (
              <Group key={c} gap="xs" data-testid="checkout-gift-card-row">
                <Text ff="monospace" dir="ltr" size="sm">
                  {c}
                </Text>
                <ActionIcon variant="subtle" color="gray" aria-label={t('storeOrders.removeGiftCard')} onClick={() => setCards(cards.filter((x) => x !== c))}>
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Card>
        {checkout.error && (
          <Alert color="red" data-testid="checkout-error">
            {checkout.error.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('storeOrders.payAfter')}
        </Text>
        <Button type="submit" size="md" loading={checkout.isPending} w={{ base: '100%', sm: 'fit-content' }} data-testid="place-store-order">
          {t('storeOrders.placeOrder')}
        </Button>
      </Stack>
    </form>
  );
}
