import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';

/**
 * GET /api/custom/v1/user/orders/{id}/confirmation or, without id, the latest registration's
 * (SPEC §7 file download → blob): the PDF in the user's language, fetched with the bearer token.
 */
export async function getConfirmation({ id, lang }: { id: number | null; lang: string }): Promise<{ blob: Blob; fileName: string }> {
  const result =
    id == null
      ? await api.GET('/api/custom/v1/user/confirmation', { params: { query: { lang } }, parseAs: 'blob' })
      : await api.GET('/api/custom/v1/user/orders/{id}/confirmation', { params: { path: { id }, query: { lang } }, parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) {
    throw new ApiError(result.response.status, result.error);
  }
  const disposition = result.response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `confirmation-${id ?? 'latest'}.pdf`;
  return { blob: result.data, fileName };
}

export function useDownloadConfirmation() {
  return useMutation({
    mutationFn: getConfirmation,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
