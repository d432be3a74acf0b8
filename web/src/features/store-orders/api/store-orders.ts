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
  seller: (seller: number | 'service', status: string) => ['store-orders', 'seller', seller, status] as const,
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

/** A seller's orders for its staff: a loft's, or the service's (loftId null, admins). */
export const sellerStoreOrdersQuery = (loftId: number | null, status: string) =>
  queryOptions({
    queryKey: storeOrderKeys.seller(loftId ?? 'service', status),
    queryFn: async () => {
      const query = status ? { status: status as StoreOrder['status']['order_status_type'] } : {};
      const res =
        loftId == null
          ? await api.GET('/api/custom/v1/admin/store/orders', { params: { query } })
          : await api.GET('/api/custom/v1/merchant/lofts/{id}/store/orders', { params: { path: { id: loftId }, query } });
      return unwrap(res).orders;
    },
  });

/** POST /api/custom/v1/user/gift-cards/lookup: what a code has left; every look-up counts against the caller's tries. */
export function useGiftCardBalance() {
  return useMutation({
    mutationFn: async (code: string) => unwrap(await api.POST('/api/custom/v1/user/gift-cards/lookup', { body: { code } })),
  });
}

export function useMyStoreOrders() {
  return useQuery({ ...myStoreOrdersQuery(), meta: { toast: true } });
}

export function useMyMemberships() {
  return useQuery({ ...myMembershipsQuery(), meta: { toast: true } });
}

export function useStoreOrder(id: number) {
  return useQuery({ ...storeOrderQuery(id), meta: { toast: true } });
}

export function useSellerStoreOrders(loftId: number | null, status: string) {
  return useQuery({ ...sellerStoreOrdersQuery(loftId, status), meta: { toast: true } });
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
