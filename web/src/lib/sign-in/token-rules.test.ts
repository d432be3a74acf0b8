import { describe, expect, it } from 'vitest';
import { expiryOf, fragmentExpiry, fragmentToken, isExpired, returnPath } from './token-rules';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('token expiry with margin', () => {
  it('gives a 30-day token a margin of one day', () => {
    expect(expiryOf(NOW, 30 * 86_400)).toBe(NOW + 29 * DAY);
  });
  it('caps the margin at a tenth of the lifetime for short tokens (1 h → 6 min)', () => {
    expect(expiryOf(NOW, 3600)).toBe(NOW + HOUR - 6 * 60_000);
  });
  it('counts a token as expired from its expiry on, and with no expiry', () => {
    const expiry = expiryOf(NOW, 3600);
    expect(isExpired(expiry, expiry - 1)).toBe(false);
    expect(isExpired(expiry, expiry)).toBe(true);
    expect(isExpired(null, NOW)).toBe(true);
    expect(isExpired(Number.NaN, NOW)).toBe(true);
  });
  it('treats a stored 10-day token with less than a day left as expired', () => {
    const expiry = expiryOf(NOW, 10 * 86_400);
    expect(isExpired(expiry, NOW + 9 * DAY - 1)).toBe(false);
    expect(isExpired(expiry, NOW + 9 * DAY + 1)).toBe(true);
  });
});

describe('fragment token', () => {
  it('reads #token=…', () => {
    expect(fragmentToken('#token=eyJ.a.b')).toBe('eyJ.a.b');
    expect(fragmentToken('#foo=1&token=abc')).toBe('abc');
  });
  it('is absent without a token', () => {
    expect(fragmentToken('')).toBeNull();
    expect(fragmentToken('#')).toBeNull();
    expect(fragmentToken('#token=')).toBeNull();
    expect(fragmentToken('#section')).toBeNull();
  });
  it('counts valid for exactly 30 minutes', () => {
    expect(fragmentExpiry(NOW)).toBe(NOW + 30 * 60_000);
    expect(isExpired(fragmentExpiry(NOW), NOW + 30 * 60_000 - 1)).toBe(false);
    expect(isExpired(fragmentExpiry(NOW), NOW + 30 * 60_000)).toBe(true);
  });
});

describe('saved path after sign-in', () => {
  it('returns to the saved path with its query', () => {
    expect(returnPath('/favorites')).toBe('/favorites');
    expect(returnPath('/lofts/1?tab=news')).toBe('/lofts/1?tab=news');
  });
  it('goes home when nothing was saved or the saved path was the callback', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath('')).toBe('/');
    expect(returnPath('/login/callback')).toBe('/');
    expect(returnPath('/login/callback?code=x&state=y')).toBe('/');
  });
  it('never leaves the site', () => {
    expect(returnPath('https://evil.example/')).toBe('/');
    expect(returnPath('//evil.example/')).toBe('/');
    expect(returnPath('/\\evil.example')).toBe('/');
  });
});
