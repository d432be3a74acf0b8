import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('dateTimeFormat', () => {
  it('makes a formatter once per locale and options', () => {
    const a = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(Date.UTC(2026, 6, 3))).toBe('3 Jul 2026');
  });

  it('tells the default locale from a named one', () => {
    expect(dateTimeFormat(undefined)).toBe(dateTimeFormat(undefined, {}));
    expect(dateTimeFormat(undefined)).not.toBe(dateTimeFormat('en'));
  });
});

describe('numberFormat', () => {
  it('makes a formatter once per locale and options', () => {
    const a = numberFormat('de', { minimumFractionDigits: 2 });
    expect(numberFormat('de', { minimumFractionDigits: 2 })).toBe(a);
    expect(numberFormat('en', { minimumFractionDigits: 2 })).not.toBe(a);
    expect(a.format(1234.5)).toBe('1.234,50');
  });
});
