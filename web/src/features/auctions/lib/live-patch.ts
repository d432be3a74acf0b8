import type { AuctionLot } from '../api/get-loft-auctions';

/** One publication on channel `auction:<lotId>`: where the lot's bidding stands now. */
export type AuctionEvent = {
  lot_id: number;
  price: number;
  bid_count: number;
  minimum_bid: number;
  ends_at: string;
  status: AuctionLot['status'];
  extended: boolean;
};

const STATUSES = new Set<string>(['draft', 'open', 'sold', 'unsold', 'cancelled']);

/** The event in a publication's data, or null when it is not one. */
export function parseAuctionEvent(data: unknown): AuctionEvent | null {
  const d = typeof data === 'string' ? safeJSON(data) : data;
  if (!d || typeof d !== 'object') return null;
  const e = d as Record<string, unknown>;
  const num = (k: string) => typeof e[k] === 'number' && Number.isFinite(e[k]);
  if (!num('lot_id') || !num('price') || !num('bid_count') || !num('minimum_bid')) return null;
  if (typeof e.ends_at !== 'string' || typeof e.status !== 'string' || !STATUSES.has(e.status)) return null;
  return {
    lot_id: e.lot_id as number,
    price: e.price as number,
    bid_count: e.bid_count as number,
    minimum_bid: e.minimum_bid as number,
    ends_at: e.ends_at,
    status: e.status as AuctionLot['status'],
    extended: e.extended === true,
  };
}

function safeJSON(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The lot after an event. A new bid count means someone bid: whether the viewer still leads is only
 * known after the refetch, so `leading` stays until then unless the price rose past the viewer's
 * standing (the refetch settles it). An older event (fewer bids) changes nothing.
 */
export function applyAuctionEvent(lot: AuctionLot, ev: AuctionEvent): AuctionLot {
  if (ev.lot_id !== lot.id || ev.bid_count < lot.bid_count) return lot;
  const over = ev.status !== 'open' || lot.over;
  return { ...lot, price: ev.price, bid_count: ev.bid_count, minimum_bid: ev.minimum_bid, ends_at: ev.ends_at, status: ev.status, over };
}
