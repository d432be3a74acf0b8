import type { Schema } from '@/lib/api/types';

type Order = Pick<Schema<'Order'>, 'order_positions'>;

/**
 * What an order of single birds buys (SPEC §3 product categories 2, 3 and 4): the activation of each bird for the
 * final flight or as a reserve, or each bird from the loft's stock (the pigeon sale).
 */
export type OrderKind = 'final_flight_activation' | 'reserve_activation' | 'sale';

const KIND_OF_CATEGORY: Record<number, OrderKind> = { 2: 'final_flight_activation', 3: 'reserve_activation', 4: 'sale' };

/**
 * The kind of an order of single birds, or null for a registration: such an order holds only positions of one kind,
 * one per bird, and has no address, places or transport of its own.
 */
export function orderKind(order: Order): OrderKind | null {
  const positions = order.order_positions ?? [];
  if (positions.length === 0) return null;
  const kinds = positions.map((p) => KIND_OF_CATEGORY[p.product_category_id]);
  return kinds.every((k) => k != null && k === kinds[0]) ? kinds[0]! : null;
}

/** The i18n key of a kind's name: the due date category it is ordered in. */
export function orderKindLabel(kind: OrderKind): string {
  return `orders.dueDates.category.${kind === 'sale' ? 'pigeon_sale' : kind}`;
}
