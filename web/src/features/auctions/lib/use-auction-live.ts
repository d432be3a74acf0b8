import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuctionLot } from '../api/get-loft-auctions';
import { auctionKeys } from '../api/keys';
import { applyAuctionEvent, parseAuctionEvent } from './live-patch';

/** The bids (and the lot's own fields such as `leading`) are refetched at most this often after events. */
const REFETCH_THROTTLE_MS = 1000;

/**
 * Follows channel `auction:<lotId>` with the centrifuge client (loaded only here) while `enabled`: each
 * publication patches the cached lot at once, then the lot and its bids are refetched (throttled).
 */
export function useAuctionLive(lotId: number, enabled: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dispose = () => {};
    const refetch = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void qc.invalidateQueries({ queryKey: auctionKeys.bids(lotId) });
        void qc.invalidateQueries({ queryKey: auctionKeys.lot(lotId), exact: true });
      }, REFETCH_THROTTLE_MS);
    };
    void import('centrifuge').then(({ Centrifuge }) => {
      if (stopped) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const client = new Centrifuge(`${scheme}://${window.location.host}/connection/websocket`);
      const sub = client.newSubscription(`auction:${lotId}`);
      sub.on('publication', (ctx) => {
        const ev = parseAuctionEvent(ctx.data);
        if (!ev || ev.lot_id !== lotId) return;
        qc.setQueryData<AuctionLot>(auctionKeys.lot(lotId), (lot) => (lot ? applyAuctionEvent(lot, ev) : lot));
        refetch();
      });
      // a reconnect that could not replay what it missed catches up from the API
      sub.on('subscribed', (ctx) => {
        if (ctx.wasRecovering && !ctx.recovered) refetch();
      });
      sub.subscribe();
      client.connect();
      dispose = () => {
        sub.unsubscribe();
        client.removeSubscription(sub);
        client.disconnect();
      };
    });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      dispose();
    };
  }, [qc, lotId, enabled]);
}
