import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import { orderKeys } from '@/lib/api/orders/keys';
import { fancierAdminKeys } from './keys';

/** DELETE /api/res/v1/teams/{id}: refused for a team with pigeons (SPEC §5). */
export async function deleteTeam(id: number) {
  unwrap(await api.DELETE('/api/res/v1/teams/{id}', { params: { path: { id } } }));
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fancierAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: loftKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.userSeasons() }),
      ]),
  });
}
