import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';

export type SeasonInput = Schema<'SeasonInput'>;

/** POST /api/res/v1/seasons: a new season of a loft the user manages (a draft unless a state is given). */
export async function createSeason(body: SeasonInput) {
  return unwrap(await api.POST('/api/res/v1/seasons', { body }));
}

export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeason,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-seasons'] }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
