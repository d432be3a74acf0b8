import { useQuery } from '@tanstack/react-query';
import { getLoftFlightsQueryOptions } from '@/lib/api/flights/get-loft-flights';

/** The request of every flight of a season (up to 100), newest release first. */
export const getSeasonFlightsQueryOptions = (loftId: number, seasonId: number) => getLoftFlightsQueryOptions({ loftId, seasonId, page: 1, perPage: 100 });

/** The season's flights, always fetched afresh for the staff; another season's list is not shown while it loads. */
export function useSeasonFlights(loftId: number, seasonId: number) {
  return useQuery({
    ...getSeasonFlightsQueryOptions(loftId, seasonId),
    placeholderData: undefined,
    staleTime: 0,
    select: (page) => page.data ?? [],
    meta: { toast: true },
  });
}
