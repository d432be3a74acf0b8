import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { pigeonSaleKeys } from './keys';

export type SaleSettings = Schema<'SaleSettings'>;

/** PUT /api/custom/v1/merchant/seasons/{id}/sale/settings: the inventory flight (a training flight) and Max sales per buyer (null: none). */
export async function saveSaleSettings({ seasonId, body }: { seasonId: number; body: SaleSettings }) {
  return unwrap(await api.PUT('/api/custom/v1/merchant/seasons/{id}/sale/settings', { params: { path: { id: seasonId } }, body }));
}

/** Saves the settings; the desk and the offer are read again (another flight counts another stock). */
export function useSaveSaleSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSaleSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: pigeonSaleKeys.all }) });
}
