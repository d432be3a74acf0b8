import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { dueDateKeys } from '@/lib/api/due-dates/keys';

/** DELETE /api/res/v1/due-dates/{id} (header SeasonId). */
export async function deleteDueDate({ seasonId, id }: { seasonId: number; id: number }) {
  unwrap(await api.DELETE('/api/res/v1/due-dates/{id}', { params: { path: { id }, header: { SeasonId: seasonId } } }));
}

export function useDeleteDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDueDate,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: dueDateKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin-seasons'] })]),
  });
}
