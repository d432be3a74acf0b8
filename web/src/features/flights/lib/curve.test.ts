import { describe, expect, it } from 'vitest';
import { CURVE_ANIMATION_MS, curvePoints, drawnPoints, pointAt, routeCurve, type LatLon } from './curve';

const release: LatLon = [50.1109, 8.6821];
const loft: LatLon = [48.5442, 12.1469];

describe('curve', () => {
  it('runs from the release point to the loft, bent off the straight line', () => {
    const pts = curvePoints(release, loft, 10);
    expect(pts).toHaveLength(11);
    expect(pts[0]).toEqual(release);
    expect(pts[10]).toEqual(loft);
    const mid = pts[5]!;
    const straight = [(release[0] + loft[0]) / 2, (release[1] + loft[1]) / 2];
    expect(Math.hypot(mid[0] - straight[0]!, mid[1] - straight[1]!)).toBeGreaterThan(0.1);
  });
  it('is null for a polyline of fewer than two points and uses the ends otherwise', () => {
    expect(routeCurve(null)).toBeNull();
    expect(routeCurve([release])).toBeNull();
    const c = routeCurve([release, [49, 10], loft])!;
    expect(c[0]).toEqual(release);
    expect(c[c.length - 1]).toEqual(loft);
  });
  it('finds points along it, clamped', () => {
    const pts: LatLon[] = [
      [0, 0],
      [0, 10],
      [10, 10],
    ];
    expect(pointAt(pts, 0)).toEqual([0, 0]);
    expect(pointAt(pts, 0.25)).toEqual([0, 5]);
    expect(pointAt(pts, 0.75)).toEqual([5, 10]);
    expect(pointAt(pts, 2)).toEqual([10, 10]);
    expect(pointAt(pts, -1)).toEqual([0, 0]);
  });
  it('is drawn over 20 s', () => {
    expect(CURVE_ANIMATION_MS).toBe(20_000);
    const pts = curvePoints(release, loft, 20);
    expect(drawnPoints(pts, 0)).toEqual([release, release]);
    const half = drawnPoints(pts, 10_000);
    expect(half).toHaveLength(12);
    expect(half[half.length - 1]).toEqual(pointAt(pts, 0.5));
    expect(drawnPoints(pts, 20_000)).toBe(pts);
    expect(drawnPoints(pts, 99_000)).toBe(pts);
  });
});
