import { describe, expect, it } from 'vitest';
import { parsePercent, placesSum, toPrizeDraft, toPrizeTable } from './prize-draft';

describe('parsePercent', () => {
  const cases: [string, number][] = [
    ['50', 5000],
    ['12,5', 1250],
    ['12.25', 1225],
    ['100', 10000],
    ['100.01', NaN],
    ['-1', NaN],
    ['abc', NaN],
    ['', NaN],
  ];
  it.each(cases)('%s → %s', (text, want) => expect(parsePercent(text)).toBe(want));
});

describe('prize drafts', () => {
  it('round-trips a fixed pool of amounts', () => {
    const table = { pool: { kind: 'fixed' as const, amount: 200000 }, mode: 'amounts' as const, places: [100000, 60000, 40000] };
    const d = toPrizeDraft(table, 'EUR', 'de');
    expect(d.places).toEqual(['1.000,00', '600,00', '400,00']);
    expect(toPrizeTable(d)).toEqual(table);
    expect(placesSum(d)).toBe(200000);
  });

  it('sends shares of entry fees in basis points and drops blank trailing places', () => {
    const d = { poolKind: 'entry_fees' as const, poolAmount: '', poolPercent: '40', mode: 'shares' as const, places: ['50', '30', '20', '', ' '] };
    expect(toPrizeTable(d)).toEqual({ pool: { kind: 'entry_fees', basis_points: 4000 }, mode: 'shares', places: [5000, 3000, 2000] });
    expect(placesSum(d)).toBe(10000);
  });

  it('sends what is not a number as -1, for the server to name the field', () => {
    const d = { poolKind: 'fixed' as const, poolAmount: 'lots', poolPercent: '', mode: 'amounts' as const, places: ['10', 'x'] };
    expect(toPrizeTable(d)).toEqual({ pool: { kind: 'fixed', amount: -1 }, mode: 'amounts', places: [1000, -1] });
  });

  it('starts a new table with three blank places', () => {
    expect(toPrizeDraft(undefined, 'USD', 'en').places).toEqual(['', '', '']);
  });
});
