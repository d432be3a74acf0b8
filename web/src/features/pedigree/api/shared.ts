import { useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { pedigreeKeys } from './keys';

/** GET the pedigree an owner shares for a race pigeon; null when none is shared (404). */
export async function getSharedPedigree(pigeonId: number) {
  try {
    return unwrap(await api.GET('/api/public/pigeons/{id}/pedigree', { params: { path: { id: pigeonId } } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useSharedPedigree(pigeonId: number) {
  return useQuery({ queryKey: [...pedigreeKeys.all, 'shared', pigeonId], queryFn: () => getSharedPedigree(pigeonId) });
}
