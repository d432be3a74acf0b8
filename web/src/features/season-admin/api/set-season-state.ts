import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';

/** PUT /api/res/v1/seasons/{id}/state: draft / in progress / over and registration open (needs an entry-fee product). */
export async function setSeasonState({ seasonId, body }: { seasonId: number; body: Schema<'SeasonStateInput'> }) {
  return unwrap(await api.PUT('/api/res/v1/seasons/{id}/state', { params: { path: { id: seasonId } }, body }));
}

export function useSetSeasonState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSeasonState,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin-seasons'] })]),
  });
}
