import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { dueDateKeys } from './keys';

/** GET /api/res/v1/due-dates (header SeasonId): the season's due dates, by category. */
export async function getDueDates(seasonId: number) {
  return unwrap(await api.GET('/api/res/v1/due-dates', { params: { header: { SeasonId: seasonId } } })) ?? [];
}

export const getDueDatesQueryOptions = (seasonId: number) => queryOptions({ queryKey: dueDateKeys.season(seasonId), queryFn: () => getDueDates(seasonId) });
