import { describe, expect, it } from 'vitest';
import { parseLimit, parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it('reads whole numbers of at least 1, in Latin or Arabic-Indic digits', () => {
    expect(parseQuantity('2')).toEqual({ ok: true, value: 2 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseQuantity('٣')).toEqual({ ok: true, value: 3 });
    expect(parseQuantity('۴')).toEqual({ ok: true, value: 4 });
    expect(parseQuantity('2.0')).toEqual({ ok: true, value: 2 });
  });

  it('says "not a number" for text, and "not a whole number of at least 1" for other numbers', () => {
    for (const text of ['', 'two', '2 birds', '1e3', '--1', '.']) expect(parseQuantity(text), text).toEqual({ ok: false, reason: 'number' });
    for (const text of ['0', '-1', '1.5', '0,5']) expect(parseQuantity(text), text).toEqual({ ok: false, reason: 'whole' });
  });
});

describe('parseLimit', () => {
  it('takes empty as no limit and whole numbers from 0', () => {
    expect(parseLimit('  ')).toEqual({ ok: true, value: null });
    expect(parseLimit('0')).toEqual({ ok: true, value: 0 });
    expect(parseLimit('3')).toEqual({ ok: true, value: 3 });
    expect(parseLimit('three')).toEqual({ ok: false, reason: 'number' });
    expect(parseLimit('-2')).toEqual({ ok: false, reason: 'whole' });
  });
});
