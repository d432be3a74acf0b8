import { describe, expect, it } from 'vitest';
import { activationKind } from './order-kind';

const pos = (product_category_id: number) => ({ id: 1, product_id: 1, product_category_id, name: 'x', quantity: 1, amount: 100, pigeons_active: 0, pigeons_reserve: 0 });

describe('activationKind', () => {
  it.each([
    ['a registration', [pos(1)], null],
    ['a reserve activation', [pos(3), pos(3)], 'reserve_activation'],
    ['a final-flight activation', [pos(2)], 'final_flight_activation'],
    ['a mixed order', [pos(2), pos(1)], null],
    ['an empty order', [], null],
  ])('reads %s', (_, positions, want) => {
    expect(activationKind({ order_positions: positions })).toBe(want);
  });
});
