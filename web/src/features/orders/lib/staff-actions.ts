import type { components } from '@/lib/api/schema';

export type OrderStatus = components['schemas']['OrderStatusEntry']['order_status_type'];
export type StaffStatus = components['schemas']['StatusInput']['status'];
export type PayMethod = NonNullable<components['schemas']['StatusInput']['method']>;

export const ORDER_STATUSES: OrderStatus[] = [
  'pending', 'confirmed', 'rejected', 'cancelled', 'cancelled_unpaid', 'paid_online', 'paid_manually', 'payment_revoked',
];
export const PAY_METHODS: PayMethod[] = ['bank_transfer', 'cash', 'manual'];

/**
 * What staff may do next with an order (SPEC §4): merchants confirm, reject, cancel, set paid, revoke;
 * agents only set paid. The server checks again.
 */
export function staffActions(status: OrderStatus, role: 'merchant' | 'agent'): StaffStatus[] {
  const merchant: Partial<Record<OrderStatus, StaffStatus[]>> = {
    pending: ['confirmed', 'rejected', 'cancelled'],
    confirmed: ['paid_manually', 'cancelled'],
    paid_online: ['payment_revoked'],
    paid_manually: ['payment_revoked'],
    payment_revoked: ['paid_manually', 'cancelled'],
  };
  const actions = merchant[status] ?? [];
  return role === 'merchant' ? actions : actions.filter((a) => a === 'paid_manually');
}

/** Cents from a money text in either formatting ("1.234,50", "1234.5", "250"); NaN when not a number. */
export function parseCents(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d+([.,]\d{3})*([.,]\d{1,2})?$/.test(t)) return NaN;
  const m = /[.,](\d{1,2})$/.exec(t);
  const whole = (m ? t.slice(0, -m[0].length) : t).replace(/[.,]/g, '');
  const frac = m ? m[1]!.padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(frac);
}
