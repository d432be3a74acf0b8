import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { pedigreeKeys } from './keys';

export type BreedingPair = Schema<'BreedingPair'>;

/** GET the account's breeding pairs, newest first, with their birds. */
export async function getBreedingPairs() {
  return unwrap(await api.GET('/api/custom/v1/user/pedigree/pairs'));
}

export function useBreedingPairs() {
  return useQuery({ queryKey: pedigreeKeys.pairs(), queryFn: getBreedingPairs });
}

/** POST a new pair, or PUT an existing one's fields (id). */
export async function saveBreedingPair({ id, body }: { id?: number; body: Schema<'BreedingPairInput'> }) {
  if (id != null) return unwrap(await api.PUT('/api/custom/v1/user/pedigree/pairs/{id}', { params: { path: { id } }, body }));
  return unwrap(await api.POST('/api/custom/v1/user/pedigree/pairs', { body }));
}

/** DELETE a pair; its youngsters keep their parents. */
export async function deleteBreedingPair(id: number) {
  return unwrap(await api.DELETE('/api/custom/v1/user/pedigree/pairs/{id}', { params: { path: { id } } }));
}

export function useSaveBreedingPair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBreedingPair, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}

export function useDeleteBreedingPair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBreedingPair, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}
