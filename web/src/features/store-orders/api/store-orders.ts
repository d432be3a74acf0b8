import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';
import type { Schema } from '@/lib/api/types';

export type StoreOrder = Schema<'StoreOrder'>;
export type StoreOrderDetail = Schema<'StoreOrderDetail'>;
export type CheckoutBody = Schema<'CheckoutInput'>;

/** Query keys of store orders; every key starts with `storeOrderKeys.all`, so a change refreshes them all. */
export const storeOrderKeys = {
  all: ['store-orders'] as const,
  mine: () => ['store-orders', 'mine'] as const,
  memberships: () => ['store-orders', 'memberships'] as const,
  detail: (id: number) => ['store-orders', 'detail', id] as const,
  loft: (loftId: number, status: string) => ['store-orders', 'loft', loftId, status] as const,
};

export const myStoreOrdersQuery = () =>
  queryOptions({
    queryKey: storeOrderKeys.mine(),
    queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/store/orders')).orders,
  });

export const myMembershipsQuery = () =>
  queryOptions({
    queryKey: storeOrderKeys.memberships(),
    queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/store/memberships')).memberships,
  });

export const storeOrderQuery = (id: number) =>
  queryOptions({
    queryKey: storeOrderKeys.detail(id),
    queryFn: async () => unwrap(await api.GET('/api/custom/v1/user/store/orders/{id}', { params: { path: { id } } })),
  });

export const loftStoreOrdersQuery = (loftId: number, status: string) =>
  queryOptions({
    queryKey: storeOrderKeys.loft(loftId, status),
    queryFn: async () =>
      unwrap(
        await api.GET('/api/custom/v1/merchant/lofts/{id}/store/orders', {
          params: { path: { id: loftId }, query: status ? { status: status as StoreOrder['status']['order_status_type'] } : {} },
        }),
      ).orders,
  });

export function useMyStoreOrders() {
  return useQuery({ ...myStoreOrdersQuery(), meta: { toast: true } });
}

export function useMyMemberships() {
  return useQuery({ ...myMembershipsQuery(), meta: { toast: true } });
}

export function useStoreOrder(id: number) {
  return useQuery({ ...storeOrderQuery(id), meta: { toast: true } });
}

export function useLoftStoreOrders(loftId: number, status: string) {
  return useQuery({ ...loftStoreOrdersQuery(loftId, status), meta: { toast: true } });
}

/** POST /api/custom/v1/user/store/checkout: the seller's cart becomes an order. */
export function useCheckout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CheckoutBody) => unwrap(await api.POST('/api/custom/v1/user/store/checkout', { body })),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** PUT …/store/orders/{id}/status: cancel, record a payment or a refund. */
export function useSetStoreOrderStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schema<'StoreOrderStatusInput'>) => unwrap(await api.PUT('/api/custom/v1/user/store/orders/{id}/status', { params: { path: { id } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: storeOrderKeys.all }),
  });
}

/** POST …/store/orders/{id}/checkout: a card payment page; the browser goes to it. */
export function useStartStoreCardPayment() {
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.POST('/api/custom/v1/user/store/orders/{id}/checkout', { params: { path: { id } } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** GET …/store/orders/{id}/invoice.pdf or gift-cards.pdf, fetched with the bearer token and saved. */
export function useDownloadStoreDocument() {
  return useMutation({
    mutationFn: async ({ id, doc, lang }: { id: number; doc: 'invoice' | 'gift-cards'; lang: string }) => {
      const opts = { params: { path: { id }, query: { lang } }, parseAs: 'blob' } as const;
      const result =
        doc === 'invoice' ? await api.GET('/api/custom/v1/user/store/orders/{id}/invoice.pdf', opts) : await api.GET('/api/custom/v1/user/store/orders/{id}/gift-cards.pdf', opts);
      if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) {
        throw new ApiError(result.response.status, result.error);
      }
      return { blob: result.data, fileName: `${doc}-${id}.pdf` };
    },
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
