import { describe, expect, it } from 'vitest';
import { formatDay, today } from './day';

describe('calendar days', () => {
  it('names the local day, not the UTC one', () => {
    expect(today(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31', 'de')).toBe('31.12.2026');
  });

  it('leaves what is not a day as it is', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
