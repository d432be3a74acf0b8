import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import { loftAdminKeys } from './get-admin-lofts';

/** POST /api/res/v1/lofts/{id}/archive or /unarchive: archived lofts leave public lists; their pages stay. */
export async function setLoftArchived({ id, archived }: { id: number; archived: boolean }) {
  const params = { params: { path: { id } } };
  if (archived) return unwrap(await api.POST('/api/res/v1/lofts/{id}/archive', params));
  return unwrap(await api.POST('/api/res/v1/lofts/{id}/unarchive', params));
}

export function useSetLoftArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLoftArchived,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
