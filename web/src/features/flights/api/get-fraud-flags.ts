import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';

/** GET /api/res/v1/flights/{id}/flags: arrivals that look like fraud, for the loft's staff. */
export async function getFraudFlags(flightId: number) {
  return unwrap(await api.GET('/api/res/v1/flights/{id}/flags', { params: { path: { id: flightId } } })).data ?? [];
}

/** The flags, read again each minute while the page is open (not with every batch: the check reads other lofts' races). */
export function useFraudFlags(flightId: number) {
  return useQuery({ queryKey: flightKeys.flags(flightId), queryFn: () => getFraudFlags(flightId), refetchInterval: 60_000, meta: { toast: true } });
}
