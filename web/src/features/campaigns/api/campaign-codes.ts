import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';
import { campaignKeys } from './keys';

/** POST /api/custom/v1/merchant/campaigns/{id}/coupons: count (1–1000) new single-use coupons. */
export async function generateCoupons({ id, count }: { id: number; count: number }) {
  return unwrap(await api.POST('/api/custom/v1/merchant/campaigns/{id}/coupons', { params: { path: { id } }, body: { count } }));
}

export function useGenerateCoupons() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateCoupons, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}

/** PUT /api/custom/v1/merchant/campaigns/{id}/promo-code: the shared code ('' removes it). */
export async function setPromoCode({ id, code }: { id: number; code: string }) {
  return unwrap(await api.PUT('/api/custom/v1/merchant/campaigns/{id}/promo-code', { params: { path: { id } }, body: { code } }));
}

export function useSetPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPromoCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}

/** GET /api/custom/v1/merchant/campaigns/{id}/coupons.csv: the coupons with whether and when each was used (fetched with the token). */
export async function downloadCoupons(id: number) {
  const result = await api.GET('/api/custom/v1/merchant/campaigns/{id}/coupons.csv', { params: { path: { id } }, parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) throw new ApiError(result.response.status, result.error);
  return { blob: result.data, fileName: `campaign-${id}-coupons.csv` };
}

export function useDownloadCoupons() {
  return useMutation({ mutationFn: downloadCoupons, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}
