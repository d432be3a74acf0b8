import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';
import { loftAdminKeys } from './get-admin-lofts';

export type LoftUpdateInput = Schema<'LoftUpdateInput'>;

/** PUT /api/res/v1/lofts/{id}: details, tags or display-field switches; fields left out stay. */
export async function updateLoft({ id, body }: { id: number; body: LoftUpdateInput }) {
  return unwrap(await api.PUT('/api/res/v1/lofts/{id}', { params: { path: { id } }, body }));
}

export function useUpdateLoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoft,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
