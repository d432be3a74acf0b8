import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

/** GET a lot's bid log as CSV, once bidding has ended (fetched with the token: a bidder's own maximums are in it). */
export async function downloadBidLog(lotId: number) {
  const result = await api.GET('/api/public/auctions/{id}/bids.csv', { params: { path: { id: lotId } }, parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !result.data) throw new ApiError(result.response.status, result.error);
  return { blob: result.data, fileName: `auction-${lotId}-bids.csv` };
}

export function useDownloadBidLog() {
  return useMutation({ mutationFn: downloadBidLog, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}
