import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AuctionLot } from '../api/get-loft-auctions';
import { useMoney } from '../lib/use-money';
import { EndsAt } from './ends-at';
import { LotStatusBadge } from '@/components/ui/lot-status-badge';

/** A lot in the loft's list: title, price (or start price), bids, end and whether the viewer leads. */
export function LotCard({ lot, timeZone }: { lot: AuctionLot; timeZone: string }) {
  const { t } = useTranslation();
  const { money } = useMoney(lot.currency);
  const open = lot.status === 'open' && !lot.over;
  const price =
    lot.status === 'sold'
      ? t('auctions.soldFor', { price: money(lot.price) })
      : lot.status === 'unsold'
        ? t('auctions.unsold')
        : lot.bid_count > 0
          ? t('auctions.currentPrice', { price: money(lot.price) })
          : t('auctions.startPrice', { price: money(lot.start_price) });
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={paths.auctionLot.getHref(lot.id)} data-testid="lot-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2} data-testid="lot-card-title">
            {lot.title}
          </Text>
          <Group gap={4} wrap="nowrap">
            {lot.leading && (
              <Badge color="green" data-testid="lot-card-leading">
                {t(lot.status === 'sold' ? 'auctions.youWon' : 'auctions.youLead')}
              </Badge>
            )}
            {!open && <LotStatusBadge lot={lot} />}
          </Group>
        </Group>
        <Text size="lg" fw={700} data-testid="lot-card-price">
          {price}
        </Text>
        <Text size="sm" c="dimmed">
          {t('auctions.bidCount', { count: lot.bid_count })}
        </Text>
        <EndsAt endsAt={lot.ends_at} timeZone={timeZone} open={open} size="xs" />
      </Stack>
    </Card>
  );
}
