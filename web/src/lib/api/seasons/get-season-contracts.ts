import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { seasonKeys } from './keys';

export type Contract = Schema<'Contract'>;

/** GET /api/public/seasons/{id}/contracts: every version, the current one first (the registration form and the editor read it). */
export async function getSeasonContracts(seasonId: number) {
  return unwrap(await api.GET('/api/public/seasons/{id}/contracts', { params: { path: { id: seasonId } } })).data ?? [];
}

export const getSeasonContractsQueryOptions = (seasonId: number) => queryOptions({ queryKey: seasonKeys.contracts(seasonId), queryFn: () => getSeasonContracts(seasonId) });

export function useSeasonContracts(seasonId: number) {
  return useQuery(getSeasonContractsQueryOptions(seasonId));
}
