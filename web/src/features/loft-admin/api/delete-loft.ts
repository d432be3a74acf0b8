import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import { loftAdminKeys } from './get-admin-lofts';

/** DELETE /api/res/v1/lofts/{id}: only a loft without seasons; the server answers 409 otherwise. */
export async function deleteLoft(id: number) {
  return unwrap(await api.DELETE('/api/res/v1/lofts/{id}', { params: { path: { id } } }));
}

export function useDeleteLoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoft,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: loftAdminKeys.loft(id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]);
    },
  });
}
