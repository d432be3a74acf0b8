import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { auctionKeys } from './keys';

export type AuctionLot = Schema<'AuctionLot'>;

/** GET /api/public/lofts/{id}/auctions: the loft's lots, soonest end first (staff also see drafts and cancelled lots). */
export async function getLoftAuctions(loftId: number): Promise<AuctionLot[]> {
  return unwrap(await api.GET('/api/public/lofts/{id}/auctions', { params: { path: { id: loftId } } })) ?? [];
}

export const getLoftAuctionsQueryOptions = (loftId: number) =>
  queryOptions({
    queryKey: auctionKeys.loft(loftId),
    queryFn: () => getLoftAuctions(loftId),
    // prices move while lots are open: a minute-old list is refreshed
    refetchInterval: (q) => (q.state.data?.some((l) => l.status === 'open') ? 60_000 : false),
  });

export function useLoftAuctions(loftId: number) {
  return useQuery({ ...getLoftAuctionsQueryOptions(loftId), meta: { toast: true } });
}
