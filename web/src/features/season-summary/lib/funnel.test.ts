import { describe, expect, it } from 'vitest';
import { funnelSteps, percentOf } from './funnel';

const stage = (flight_id: number, alive: number, lost: number, gone_before = 0) => ({
  flight_id,
  name: `Race ${flight_id}`,
  kind: 'hot_spot' as const,
  gone_before,
  alive,
  basketed: alive,
  home: alive - lost,
  late: 0,
  lost,
  awaited: 0,
});

describe('percentOf', () => {
  it.each([
    [3, 4, 75],
    [1, 3, 33],
    [0, 5, 0],
    [2, 0, 0],
  ])('%i of %i is %i %%', (part, whole, want) => {
    expect(percentOf(part, whole)).toBe(want);
  });
});

describe('funnelSteps', () => {
  it('goes from registered through each flight to the birds remaining, each bar a share of the registered', () => {
    const steps = funnelSteps({
      registered: 10,
      delivered: 8,
      stages: [stage(1, 8, 2), stage(2, 5, 1, 1)],
      gone_after: 0,
      lost_in_races: 3,
      lost_outside: 1,
      remaining: 4,
    });
    expect(steps.map((s) => [s.kind, s.flightId, s.count, s.percent])).toEqual([
      ['registered', undefined, 10, 100],
      ['delivered', undefined, 8, 80],
      ['stage', 1, 8, 80],
      ['stage', 2, 5, 50],
      ['remaining', undefined, 4, 40],
    ]);
    expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
  });

  it('shows registered, delivered and remaining for a season without races', () => {
    const steps = funnelSteps({ registered: 0, delivered: 0, stages: [], gone_after: 0, lost_in_races: 0, lost_outside: 0, remaining: 0 });
    expect(steps.map((s) => [s.kind, s.percent])).toEqual([
      ['registered', 0],
      ['delivered', 0],
      ['remaining', 0],
    ]);
  });
});
