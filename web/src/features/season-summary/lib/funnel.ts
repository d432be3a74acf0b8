import type { Schema } from '@/lib/api/types';

type Funnel = Schema<'SeasonFunnel'>;

/** One step of the funnel as the page draws it: a count, its share of the birds registered and what left before the next step. */
export interface FunnelStep {
  key: string;
  /** registered, delivered, a flight (with its id) or the birds remaining. */
  kind: 'registered' | 'delivered' | 'stage' | 'remaining';
  flightId?: number;
  count: number;
  /** Of the birds registered, 0–100, for the bar. */
  percent: number;
  stage?: Schema<'FunnelStage'>;
}

/** Share of whole in whole percent, 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * The funnel's steps top to bottom: registered, delivered, each released flight by the birds alive before it, then the
 * birds remaining. Every bar is a share of the birds registered, so the bars only ever shrink.
 */
export function funnelSteps(f: Funnel): FunnelStep[] {
  const all = f.registered;
  const steps: FunnelStep[] = [
    { key: 'registered', kind: 'registered', count: all, percent: percentOf(all, all) },
    { key: 'delivered', kind: 'delivered', count: f.delivered, percent: percentOf(f.delivered, all) },
  ];
  for (const s of f.stages ?? []) {
    steps.push({ key: `stage-${s.flight_id}`, kind: 'stage', flightId: s.flight_id, count: s.alive, percent: percentOf(s.alive, all), stage: s });
  }
  steps.push({ key: 'remaining', kind: 'remaining', count: f.remaining, percent: percentOf(f.remaining, all) });
  return steps;
}
