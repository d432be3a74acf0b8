import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';
import { dueDateKeys } from '@/lib/api/due-dates/keys';

export type SeasonUpdateInput = Schema<'SeasonUpdateInput'>;

/** PUT /api/res/v1/seasons/{id}: every setting but the state; payment days are the payment due date's working days. */
export async function updateSeason({ id, body }: { id: number; body: SeasonUpdateInput }) {
  return unwrap(await api.PUT('/api/res/v1/seasons/{id}', { params: { path: { id } }, body }));
}

export function useUpdateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeason,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-seasons'] }),
        queryClient.invalidateQueries({ queryKey: loftKeys.all }),
        queryClient.invalidateQueries({ queryKey: dueDateKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff-products'] }),
      ]),
  });
}
