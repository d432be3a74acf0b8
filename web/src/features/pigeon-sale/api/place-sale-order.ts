import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';
import type { Schema } from '@/lib/api/types';
import { pigeonSaleKeys } from './keys';

/** POST /api/custom/v1/user/sale-orders: quantity birds of a sale product from the stock seen at version; an owed order (201). */
export async function placeSaleOrder(body: Schema<'SaleOrderInput'>) {
  return unwrap(await api.POST('/api/custom/v1/user/sale-orders', { body }));
}

/** Buys birds; the buyer's orders and the season's offer (its stock moved) are read again, whatever the answer. */
export function usePlaceSaleOrder(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeSaleOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pigeonSaleKeys.offers(seasonId) }),
  });
}
