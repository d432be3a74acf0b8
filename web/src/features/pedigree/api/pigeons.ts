import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { pedigreeKeys } from './keys';

export type PedigreePigeon = Schema<'PedigreePigeon'>;
export type PedigreePigeonInput = Schema<'PedigreePigeonInput'>;
export type PedigreeCard = Schema<'PedigreeCard'>;
export type Sex = PedigreePigeon['sex'];

/** GET a page of the account's pigeons, searched by ring or name, filtered by sex. */
export async function getPedigreePigeons(search: string, sex: string, page: number, perPage = 25) {
  const query = { search: search || undefined, sex: (sex || undefined) as Sex | undefined, page, per_page: perPage };
  return unwrap(await api.GET('/api/custom/v1/user/pedigree/pigeons', { params: { query } }));
}

export function usePedigreePigeons(search: string, sex: string, page: number, perPage = 25) {
  return useQuery({
    queryKey: [...pedigreeKeys.pigeons(search, sex, page), perPage],
    queryFn: () => getPedigreePigeons(search, sex, page, perPage),
    placeholderData: keepPreviousData,
  });
}

/** GET a pigeon with its races, youngsters and chart (0 generations: the account's setting). */
export async function getPedigreeCard(id: number, generations: number) {
  return unwrap(await api.GET('/api/custom/v1/user/pedigree/pigeons/{id}', { params: { path: { id }, query: { generations } } }));
}

export function usePedigreeCard(id: number, generations: number) {
  return useQuery({ queryKey: pedigreeKeys.card(id, generations), queryFn: () => getPedigreeCard(id, generations) });
}

/** POST a new pigeon, or PUT an existing one's fields (id). */
export async function savePedigreePigeon({ id, body }: { id?: number; body: PedigreePigeonInput }) {
  if (id != null) return unwrap(await api.PUT('/api/custom/v1/user/pedigree/pigeons/{id}', { params: { path: { id } }, body }));
  return unwrap(await api.POST('/api/custom/v1/user/pedigree/pigeons', { body }));
}

export function useSavePedigreePigeon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePedigreePigeon, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}

/** DELETE a pigeon: its youngsters lose it as a parent, its pairs go. */
export async function deletePedigreePigeon(id: number) {
  return unwrap(await api.DELETE('/api/custom/v1/user/pedigree/pigeons/{id}', { params: { path: { id } } }));
}

export function useDeletePedigreePigeon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePedigreePigeon, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}
