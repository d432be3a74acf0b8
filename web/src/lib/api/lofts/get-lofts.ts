import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '../client';
import { loftKeys } from './keys';

/** `lang` is the viewer's language, in which a search matches country names ("Spanien" finds lofts in Spain). */
export type LoftsParams = { page: number; perPage: PageSize; search: string; lang?: string };

/** GET /api/public/lofts: one page of lofts, optionally filtered by a search text. */
export async function getLofts({ page, perPage, search, lang }: LoftsParams) {
  const query = { page, per_page: perPage, ...(search ? { search, ...(lang ? { lang } : {}) } : {}) };
  return unwrap(await api.GET('/api/public/lofts', { params: { query } }));
}

export const getLoftsQueryOptions = (params: LoftsParams) => queryOptions({ queryKey: loftKeys.list(params), queryFn: () => getLofts(params), placeholderData: keepPreviousData });

export function useLofts(params: LoftsParams) {
  return useQuery({ ...getLoftsQueryOptions(params), meta: { toast: true } });
}
