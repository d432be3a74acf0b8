import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { useAuth } from '@/lib/auth';
import { pigeonSaleKeys } from './keys';

export type SaleOffer = Schema<'SaleOffer'>;

/** GET /api/public/seasons/{id}/sale: the sale products, the birds available and their version; the signed-in buyer's birds so far. */
export async function getSaleOffer(seasonId: number) {
  return unwrap(await api.GET('/api/public/seasons/{id}/sale', { params: { path: { id: seasonId } } }));
}

/** The offer as userId (0: a visitor) sees it: it counts their birds. */
export const getSaleOfferQueryOptions = (seasonId: number, userId: number) =>
  queryOptions({ queryKey: pigeonSaleKeys.offer(seasonId, userId), queryFn: () => getSaleOffer(seasonId) });

/** The season's offer for the viewer, once the session is restored (before, the buyer's count would be a visitor's). */
export function useSaleOffer(seasonId: number) {
  const { status, user } = useAuth();
  return useQuery({ ...getSaleOfferQueryOptions(seasonId, user?.id ?? 0), enabled: status !== 'loading', meta: { toast: true } });
}
