import { api, unwrap } from '../client';

export type TransportAnswer = { id: number; status: 'confirmed' | 'rejected' | 'cancelled'; note?: string };

/** PUT /api/custom/v1/transports/{id}/status: staff confirm or reject (with a reason), the customer cancels a waiting request. */
export async function setTransportStatus({ id, status, note }: TransportAnswer) {
  return unwrap(await api.PUT('/api/custom/v1/transports/{id}/status', { params: { path: { id } }, body: { status, note: note?.trim() || undefined } }));
}
