import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { flightKeys } from '@/lib/api/flights/keys';
import type { PrizeTable } from '../lib/prize-draft';
import { flightAdminKeys } from './keys';

/** PUT /api/res/v1/flights/{id}/prize-table (a table) or DELETE it (null): recorded in the flight's history. */
export async function savePrizeTable({ id, table }: { id: number; table: PrizeTable | null }) {
  if (table == null) return unwrap(await api.DELETE('/api/res/v1/flights/{id}/prize-table', { params: { path: { id } } }));
  return unwrap(await api.PUT('/api/res/v1/flights/{id}/prize-table', { params: { path: { id } }, body: table }));
}

/** Saves a race's prize money; the staff list, the flight's history and its public views are read again. */
export function useSavePrizeTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrizeTable,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: flightAdminKeys.all }), queryClient.invalidateQueries({ queryKey: flightKeys.all })]),
  });
}
