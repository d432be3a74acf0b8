import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_START } from './progress';
import { useMapProgress } from './use-map-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useMapProgress', () => {
  it('runs the demo loop every 250 ms without an average speed and counts its restarts', () => {
    const { result } = renderHook(() => useMapProgress(null, '2026-06-01T08:00:00Z', 300_000));
    expect(result.current).toMatchObject({ progress: DEMO_START, loops: 0, demo: true });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.progress).toBeGreaterThan(DEMO_START);
    act(() => vi.advanceTimersByTime(250 * 300));
    expect(result.current.loops).toBeGreaterThanOrEqual(1);
  });

  it('follows minutes since release × speed / distance every 2500 ms', () => {
    vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
    const { result } = renderHook(() => useMapProgress(1300, '2026-06-01T08:00:00Z', 300_000));
    expect(result.current.demo).toBe(false);
    expect(result.current.progress).toBeCloseTo(0.26, 6);
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current.progress).toBeCloseTo(0.26, 6);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBeCloseTo(((60 + 2500 / 60_000) * 1300) / 300_000, 6);
  });
});
