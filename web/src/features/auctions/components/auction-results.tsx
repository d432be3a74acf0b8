import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useLoftTime } from '@/lib/use-loft-time';
import type { AuctionLot } from '../api/get-loft-auctions';
import { useMoney } from '../lib/use-money';

/** A lot whose bidding is over: sold, unsold, or ended and waiting for the closing job. */
export const isResult = (l: AuctionLot) => l.status === 'sold' || l.status === 'unsold' || (l.status === 'open' && l.over);

/** What came of a lot: the price it sold for, why it did not sell, or that the result is on its way. */
function Outcome({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  const { money } = useMoney(lot.currency);
  const text =
    lot.status === 'sold'
      ? t('auctions.results.sold', { price: money(lot.price) })
      : lot.status === 'unsold'
        ? t(lot.bid_count > 0 ? 'auctions.results.reserveNotMet' : 'auctions.results.noBids')
        : t('auctions.result.closing');
  return (
    <Text fw={lot.status === 'sold' ? 700 : 500} c={lot.status === 'sold' ? undefined : 'dimmed'} data-testid="result-outcome">
      {text}
    </Text>
  );
}

/**
 * The loft's auction results, the latest end first: each lot with what it sold for (or why not), its bids and when
 * bidding ended on the loft's clock, saying so; the winner sees "You won". The winner's name is never shown here.
 */
export function AuctionResults({ lots, timeZone }: { lots: AuctionLot[]; timeZone: string }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(timeZone);
  if (lots.length === 0) return <EmptyState testId="auction-results-empty">{t('auctions.results.empty')}</EmptyState>;
  const sorted = [...lots].sort((a, b) => b.ends_at.localeCompare(a.ends_at) || b.id - a.id);
  return (
    <Stack gap="sm" data-testid="auction-results">
      <Text size="sm" c="dimmed" data-testid="auction-results-zone">
        {t('auctions.results.timesNote', { zone: timeZone || 'UTC' })}
      </Text>
      {sorted.map((lot) => (
        <Paper key={lot.id} withBorder radius="md" p="sm" data-testid="result-row" data-lot-title={lot.title} data-status={lot.status}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.auctionLot.getHref(lot.id)} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="result-title">
                {lot.title}
              </Anchor>
              <Text size="sm" c="dimmed" data-testid="result-ended">
                {t('auctions.endedAt', { time: format(lot.ends_at) })}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <Group gap={6} wrap="nowrap">
                {lot.status === 'sold' && lot.leading && (
                  <Badge color="green" data-testid="result-won">
                    {t('auctions.youWon')}
                  </Badge>
                )}
                <Outcome lot={lot} />
              </Group>
              <Text size="sm" c="dimmed" data-testid="result-bids">
                {t('auctions.bidCount', { count: lot.bid_count })}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
