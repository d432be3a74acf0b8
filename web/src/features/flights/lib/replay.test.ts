import { describe, expect, it } from 'vitest';
import type { FlightResult } from '../api/get-flight-results';
import { arrivalsPerMinute, flyingBuckets, homeAt, minuteOf, niceStep, parseReplayMinute, replayBirds, replayEnd, speedBinCounts, speedHistogram } from './replay';

const RELEASE = Date.parse('2026-08-30T07:30:00Z');
const MIN = 60_000;

/** A result `ms` after release at `speed` m/min. */
const row = (pigeon_id: number, ms: number, speed: number | null, rank = pigeon_id) =>
  ({ pigeon_id, rank, ring: `DV-${pigeon_id}`, pigeon_name: `Bird ${pigeon_id}`, fancier: 'F', speed, arrived_ms: RELEASE + ms }) as FlightResult;

describe('replayBirds', () => {
  it.each([
    { name: 'empty race', rows: [], closed: null, want: [] },
    { name: 'one bird', rows: [row(1, 10 * MIN, 1200)], closed: null, want: [[1, false]] },
    {
      name: 'arrival order, whatever the page order',
      rows: [row(2, 12 * MIN, 1100), row(1, 10 * MIN, 1200)],
      closed: null,
      want: [
        [1, false],
        [2, false],
      ],
    },
    {
      name: 'ties in the same millisecond: by place',
      rows: [row(3, 10 * MIN, 1200, 2), row(4, 10 * MIN, 1200, 1)],
      closed: null,
      want: [
        [4, false],
        [3, false],
      ],
    },
    {
      name: 'a held bird (no place) after a placed one at the same instant',
      rows: [row(5, 10 * MIN, 1200, 0), row(6, 10 * MIN, 1200, 1)],
      closed: null,
      want: [
        [6, false],
        [5, false],
      ],
    },
    {
      name: 'birds after closing are marked late',
      rows: [row(1, 10 * MIN, 1200), row(2, 30 * MIN, 400, 0)],
      closed: RELEASE + 20 * MIN,
      want: [
        [1, false],
        [2, true],
      ],
    },
  ])('$name', ({ rows, closed, want }) => {
    expect(replayBirds(rows, closed).map((b) => [b.pigeon_id, b.late])).toEqual(want);
  });
});

describe('minutes', () => {
  it.each([
    { ms: 0, want: 0 },
    { ms: -5 * MIN, want: 0 },
    { ms: 1, want: 1 },
    { ms: 37 * MIN, want: 37 },
    { ms: 37 * MIN + 1, want: 38 },
  ])('a bird $ms ms after release is home by minute $want', ({ ms, want }) => {
    expect(minuteOf(RELEASE + ms, RELEASE)).toBe(want);
  });

  const birds = replayBirds([row(1, 10 * MIN, 1200), row(2, 10 * MIN, 1200), row(3, 12 * MIN + 500, 1000)], null);
  it.each([
    { minute: 0, want: 0 },
    { minute: 9, want: 0 },
    { minute: 10, want: 2 }, // the tie comes home together
    { minute: 12, want: 2 },
    { minute: 13, want: 3 },
    { minute: 999, want: 3 },
  ])('home at minute $minute: $want', ({ minute, want }) => {
    expect(homeAt(birds, RELEASE, minute)).toBe(want);
  });
  it('the timeline ends at the last arrival, 0 for an empty race', () => {
    expect(replayEnd(birds, RELEASE)).toBe(13);
    expect(replayEnd([], RELEASE)).toBe(0);
    expect(homeAt([], RELEASE, 5)).toBe(0);
  });
});

describe('arrivalsPerMinute', () => {
  it.each([
    { name: 'empty race', rows: [], closed: null, end: 0, want: [[0, 0]] },
    {
      name: 'one bird',
      rows: [row(1, 2 * MIN, 1200)],
      closed: null,
      end: 2,
      want: [
        [0, 0],
        [0, 0],
        [1, 0],
      ],
    },
    {
      name: 'ties share their minute',
      rows: [row(1, 90_000, 1200), row(2, 90_000, 1200, 1)],
      closed: null,
      end: 2,
      want: [
        [0, 0],
        [0, 0],
        [2, 0],
      ],
    },
    {
      name: 'late birds counted and marked',
      rows: [row(1, MIN, 1200), row(2, 2 * MIN, 600, 0)],
      closed: RELEASE + MIN,
      end: 2,
      want: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    },
  ])('$name', ({ rows, closed, end, want }) => {
    expect(arrivalsPerMinute(replayBirds(rows, closed), RELEASE, end).map((b) => [b.count, b.late])).toEqual(want);
  });
});

describe('speedHistogram', () => {
  it.each([
    { range: 0, want: 1 },
    { range: 120, want: 10 },
    { range: 240, want: 20 },
    { range: 500, want: 50 },
    { range: 37, want: 5 },
  ])('a round bar width for a range of $range: $want', ({ range, want }) => {
    expect(niceStep(range)).toBe(want);
  });
  it.each([
    { name: 'empty race', rows: [], closed: null, want: [] },
    { name: 'one bird', rows: [row(1, MIN, 1234.5)], closed: null, want: [[1234, 1235, 1]] },
    { name: 'ties in the same millisecond share a bar', rows: [row(1, MIN, 1200), row(2, MIN, 1200)], closed: null, want: [[1200, 1201, 2]] },
    { name: 'no speed: left out', rows: [row(1, MIN, null)], closed: null, want: [] },
    {
      name: 'late birds left out; the fastest falls in the last bar',
      rows: [row(1, MIN, 1000), row(2, 2 * MIN, 1060), row(3, 3 * MIN, 1120), row(4, 9 * MIN, 100, 0)],
      closed: RELEASE + 5 * MIN,
      want: [
        [1000, 1010, 1],
        [1010, 1020, 0],
        [1020, 1030, 0],
        [1030, 1040, 0],
        [1040, 1050, 0],
        [1050, 1060, 0],
        [1060, 1070, 1],
        [1070, 1080, 0],
        [1080, 1090, 0],
        [1090, 1100, 0],
        [1100, 1110, 0],
        [1110, 1120, 0],
        [1120, 1130, 1],
      ],
    },
  ])('$name', ({ rows, closed, want }) => {
    expect(speedHistogram(replayBirds(rows, closed)).map((b) => [b.from, b.to, b.count])).toEqual(want);
  });
});

describe('speedBinCounts', () => {
  const birds = replayBirds([row(1, MIN, 1000), row(2, 2 * MIN, 1060), row(3, 3 * MIN, 1120), row(4, 9 * MIN, 100, 0)], RELEASE + 5 * MIN);
  const bins = speedHistogram(birds);
  it.each([
    { name: 'none home yet', home: 0, want: 0 },
    { name: 'the first two home', home: 2, want: 2 },
    { name: 'all home; the late bird is not counted', home: 4, want: 3 },
  ])('$name', ({ home, want }) => {
    const counts = speedBinCounts(bins, birds.slice(0, home));
    expect(counts).toHaveLength(bins.length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(want);
  });
  it('no bars, no counts', () => {
    expect(speedBinCounts([], birds)).toEqual([]);
  });
});

describe('flyingBuckets', () => {
  // 100 km at 1,000 m/min: home at minute 100; at 500 m/min: minute 200.
  const birds = replayBirds([row(1, 100 * MIN, 1000), row(2, 200 * MIN, 500), row(3, 200 * MIN, null)], null);
  it.each([
    { name: 'at release all wait at the start', minute: 0, want: [2, 0, 0, 0] },
    { name: 'by speed along the route', minute: 50, want: [0, 1, 1, 0] },
    { name: 'the home bird is no longer drawn', minute: 100, want: [0, 0, 1, 0] },
    { name: 'clamped at the loft just before arrival', minute: 199, want: [0, 0, 0, 1] },
    { name: 'all home', minute: 200, want: [0, 0, 0, 0] },
  ])('$name', ({ minute, want }) => {
    expect(flyingBuckets(birds, RELEASE, minute, 100_000, 4)).toEqual(want);
  });
  it('nothing to draw without a distance', () => {
    expect(flyingBuckets(birds, RELEASE, 10, 0, 4)).toEqual([0, 0, 0, 0]);
  });
});

describe('parseReplayMinute', () => {
  it.each([
    { raw: null, want: null },
    { raw: '', want: null },
    { raw: 'abc', want: null },
    { raw: '12abc', want: null },
    { raw: 'Infinity', want: null },
    { raw: 'NaN', want: null },
    { raw: '1e3', want: null },
    { raw: '37', want: 37 },
    { raw: '37.9', want: 37 },
    { raw: '-5', want: 0 },
    { raw: '9999', want: 400 },
    { raw: '99999999999999999999999', want: 400 },
  ])('t=$raw → $want', ({ raw, want }) => {
    expect(parseReplayMinute(raw, 400)).toBe(want);
  });
  it('an empty race starts and stays at 0', () => {
    expect(parseReplayMinute('5', 0)).toBe(0);
  });
});
