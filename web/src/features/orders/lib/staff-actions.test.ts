import { describe, expect, it } from 'vitest';
import { staffActions } from './staff-actions';

describe('staffActions', () => {
  it('offers what the server allows that staff set by hand', () => {
    expect(staffActions(['confirmed', 'rejected', 'cancelled'])).toEqual(['confirmed', 'rejected', 'cancelled']);
    expect(staffActions(['cancelled', 'paid_manually'])).toEqual(['cancelled', 'paid_manually']);
  });
  it('leaves out what only the system sets', () => expect(staffActions(['cancelled_unpaid', 'paid_online', 'payment_revoked'])).toEqual(['payment_revoked']));
  it('nothing allowed, nothing offered', () => expect(staffActions([])).toEqual([]));
});
