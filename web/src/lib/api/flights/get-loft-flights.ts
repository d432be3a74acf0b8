import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSize } from '@/config/constants';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { flightKeys } from './keys';

export type LoftFlightsParams = {
  loftId: number;
  seasonId?: number;
  state?: 'coming_soon' | 'basketing' | 'released' | 'finished';
  page: number;
  perPage: PageSize;
};

/** GET /api/public/lofts/{id}/flights: a loft's flights, optionally of one season and state, paged. */
export async function getLoftFlights({ loftId, seasonId, state, page, perPage }: LoftFlightsParams) {
  const query = { page, per_page: perPage, ...(seasonId ? { season_id: seasonId } : {}), ...(state ? { state } : {}) };
  return unwrap(await api.GET('/api/public/lofts/{id}/flights', { params: { path: { id: loftId }, query } }));
}

export type FlightSummary = Schema<'Flight'>;

export const getLoftFlightsQueryOptions = (params: LoftFlightsParams) =>
  queryOptions({ queryKey: flightKeys.ofLoft(params.loftId, params), queryFn: () => getLoftFlights(params), placeholderData: keepPreviousData });

export function useLoftFlights(params: LoftFlightsParams) {
  return useQuery({ ...getLoftFlightsQueryOptions(params), meta: { toast: true } });
}
