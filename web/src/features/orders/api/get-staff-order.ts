import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/user/orders/{id}: the order with its positions and history (staff of the loft may read it). */
export async function getStaffOrder(id: number) {
  return unwrap(await api.GET('/api/custom/v1/user/orders/{id}', { params: { path: { id } } }));
}

export function useStaffOrder(id: number, enabled: boolean) {
  return useQuery({ queryKey: ['staff-orders', 'detail', id], queryFn: () => getStaffOrder(id), enabled, meta: { toast: true } });
}
