import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/lofts/{id}: the loft's seasons and whether its package allows fancier management (SPEC §6). */
export async function getLoftTools(id: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}', { params: { path: { id } } }));
}

export type LoftTools = Awaited<ReturnType<typeof getLoftTools>>;

// The same answer as every other reader of a loft: the cache is shared.
export const getLoftToolsQueryOptions = (id: number) => queryOptions({ queryKey: ['lofts', 'detail', id], queryFn: () => getLoftTools(id) });

export function useLoftTools(id: number) {
  return useQuery({ ...getLoftToolsQueryOptions(id), meta: { toast: true } });
}
