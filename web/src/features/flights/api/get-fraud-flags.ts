import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/res/v1/flights/{id}/flags: arrivals that look like fraud, for the loft's staff (read again with each revision). */
export async function getFraudFlags(flightId: number) {
  return unwrap(await api.GET('/api/res/v1/flights/{id}/flags', { params: { path: { id: flightId } } })).data ?? [];
}

export function useFraudFlags(flightId: number, revision: number) {
  return useQuery({ queryKey: ['flights', flightId, 'flags', revision], queryFn: () => getFraudFlags(flightId), meta: { toast: true } });
}
