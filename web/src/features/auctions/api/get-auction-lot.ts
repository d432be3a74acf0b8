import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { AuctionLot } from './get-loft-auctions';
import { auctionKeys } from './keys';

/** While a lot is open it is refetched this often, in case the live channel is not there. */
export const OPEN_LOT_REFETCH_MS = 15_000;

/** GET /api/public/auctions/{id}: the lot and where its bidding stands. */
export async function getAuctionLot(id: number): Promise<AuctionLot> {
  return unwrap(await api.GET('/api/public/auctions/{id}', { params: { path: { id } } }));
}

export const getAuctionLotQueryOptions = (id: number) =>
  queryOptions({
    queryKey: auctionKeys.lot(id),
    queryFn: () => getAuctionLot(id),
    refetchInterval: (q) => (q.state.data?.status === 'open' ? OPEN_LOT_REFETCH_MS : false),
  });

/** The lot; the route loader has fetched it already. */
export function useAuctionLot(id: number) {
  return useSuspenseQuery(getAuctionLotQueryOptions(id)).data;
}
