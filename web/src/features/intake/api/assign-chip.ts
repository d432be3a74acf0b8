import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** POST /api/res/v1/seasons/{id}/chips: gives the pigeon with the ring its chip ring. */
export async function assignChip({ seasonId, ring, chip }: { seasonId: number; ring: string; chip: string }) {
  return unwrap(await api.POST('/api/res/v1/seasons/{id}/chips', { params: { path: { id: seasonId } }, body: { ring, chip_ring: chip } }));
}

export function useAssignChip(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignChip, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['season-stock', seasonId] }) });
}
