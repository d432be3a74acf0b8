import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReload, reloadAfterChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/loft-1.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('HTTP 500'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('mayReload', () => {
  it('allows the first reload', () => expect(mayReload(1000, null)).toBe(true));
  it('refuses within 60 s', () => expect(mayReload(60_000 + 999, 1000)).toBe(false));
  it('allows after 60 s', () => expect(mayReload(61_000, 1000)).toBe(true));
});

describe('reloadAfterChunkError', () => {
  it('reloads at most once per 60 s', () => {
    localStorage.clear();
    const reload = vi.fn();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    expect(reloadAfterChunkError(localStorage, reload)).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T10:00:59Z'));
    expect(reloadAfterChunkError(localStorage, reload)).toBe(false);
    vi.setSystemTime(new Date('2026-01-01T10:01:00Z'));
    expect(reloadAfterChunkError(localStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
