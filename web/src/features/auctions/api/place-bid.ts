import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import type { AuctionLot } from './get-loft-auctions';
import { auctionKeys } from './keys';

export type BidAnswer = Schema<'BidAnswer'>;

/** POST a maximum (cents) on a lot; the server bids for the user up to it. */
export async function placeBid({ lotId, amount }: { lotId: number; amount: number }): Promise<BidAnswer> {
  return unwrap(await api.POST('/api/custom/v1/user/auctions/{id}/bids', { params: { path: { id: lotId } }, body: { amount } }));
}

/** Places a bid; the answer patches the cached lot at once, then the lot, its bids and the loft's list are refetched. */
export function usePlaceBid(lotId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => placeBid({ lotId, amount }),
    onSuccess: (a) => {
      qc.setQueryData<AuctionLot>(auctionKeys.lot(lotId), (lot) =>
        lot ? { ...lot, price: a.price, leading: a.leading, ends_at: a.ends_at, minimum_bid: a.minimum_bid, bid_count: a.bid_count } : lot,
      );
    },
    // a refused bid is kept and listed too
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: auctionKeys.bids(lotId) });
      void qc.invalidateQueries({ queryKey: auctionKeys.lot(lotId), exact: true });
    },
  });
}
