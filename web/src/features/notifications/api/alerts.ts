import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { noticeKeys } from '@/lib/api/notifications/keys';

const key = noticeKeys.alerts();

/** GET /api/custom/v1/user/pigeon-alerts: the pigeons and seasons the user is told about when their birds are home. */
export function usePigeonAlerts(enabled = true) {
  return useQuery({ queryKey: key, queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/pigeon-alerts')), enabled });
}

/** PUT …/pigeons/{id}/alert or …/seasons/{id}/alert. */
export function useSetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, on }: { kind: 'pigeon' | 'season'; id: number; on: boolean }) => {
      const params = { path: { id } };
      if (kind === 'pigeon') unwrap(await api.PUT('/api/custom/v1/user/pigeons/{id}/alert', { params, body: { on } }));
      else unwrap(await api.PUT('/api/custom/v1/user/seasons/{id}/alert', { params, body: { on } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
