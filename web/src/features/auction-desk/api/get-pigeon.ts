import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { auctionDeskKeys } from './keys';

/** GET /api/public/pigeons/{id}: the pigeon a lot offers, to name it in the form (it may race in another season). */
export async function getPigeon(id: number) {
  return unwrap(await api.GET('/api/public/pigeons/{id}', { params: { path: { id } } }));
}

export const getPigeonQueryOptions = (id: number) => queryOptions({ queryKey: auctionDeskKeys.pigeon(id), queryFn: () => getPigeon(id) });

/** The pigeon, when id is one (0: none yet). */
export function usePigeon(id: number) {
  return useQuery({ ...getPigeonQueryOptions(id), enabled: id > 0 });
}
