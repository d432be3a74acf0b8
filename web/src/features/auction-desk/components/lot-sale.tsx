import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AuctionLot } from '../api/get-loft-lots';

/** A sold lot's buyer and whether their store order is paid, with the order; nothing for other lots. */
export function LotSale({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  if (lot.status !== 'sold') return null;
  return (
    <Stack gap={4} align="flex-start" data-testid="lot-sale">
      {lot.winner_name && (
        <Text size="sm" data-testid="lot-winner">
          <bdi>{lot.winner_name}</bdi>
        </Text>
      )}
      <Group gap={6} wrap="nowrap">
        <Badge color={lot.paid ? 'green' : 'yellow'} variant="light" data-testid="lot-paid" data-paid={lot.paid ? 'true' : 'false'}>
          {t(lot.paid ? 'auctionDesk.list.paid' : 'auctionDesk.list.unpaid')}
        </Badge>
        {lot.store_order_id != null && (
          <Anchor component={Link} to={paths.storeOrder.getHref(lot.store_order_id)} size="sm" data-testid="lot-store-order">
            {t('auctionDesk.list.order')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
