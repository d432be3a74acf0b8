import type { Schema } from '@/lib/api/types';

export type RaceRules = Schema<'RaceRules'>;
export type AceScheme = Schema<'AceRule'>['scheme'];
export type AceRaces = NonNullable<Schema<'AceRule'>['races']>;
export type TieBreak = NonNullable<Schema<'AceRule'>['tie_break']>;
export type Unfilled = NonNullable<RaceRules['unfilled_prizes']>;

export const ACE_SCHEMES: AceScheme[] = ['total_time', 'average_speed', 'coefficient', 'rank_points', 'most_prizes'];
export const ACE_RACES: AceRaces[] = ['hot_spots_and_final', 'hot_spots', 'final'];
export const TIE_BREAKS: TieBreak[] = ['last_race', 'final', 'none'];
export const UNFILLED: Unfilled[] = ['shared', 'kept', 'refunded'];

/** A number field: blank while the user clears it; sent as 0 (none, or the server's default). */
type Num = number | '';

/** The rules as the form holds them: every scheme with a switch, times as typed. */
export type RaceRulesDraft = {
  aces: Record<AceScheme, { on: boolean; races: AceRaces; tieBreak: TieBreak }>;
  coefficientCap: Num;
  coefficientFactor: number;
  prizeRatio: Num;
  homePercent: Num;
  closingDay: Num;
  closingTime: string;
  darkness: boolean;
  darkFrom: string;
  darkTo: string;
  lostCredits: { beforeHotSpot: Num; percent: Num }[];
  unfilled: Unfilled;
};

/** The form's draft of the season's rules (the usual defaults when none are written). */
export function toRulesDraft(r: RaceRules | undefined): RaceRulesDraft {
  const aces = Object.fromEntries(
    ACE_SCHEMES.map((s) => {
      const a = r?.aces?.find((x) => x.scheme === s);
      return [s, { on: !!a, races: a?.races ?? 'hot_spots_and_final', tieBreak: a?.tie_break ?? 'last_race' }];
    }),
  ) as RaceRulesDraft['aces'];
  return {
    aces,
    coefficientCap: r?.coefficient_cap || '',
    coefficientFactor: r?.coefficient_factor || 1000,
    prizeRatio: r?.prize_ratio || 5,
    homePercent: r?.closing?.home_percent || '',
    closingDay: r?.closing?.day || '',
    closingTime: r?.closing?.time ?? '',
    darkness: !!r?.darkness,
    darkFrom: r?.darkness?.from ?? '21:00',
    darkTo: r?.darkness?.to ?? '05:00',
    lostCredits: (r?.lost_credits ?? []).map((c) => ({ beforeHotSpot: c.before_hot_spot, percent: c.percent })),
    unfilled: r?.unfilled_prizes ?? 'shared',
  };
}

const n = (v: Num) => (v === '' ? 0 : v);

/** The rules as the server takes them. */
export function toRaceRules(d: RaceRulesDraft): RaceRules {
  return {
    aces: ACE_SCHEMES.filter((s) => d.aces[s].on).map((s) => ({ scheme: s, races: d.aces[s].races, tie_break: d.aces[s].tieBreak })),
    coefficient_cap: n(d.coefficientCap),
    coefficient_factor: d.coefficientFactor,
    prize_ratio: n(d.prizeRatio),
    closing: { home_percent: n(d.homePercent), day: n(d.closingDay), time: n(d.closingDay) > 0 ? d.closingTime.trim() : '' },
    ...(d.darkness ? { darkness: { from: d.darkFrom.trim(), to: d.darkTo.trim() } } : {}),
    lost_credits: d.lostCredits.map((c) => ({ before_hot_spot: n(c.beforeHotSpot), percent: n(c.percent) })),
    unfilled_prizes: d.unfilled,
  };
}
