import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { FavoriteKind } from './get-favorites';

/** PUT /api/custom/v1/user/favorites/{kind}/{id}: follow a loft, team or pigeon (idempotent). */
export async function addFavorite({ kind, id }: { kind: FavoriteKind; id: number }): Promise<void> {
  unwrap(await api.PUT('/api/custom/v1/user/favorites/{kind}/{id}', { params: { path: { kind, id } } }));
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addFavorite, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }) });
}
