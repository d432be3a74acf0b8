import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { getLofts } from '@/lib/api/lofts/get-lofts';
import { loftKeys } from '@/lib/api/lofts/keys';
import type { Loft } from '@/lib/api/types';
import { useAuth } from '@/lib/auth';
import { merchantLofts } from '@/lib/authorization';

export type LoftChoice = { value: string; label: string };

/** GET /api/public/lofts: the first 100 lofts by name matching `search`, for admins and season admins to choose from. */
export async function getLoftChoices(search: string): Promise<LoftChoice[]> {
  const page = await getLofts({ page: 1, perPage: 100, search: search.trim() });
  return (page.data ?? []).map((l) => ({ value: String(l.id), label: l.name }));
}

export const getLoftChoicesQueryOptions = (search: string) => queryOptions({ queryKey: loftKeys.choices(search), queryFn: () => getLoftChoices(search) });

const toChoice = (loft: Loft): LoftChoice => ({ value: String(loft.id), label: loft.name });

/** One loft (the shared loft detail) as a choice, for a merchant's own lofts. */
export const getLoftChoiceQueryOptions = (id: number) => ({ ...getLoftQueryOptions(id), select: toChoice });

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
