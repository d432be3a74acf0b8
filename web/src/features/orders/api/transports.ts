import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { setTransportStatus } from '@/lib/api/transports/set-transport-status';
import { transportKeys } from '@/lib/api/transports/keys';

export type TransportDeskRow = Schema<'TransportDeskRow'>;
export type TransportStatus = TransportDeskRow['latest_transportation_status']['transport_status_type'];
export const TRANSPORT_STATUSES: TransportStatus[] = ['pending', 'confirmed', 'rejected', 'cancelled'];

/** GET /api/custom/v1/staff/lofts/{id}/transports: the loft's transport requests for its staff, newest first. */
export async function getLoftTransports(loftId: number, status: TransportStatus | '') {
  return unwrap(await api.GET('/api/custom/v1/staff/lofts/{id}/transports', { params: { path: { id: loftId }, query: { status: status || undefined } } }));
}

export function useLoftTransports(loftId: number, status: TransportStatus | '') {
  return useQuery({ queryKey: transportKeys.loft(loftId, status), queryFn: () => getLoftTransports(loftId, status), meta: { toast: true } });
}

/** Staff confirm or reject a request (with a reason). */
export const answerTransport = (answer: { id: number; status: 'confirmed' | 'rejected'; note: string }) => setTransportStatus(answer);

export function useAnswerTransport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerTransport, onSuccess: () => queryClient.invalidateQueries({ queryKey: transportKeys.all }) });
}
