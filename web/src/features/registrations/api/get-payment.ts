import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';
import type { Schema } from '@/lib/api/types';

export type Payment = Schema<'PaymentInfo'>;

/** GET /api/custom/v1/user/orders/{id}/payment: whether and how the order can be paid. */
export async function getPayment(id: number) {
  return unwrap(await api.GET('/api/custom/v1/user/orders/{id}/payment', { params: { path: { id } } }));
}

export const getPaymentQueryOptions = (id: number) => queryOptions({ queryKey: orderKeys.payment(id), queryFn: () => getPayment(id) });

export function usePayment(id: number) {
  return useQuery({ ...getPaymentQueryOptions(id), meta: { toast: true } });
}
