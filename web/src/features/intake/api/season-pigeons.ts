import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/public/seasons/{id}/pigeons: a page of the season's pigeons with their latest statuses (notes for the loft's staff). */
export async function getSeasonPigeons({ seasonId, search, page, perPage }: { seasonId: number; search: string; page: number; perPage: number }) {
  return unwrap(await api.GET('/api/public/seasons/{id}/pigeons', { params: { path: { id: seasonId }, query: { search, page, per_page: perPage } } }));
}

export function useSeasonPigeons(args: { seasonId: number; search: string; page: number; perPage: number }) {
  return useQuery({ queryKey: ['intake-pigeons', args], queryFn: () => getSeasonPigeons(args), placeholderData: keepPreviousData, meta: { toast: true } });
}

/** POST /api/res/v1/seasons/{id}/pigeon-statuses: one status with a note for every chosen pigeon, all or none. */
export async function setStatuses({ seasonId, pigeonIds, type, note }: { seasonId: number; pigeonIds: number[]; type: number; note: string }) {
  return unwrap(
    await api.POST('/api/res/v1/seasons/{id}/pigeon-statuses', { params: { path: { id: seasonId } }, body: { pigeon_ids: pigeonIds, pigeon_status_type_id: type, note } }),
  );
}

export function useSetStatuses(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStatuses,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['intake-pigeons'] }), queryClient.invalidateQueries({ queryKey: ['season-stock', seasonId] })]),
  });
}
