import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import { loftAdminKeys } from './get-admin-lofts';

export type Package = 'legacy' | 'basic' | 'premium';

/** POST /api/res/v1/lofts/{id}/packages: appends to the package history with who and when. */
export async function changeLoftPackage({ id, pkg }: { id: number; pkg: Package }) {
  return unwrap(await api.POST('/api/res/v1/lofts/{id}/packages', { params: { path: { id } }, body: { package: pkg } }));
}

export function useChangeLoftPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLoftPackage,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
