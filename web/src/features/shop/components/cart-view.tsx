import { ActionIcon, Alert, Anchor, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { useCart, type CartLine, type CartSeller } from '@/lib/api/cart/get-cart';
import { errorText } from '@/lib/api/error-text';
import { useRemoveCartLine, useSetCartLine } from '../api/cart-lines';

/** Where a seller's part of the cart is checked out (the checkout page reads `seller`: a loft id or "service"). */
const checkoutHref = (key: string) => `/checkout?seller=${encodeURIComponent(key)}`;

/** One line: name (a gift card's amount), a quantity stepper, remove, its total, and why it cannot be bought, if so. */
function Line({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const set = useSetCartLine();
  const remove = useRemoveCartLine();
  const busy = set.isPending || remove.isPending;
  const error = set.error ?? remove.error;
  const step = (q: number) => set.mutate({ id: line.id, quantity: q });
  return (
    <Stack gap={4} data-testid={`cart-line-${line.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.storeProduct.getHref(line.product.id)} fw={500}>
            {line.product.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {line.gift_card_amount > 0 ? t('shop.giftCardOf') + ' ' : ''}
            <Money cents={line.unit_price} currency={line.product.currency} />
          </Text>
        </div>
        <Text fw={600} data-testid="cart-line-total">
          <Money cents={line.line_total} currency={line.product.currency} />
        </Text>
      </Group>
      <Group gap="xs">
        <ActionIcon variant="default" aria-label={t('shop.less')} disabled={busy || line.quantity <= 1} onClick={() => step(line.quantity - 1)} data-testid="cart-line-less">
          −
        </ActionIcon>
        <Text w={32} ta="center" data-testid="cart-line-quantity">
          {line.quantity}
        </Text>
        <ActionIcon variant="default" aria-label={t('shop.more')} disabled={busy || line.quantity >= 99} onClick={() => step(line.quantity + 1)} data-testid="cart-line-more">
          +
        </ActionIcon>
        <Button variant="subtle" color="red" size="compact-sm" disabled={busy} onClick={() => remove.mutate(line.id)} data-testid="cart-line-remove">
          {t('shop.remove')}
        </Button>
      </Group>
      {line.problem && (
        <Text size="sm" c="red" data-testid="cart-line-problem">
          {line.problem}
        </Text>
      )}
      {error && (
        <Alert color="red" p="xs">
          {errorText(error)}
        </Alert>
      )}
    </Stack>
  );
}

/** One seller's part of the cart, checked out on its own. */
function SellerPart({ part }: { part: CartSeller }) {
  const { t } = useTranslation();
  const blocked = (part.lines ?? []).some((l) => l.problem);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`cart-seller-${part.key}`}>
      <Title order={2} size="h4" mb="sm">
        {part.seller.loft_id ? part.seller.name : t('shop.service')}
      </Title>
      <Stack gap="md">
        {(part.lines ?? []).map((l) => (
          <Line key={l.id} line={l} />
        ))}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text>
          {t('shop.subtotal')}:{' '}
          <Text component="span" fw={700} data-testid="cart-subtotal">
            <Money cents={part.subtotal} currency={part.currency} />
          </Text>
        </Text>
        <Button component={Link} to={checkoutHref(part.key)} disabled={blocked} data-testid={`checkout-${part.key}`}>
          {t('shop.checkout')}
        </Button>
      </Group>
    </Paper>
  );
}

/** `/cart`: the signed-in user's cart, one part per seller, or a way back to the store when it is empty. */
export function CartView() {
  const { t } = useTranslation();
  const { data, isPending } = useCart();
  if (isPending) return <Loader mx="auto" />;
  if (!data || (data.sellers ?? []).length === 0) {
    return (
      <EmptyState testId="cart-empty">
        {t('shop.cartEmpty')}{' '}
        <Anchor component={Link} to={paths.store.getHref()} data-testid="cart-to-store">
          {t('shop.toStore')}
        </Anchor>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md" maw={760} data-testid="cart">
      {(data.sellers ?? []).map((p) => (
        <SellerPart key={p.key} part={p} />
      ))}
    </Stack>
  );
}
