import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type TransportDeskRow = components['schemas']['TransportDeskRow'];
export type TransportStatus = TransportDeskRow['latest_transportation_status']['transport_status_type'];
export const TRANSPORT_STATUSES: TransportStatus[] = ['pending', 'confirmed', 'rejected', 'cancelled'];

/** GET /api/custom/v1/staff/lofts/{id}/transports: the loft's transport requests for its staff, newest first. */
export async function getLoftTransports(loftId: number, status: TransportStatus | '') {
  return unwrap(await api.GET('/api/custom/v1/staff/lofts/{id}/transports', { params: { path: { id: loftId }, query: { status: status || undefined } } }));
}

export function useLoftTransports(loftId: number, status: TransportStatus | '') {
  return useQuery({ queryKey: ['transports', 'loft', loftId, status], queryFn: () => getLoftTransports(loftId, status), meta: { toast: true } });
}

/** PUT /api/custom/v1/transports/{id}/status: staff confirm or reject (with a reason). */
export async function answerTransport({ id, status, note }: { id: number; status: 'confirmed' | 'rejected'; note: string }) {
  return unwrap(await api.PUT('/api/custom/v1/transports/{id}/status', { params: { path: { id } }, body: { status, note: note.trim() || undefined } }));
}

export function useAnswerTransport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerTransport, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transports'] }) });
}
