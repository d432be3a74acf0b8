import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { auctionKeys } from './keys';

export type AuctionBid = Schema<'AuctionBid'>;

/** GET /api/public/auctions/{id}/bids: oldest first; the viewer's own refused bids and maximums too. */
export async function getAuctionBids(lotId: number): Promise<AuctionBid[]> {
  return unwrap(await api.GET('/api/public/auctions/{id}/bids', { params: { path: { id: lotId } } })) ?? [];
}

export const getAuctionBidsQueryOptions = (lotId: number) => queryOptions({ queryKey: auctionKeys.bids(lotId), queryFn: () => getAuctionBids(lotId) });

export function useAuctionBids(lotId: number) {
  return useQuery({ ...getAuctionBidsQueryOptions(lotId), meta: { toast: true } });
}
