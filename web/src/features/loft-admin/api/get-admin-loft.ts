import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftAdminKeys } from './get-admin-lofts';

/** GET /api/custom/v1/admin/lofts/{id}: the loft with counts, package history, subscriptions and its audit history. */
export async function getAdminLoft(id: number) {
  return unwrap(await api.GET('/api/custom/v1/admin/lofts/{id}', { params: { path: { id } } }));
}

export type AdminLoft = Schema<'AdminLoft'>;
export type HistoryEntry = Schema<'HistoryEntry'>;
export type Subscription = Schema<'Subscription'>;
export type LoftAddress = Schema<'LoftAddress'>;

export const getAdminLoftQueryOptions = (id: number) => queryOptions({ queryKey: loftAdminKeys.loft(id), queryFn: () => getAdminLoft(id) });

export function useAdminLoft(id: number) {
  return useQuery(getAdminLoftQueryOptions(id));
}
