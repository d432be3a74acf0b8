import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { pedigreeKeys } from './keys';

export type PedigreeFancier = Schema<'PedigreeFancier'>;

/** GET the account's breeders, by name. */
export async function getPedigreeFanciers() {
  return unwrap(await api.GET('/api/custom/v1/user/pedigree/fanciers'));
}

export function usePedigreeFanciers() {
  return useQuery({ queryKey: pedigreeKeys.fanciers(), queryFn: getPedigreeFanciers });
}

/** POST a new breeder, or PUT an existing one's fields (id). */
export async function savePedigreeFancier({ id, body }: { id?: number; body: Schema<'PedigreeFancierInput'> }) {
  if (id != null) return unwrap(await api.PUT('/api/custom/v1/user/pedigree/fanciers/{id}', { params: { path: { id } }, body }));
  return unwrap(await api.POST('/api/custom/v1/user/pedigree/fanciers', { body }));
}

/** DELETE a breeder; their pigeons keep no breeder. */
export async function deletePedigreeFancier(id: number) {
  return unwrap(await api.DELETE('/api/custom/v1/user/pedigree/fanciers/{id}', { params: { path: { id } } }));
}

export function useSavePedigreeFancier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePedigreeFancier, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}

export function useDeletePedigreeFancier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePedigreeFancier, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}
