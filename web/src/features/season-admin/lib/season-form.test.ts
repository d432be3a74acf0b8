import { describe, expect, it } from 'vitest';
import { nextSeasonName, toDraft, toUpdateInput } from './season-form';

describe('nextSeasonName', () => {
  it.each([
    ['Spring 2026', 'Spring 2027'],
    ['2026', '2027'],
    ['Derby 2026 (young birds)', 'Derby 2027 (young birds)'],
    ['Autumn Cup', 'Autumn Cup'],
  ])('%s → %s', (name, want) => expect(nextSeasonName(name)).toBe(want));
});

describe('toUpdateInput', () => {
  it('sends blank limits and payment days as null and trims the name', () => {
    const d = toDraft({ name: ' Spring ', currency: 'USD', max_pigeons: 0, max_active: null, max_reserve: 3, total_spots: null, rules_text: '', payment_days: null });
    expect(toUpdateInput(d)).toEqual({
      name: 'Spring',
      currency: 'USD',
      max_pigeons: 0,
      max_active: null,
      max_reserve: 3,
      total_spots: null,
      rules_text: '',
      payment_days: null,
    });
  });
});
