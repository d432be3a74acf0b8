import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type Contract = components['schemas']['Contract'];

export const contractsKey = (seasonId: number) => ['seasons', seasonId, 'contracts'] as const;

/** GET /api/public/seasons/{id}/contracts: every version, the current one first (the registration form and the editor read it). */
export function useSeasonContracts(seasonId: number) {
  return useQuery({
    queryKey: contractsKey(seasonId),
    queryFn: async () => unwrap(await api.GET('/api/public/seasons/{id}/contracts', { params: { path: { id: seasonId } } })).data ?? [],
  });
}
