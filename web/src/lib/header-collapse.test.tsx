import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isHeaderCollapsed, useHeaderCollapsed } from './header-collapse';

describe('isHeaderCollapsed (160 px extension, collapse below 100 px remaining)', () => {
  const cases: [number, boolean][] = [
    [0, false],
    [-20, false],
    [59, false],
    [60, false],
    [61, true],
    [100, true],
    [1000, true],
  ];
  for (const [scrollY, want] of cases) {
    it(`scrollY ${scrollY} → ${want ? 'collapsed' : 'open'}`, () => expect(isHeaderCollapsed(scrollY)).toBe(want));
  }
  it('honours other heights', () => {
    expect(isHeaderCollapsed(30, 120, 100)).toBe(true);
    expect(isHeaderCollapsed(20, 120, 100)).toBe(false);
  });
});

describe('useHeaderCollapsed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, writable: true, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  it('updates only after 100 ms without scrolling (debounce)', () => {
    const { result } = renderHook(() => useHeaderCollapsed());
    expect(result.current).toBe(false);
    act(() => scrollTo(200));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => scrollTo(250)); // restarts the wait
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => scrollTo(10));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });
});
