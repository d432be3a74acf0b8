import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { pigeonSaleKeys } from './keys';

export type SaleDesk = Schema<'SaleDesk'>;
export type StockBird = Schema<'StockBird'>;
export type SaleOrder = Schema<'Order'>;

/** GET /api/custom/v1/merchant/seasons/{id}/sale: the settings, training flights, stock with holds, and the sale orders with their history. */
export async function getSaleDesk(seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/merchant/seasons/{id}/sale', { params: { path: { id: seasonId } } }));
}

export const getSaleDeskQueryOptions = (seasonId: number) => queryOptions({ queryKey: pigeonSaleKeys.desk(seasonId), queryFn: () => getSaleDesk(seasonId) });

export function useSaleDesk(seasonId: number) {
  return useQuery({ ...getSaleDeskQueryOptions(seasonId), meta: { toast: true } });
}
