import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Cart } from '@/lib/api/cart/get-cart';
import { cartKeys } from '@/lib/api/cart/keys';

/** POST /api/cart/lines: adds to the line of the same product (and gift-card amount); answers the whole cart. */
export async function addCartLine(body: { product_id: number; quantity: number; gift_card_amount?: number }) {
  return unwrap(await api.POST('/api/cart/lines', { body }));
}

/** PATCH /api/cart/lines/{id}: a line's new quantity; answers the whole cart. */
export async function setCartLine({ id, quantity }: { id: number; quantity: number }) {
  return unwrap(await api.PATCH('/api/cart/lines/{id}', { params: { path: { id } }, body: { quantity } }));
}

/** DELETE /api/cart/lines/{id}. */
export async function removeCartLine(id: number) {
  unwrap(await api.DELETE('/api/cart/lines/{id}', { params: { path: { id } } }));
}

/** The cart's mutations put the cart they answer in the cache at once (the badge follows); a removal asks again. */
function useCartMutation<V>(fn: (v: V) => Promise<Cart | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (cart) => (cart ? queryClient.setQueryData(cartKeys.cart(), cart) : queryClient.invalidateQueries({ queryKey: cartKeys.all })),
  });
}

export const useAddCartLine = () => useCartMutation(addCartLine);
export const useSetCartLine = () => useCartMutation(setCartLine);
export const useRemoveCartLine = () => useCartMutation(removeCartLine);
