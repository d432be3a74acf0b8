import { Badge, Loader, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoftTime } from '@/lib/use-loft-time';
import { useAuctionBids } from '../api/get-auction-bids';
import type { AuctionLot } from '../api/get-loft-auctions';
import { useMoney } from '../lib/use-money';

/** The lot's bids, newest first: bidder by number ("you" for the viewer's), time, price and the leader; refused own bids with why. */
export function BidHistory({ lot, timeZone }: { lot: AuctionLot; timeZone: string }) {
  const { t } = useTranslation();
  const { money } = useMoney(lot.currency);
  const { format } = useLoftTime(timeZone);
  const { data: bids, isPending, refetch } = useAuctionBids(lot.id);
  // a refetched lot with more bids (the live channel's fallback) brings the new bids too
  const seen = useRef(lot.bid_count);
  useEffect(() => {
    if (seen.current === lot.bid_count) return;
    seen.current = lot.bid_count;
    void refetch();
  }, [lot.bid_count, refetch]);
  if (isPending) return <Loader mx="auto" />;
  if (!bids?.length) return <EmptyState testId="bids-empty">{t('auctions.bids.none')}</EmptyState>;
  const withAmount = bids.some((b) => b.amount != null);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped data-testid="bid-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auctions.bids.bidder')}</Table.Th>
            <Table.Th>{t('auctions.bids.time')}</Table.Th>
            <Table.Th>{t('auctions.bids.price')}</Table.Th>
            {withAmount && <Table.Th>{t('auctions.bids.maximum')}</Table.Th>}
            <Table.Th>{t('auctions.bids.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...bids].reverse().map((b) => (
            <Table.Tr key={b.id} data-testid="bid-row" data-mine={b.mine || undefined}>
              <Table.Td>
                {t('auctions.bids.bidderN', { n: b.bidder })}
                {b.mine && (
                  <Badge ml={6} size="sm" variant="outline">
                    {t('auctions.bids.you')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format(b.placed_at)}</Text>
              </Table.Td>
              <Table.Td dir="ltr">{b.accepted ? money(b.price) : '–'}</Table.Td>
              {withAmount && <Table.Td dir="ltr">{b.amount != null ? money(b.amount) : ''}</Table.Td>}
              <Table.Td>
                {!b.accepted ? (
                  <Text size="sm" c="red" data-testid="bid-refused">
                    {t('auctions.bids.refused', { reason: b.reason ?? '' })}
                  </Text>
                ) : b.leading ? (
                  <Badge color="green" size="sm">
                    {t('auctions.bids.leading')}
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
