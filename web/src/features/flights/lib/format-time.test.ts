import { describe, expect, it } from 'vitest';
import { formatDuration, formatTime } from './format-time';

describe('formatTime', () => {
  it('shows the clock time with milliseconds, 24 h', () => {
    expect(formatTime(Date.parse('2026-06-01T14:03:07.045Z'), 'en', 'UTC')).toBe('14:03:07.045');
    expect(formatTime(Date.parse('2026-06-01T00:00:00.000Z'), 'de', 'Europe/Berlin')).toBe('02:00:00,000');
  });
});

describe('formatDuration', () => {
  it('shows H:mm:ss and never negative', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(3_723_999)).toBe('1:02:03');
    expect(formatDuration(90_000_000)).toBe('25:00:00');
    expect(formatDuration(-5000)).toBe('0:00:00');
  });
});
