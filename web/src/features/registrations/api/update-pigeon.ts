import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { orderKeys } from '@/lib/api/orders/keys';

/** PUT /api/custom/v1/user/pigeons/{id}: edit my pigeon after confirmation, until the chip ring. */
export async function updatePigeon({ id, body }: { id: number; body: Schema<'PigeonInput'> }) {
  return unwrap(await api.PUT('/api/custom/v1/user/pigeons/{id}', { params: { path: { id } }, body }));
}

export function useUpdatePigeon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePigeon, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.userSeasons() }) });
}
