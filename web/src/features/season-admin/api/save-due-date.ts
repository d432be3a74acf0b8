import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { dueDateKeys } from '@/lib/api/due-dates/keys';

export type DueDateInput = Schema<'DueDateInput'>;

/** POST /api/res/v1/due-dates or PUT /api/res/v1/due-dates/{id} (header SeasonId); checked against SPEC §5. */
export async function saveDueDate({ seasonId, id, body }: { seasonId: number; id: number | null; body: DueDateInput }) {
  const header = { SeasonId: seasonId };
  if (id == null) return unwrap(await api.POST('/api/res/v1/due-dates', { params: { header }, body }));
  return unwrap(await api.PUT('/api/res/v1/due-dates/{id}', { params: { path: { id }, header }, body }));
}

export function useSaveDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDueDate,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: dueDateKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin-seasons'] })]),
  });
}
