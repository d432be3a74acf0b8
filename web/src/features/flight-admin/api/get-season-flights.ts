import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}/flights?season_id=: every flight of a season (up to 100), newest release first. */
export async function getSeasonFlights(loftId: number, seasonId: number) {
  const res = unwrap(await api.GET('/api/public/lofts/{id}/flights', { params: { path: { id: loftId }, query: { season_id: seasonId, per_page: 100 } } }));
  return res.data ?? [];
}

export const flightAdminKeys = {
  all: ['flight-admin'] as const,
  season: (loftId: number, seasonId: number) => ['flight-admin', loftId, seasonId] as const,
  history: (flightId: number) => ['flight-admin', 'history', flightId] as const,
};

export const getSeasonFlightsQueryOptions = (loftId: number, seasonId: number) =>
  queryOptions({ queryKey: flightAdminKeys.season(loftId, seasonId), queryFn: () => getSeasonFlights(loftId, seasonId), staleTime: 0 });

export function useSeasonFlights(loftId: number, seasonId: number) {
  return useQuery({ ...getSeasonFlightsQueryOptions(loftId, seasonId), meta: { toast: true } });
}
