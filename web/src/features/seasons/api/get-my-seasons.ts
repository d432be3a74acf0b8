import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from '@/lib/api/seasons/keys';
import type { Schema } from '@/lib/api/types';

/** GET /api/custom/v1/user/seasons: the seasons I have pigeons or open registrations in, newest first. */
export async function getMySeasons() {
  return unwrap(await api.GET('/api/custom/v1/user/seasons')) ?? [];
}

export type MySeason = Schema<'MySeason'>;

export const getMySeasonsQueryOptions = () => queryOptions({ queryKey: seasonKeys.mine(), queryFn: getMySeasons });

export function useMySeasons() {
  return useSuspenseQuery(getMySeasonsQueryOptions()).data;
}
