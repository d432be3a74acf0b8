import { describe, expect, it } from 'vitest';
import {
  applyEventToFeed,
  applyEventToPage,
  missedArrivals,
  formatSpeed,
  mergeFeed,
  parseFlightEvent,
  rankRows,
  toResultRow,
  type LiveArrival,
  type ResultPageData,
  type ResultRow,
} from './live-patch';

const arrival = (id: number, ms: number, rank = 0): LiveArrival => ({
  pigeon_id: id,
  ring: `DE-0001-26-${String(id).padStart(4, '0')}`,
  pigeon_name: `P${id}`,
  team: 'T',
  fancier: 'F',
  country: 'DE',
  arrived_ms: ms,
  flight_ms: ms - 1000,
  time: '01:00:00.000',
  speed: '1300.69',
  rank,
});
const row = (id: number, ms: number, rank: number): ResultRow => ({ ...toResultRow(arrival(id, ms, rank)), team_id: 7 });
const page = (rows: ResultRow[], p = 1, perPage = 3, total = rows.length, revision = 10): ResultPageData => ({
  data: rows,
  meta: { page: p, per_page: perPage, total },
  revision,
  unit: 'km',
});

describe('parseFlightEvent', () => {
  it('accepts flight events and rejects anything else', () => {
    expect(parseFlightEvent({ flight_id: 1, revision: 2, arrivals: null })).toEqual({
      flight_id: 1,
      revision: 2,
      state: undefined,
      more: false,
      arrived: undefined,
      arrivals: [],
    });
    expect(parseFlightEvent({ flight_id: 1, revision: 3, state: 'finished', arrivals: [] })?.state).toBe('finished');
    expect(parseFlightEvent('x')).toBeNull();
    expect(parseFlightEvent({ revision: 1 })).toBeNull();
  });
});

describe('toResultRow', () => {
  it('turns the live speed string into a number', () => {
    expect(toResultRow(arrival(1, 1000)).speed).toBe(1300.69);
    expect(toResultRow({ ...arrival(1, 1000), speed: '' }).speed).toBeNull();
    expect(toResultRow(arrival(1, 1000)).arrived_at).toBe('1970-01-01T00:00:01.000Z');
  });
});

describe('rankRows', () => {
  it('ranks by arrival; the same instant shares the place and the next skips', () => {
    const ranked = rankRows([row(3, 300, 9), row(1, 100, 9), row(2, 100, 9), row(4, 400, 9)]);
    expect(ranked.map((r) => [r.pigeon_id, r.rank])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 4],
    ]);
  });

  it('leaves a bird held for review without a place, pushing nobody down', () => {
    const held = { ...row(1, 50, 0), review: 'held' as const };
    const ranked = rankRows([row(3, 200, 9), held, row(2, 100, 9), row(4, 200, 9), row(5, 300, 9)]);
    expect(ranked.map((r) => [r.pigeon_id, r.rank])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 4],
    ]);
  });

  it('lists birds home at the same instant by ring number, placed or not, as the server does', () => {
    const held = { ...row(1, 100, 0), ring: 'DE-0001-26-0009', review: 'held' as const };
    const ranked = rankRows([held, { ...row(2, 100, 9), ring: 'DE-0001-26-0001' }, { ...row(3, 100, 9), ring: 'DE-0001-26-0005' }]);
    expect(ranked.map((r) => [r.pigeon_id, r.rank])).toEqual([
      [2, 1],
      [3, 1],
      [1, 0],
    ]);
  });

  it('leaves birds home after the race closed without a place', () => {
    const ranked = rankRows([row(3, 300, 0), row(1, 100, 1), row(2, 200, 2)]);
    expect(ranked.map((r) => [r.pigeon_id, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 0],
    ]);
  });
});

describe('applyEventToPage', () => {
  it('adds new arrivals to page 1 in order, cut to the page size, and counts them', () => {
    const before = page([row(1, 100, 1), row(2, 300, 2)]);
    const after = applyEventToPage(before, { flight_id: 1, revision: 11, arrivals: [arrival(3, 200, 2), arrival(4, 400, 4)] });
    expect(after.data!.map((r) => [r.pigeon_id, r.rank])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    expect(after.meta.total).toBe(4);
    expect(after.revision).toBe(11);
    expect(after.unit).toBe('km');
    expect(after.data![0]!.team_id).toBe(7); // known rows keep their fields
  });
  it('shows a bird held for review as held, without a place, and keeps the places of the others', () => {
    const before = page([row(1, 100, 1), row(2, 300, 2)]);
    const after = applyEventToPage(before, { flight_id: 1, revision: 11, arrivals: [{ ...arrival(3, 50, 0), review: 'held' }] });
    expect(after.data!.map((r) => [r.pigeon_id, r.rank, r.review])).toEqual([
      [3, 0, 'held'],
      [1, 1, undefined],
      [2, 2, undefined],
    ]);
  });
  it('ignores arrivals it already has and stale events', () => {
    const before = page([row(1, 100, 1)]);
    expect(applyEventToPage(before, { flight_id: 1, revision: 9, arrivals: [arrival(2, 200)] })).toBe(before);
    const same = applyEventToPage(before, { flight_id: 1, revision: 12, arrivals: [arrival(1, 100, 1)] });
    expect(same.data).toBe(before.data);
    expect(same.meta.total).toBe(1);
  });
  it('applies every part of a burst, taking the revision with the last', () => {
    const before = page([row(1, 100, 1)]);
    const first = applyEventToPage(before, { flight_id: 1, revision: 12, more: true, arrivals: [arrival(2, 200, 2)] });
    expect(first.revision).toBe(before.revision);
    const last = applyEventToPage(first, { flight_id: 1, revision: 12, arrivals: [arrival(3, 300, 3)] });
    expect(last.data!.map((r) => r.pigeon_id)).toEqual([1, 2, 3]);
    expect(last.revision).toBe(12);
    expect(applyEventToPage(last, { flight_id: 1, revision: 12, more: true, arrivals: [arrival(4, 400, 4)] })).toBe(last);
  });
  it('only counts arrivals on later pages', () => {
    const before = page([row(1, 100, 4)], 2, 3, 4);
    const after = applyEventToPage(before, { flight_id: 1, revision: 11, arrivals: [arrival(9, 900, 5)] });
    expect(after.data).toBe(before.data);
    expect(after.meta.total).toBe(5);
  });
});

describe('missedArrivals', () => {
  it('tells a page that counts fewer birds than the last part of an event says', () => {
    const pages = [page([row(1, 100, 1)]), undefined];
    expect(missedArrivals(pages, { flight_id: 1, revision: 12, arrived: 2, arrivals: [] })).toBe(true);
    expect(missedArrivals(pages, { flight_id: 1, revision: 12, arrived: 1, arrivals: [] })).toBe(false);
    expect(missedArrivals(pages, { flight_id: 1, revision: 12, arrived: 2, more: true, arrivals: [] })).toBe(false);
    expect(missedArrivals(pages, { flight_id: 1, revision: 12, arrivals: [] })).toBe(false);
  });
});

describe('applyEventToFeed', () => {
  it('puts the newest first, without duplicates, at most limit rows', () => {
    const feed = [row(2, 200, 2), row(1, 100, 1)];
    const next = applyEventToFeed(feed, { flight_id: 1, revision: 2, arrivals: [arrival(2, 200, 2), arrival(3, 300, 3), arrival(4, 400, 4)] }, 3);
    expect(next.map((r) => r.pigeon_id)).toEqual([4, 3, 2]);
    expect(applyEventToFeed(feed, { flight_id: 1, revision: 2, arrivals: [] }, 3)).toBe(feed);
  });
});

describe('mergeFeed', () => {
  it('keeps rows that live events added while a refetch was on its way; the server wins for known rows', () => {
    const cached = [row(3, 300, 3), row(2, 200, 2)];
    const fetched = [{ ...row(2, 200, 2), team_id: 99 }, row(1, 100, 1)];
    const merged = mergeFeed(cached, fetched, 10);
    expect(merged.map((r) => r.pigeon_id)).toEqual([3, 2, 1]);
    expect(merged[1]!.team_id).toBe(99);
    expect(mergeFeed(cached, fetched, 2).map((r) => r.pigeon_id)).toEqual([3, 2]);
  });
});

describe('formatSpeed', () => {
  it('shows two decimals or a dash', () => {
    expect(formatSpeed(1300.5, 'en')).toBe('1,300.50');
    expect(formatSpeed('1300.691', 'en')).toBe('1,300.69');
    expect(formatSpeed('1300.691', 'de')).toBe('1.300,69');
    expect(formatSpeed(null, 'en')).toBe('–');
    expect(formatSpeed('x', 'de')).toBe('–');
  });
});
