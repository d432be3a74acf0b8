import { describe, expect, it } from 'vitest';
import type { AuctionLot } from '../api/get-loft-auctions';
import { applyAuctionEvent, parseAuctionEvent } from './live-patch';

const lot: AuctionLot = {
  id: 1,
  loft_id: 1,
  pigeon_id: 5,
  title: 'Blue cock',
  currency: 'EUR',
  status: 'open',
  over: false,
  leading: true,
  reserve_met: false,
  price: 20000,
  bid_count: 2,
  minimum_bid: 21000,
  start_price: 10000,
  increment: 1000,
  soft_close_minutes: 5,
  starts_at: '2026-11-01T10:00:00Z',
  ends_at: '2026-12-01T10:00:00Z',
};

const event = { lot_id: 1, price: 21000, bid_count: 3, minimum_bid: 22000, ends_at: '2026-12-01T10:05:00Z', status: 'open', extended: true };

describe('parseAuctionEvent', () => {
  it('reads an event from an object or JSON text', () => {
    expect(parseAuctionEvent(event)).toEqual(event);
    expect(parseAuctionEvent(JSON.stringify(event))).toEqual(event);
  });
  it('refuses what is not an event', () => {
    expect(parseAuctionEvent('nope')).toBeNull();
    expect(parseAuctionEvent({ ...event, price: '1' })).toBeNull();
    expect(parseAuctionEvent({ ...event, status: 'gone' })).toBeNull();
    expect(parseAuctionEvent(null)).toBeNull();
  });
});

describe('applyAuctionEvent', () => {
  it('patches price, bids, minimum and end', () => {
    const next = applyAuctionEvent(lot, parseAuctionEvent(event)!);
    expect(next).toMatchObject({ price: 21000, bid_count: 3, minimum_bid: 22000, ends_at: '2026-12-01T10:05:00Z', over: false });
  });
  it('marks the lot over when it closes', () => {
    expect(applyAuctionEvent(lot, { ...parseAuctionEvent(event)!, status: 'sold' })).toMatchObject({ status: 'sold', over: true });
  });
  it('ignores an older event and another lot', () => {
    expect(applyAuctionEvent(lot, { ...parseAuctionEvent(event)!, bid_count: 1 })).toBe(lot);
    expect(applyAuctionEvent(lot, { ...parseAuctionEvent(event)!, lot_id: 2 })).toBe(lot);
  });
});
