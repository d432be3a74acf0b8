import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';

export type StaffNews = Schema<'StaffNews'>;
export type NewsInput = Schema<'NewsInput'>;

/** Whose news: one loft's (its merchants) or every loft's (admins, optionally one loft). */
export type NewsScope = { loftId?: number; all: boolean };

const keys = { all: ['news-admin'] as const, list: (scope: NewsScope, search: string, page: number) => ['news-admin', scope, search, page] as const };

/** GET /api/res/v1/lofts/{id}/news (a loft's merchants) or /api/custom/v1/admin/news (admins): drafts and scheduled ones too. */
export async function getStaffNews(scope: NewsScope, search: string, page: number) {
  const query = { search: search || undefined, page, per_page: 25 as const };
  if (scope.all) return unwrap(await api.GET('/api/custom/v1/admin/news', { params: { query: { ...query, loft_id: scope.loftId } } }));
  return unwrap(await api.GET('/api/res/v1/lofts/{id}/news', { params: { path: { id: scope.loftId! }, query } }));
}

export function useStaffNews(scope: NewsScope, search: string, page: number) {
  return useQuery({ queryKey: keys.list(scope, search, page), queryFn: () => getStaffNews(scope, search, page), placeholderData: keepPreviousData, meta: { toast: true } });
}

export type SaveNews = { id: null; loftId: number; body: NewsInput } | { id: number; body: NewsInput };

/** POST /api/res/v1/lofts/{id}/news (new) or PUT /api/res/v1/news/{id} (edit; a draft is unpublished). */
export async function saveNews(v: SaveNews) {
  if (v.id == null) return unwrap(await api.POST('/api/res/v1/lofts/{id}/news', { params: { path: { id: v.loftId } }, body: v.body }));
  return unwrap(await api.PUT('/api/res/v1/news/{id}', { params: { path: { id: v.id } }, body: v.body }));
}

/** DELETE /api/res/v1/news/{id}. */
export async function deleteNews(id: number) {
  unwrap(await api.DELETE('/api/res/v1/news/{id}', { params: { path: { id } } }));
}

/** Changes read the staff lists and the public news again. */
function useInvalidate() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: keys.all }), qc.invalidateQueries({ queryKey: loftKeys.all })]);
}

export function useSaveNews() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveNews, onSuccess: invalidate });
}

export function useDeleteNews() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteNews, onSuccess: invalidate });
}
