/** Live events (centrifuge publications on the flight's channel) applied to cached result data. */

import { numberFormat } from '@/lib/intl';
import { compareArrivals, newestFirst } from './arrival-order';

/** One arrival as the live hub sends it (internal/core/arrival.go LiveArrival). */
export type LiveArrival = {
  pigeon_id: number;
  ring: string;
  pigeon_name: string;
  team: string;
  fancier: string;
  country: string;
  arrived_ms: number;
  flight_ms: number;
  time: string;
  speed: string;
  rank: number;
  /** held: faster than any pigeon flies, no place until the loft's staff accept it; accepted or rejected once they decided. */
  review?: Review;
};

/** Where an arrival stands with the loft's staff (internal/core/arrival_review.go); absent for most. */
export type Review = 'held' | 'accepted' | 'rejected';

export type FlightState = 'coming_soon' | 'basketing' | 'released' | 'closed' | 'finished';

/**
 * One publication (internal/core/arrival.go FlightEvent). A burst comes as several, each but the last with
 * `more`: the parts share the revision, which is complete only with the last. `arrived` is how many birds are
 * home at the revision (absent: not told).
 */
export type FlightEvent = {
  flight_id: number;
  revision: number;
  state?: FlightState;
  more?: boolean;
  arrived?: number;
  arrivals: LiveArrival[] | null;
};

/** The fields of a result row that live patching needs; other fields are kept as they are. */
export type ResultRow = {
  rank: number;
  pigeon_id: number;
  ring: string;
  pigeon_name: string;
  team_id: number;
  team: string;
  fancier: string;
  country: string;
  arrived_at: string;
  arrived_ms: number;
  flight_ms: number;
  time: string;
  speed: number | null;
  /** Prize money won in cents, once the race closed. */
  prize?: number;
  review?: Review;
};

export type ResultPageData = {
  data: ResultRow[] | null;
  meta: { page: number; per_page: number; total: number };
  revision: number;
  [key: string]: unknown;
};

/** Parses a publication; null when it is not a flight event. */
export function parseFlightEvent(data: unknown): FlightEvent | null {
  if (!data || typeof data !== 'object') return null;
  const ev = data as Partial<FlightEvent>;
  if (typeof ev.flight_id !== 'number' || typeof ev.revision !== 'number') return null;
  return {
    flight_id: ev.flight_id,
    revision: ev.revision,
    state: ev.state,
    more: ev.more === true,
    arrived: typeof ev.arrived === 'number' ? ev.arrived : undefined,
    arrivals: Array.isArray(ev.arrivals) ? ev.arrivals : [],
  };
}

/** A live arrival as a result row (team id is unknown live: 0). */
export function toResultRow(a: LiveArrival): ResultRow {
  const speed = Number(a.speed);
  return {
    rank: a.rank,
    pigeon_id: a.pigeon_id,
    ring: a.ring,
    pigeon_name: a.pigeon_name,
    team_id: 0,
    team: a.team,
    fancier: a.fancier,
    country: a.country,
    arrived_at: new Date(a.arrived_ms).toISOString(),
    arrived_ms: a.arrived_ms,
    flight_ms: a.flight_ms,
    time: a.time,
    speed: a.speed === '' || Number.isNaN(speed) ? null : speed,
    ...(a.review ? { review: a.review } : {}),
  };
}

/**
 * Ranks in the order of arrivals (compareArrivals: the same instant by ring number, as the server lists them); the
 * same instant shares the place and the next place skips (DOMAIN: ties). A bird the server sent without a place (0:
 * held for review, rejected, or home after the race closed) keeps none and pushes nobody down.
 */
export function rankRows(rows: ResultRow[], firstRank = 1): ResultRow[] {
  const sorted = [...rows].sort(compareArrivals);
  let placed = 0;
  let rank = firstRank;
  let lastMs = Number.NaN;
  return sorted.map((row) => {
    if (row.rank === 0) return row;
    if (row.arrived_ms !== lastMs) rank = firstRank + placed;
    placed++;
    lastMs = row.arrived_ms;
    return row.rank === rank ? row : { ...row, rank };
  });
}

/**
 * A results page with the event applied: arrivals not yet known are counted into the total; on the first
 * page they are merged in arrival order and ranked, and the page is cut to its size. Other pages keep
 * their rows (the refetch that follows the event brings them up to date). Unchanged data is returned as is.
 */
export function applyEventToPage<T extends ResultPageData>(page: T, ev: FlightEvent): T {
  if (ev.revision <= page.revision) return page;
  const rows = page.data ?? [];
  const known = new Set(rows.map((r) => r.pigeon_id));
  const fresh = (ev.arrivals ?? []).filter((a) => !known.has(a.pigeon_id));
  const meta = { ...page.meta, total: page.meta.total + fresh.length };
  // A part of a burst leaves the revision as it is, so that the parts after it still apply.
  const revision = ev.more ? page.revision : ev.revision;
  if (page.meta.page !== 1 || fresh.length === 0) return { ...page, meta, revision };
  const data = rankRows([...rows, ...fresh.map(toResultRow)]).slice(0, page.meta.per_page);
  return { ...page, data, meta, revision };
}

/**
 * Whether a cached results page, with the event applied, counts fewer birds home than the event says: a
 * message was lost on the way (an instance stopped before sending what it held), so the feed, which only
 * live events fill, must be fetched again too.
 */
export function missedArrivals(pages: readonly (ResultPageData | undefined)[], ev: FlightEvent): boolean {
  if (ev.more || !ev.arrived) return false;
  return pages.some((p) => p !== undefined && p.meta.total < ev.arrived!);
}

/** The live feed: newest arrival first, without duplicates, at most `limit` rows. */
export function applyEventToFeed(feed: ResultRow[], ev: FlightEvent, limit: number): ResultRow[] {
  const known = new Set(feed.map((r) => r.pigeon_id));
  const fresh = (ev.arrivals ?? []).filter((a) => !known.has(a.pigeon_id)).map(toResultRow);
  if (fresh.length === 0) return feed;
  return [...fresh, ...feed].sort(newestFirst).slice(0, limit);
}

/**
 * The feed after a refetch: the server's rows win (they carry every field), rows only the cache has
 * (live events that came while the request was on its way) are kept; newest first, at most `limit`.
 */
export function mergeFeed(cached: ResultRow[], fetched: ResultRow[], limit: number): ResultRow[] {
  const fromServer = new Set(fetched.map((r) => r.pigeon_id));
  return [...fetched, ...cached.filter((r) => !fromServer.has(r.pigeon_id))].sort(newestFirst).slice(0, limit);
}

/** Speed as shown in the reader's language (its digits, decimal mark and grouping): two decimals, or a dash. */
export function formatSpeed(speed: number | string | null | undefined, locale: string): string {
  if (speed === null || speed === undefined || speed === '') return '–';
  const n = typeof speed === 'number' ? speed : Number(speed);
  return Number.isNaN(n) ? '–' : numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}
