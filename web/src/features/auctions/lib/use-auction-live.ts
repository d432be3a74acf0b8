import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followChannel } from '@/lib/live-channel';
import type { AuctionLot } from '../api/get-loft-auctions';
import { auctionKeys } from '../api/keys';
import { applyAuctionEvent, parseAuctionEvent } from './live-patch';

/** The bids (and the lot's own fields such as `leading`) are refetched at most this often after events. */
const REFETCH_THROTTLE_MS = 1000;

/**
 * Follows channel `auction:<lotId>` while `enabled`: each publication patches the cached lot at once, then the lot
 * and its bids are refetched (throttled).
 */
export function useAuctionLive(lotId: number, enabled: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void qc.invalidateQueries({ queryKey: auctionKeys.bids(lotId) });
        void qc.invalidateQueries({ queryKey: auctionKeys.lot(lotId), exact: true });
      }, REFETCH_THROTTLE_MS);
    };
    const stop = followChannel(`auction:${lotId}`, {
      publication: (data) => {
        const ev = parseAuctionEvent(data);
        if (!ev || ev.lot_id !== lotId) return;
        qc.setQueryData<AuctionLot>(auctionKeys.lot(lotId), (lot) => (lot ? applyAuctionEvent(lot, ev) : lot));
        refetch();
      },
      // a reconnect that could not replay what it missed catches up from the API
      subscribed: (ctx) => {
        if (ctx.wasRecovering && !ctx.recovered) refetch();
      },
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
    };
  }, [qc, lotId, enabled]);
}
