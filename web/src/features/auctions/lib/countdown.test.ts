import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

const now = Date.parse('2026-11-27T10:00:00Z');

describe('countdownText', () => {
  it('shows hours, minutes and seconds under a day', () => {
    expect(countdownText('2026-11-27T12:05:09Z', now)).toBe('2:05:09');
    expect(countdownText('2026-11-27T10:00:30Z', now)).toBe('0:00:30');
  });
  it('shows nothing when a day or more is left, or the end has passed', () => {
    expect(countdownText('2026-11-28T10:00:00Z', now)).toBeNull();
    expect(countdownText('2026-11-27T09:59:59Z', now)).toBeNull();
    expect(countdownText('not a time', now)).toBeNull();
  });
});
