import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from '@/lib/api/seasons/keys';
import type { Schema } from '@/lib/api/types';

/** The browse filters; `lang` is the viewer's language, in which the search matches country names. */
export type BrowseParams = { page: number; perPage: PageSize; search: string; openOnly: boolean; lang: string };

/** GET /api/public/seasons: one page of seasons across lofts, open registrations first. */
export async function getSeasons({ page, perPage, search, openOnly, lang }: BrowseParams) {
  const query = { page, per_page: perPage, lang, registration: openOnly ? ('open' as const) : ('all' as const), ...(search ? { search } : {}) };
  return unwrap(await api.GET('/api/public/seasons', { params: { query } }));
}

export type SeasonListingPage = Schema<'SeasonListingPage'>;
export type SeasonListing = Schema<'SeasonListing'>;

export const getSeasonsQueryOptions = (params: BrowseParams) =>
  queryOptions({ queryKey: seasonKeys.browse(params), queryFn: () => getSeasons(params), placeholderData: keepPreviousData });

export function useSeasons(params: BrowseParams) {
  return useQuery({ ...getSeasonsQueryOptions(params), meta: { toast: true } });
}
