import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuctionLot } from '../api/get-loft-auctions';
import { useMoney } from '../lib/use-money';
import { EndsAt } from './ends-at';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="lg" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Where the bidding stands: price, next minimum, bids, reserve, end and the soft-close rule. */
export function LotFacts({ lot, timeZone }: { lot: AuctionLot; timeZone: string }) {
  const { t } = useTranslation();
  const { money } = useMoney(lot.currency);
  const open = lot.status === 'open' && !lot.over;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact
            label={t(lot.bid_count > 0 ? (lot.status === 'sold' ? 'auctions.facts.soldFor' : 'auctions.facts.price') : 'auctions.facts.startPrice')}
            value={money(lot.bid_count > 0 ? lot.price : lot.start_price)}
            testId="lot-price"
          />
          {open && <Fact label={t('auctions.facts.minimumBid')} value={money(lot.minimum_bid)} testId="lot-minimum" />}
          <Fact label={t('auctions.facts.bids')} value={String(lot.bid_count)} testId="lot-bid-count" />
          <Fact label={t('auctions.facts.increment')} value={money(lot.increment)} testId="lot-increment" />
        </SimpleGrid>
        <Group gap="xs">
          {/* before the first bid every lot reads "not met", whether it has a reserve or not */}
          {lot.bid_count > 0 && (
            <Badge variant="light" color={lot.reserve_met ? 'green' : 'yellow'} data-testid="lot-reserve">
              {t(lot.reserve_met ? 'auctions.reserveMet' : 'auctions.reserveNotMet')}
            </Badge>
          )}
          {lot.leading && (
            <Badge color="green" data-testid="lot-leading">
              {t(lot.status === 'sold' ? 'auctions.youWon' : 'auctions.youLead')}
            </Badge>
          )}
        </Group>
        <EndsAt endsAt={lot.ends_at} timeZone={timeZone} open={open} />
        {open && lot.soft_close_minutes > 0 && (
          <Text size="sm" c="dimmed" data-testid="lot-soft-close">
            {t('auctions.softClose', { count: lot.soft_close_minutes })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
