import { queryOptions, useQuery } from '@tanstack/react-query';
import { flightKeys } from '@/lib/api/flights/keys';
import { getFlightResults, type FlightResult } from './get-flight-results';

const PER_PAGE = 100;
/** Pages asked at once: a race of 5,000 birds is 50 pages, fetched a few at a time to spare the server. */
const PARALLEL = 4;

/** Every result of a race, for its replay: all pages of GET /api/public/flights/{id}/results. */
export async function getFlightReplay(flightId: number): Promise<FlightResult[]> {
  const first = await getFlightResults(flightId, 1, PER_PAGE);
  const rows = [...(first.data ?? [])];
  const pages = Math.ceil(first.meta.total / PER_PAGE);
  for (let from = 2; from <= pages; from += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - from + 1) }, (_, i) => getFlightResults(flightId, from + i, PER_PAGE));
    for (const page of await Promise.all(batch)) rows.push(...(page.data ?? []));
  }
  return rows;
}

export const getFlightReplayQueryOptions = (flightId: number) =>
  // A race that is over does not change: its results are fetched once per visit.
  queryOptions({ queryKey: [...flightKeys.results(flightId), 'all'], queryFn: () => getFlightReplay(flightId), staleTime: Infinity });

export function useFlightReplay(flightId: number, enabled = true) {
  return useQuery({ ...getFlightReplayQueryOptions(flightId), enabled, meta: { toast: true } });
}
