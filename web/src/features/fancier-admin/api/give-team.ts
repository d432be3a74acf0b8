import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import { orderKeys } from '@/lib/api/orders/keys';
import { fancierAdminKeys } from './keys';

export type TeamGift = { id: number; body: { user_id?: number; email?: string } };

/** PUT /api/res/v1/teams/{id}/owner: gives a team, with its pigeons, to another user. */
export async function giveTeam({ id, body }: TeamGift) {
  return unwrap(await api.PUT('/api/res/v1/teams/{id}/owner', { params: { path: { id } }, body }));
}

export function useGiveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fancierAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: loftKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.userSeasons() }),
      ]),
  });
}
