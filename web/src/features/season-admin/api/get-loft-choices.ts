import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import { merchantLofts } from '@/lib/authorization';

export type LoftChoice = { value: string; label: string };

/** GET /api/public/lofts: the first 100 lofts by name matching `search`, for admins and season admins to choose from. */
export async function getLoftChoices(search: string): Promise<LoftChoice[]> {
  const query = { page: 1, per_page: 100, ...(search.trim() ? { search: search.trim() } : {}) };
  const page = unwrap(await api.GET('/api/public/lofts', { params: { query } }));
  return (page.data ?? []).map((l) => ({ value: String(l.id), label: l.name }));
}

export const getLoftChoicesQueryOptions = (search: string) => queryOptions({ queryKey: ['lofts', 'choices', search], queryFn: () => getLoftChoices(search) });

/** GET /api/public/lofts/{id}: one loft's name, for a merchant's own lofts. */
export async function getLoftChoice(id: number): Promise<LoftChoice> {
  const loft = unwrap(await api.GET('/api/public/lofts/{id}', { params: { path: { id } } }));
  return { value: String(loft.id), label: loft.name };
}

export const getLoftChoiceQueryOptions = (id: number) => queryOptions({ queryKey: ['lofts', 'choice', id], queryFn: () => getLoftChoice(id) });

/**
 * The lofts whose seasons the user may manage: any loft for admins and season admins (searched on the server), the lofts
 * they are an active merchant of otherwise. The server checks again.
 */
export function useLoftChoices(search: string): { choices: LoftChoice[]; isPending: boolean } {
  const { user } = useAuth();
  const everyLoft = !!(user?.isAdmin || user?.seasonAdmin);
  const all = useQuery({ ...getLoftChoicesQueryOptions(search), enabled: everyLoft, meta: { toast: true } });
  const own = useQueries({ queries: (everyLoft ? [] : merchantLofts(user)).map((id) => ({ ...getLoftChoiceQueryOptions(id), meta: { toast: true } })) });
  if (everyLoft) return { choices: all.data ?? [], isPending: all.isPending };
  return {
    choices: own.flatMap((q) => (q.data ? [q.data] : [])).sort((a, b) => a.label.localeCompare(b.label)),
    isPending: own.some((q) => q.isPending),
  };
}
