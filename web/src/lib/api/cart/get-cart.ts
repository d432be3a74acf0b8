import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { cartKeys } from './keys';

export type Cart = Schema<'Cart'>;
export type CartSeller = Schema<'CartSeller'>;
export type CartLine = Schema<'CartLine'>;

/** GET /api/cart: the signed-in user's cart, one part per seller (`key` is the loft id or "service"), priced now. */
export async function getCart() {
  return unwrap(await api.GET('/api/cart'));
}

export const getCartQueryOptions = () => queryOptions({ queryKey: cartKeys.cart(), queryFn: getCart });

/** The cart while signed in (the badge asks on focus; /cart and /checkout read the same query). */
export function useCart(enabled = true) {
  return useQuery({ ...getCartQueryOptions(), enabled, refetchOnWindowFocus: true });
}
