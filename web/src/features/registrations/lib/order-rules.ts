import type { Schema } from '@/lib/api/types';

export type Order = Schema<'Order'>;
export type OrderStatus = Schema<'OrderStatusEntry'>['order_status_type'];
export type Product = Schema<'Product'>;

/** Chosen quantity per product id. */
export type Quantities = Record<number, number>;

/** The price of the chosen products in cents (the server prices the order again; this is the preview). */
export function orderTotal(products: Product[], quantities: Quantities): number {
  return products.reduce((sum, p) => sum + p.amount * (quantities[p.id] ?? 0), 0);
}

/** Places bought: active and reserve pigeons of the chosen products. */
export function placesCount(products: Product[], quantities: Quantities): { active: number; reserve: number; total: number } {
  let active = 0;
  let reserve = 0;
  for (const p of products) {
    const q = quantities[p.id] ?? 0;
    active += p.pigeons_active * q;
    reserve += p.pigeons_reserve * q;
  }
  return { active, reserve, total: active + reserve };
}

/** The largest quantity allowed for a product; `max_quantity` null means unlimited (SPEC §5). */
export function maxQuantity(product: Product): number | undefined {
  return product.max_quantity ?? undefined;
}

/** What the customer does next with an order in `status`. */
export type NextStep = 'waitConfirmation' | 'pay' | 'download' | 'registerAgain' | 'none';

export function nextStep(status: OrderStatus): NextStep {
  switch (status) {
    case 'pending':
      return 'waitConfirmation';
    case 'confirmed':
    case 'payment_revoked':
      return 'pay';
    case 'paid_online':
    case 'paid_manually':
      return 'download';
    case 'cancelled':
    case 'cancelled_unpaid':
      return 'registerAgain';
    default:
      return 'none';
  }
}

/** A postal address as a registration takes it. */
export type Address = { city: string; street: string; zipcode: string };

/**
 * The address a new registration starts with: the one the customer gave on their newest registration (orders come
 * newest first), else the profile's. Activations are left out: they carry no address of their own.
 */
export function lastAddress(orders: readonly Pick<Order, 'city' | 'street' | 'zipcode' | 'order_positions'>[], profile: Address): Address {
  const last = orders.find((o) => (o.order_positions ?? []).some((p) => p.product_category_id === 1) && o.street.trim() !== '' && o.street !== '–');
  return last ? { city: last.city, street: last.street, zipcode: last.zipcode } : profile;
}
