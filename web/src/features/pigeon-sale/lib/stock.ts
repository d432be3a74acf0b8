import type { SaleOrder, StockBird } from '../api/get-sale-desk';

type OrderStatus = SaleOrder['latest_order_status']['order_status_type'];

/** The statuses of a paid order: its birds are sold (they go to the buyer's team). */
const PAID: readonly string[] = ['paid_online', 'paid_manually'] satisfies OrderStatus[];

/** Where a bird of the stock stands: free to buy, held by an unpaid order, or sold by a paid one. */
export type StockState = { kind: 'available' } | { kind: 'held' | 'sold'; buyer: string; reference: string; orderId: number };

export function stockState(bird: StockBird): StockState {
  const h = bird.hold;
  if (!h) return { kind: 'available' };
  return { kind: PAID.includes(h.status) ? 'sold' : 'held', buyer: h.buyer, reference: h.reference, orderId: h.order_id };
}

/** How many birds of the stock are available, held and sold. */
export function stockCounts(stock: StockBird[]): Record<StockState['kind'], number> {
  const out = { available: 0, held: 0, sold: 0 };
  for (const b of stock) out[stockState(b).kind]++;
  return out;
}

/**
 * The birds an order buys, as their rings: a position names its bird by id, read in the stock; one the stock no
 * longer lists is named as the position is (the product and the ring).
 */
export function orderBirds(order: SaleOrder, stock: StockBird[]): string[] {
  const rings = new Map(stock.map((b) => [b.pigeon.id, b.pigeon.ring]));
  return (order.order_positions ?? []).map((p) => (p.pigeon_id != null ? rings.get(p.pigeon_id) : undefined) ?? p.name);
}

/** One status change of a sale order, for the sale's history. */
export type SaleEvent = { id: number; at: string; status: OrderStatus; order: SaleOrder; birds: string[] };

/** Every status change of the sale orders in one list, newest first (equal times: the later recorded first). */
export function saleHistory(orders: SaleOrder[], stock: StockBird[]): SaleEvent[] {
  const events = orders.flatMap((order) => {
    const birds = orderBirds(order, stock);
    return (order.history ?? [order.latest_order_status]).map((h) => ({ id: h.id, at: h.created_at, status: h.order_status_type, order, birds }));
  });
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
}
