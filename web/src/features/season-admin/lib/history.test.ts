import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/currency';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { changesOf, formatValue, subjectOf } from './history';

describe('changesOf', () => {
  it('keeps the [old, new] pairs in a fixed order and leaves out scalars and the loft', () => {
    const got = changesOf({ rules_text: ['a', 'b'], name: [null, 'X'], product_id: 4, subject: 'X', loft_id: [null, 3], amount: [100, 200] });
    expect(got).toEqual([
      { field: 'name', from: null, to: 'X' },
      { field: 'amount', from: 100, to: 200 },
      { field: 'rules_text', from: 'a', to: 'b' },
    ]);
  });
});

describe('formatValue', () => {
  it('reads categories, money and blank limits as a user does', async () => {
    await initI18n();
    const t = i18n.t.bind(i18n);
    const v = (field: string, value: unknown) => formatValue(field, value, t, 'EUR', (c, cur) => formatCurrency(c, cur, 'de'));
    expect(v('due_date_category_id', 2)).toBe('Payment');
    expect(v('product_category_id', 1)).toBe('Entry fee');
    expect(v('amount', 40000)).toBe(formatCurrency(40000, 'EUR', 'de'));
    expect(v('total_spots', null)).toBe('unlimited');
    expect(v('description', null)).toBe('empty');
    expect(v('rules_text', 'x'.repeat(100))).toHaveLength(80);
  });
});

describe('subjectOf', () => {
  it('names the due date or product an entry is about', () => {
    expect(subjectOf({ product_id: 4, subject: '1 + 1' })).toBe('1 + 1');
    expect(subjectOf({ name: ['a', 'b'] })).toBeNull();
  });
});
