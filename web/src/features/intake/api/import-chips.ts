import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type ChipImportRow = Schema<'ChipImportRow'>;

/** POST /api/res/v1/seasons/{id}/chips/import: every row's outcome; with dryRun nothing is written, else all rows or none. */
export async function importChips({ seasonId, file, dryRun }: { seasonId: number; file: string; dryRun: boolean }) {
  return unwrap(await api.POST('/api/res/v1/seasons/{id}/chips/import', { params: { path: { id: seasonId }, query: { dry_run: dryRun } }, body: { file } }));
}

export function useImportChips(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importChips, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['season-stock', seasonId] }) });
}
