import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { storeKeys } from '@/lib/api/cart/keys';

/** GET /api/store/lofts: lofts that show products. */
export async function getStoreLofts() {
  return unwrap(await api.GET('/api/store/lofts'));
}

export const getStoreLoftsQueryOptions = () => queryOptions({ queryKey: storeKeys.lofts(), queryFn: getStoreLofts });

export function useStoreLofts() {
  return useQuery({ ...getStoreLoftsQueryOptions(), meta: { toast: true } });
}
