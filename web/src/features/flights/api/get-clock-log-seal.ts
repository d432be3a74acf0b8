import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { Schema } from '@/lib/api/types';

/** GET /api/public/flights/{id}/clock-log/seal: the sealed clock log's entries, reads and final hash, checked on the server. */
export async function getClockLogSeal(flightId: number) {
  return unwrap(await api.GET('/api/public/flights/{id}/clock-log/seal', { params: { path: { id: flightId } } }));
}

export type ClockLogSeal = Schema<'ClockLogSeal'>;

export const getClockLogSealQueryOptions = (flightId: number, revision: number) =>
  queryOptions({ queryKey: [...flightKeys.detail(flightId), 'clock-log-seal', revision], queryFn: () => getClockLogSeal(flightId) });

/** The seal of a closed or finished race (the log is public then); it follows the flight's revision. */
export function useClockLogSeal(flightId: number, revision: number) {
  return useQuery(getClockLogSealQueryOptions(flightId, revision));
}

/** Where the log is downloaded. */
export const clockLogHref = (flightId: number) => `/api/public/flights/${flightId}/clock-log`;
