import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/res/v1/due-dates (header SeasonId): the season's due dates, sorted by category. */
export async function getStaffDueDates(seasonId: number) {
  return unwrap(await api.GET('/api/res/v1/due-dates', { params: { header: { SeasonId: seasonId } } })) ?? [];
}

export const getStaffDueDatesQueryOptions = (seasonId: number) => queryOptions({ queryKey: ['due-dates', seasonId], queryFn: () => getStaffDueDates(seasonId) });

export function useStaffDueDates(seasonId: number) {
  return useQuery({ ...getStaffDueDatesQueryOptions(seasonId), meta: { toast: true } });
}
