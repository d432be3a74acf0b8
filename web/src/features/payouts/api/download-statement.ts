import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

/** Whose statement: mine, or a fancier's for the loft's staff. */
export type StatementOf = { seasonId: number; userId: number | null; format: 'csv' | 'pdf'; lang: string };

/** The statement as CSV or PDF (fetched with the token, saved as a file). */
export async function downloadStatement({ seasonId, userId, format, lang }: StatementOf) {
  const query = { lang };
  const result =
    userId == null
      ? format === 'csv'
        ? await api.GET('/api/custom/v1/user/seasons/{id}/payout.csv', { params: { path: { id: seasonId } }, parseAs: 'blob' })
        : await api.GET('/api/custom/v1/user/seasons/{id}/payout.pdf', { params: { path: { id: seasonId }, query }, parseAs: 'blob' })
      : format === 'csv'
        ? await api.GET('/api/custom/v1/merchant/seasons/{id}/payouts/{userId}/statement.csv', { params: { path: { id: seasonId, userId } }, parseAs: 'blob' })
        : await api.GET('/api/custom/v1/merchant/seasons/{id}/payouts/{userId}/statement.pdf', {
            params: { path: { id: seasonId, userId }, query },
            parseAs: 'blob',
          });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) throw new ApiError(result.response.status, result.error);
  const disposition = result.response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `payout-${seasonId}.${format}`;
  return { blob: result.data, fileName };
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}
