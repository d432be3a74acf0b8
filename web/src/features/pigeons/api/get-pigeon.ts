import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/pigeons/{id}: a pigeon with its team and status history. */
export async function getPigeon(id: number) {
  return unwrap(await api.GET('/api/public/pigeons/{id}', { params: { path: { id } } }));
}

export const getPigeonQueryOptions = (id: number) => queryOptions({ queryKey: ['pigeons', id], queryFn: () => getPigeon(id) });

export function usePigeon(id: number) {
  return useSuspenseQuery(getPigeonQueryOptions(id)).data;
}
