/** What the order of arrivals needs of a result row or a live arrival. */
export type Arrived = { pigeon_id: number; ring: string; arrived_ms: number };

/**
 * The one order of arrivals, the server's (internal/core/ranking.go CompareArrivals): earlier first; birds home in
 * the same millisecond by ring number, compared character by character (not by locale: rings are normalized
 * upper-case ASCII), then by pigeon. Tables, the podium and live patches all list ties this way.
 */
export function compareArrivals(a: Arrived, b: Arrived): number {
  return a.arrived_ms - b.arrived_ms || (a.ring < b.ring ? -1 : a.ring > b.ring ? 1 : 0) || a.pigeon_id - b.pigeon_id;
}

/** The order of compareArrivals reversed: the newest arrival first, as the live feed lists them. */
export const newestFirst = (a: Arrived, b: Arrived): number => compareArrivals(b, a);
