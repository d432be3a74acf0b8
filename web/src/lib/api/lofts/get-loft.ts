import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { loftKeys } from './keys';

/** GET /api/public/lofts/{id}: the loft with addresses, seasons, images, package switches and display-field switches. */
export async function getLoft(id: number) {
  return unwrap(await api.GET('/api/public/lofts/{id}', { params: { path: { id } } }));
}

export const getLoftQueryOptions = (id: number) => queryOptions({ queryKey: loftKeys.detail(id), queryFn: () => getLoft(id) });

/** The loft; the route loader has fetched it already. */
export function useLoft(id: number) {
  return useSuspenseQuery(getLoftQueryOptions(id)).data;
}
