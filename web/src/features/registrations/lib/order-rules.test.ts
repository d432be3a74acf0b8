import { describe, expect, it } from 'vitest';
import { lastAddress, nextStep, orderTotal, placesCount, type OrderStatus, type Product } from './order-rules';

const product = (id: number, amount: number, active: number, reserve: number, max: number | null = null): Product => ({
  id,
  season_id: 4,
  product_category_id: 1,
  catalog_category_id: null,
  category: 'entry_fee',
  name: `p${id}`,
  pigeons_active: active,
  pigeons_reserve: reserve,
  amount,
  currency: 'EUR',
  max_quantity: max,
});

const products = [product(1, 25000, 1, 0), product(2, 40000, 1, 1), product(3, 115000, 5, 2, 2)];

describe('orderTotal', () => {
  it('OK: sums amount times quantity in cents', () => {
    expect(orderTotal(products, { 1: 3, 2: 1 })).toBe(115000);
  });
  it('Empty: nothing chosen costs nothing', () => {
    expect(orderTotal(products, {})).toBe(0);
  });
  it('Unknown products are ignored', () => {
    expect(orderTotal(products, { 99: 5, 3: 2 })).toBe(230000);
  });
});

describe('placesCount', () => {
  it('OK: active and reserve places of the chosen products', () => {
    expect(placesCount(products, { 1: 3, 2: 1, 3: 1 })).toEqual({ active: 9, reserve: 3, total: 12 });
  });
  it('Zero quantities count nothing', () => {
    expect(placesCount(products, { 1: 0 })).toEqual({ active: 0, reserve: 0, total: 0 });
  });
});

describe('nextStep', () => {
  const cases: [OrderStatus, ReturnType<typeof nextStep>][] = [
    ['pending', 'waitConfirmation'],
    ['confirmed', 'pay'],
    ['payment_revoked', 'pay'],
    ['paid_online', 'download'],
    ['paid_manually', 'download'],
    ['cancelled', 'registerAgain'],
    ['cancelled_unpaid', 'registerAgain'],
    ['rejected', 'none'],
  ];
  for (const [status, want] of cases) {
    it(`${status} → ${want}`, () => expect(nextStep(status)).toBe(want));
  }
});

describe('lastAddress', () => {
  const profile = { city: 'Bonn', street: 'Profilweg 1', zipcode: '53111' };
  const fee = [{ id: 1, product_id: 1, product_category_id: 1, name: '1 + 1', quantity: 1, amount: 1, pigeons_active: 1, pigeons_reserve: 1 }];
  const activation = [{ ...fee[0]!, product_category_id: 3 }];
  it('takes the newest registration, not the profile', () => {
    const orders = [
      { city: 'Köln', street: 'Domstraße 1', zipcode: '50667', order_positions: fee },
      { city: 'Aachen', street: 'Alt 2', zipcode: '52062', order_positions: fee },
    ];
    expect(lastAddress(orders, profile)).toEqual({ city: 'Köln', street: 'Domstraße 1', zipcode: '50667' });
  });
  it('skips an activation, which has no address of its own', () => {
    const orders = [
      { city: '–', street: '–', zipcode: '–', order_positions: activation },
      { city: 'Aachen', street: 'Alt 2', zipcode: '52062', order_positions: fee },
    ];
    expect(lastAddress(orders, profile).city).toBe('Aachen');
  });
  it('falls back to the profile on a first registration', () => {
    expect(lastAddress([], profile)).toEqual(profile);
  });
});
