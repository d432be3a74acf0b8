import { describe, expect, it } from 'vitest';
import { orderKind, orderKindLabel } from './order-kind';

const pos = (product_category_id: number) => ({ id: 1, product_id: 1, product_category_id, name: 'x', quantity: 1, amount: 100, pigeons_active: 0, pigeons_reserve: 0 });

describe('orderKind', () => {
  it.each([
    ['a registration', [pos(1)], null],
    ['a reserve activation', [pos(3), pos(3)], 'reserve_activation'],
    ['a final-flight activation', [pos(2)], 'final_flight_activation'],
    ['birds of the pigeon sale', [pos(4), pos(4)], 'sale'],
    ['a mixed order', [pos(2), pos(1)], null],
    ['an empty order', [], null],
  ])('reads %s', (_, positions, want) => {
    expect(orderKind({ order_positions: positions })).toBe(want);
  });

  it('names a kind by the due date it is ordered in', () => {
    expect(orderKindLabel('sale')).toBe('orders.dueDates.category.pigeon_sale');
    expect(orderKindLabel('reserve_activation')).toBe('orders.dueDates.category.reserve_activation');
  });
});
