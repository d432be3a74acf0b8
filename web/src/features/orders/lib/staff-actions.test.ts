import { describe, expect, it } from 'vitest';
import { parseCents, staffActions } from './staff-actions';

describe('staffActions', () => {
  it('pending: merchant confirms, rejects, cancels', () => expect(staffActions('pending', 'merchant')).toEqual(['confirmed', 'rejected', 'cancelled']));
  it('confirmed: set paid or cancel', () => expect(staffActions('confirmed', 'merchant')).toEqual(['paid_manually', 'cancelled']));
  it('paid: revoke only', () => {
    expect(staffActions('paid_online', 'merchant')).toEqual(['payment_revoked']);
    expect(staffActions('paid_manually', 'merchant')).toEqual(['payment_revoked']);
  });
  it('closed orders: nothing', () => {
    for (const s of ['rejected', 'cancelled', 'cancelled_unpaid'] as const) expect(staffActions(s, 'merchant')).toEqual([]);
  });
  it('agents only set paid', () => {
    expect(staffActions('confirmed', 'agent')).toEqual(['paid_manually']);
    expect(staffActions('pending', 'agent')).toEqual([]);
  });
});

describe('parseCents', () => {
  const cases: [string, number][] = [['250', 25000], ['1.234,50', 123450], ['1,234.50', 123450], ['12,5', 1250], ['0.99', 99], [' 40 ', 4000]];
  for (const [text, want] of cases) it(`${text} → ${want}`, () => expect(parseCents(text)).toBe(want));
  it('not a number', () => {
    expect(parseCents('abc')).toBeNaN();
    expect(parseCents('-5')).toBeNaN();
    expect(parseCents('')).toBeNaN();
  });
});
