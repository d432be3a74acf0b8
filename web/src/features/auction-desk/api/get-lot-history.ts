import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { auctionDeskKeys } from './keys';

export type AuditEntry = Schema<'AuditEntry'>;

/** GET /api/custom/v1/merchant/auction-lots/{id}/history: every change of the lot, with who and when. */
export async function getLotHistory(id: number) {
  return (unwrap(await api.GET('/api/custom/v1/merchant/auction-lots/{id}/history', { params: { path: { id } } })) ?? []) as AuditEntry[];
}

export const getLotHistoryQueryOptions = (id: number) => queryOptions({ queryKey: auctionDeskKeys.history(id), queryFn: () => getLotHistory(id) });

export function useLotHistory(id: number) {
  return useQuery({ ...getLotHistoryQueryOptions(id), meta: { toast: true } });
}
