import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { pedigreeKeys } from './keys';

/** Where a bird's photo is uploaded (multipart `file`, through UploadButton). */
export const pedigreePhotoUrl = (id: number) => `/api/custom/v1/user/pedigree/pigeons/${id}/photo`;

/** The 800 px variant the server keeps beside a photo. */
export const mediumPhoto = (url: string) => url.replace(/-full\.(\w+)$/, '-medium.$1');

/** DELETE a bird's photo. */
export async function deletePedigreePhoto(id: number) {
  return unwrap(await api.DELETE('/api/custom/v1/user/pedigree/pigeons/{id}/photo', { params: { path: { id } } }));
}

export function useDeletePedigreePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePedigreePhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}
