import type { Schema } from '@/lib/api/types';

export type OrderStatus = Schema<'OrderStatusEntry'>['order_status_type'];
export type StaffStatus = Schema<'StatusInput'>['status'];
export type PayMethod = NonNullable<Schema<'StatusInput'>['method']>;

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'rejected', 'cancelled', 'cancelled_unpaid', 'paid_online', 'paid_manually', 'payment_revoked'];
export const PAY_METHODS: PayMethod[] = ['bank_transfer', 'cash', 'manual'];

const STAFF_STATUSES: readonly OrderStatus[] = ['confirmed', 'rejected', 'cancelled', 'paid_manually', 'payment_revoked'] satisfies StaffStatus[];

/**
 * The buttons for an order: of the statuses the server says the caller may set next (the lifecycle of
 * SPEC §4 for their role lives in the server), those staff set by hand.
 */
export function staffActions(next: readonly OrderStatus[]): StaffStatus[] {
  return next.filter((s): s is StaffStatus => STAFF_STATUSES.includes(s));
}
