import { describe, expect, it } from 'vitest';
import { percentToBP, toDraft, toInput } from './campaign-draft';

describe('percentToBP', () => {
  it('reads whole and decimal percentages in either notation', () => {
    expect(percentToBP('15')).toBe(1500);
    expect(percentToBP('12.5')).toBe(1250);
    expect(percentToBP('12,5')).toBe(1250);
    expect(percentToBP('0.01')).toBe(1);
  });
  it('refuses what is not a percentage', () => {
    expect(percentToBP('')).toBeNaN();
    expect(percentToBP('ten')).toBeNaN();
    expect(percentToBP('1.234')).toBeNaN();
  });
});

describe('toInput', () => {
  const base = toDraft(null, 'EUR', true);
  it('sends a percentage in basis points without currency', () => {
    expect(toInput({ ...base, name: ' Spring ', percent: '15' })).toEqual({ name: 'Spring', applies_to: ['entry_fees'], percent_bp: 1500 });
  });
  it('sends an amount in cents with its currency, the window and the uses', () => {
    const d = { ...base, name: 'Five', kind: 'amount' as const, amount: '5,50', startsAt: '2026-03-01T00:00:00.000Z', maxUses: '100' };
    expect(toInput(d)).toEqual({ name: 'Five', applies_to: ['entry_fees'], amount_off: 550, currency: 'EUR', starts_at: '2026-03-01T00:00:00.000Z', max_uses: 100 });
  });
  it('leaves a bad percentage to the server to name', () => {
    expect(toInput({ ...base, name: 'X', percent: 'lots' }).percent_bp).toBe(0);
  });
  it('reads a stored campaign back', () => {
    const c = { id: 1, name: 'S', percent_bp: 1250, amount_off: 0, applies_to: ['activations' as const], uses: 0, coupons: 0, coupons_used: 0, created_at: '' };
    expect(toDraft(c, 'EUR', true)).toMatchObject({ kind: 'percent', percent: '12.5', appliesTo: ['activations'] });
  });
});
