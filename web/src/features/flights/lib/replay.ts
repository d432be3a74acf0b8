/**
 * A finished race replayed on a timeline of whole minutes since release (issue 31): who is home at a
 * minute, the arrivals per minute, the speed distribution and where the birds still flying are. Pure
 * functions over the results, so the panel, the charts and the map agree on every count.
 */
import type { FlightResult } from '../api/get-flight-results';
import { clamp01 } from './progress';

export const MINUTE_MS = 60_000;
/** The speed histogram aims at about this many bars. */
export const SPEED_BINS = 12;

/** A bird of the replay; `late`: home after the race closed, so kept but not ranked. */
export type ReplayBird = Pick<FlightResult, 'pigeon_id' | 'rank' | 'ring' | 'pigeon_name' | 'fancier' | 'speed' | 'arrived_ms'> & { late: boolean };

/** The results in order of arrival (equal instants by place, unranked last), each marked late or not. */
export function replayBirds(rows: readonly FlightResult[], closedMs: number | null): ReplayBird[] {
  const birds = rows.map(({ pigeon_id, rank, ring, pigeon_name, fancier, speed, arrived_ms }) => ({
    pigeon_id,
    rank,
    ring,
    pigeon_name,
    fancier,
    speed,
    arrived_ms,
    late: closedMs != null && arrived_ms > closedMs,
  }));
  const place = (b: ReplayBird) => (b.rank > 0 ? b.rank : Number.MAX_SAFE_INTEGER);
  return birds.sort((a, b) => a.arrived_ms - b.arrived_ms || place(a) - place(b));
}

/** The minute a bird is home by: 37:00.000 after release counts as minute 37, 37:00.001 as minute 38. */
export function minuteOf(arrivedMs: number, releaseMs: number): number {
  return Math.max(0, Math.ceil((arrivedMs - releaseMs) / MINUTE_MS));
}

/** The timeline's last minute: the last arrival's (0 with none). Birds are in arrival order. */
export function replayEnd(birds: readonly ReplayBird[], releaseMs: number): number {
  const last = birds[birds.length - 1];
  return last ? minuteOf(last.arrived_ms, releaseMs) : 0;
}

/** How many birds are home at a minute: arrived at most `minute` minutes after release (binary search). */
export function homeAt(birds: readonly ReplayBird[], releaseMs: number, minute: number): number {
  const limit = releaseMs + minute * MINUTE_MS;
  let lo = 0;
  let hi = birds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (birds[mid]!.arrived_ms <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type MinuteBin = { minute: number; count: number; late: number };

/** Birds home in each minute 0..end (the arrivals curve); `late` counts those home after the race closed. */
export function arrivalsPerMinute(birds: readonly ReplayBird[], releaseMs: number, end: number): MinuteBin[] {
  const bins: MinuteBin[] = Array.from({ length: Math.max(0, end) + 1 }, (_, minute) => ({ minute, count: 0, late: 0 }));
  for (const b of birds) {
    const bin = bins[minuteOf(b.arrived_ms, releaseMs)];
    if (!bin) continue;
    bin.count++;
    if (b.late) bin.late++;
  }
  return bins;
}

export type SpeedBin = { from: number; to: number; count: number };

/** A round bar width (1, 2 or 5 × a power of ten) giving about `bins` bars over `range`. */
export function niceStep(range: number, bins = SPEED_BINS): number {
  if (!(range > 0)) return 1;
  const raw = range / bins;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw)!;
  return step * power;
}

/** The speed distribution of the birds home in race time (late birds and those without a speed left out). */
export function speedHistogram(birds: readonly ReplayBird[], bins = SPEED_BINS): SpeedBin[] {
  const speeds = birds.filter((b) => !b.late && b.speed != null).map((b) => b.speed!);
  if (speeds.length === 0) return [];
  const min = Math.min(...speeds);
  const max = Math.max(...speeds);
  const step = niceStep(max - min, bins);
  const start = Math.floor(min / step) * step;
  const count = Math.floor((max - start) / step) + 1;
  const out: SpeedBin[] = Array.from({ length: count }, (_, i) => ({ from: start + i * step, to: start + (i + 1) * step, count: 0 }));
  for (const s of speeds) out[Math.min(count - 1, Math.floor((s - start) / step))]!.count++;
  return out;
}

/** How many of `birds` (e.g. those home so far) fall in each bar of a histogram made by speedHistogram. */
export function speedBinCounts(bins: readonly SpeedBin[], birds: readonly ReplayBird[]): number[] {
  const out = bins.map(() => 0);
  if (bins.length === 0) return out;
  const start = bins[0]!.from;
  const step = bins[0]!.to - start;
  for (const b of birds) {
    if (b.late || b.speed == null) continue;
    out[Math.min(bins.length - 1, Math.max(0, Math.floor((b.speed - start) / step)))]!++;
  }
  return out;
}

/**
 * The birds still in the air at a minute, counted in `buckets` equal stretches of the route: each at
 * its own speed × minutes / distance, clamped. Buckets, not birds, are drawn, so 5,000 birds cost a few dots.
 */
export function flyingBuckets(birds: readonly ReplayBird[], releaseMs: number, minute: number, distance: number, buckets: number): number[] {
  const out = new Array<number>(buckets).fill(0);
  if (!(distance > 0) || buckets < 1) return out;
  for (let i = homeAt(birds, releaseMs, minute); i < birds.length; i++) {
    const speed = birds[i]!.speed;
    if (speed == null || !(speed > 0)) continue;
    const progress = clamp01((speed * minute) / distance);
    out[Math.min(buckets - 1, Math.floor(progress * buckets))]!++;
  }
  return out;
}

/** The `t` of a shared link: a minute 0..end, or null when absent or not a number (the replay then starts at 0). */
export function parseReplayMinute(raw: string | null, end: number): number | null {
  if (raw == null || !/^\s*[-+]?\d+(\.\d+)?\s*$/.test(raw)) return null;
  return Math.min(Math.max(0, end), Math.max(0, Math.floor(Number(raw))));
}
