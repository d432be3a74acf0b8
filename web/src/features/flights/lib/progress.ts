/** SPEC §4 and §9: how the estimated-position marker moves on the flight map. */

/** The demo loop (no average speed) starts here, grows by DEMO_STEP every DEMO_TICK_MS and restarts above DEMO_RESET_ABOVE. */
export const DEMO_START = 0.01;
export const DEMO_STEP = 0.005;
export const DEMO_RESET_ABOVE = 1.2;
export const DEMO_TICK_MS = 250;
/** With an average speed the position is recomputed every 2500 ms. */
export const LIVE_TICK_MS = 2500;

/** The next demo progress and whether the loop restarted (the map then resets its view). */
export function nextDemoProgress(progress: number): { progress: number; reset: boolean } {
  const next = progress + DEMO_STEP;
  return next > DEMO_RESET_ABOVE ? { progress: DEMO_START, reset: true } : { progress: next, reset: false };
}

/**
 * Progress of a flight with a known average speed: minutes since release × average speed / distance,
 * clamped to 0..1. Speed is metres (yards) per minute and distance metres (yards), so the units cancel.
 */
export function flightProgress(nowMs: number, releaseTime: string, averageSpeed: number, distanceBase: number): number {
  const release = Date.parse(releaseTime);
  if (Number.isNaN(release) || !(distanceBase > 0) || !(averageSpeed > 0)) return 0;
  const minutes = (nowMs - release) / 60_000;
  return clamp01((minutes * averageSpeed) / distanceBase);
}

export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** The marker is drawn on the route only up to the loft: the demo loop runs past 1 to pause there. */
export function markerProgress(progress: number): number {
  return clamp01(progress);
}

/** At 1 the pigeon is home: the evaluation marker replaces the flying markers. */
export function hasArrived(progress: number): boolean {
  return progress >= 1;
}
