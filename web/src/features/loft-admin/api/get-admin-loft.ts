import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftAdminKeys } from './get-admin-lofts';

/** GET /api/custom/v1/admin/lofts/{id}: the loft with counts, package history, subscriptions and its audit history. */
export async function getAdminLoft(id: number) {
  return unwrap(await api.GET('/api/custom/v1/admin/lofts/{id}', { params: { path: { id } } }));
}

export type AdminLoft = Awaited<ReturnType<typeof getAdminLoft>>;
export type HistoryEntry = NonNullable<AdminLoft['history']>[number];
export type Subscription = NonNullable<AdminLoft['subscriptions']>[number];
export type LoftAddress = NonNullable<AdminLoft['loft_addresses']>[number];

export const getAdminLoftQueryOptions = (id: number) => queryOptions({ queryKey: loftAdminKeys.loft(id), queryFn: () => getAdminLoft(id) });

export function useAdminLoft(id: number) {
  return useQuery(getAdminLoftQueryOptions(id));
}
