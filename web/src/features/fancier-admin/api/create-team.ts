import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';
import { orderKeys } from '@/lib/api/orders/keys';
import { fancierAdminKeys } from './keys';

export type NewTeam = Schema<'NewTeamInput'>;

/** POST /api/res/v1/teams: a team for a user of the loft (picked by id, or by e-mail address). */
export async function createTeam(body: NewTeam) {
  return unwrap(await api.POST('/api/res/v1/teams', { body }));
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fancierAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: loftKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.userSeasons() }),
      ]),
  });
}
