import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AuctionLot } from '../api/get-loft-auctions';

/**
 * How a sold lot is paid, for those the server tells (the winner and the loft's staff; others get no store order):
 * the winner pays on their store order ("Pay now") until it is paid; staff see whether it is, and the order.
 */
export function LotPayment({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  if (lot.status !== 'sold' || lot.store_order_id == null) return null;
  const order = paths.storeOrder.getHref(lot.store_order_id);
  if (lot.paid) {
    return (
      <Group gap="sm" mt="sm" wrap="wrap" data-testid="lot-payment" data-paid="true">
        <Badge color="green" data-testid="lot-paid">
          {t('auctions.payment.paid')}
        </Badge>
        {lot.leading && <Text size="sm">{t('auctions.payment.paidNote')}</Text>}
        <Anchor component={Link} to={order} size="sm" data-testid="lot-order-link">
          {t('auctions.payment.order')}
        </Anchor>
      </Group>
    );
  }
  if (lot.leading) {
    return (
      <Stack gap="xs" mt="sm" align="flex-start" data-testid="lot-payment" data-paid="false">
        <Text size="sm">{t('auctions.payment.payNote')}</Text>
        <Button component={Link} to={order} data-testid="lot-pay-now">
          {t('auctions.payment.payNow')}
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="sm" mt="sm" wrap="wrap" data-testid="lot-payment" data-paid="false">
      <Badge color="yellow" variant="light" data-testid="lot-unpaid">
        {t('auctions.payment.unpaid')}
      </Badge>
      <Anchor component={Link} to={order} size="sm" data-testid="lot-order-link">
        {t('auctions.payment.order')}
      </Anchor>
    </Group>
  );
}
