import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flightKeys } from '@/lib/api/flights/keys';
import type { LiveArrival, ResultPageData, ResultRow } from './live-patch';
import { applyFlightEvent } from './use-flight-live';

const arrival = (id: number, ms: number, rank: number): LiveArrival => ({
  pigeon_id: id,
  ring: `R${id}`,
  pigeon_name: '',
  team: 'T',
  fancier: 'F',
  country: 'DE',
  arrived_ms: ms,
  flight_ms: ms,
  time: '00:00:01.000',
  speed: '1000.00',
  rank,
});

describe('applyFlightEvent', () => {
  it('patches every cached result page and the live feed of the flight, and nothing of other flights', () => {
    const qc = new QueryClient();
    const page1: ResultPageData = { data: [], meta: { page: 1, per_page: 25, total: 0 }, revision: 1 };
    const page2: ResultPageData = { data: [], meta: { page: 2, per_page: 25, total: 0 }, revision: 1 };
    qc.setQueryData([...flightKeys.results(7), 1, 25], page1);
    qc.setQueryData([...flightKeys.results(7), 2, 25], page2);
    qc.setQueryData([...flightKeys.results(8), 1, 25], page1);
    qc.setQueryData<ResultRow[]>(flightKeys.feed(7), []);

    applyFlightEvent(qc, 7, { flight_id: 7, revision: 2, arrivals: [arrival(1, 1000, 1), arrival(2, 2000, 2)] });

    const p1 = qc.getQueryData<ResultPageData>([...flightKeys.results(7), 1, 25])!;
    expect(p1.data!.map((r) => r.pigeon_id)).toEqual([1, 2]);
    expect(p1.meta.total).toBe(2);
    expect(qc.getQueryData<ResultPageData>([...flightKeys.results(7), 2, 25])!.meta.total).toBe(2);
    expect(qc.getQueryData<ResultPageData>([...flightKeys.results(8), 1, 25])).toBe(page1);
    expect(qc.getQueryData<ResultRow[]>(flightKeys.feed(7))!.map((r) => r.pigeon_id)).toEqual([2, 1]);
  });

  it('leaves a feed that was never loaded alone', () => {
    const qc = new QueryClient();
    applyFlightEvent(qc, 7, { flight_id: 7, revision: 2, arrivals: [arrival(1, 1000, 1)] });
    expect(qc.getQueryData(flightKeys.feed(7))).toBeUndefined();
  });

  it('switches the cached flight to a new state at once', () => {
    const qc = new QueryClient();
    qc.setQueryData(flightKeys.detail(7), { id: 7, state: 'released', arrived: 3 });
    applyFlightEvent(qc, 7, { flight_id: 7, revision: 9, state: 'finished', arrivals: [] });
    expect(qc.getQueryData(flightKeys.detail(7))).toEqual({ id: 7, state: 'finished', arrived: 3 });
  });
});
