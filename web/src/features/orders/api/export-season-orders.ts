import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api/client';
import { saveBlob } from '@/lib/download';
import { filterParams, type OrderFilters } from './get-season-orders';

/** GET /api/custom/v1/merchant/seasons/{id}/orders.csv: the orders the filters select, as a spreadsheet (fetched with the token). */
export async function exportSeasonOrders({ seasonId, filters }: { seasonId: number; filters: OrderFilters }) {
  const result = await api.GET('/api/custom/v1/merchant/seasons/{id}/orders.csv', {
    params: { path: { id: seasonId }, query: filterParams(filters) },
    parseAs: 'blob',
  });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) throw new ApiError(result.response.status, result.error);
  return { blob: result.data, fileName: `season-${seasonId}-orders.csv` };
}

export function useExportSeasonOrders() {
  return useMutation({ mutationFn: exportSeasonOrders, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}
