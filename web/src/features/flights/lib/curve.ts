/** The curved route from the release point to the loft (SPEC §2), as pure geometry on [lat, lon] pairs. */
export type LatLon = [number, number];

/** SPEC §9: the route is drawn over 20 s. */
export const CURVE_ANIMATION_MS = 20_000;
export const CURVE_SEGMENTS = 64;
/** How far the control point sits off the straight line, as a share of its length. */
export const CURVE_BEND = 0.2;

/**
 * Points of a quadratic Bézier curve from `from` to `to`, bent to the left of the direction of flight;
 * `segments + 1` points, the first exactly `from` and the last exactly `to`.
 */
export function curvePoints(from: LatLon, to: LatLon, segments = CURVE_SEGMENTS, bend = CURVE_BEND): LatLon[] {
  const [lat1, lon1] = from;
  const [lat2, lon2] = to;
  const mid: LatLon = [(lat1 + lat2) / 2, (lon1 + lon2) / 2];
  const d: LatLon = [lat2 - lat1, lon2 - lon1];
  // Perpendicular to the line, scaled to `bend` of its length.
  const control: LatLon = [mid[0] + d[1] * bend, mid[1] - d[0] * bend];
  const points: LatLon[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    points.push([a * lat1 + b * control[0] + c * lat2, a * lon1 + b * control[1] + c * lon2]);
  }
  points[0] = from;
  points[segments] = to;
  return points;
}

/** The route as the server sends it (polyline) turned into a curve: first and last point; null when too short. */
export function routeCurve(polyline: LatLon[] | null | undefined): LatLon[] | null {
  if (!polyline || polyline.length < 2) return null;
  return curvePoints(polyline[0]!, polyline[polyline.length - 1]!);
}

/** The point at `progress` (0..1) along the points, interpolated between neighbours. */
export function pointAt(points: LatLon[], progress: number): LatLon {
  if (points.length === 0) throw new Error('pointAt: no points');
  const p = Math.min(1, Math.max(0, progress));
  const pos = p * (points.length - 1);
  const i = Math.floor(pos);
  if (i >= points.length - 1) return points[points.length - 1]!;
  const f = pos - i;
  const [a, b] = [points[i]!, points[i + 1]!];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/** The part of the route drawn `elapsedMs` into the 20 s animation (at least the first point). */
export function drawnPoints(points: LatLon[], elapsedMs: number, durationMs = CURVE_ANIMATION_MS): LatLon[] {
  const share = Math.min(1, Math.max(0, elapsedMs / durationMs));
  if (share >= 1) return points;
  const count = Math.floor(share * (points.length - 1));
  return [...points.slice(0, count + 1), pointAt(points, share)];
}
