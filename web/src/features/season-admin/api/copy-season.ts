import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';

export type SeasonCopyInput = Schema<'SeasonCopyInput'>;

/** POST /api/res/v1/seasons/{id}/copy: a new draft with the season's settings, products and due dates moved by a year. */
export async function copySeason({ id, body }: { id: number; body: SeasonCopyInput }) {
  return unwrap(await api.POST('/api/res/v1/seasons/{id}/copy', { params: { path: { id } }, body }));
}

export function useCopySeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copySeason,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-seasons'] }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
