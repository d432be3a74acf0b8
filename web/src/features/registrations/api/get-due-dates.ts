import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/res/v1/due-dates (header SeasonId): the season's due dates, by category. */
export async function getDueDates(seasonId: number) {
  return unwrap(await api.GET('/api/res/v1/due-dates', { params: { header: { SeasonId: seasonId } } })) ?? [];
}

export const getDueDatesQueryOptions = (seasonId: number) => queryOptions({ queryKey: ['due-dates', seasonId], queryFn: () => getDueDates(seasonId) });

export function useDueDates(seasonId: number | undefined) {
  return useQuery({ ...getDueDatesQueryOptions(seasonId ?? 0), enabled: seasonId != null });
}
