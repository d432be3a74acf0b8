import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/**
 * GET /api/public/flights/{id}/results: one page of ranked arrivals. The server answers with an ETag and
 * `Cache-Control: no-cache`, so the browser revalidates with If-None-Match and a 304 costs no body.
 */
export async function getFlightResults(flightId: number, page: number, perPage: PageSize | 100) {
  return unwrap(await api.GET('/api/public/flights/{id}/results', { params: { path: { id: flightId }, query: { page, per_page: perPage } } }));
}

export type ResultPage = Schema<'ResultPage'>;
export type FlightResult = Schema<'FlightResult'>;

export const getFlightResultsQueryOptions = (flightId: number, page: number, perPage: PageSize | 100) =>
  queryOptions({
    queryKey: [...flightKeys.results(flightId), page, perPage],
    queryFn: () => getFlightResults(flightId, page, perPage),
    placeholderData: keepPreviousData,
  });

export function useFlightResults(flightId: number, page: number, perPage: PageSize | 100, enabled = true) {
  return useQuery({ ...getFlightResultsQueryOptions(flightId, page, perPage), enabled, meta: { toast: true } });
}

/** Where the export of all results is downloaded, as CSV or XLSX. */
export const flightResultsHref = (flightId: number, format: 'csv' | 'xlsx' | 'pdf', lang?: string) =>
  `/api/public/flights/${flightId}/results.${format}${lang ? `?lang=${lang}` : ''}`;
