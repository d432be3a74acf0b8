import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import { orderKeys } from '@/lib/api/orders/keys';
import { fancierAdminKeys } from './keys';

export type TeamChange = { id: number; body: { name?: string; country?: string } };

/** PUT /api/res/v1/teams/{id}: renames a team or changes its country. */
export async function updateTeam({ id, body }: TeamChange) {
  return unwrap(await api.PUT('/api/res/v1/teams/{id}', { params: { path: { id } }, body }));
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fancierAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: loftKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.userSeasons() }),
      ]),
  });
}
