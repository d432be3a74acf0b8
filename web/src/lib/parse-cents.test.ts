import { describe, expect, it } from 'vitest';
import { parseCents } from './parse-cents';

describe('parseCents', () => {
  const cases: [string, number][] = [
    ['250', 25000],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['12,5', 1250],
    ['0.99', 99],
    [' 40 ', 4000],
  ];
  for (const [text, want] of cases) it(`${text} → ${want}`, () => expect(parseCents(text)).toBe(want));
  it('not a number', () => {
    expect(parseCents('abc')).toBeNaN();
    expect(parseCents('-5')).toBeNaN();
    expect(parseCents('')).toBeNaN();
  });
});
