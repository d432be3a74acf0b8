import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { FavoriteKind } from './get-favorites';

/** DELETE /api/custom/v1/user/favorites/{kind}/{id}: stop following. */
export async function removeFavorite({ kind, id }: { kind: FavoriteKind; id: number }): Promise<void> {
  unwrap(await api.DELETE('/api/custom/v1/user/favorites/{kind}/{id}', { params: { path: { kind, id } } }));
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFavorite, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }) });
}
