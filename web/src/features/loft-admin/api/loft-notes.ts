import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftAdminKeys } from './get-admin-lofts';

/** GET /api/custom/v1/staff/lofts/{id}/notes: the staff's notes, newest first; never public. */
export async function getLoftNotes(id: number) {
  return unwrap(await api.GET('/api/custom/v1/staff/lofts/{id}/notes', { params: { path: { id } } }));
}

export type LoftNote = Schema<'LoftNote'>;

export const getLoftNotesQueryOptions = (id: number) => queryOptions({ queryKey: loftAdminKeys.notes(id), queryFn: () => getLoftNotes(id) });

export function useLoftNotes(id: number) {
  return useQuery({ ...getLoftNotesQueryOptions(id), meta: { toast: true } });
}

/** POST /api/custom/v1/staff/lofts/{id}/notes. */
export async function createLoftNote({ loftId, body }: { loftId: number; body: string }) {
  return unwrap(await api.POST('/api/custom/v1/staff/lofts/{id}/notes', { params: { path: { id: loftId } }, body: { body } }));
}

/** DELETE /api/custom/v1/staff/lofts/{id}/notes/{noteId}; the history keeps its text. */
export async function deleteLoftNote({ loftId, noteId }: { loftId: number; noteId: number }) {
  return unwrap(await api.DELETE('/api/custom/v1/staff/lofts/{id}/notes/{noteId}', { params: { path: { id: loftId, noteId } } }));
}

export function useCreateLoftNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLoftNote, onSuccess: () => queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }) });
}

export function useDeleteLoftNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLoftNote, onSuccess: () => queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }) });
}
