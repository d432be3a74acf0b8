import type { Schema } from '@/lib/api/types';

type Order = Pick<Schema<'Order'>, 'order_positions'>;

/** An activation product's kind (SPEC §3 product categories 2 and 3). */
export type ActivationKind = 'final_flight_activation' | 'reserve_activation';

const KIND_OF_CATEGORY: Record<number, ActivationKind> = { 2: 'final_flight_activation', 3: 'reserve_activation' };

/**
 * The kind of activation an order buys, or null for a registration: an activation order holds only
 * activation positions, one per bird, and has no address, places or transport of its own.
 */
export function activationKind(order: Order): ActivationKind | null {
  const positions = order.order_positions ?? [];
  if (positions.length === 0) return null;
  const kinds = positions.map((p) => KIND_OF_CATEGORY[p.product_category_id]);
  return kinds.every((k) => k != null && k === kinds[0]) ? kinds[0]! : null;
}
