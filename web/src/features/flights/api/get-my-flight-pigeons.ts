import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/**
 * GET /api/custom/v1/user/flights/{id}/pigeons: the signed-in user's pigeons of the flight's season, each with
 * whether it is basketed and its result row once arrived (arrived first by place).
 */
export async function getMyFlightPigeons(flightId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/flights/{id}/pigeons', { params: { path: { id: flightId } } })).data ?? [];
}

export type MyFlightPigeon = Schema<'MyFlightPigeon'>;

export const getMyFlightPigeonsQueryOptions = (flightId: number) => queryOptions({ queryKey: flightKeys.mine(flightId), queryFn: () => getMyFlightPigeons(flightId) });

/** The user's pigeons in the flight; nothing (and no request) when nobody is signed in. */
export function useMyFlightPigeons(flightId: number, signedIn: boolean) {
  return useQuery({ ...getMyFlightPigeonsQueryOptions(flightId), enabled: signedIn });
}
