import { describe, expect, it } from 'vitest';
import type { AuctionLot } from '../api/get-loft-lots';
import { toDraft, toInput } from './lot-draft';

const lot: AuctionLot = {
  id: 4,
  loft_id: 1,
  pigeon_id: 12,
  title: 'Ace',
  description: 'Fast',
  currency: 'USD',
  start_price: 25000,
  reserve_price: 40000,
  increment: 1000,
  starts_at: '2026-07-01T06:00:00Z',
  ends_at: '2026-07-04T18:30:00Z',
  soft_close_minutes: 10,
  status: 'draft',
  price: 0,
  bid_count: 0,
  minimum_bid: 25000,
  over: false,
  leading: false,
  reserve_met: false,
};

describe('toDraft', () => {
  it('OK: a lot on the loft’s clock, money in the viewer’s format', () => {
    const got = toDraft(lot, 'EUR', 'Europe/Lisbon', 'de-DE');
    expect(got).toEqual({
      pigeonId: 12,
      title: 'Ace',
      description: 'Fast',
      currency: 'USD',
      startPrice: '250,00',
      reserve: '400,00',
      increment: '10,00',
      startsAt: '2026-07-01T07:00',
      endsAt: '2026-07-04T19:30',
      softClose: '10',
    });
  });

  it('New: the loft’s currency, starting at the next minute for a week, no reserve, 5 minutes of soft close', () => {
    const got = toDraft(null, 'EUR', 'Europe/Brussels', 'en', Date.parse('2026-01-10T08:59:30Z'));
    expect(got).toMatchObject({ pigeonId: 0, currency: 'EUR', startPrice: '', reserve: '', increment: '10.00', softClose: '5' });
    expect(got.startsAt).toBe('2026-01-10T10:00');
    expect(got.endsAt).toBe('2026-01-17T10:00');
  });
});

describe('toInput', () => {
  const draft = toDraft(lot, 'EUR', 'Europe/Lisbon', 'en');

  it('OK: cents and RFC 3339 times back', () => {
    expect(toInput(draft, 'Europe/Lisbon')).toEqual({
      pigeon_id: 12,
      title: 'Ace',
      description: 'Fast',
      currency: 'USD',
      start_price: 25000,
      reserve_price: 40000,
      increment: 1000,
      starts_at: '2026-07-01T06:00:00.000Z',
      ends_at: '2026-07-04T18:30:00.000Z',
      soft_close_minutes: 10,
    });
  });

  it('ErrNotANumber: what is not money or minutes goes as -1 for the server to name; a blank reserve is none', () => {
    const got = toInput({ ...draft, startPrice: 'ten', reserve: ' ', softClose: '5.5', endsAt: '' }, 'Europe/Lisbon');
    expect([got.start_price, got.reserve_price, got.soft_close_minutes, got.ends_at]).toEqual([-1, 0, -1, '']);
  });
});
