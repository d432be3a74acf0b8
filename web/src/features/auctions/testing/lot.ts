import type { AuctionLot } from '../api/get-loft-auctions';

/** A lot sold for 410.00 € after four bids, as the API sends it; over changes what a test needs. */
export function soldLot(over: Partial<AuctionLot> = {}): AuctionLot {
  return {
    id: 4,
    loft_id: 1,
    pigeon_id: 5,
    title: 'Ace',
    currency: 'EUR',
    status: 'sold',
    over: true,
    leading: false,
    reserve_met: true,
    price: 41000,
    bid_count: 4,
    minimum_bid: 42000,
    start_price: 25000,
    increment: 1000,
    soft_close_minutes: 5,
    starts_at: '2026-11-01T10:00:00Z',
    ends_at: '2026-11-20T10:00:00Z',
    ...over,
  };
}
