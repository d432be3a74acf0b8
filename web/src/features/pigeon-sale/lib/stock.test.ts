import { describe, expect, it } from 'vitest';
import type { SaleOrder, StockBird } from '../api/get-sale-desk';
import { orderBirds, saleHistory, stockCounts, stockState } from './stock';

const bird = (id: number, ring: string, hold?: StockBird['hold']): StockBird => ({
  pigeon: { id, ring, name: '', color: '', sex: 'hen', season_id: 2, team_id: 5 },
  chip_ring: '',
  ...(hold ? { hold } : {}),
});
const hold = (status: string): StockBird['hold'] => ({ order_id: 9, reference: 'S-9', status, buyer: 'Anna Berg' });

const entry = (id: number, status: SaleOrder['latest_order_status']['order_status_type'], at: string) => ({ id, order_status_type: status, created_at: at });
const order = (id: number, pigeonIds: number[], history: ReturnType<typeof entry>[]): SaleOrder =>
  ({
    id,
    reference: `S-${id}`,
    history,
    latest_order_status: history[0],
    order_positions: pigeonIds.map((p, i) => ({ id: id * 10 + i, pigeon_id: p, name: `Youngster RING-${p}`, amount: 25000, quantity: 1 })),
  }) as unknown as SaleOrder;

describe('stockState', () => {
  it('reads no hold as available, an unpaid order as held and a paid one as sold', () => {
    expect(stockState(bird(1, 'A'))).toEqual({ kind: 'available' });
    expect(stockState(bird(1, 'A', hold('confirmed')))).toEqual({ kind: 'held', buyer: 'Anna Berg', reference: 'S-9', orderId: 9 });
    expect(stockState(bird(1, 'A', hold('payment_revoked'))).kind).toBe('held');
    expect(stockState(bird(1, 'A', hold('paid_manually'))).kind).toBe('sold');
    expect(stockState(bird(1, 'A', hold('paid_online'))).kind).toBe('sold');
    expect(stockCounts([bird(1, 'A'), bird(2, 'B', hold('confirmed')), bird(3, 'C'), bird(4, 'D', hold('paid_online'))])).toEqual({ available: 2, held: 1, sold: 1 });
  });
});

describe('saleHistory', () => {
  it('names the birds by ring, or as the position does when the stock lost them', () => {
    expect(orderBirds(order(1, [1, 7], []), [bird(1, 'DE-1')])).toEqual(['DE-1', 'Youngster RING-7']);
  });

  it('flattens every order’s changes, newest first', () => {
    const a = order(1, [1], [entry(12, 'confirmed', '2026-11-02T10:00:00Z'), entry(11, 'pending', '2026-11-02T10:00:00Z')]);
    const b = order(2, [2], [entry(23, 'paid_manually', '2026-11-03T08:00:00Z'), entry(21, 'confirmed', '2026-11-01T09:00:00Z')]);
    const events = saleHistory([b, a], [bird(1, 'DE-1'), bird(2, 'DE-2')]);
    expect(events.map((e) => `${e.order.reference} ${e.status} ${e.birds.join()}`)).toEqual([
      'S-2 paid_manually DE-2',
      'S-1 confirmed DE-1',
      'S-1 pending DE-1',
      'S-2 confirmed DE-2',
    ]);
    expect(saleHistory([], [])).toEqual([]);
  });
});
