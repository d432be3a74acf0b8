import { useQueries } from '@tanstack/react-query';
import type { ResultRow } from '../lib/live-patch';
import { getFlightResultsQueryOptions } from './get-flight-results';

/** At most this many pages of 100 are read to find a user's pigeons (10,000 birds). */
export const MAX_RESULT_PAGES = 100;

/** Every result of the flight, read as pages of 100 (the same cached pages the arrival list uses). */
export function useAllResults(flightId: number, arrived: number, enabled: boolean) {
  const pages = Math.min(MAX_RESULT_PAGES, Math.max(1, Math.ceil(arrived / 100)));
  return useQueries({
    queries: Array.from({ length: enabled ? pages : 0 }, (_, i) => getFlightResultsQueryOptions(flightId, i + 1, 100)),
    combine: (results) => ({
      rows: results.flatMap((r) => (r.data?.data ?? []) as ResultRow[]),
      isPending: results.some((r) => r.isPending),
    }),
  });
}
