import { describe, expect, it } from 'vitest';
import { toRaceRules, toRulesDraft } from './race-rules-draft';

describe('race rules draft', () => {
  it('starts from the usual rules when none are written and sends what the form holds', () => {
    const d = toRulesDraft(undefined);
    expect(d.prizeRatio).toBe(5);
    expect(d.coefficientFactor).toBe(1000);
    expect(Object.values(d.aces).every((a) => !a.on)).toBe(true);
    expect(toRaceRules(d)).toEqual({
      aces: [],
      coefficient_cap: 0,
      coefficient_factor: 1000,
      prize_ratio: 5,
      closing: { home_percent: 0, day: 0, time: '' },
      lost_credits: [],
      unfilled_prizes: 'shared',
    });
  });

  it('round-trips written rules; a closing time without a day is not sent', () => {
    const written = {
      aces: [{ scheme: 'coefficient' as const, races: 'hot_spots' as const, tie_break: 'final' as const }],
      coefficient_cap: 5000,
      coefficient_factor: 100,
      prize_ratio: 4,
      closing: { home_percent: 20, day: 2, time: '19:00' },
      darkness: { from: '21:00', to: '05:00' },
      lost_credits: [{ before_hot_spot: 3, percent: 100 }],
      unfilled_prizes: 'kept' as const,
    };
    expect(toRaceRules(toRulesDraft(written))).toEqual(written);
    const noDay = { ...toRulesDraft(written), closingDay: '' as const };
    expect(toRaceRules(noDay).closing).toEqual({ home_percent: 20, day: 0, time: '' });
  });
});
