import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { seasonKeys } from '@/lib/api/seasons/keys';

/** GET /api/custom/v1/user/seasons: the seasons I have pigeons or open registrations in, newest first. */
export async function getMySeasons() {
  return unwrap(await api.GET('/api/custom/v1/user/seasons')) ?? [];
}

export type MySeason = Awaited<ReturnType<typeof getMySeasons>>[number];

export const getMySeasonsQueryOptions = () => queryOptions({ queryKey: seasonKeys.mine(), queryFn: getMySeasons });

export function useMySeasons() {
  return useSuspenseQuery(getMySeasonsQueryOptions()).data;
}
