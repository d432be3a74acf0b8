import { describe, expect, it } from 'vitest';
import { DEMO_RESET_ABOVE, DEMO_START, DEMO_TICK_MS, LIVE_TICK_MS, flightProgress, hasArrived, markerProgress, nextDemoProgress } from './progress';

describe('demo loop (no average speed)', () => {
  it('starts at 0.01, grows every 250 ms and restarts after exceeding 1.2', () => {
    expect(DEMO_START).toBe(0.01);
    expect(DEMO_TICK_MS).toBe(250);
    let p = DEMO_START;
    let steps = 0;
    let reset = false;
    while (!reset && steps < 10_000) {
      const next = nextDemoProgress(p);
      if (!next.reset) expect(next.progress).toBeGreaterThan(p);
      ({ progress: p, reset } = next);
      steps++;
    }
    expect(reset).toBe(true);
    expect(p).toBe(DEMO_START);
    expect(DEMO_RESET_ABOVE).toBe(1.2);
    expect(nextDemoProgress(1.2)).toEqual({ progress: DEMO_START, reset: true });
    expect(nextDemoProgress(1.19).reset).toBe(false);
    expect(nextDemoProgress(1.0).reset).toBe(false);
  });
});

describe('flight progress (average speed known)', () => {
  const release = '2026-06-01T08:00:00Z';
  const t0 = Date.parse(release);
  it('is minutes since release × speed / distance', () => {
    // 300 km at 1300 m/min: 60 minutes → 78 000 m of 300 000 m.
    expect(flightProgress(t0 + 60 * 60_000, release, 1300, 300_000)).toBeCloseTo(0.26, 10);
  });
  it('is clamped to 0..1', () => {
    expect(flightProgress(t0 - 60_000, release, 1300, 300_000)).toBe(0);
    expect(flightProgress(t0 + 24 * 3_600_000, release, 1300, 300_000)).toBe(1);
  });
  it('is 0 for missing data', () => {
    expect(flightProgress(t0, 'not a time', 1300, 300_000)).toBe(0);
    expect(flightProgress(t0 + 60_000, release, 1300, 0)).toBe(0);
  });
  it('updates every 2500 ms; at 1 the pigeon has arrived', () => {
    expect(LIVE_TICK_MS).toBe(2500);
    expect(hasArrived(1)).toBe(true);
    expect(hasArrived(0.999)).toBe(false);
    expect(markerProgress(1.15)).toBe(1);
  });
});
