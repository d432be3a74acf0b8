import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { auctionDeskKeys } from './keys';

export type Pigeon = Schema<'Pigeon'>;

/** GET /api/public/seasons/{id}/pigeons: the first 25 of the season's pigeons whose ring or name matches search. */
export async function getSeasonPigeons(seasonId: number, search: string) {
  const page = unwrap(await api.GET('/api/public/seasons/{id}/pigeons', { params: { path: { id: seasonId }, query: { search, page: 1, per_page: 25 } } }));
  return page.data ?? [];
}

export const getSeasonPigeonsQueryOptions = (seasonId: number, search: string) =>
  queryOptions({ queryKey: auctionDeskKeys.pigeons(seasonId, search), queryFn: () => getSeasonPigeons(seasonId, search) });

export function useSeasonPigeons(seasonId: number, search: string) {
  return useQuery({ ...getSeasonPigeonsQueryOptions(seasonId, search), placeholderData: keepPreviousData, meta: { toast: true } });
}
