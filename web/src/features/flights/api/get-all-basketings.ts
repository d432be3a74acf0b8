import { useQueries } from '@tanstack/react-query';
import { getFlightBasketingsQueryOptions } from './get-flight-basketings';

/** At most this many pages of 100 are read (10,000 birds). */
const MAX_PAGES = 100;

/** The ids of every basketed pigeon, read as pages of 100. */
export function useBasketedIds(flightId: number, basketed: number, enabled: boolean) {
  const pages = Math.min(MAX_PAGES, Math.max(1, Math.ceil(basketed / 100)));
  return useQueries({
    queries: Array.from({ length: enabled ? pages : 0 }, (_, i) => getFlightBasketingsQueryOptions(flightId, i + 1, 100)),
    combine: (results) => ({
      ids: new Set(results.flatMap((r) => (r.data?.data ?? []).map((b) => b.pigeon_id))),
      isPending: results.some((r) => r.isPending),
    }),
  });
}
