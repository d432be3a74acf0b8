import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { auctionDeskKeys } from './keys';

export type AuctionLot = Schema<'AuctionLot'>;
export type AuctionLotInput = Schema<'AuctionLotInput'>;

/** GET /api/public/lofts/{id}/auctions: the loft's lots; its staff also get drafts, cancelled lots and reserves. */
export async function getLoftLots(loftId: number) {
  return (unwrap(await api.GET('/api/public/lofts/{id}/auctions', { params: { path: { id: loftId } } })) ?? []) as AuctionLot[];
}

export const getLoftLotsQueryOptions = (loftId: number) => queryOptions({ queryKey: auctionDeskKeys.lots(loftId), queryFn: () => getLoftLots(loftId) });

export function useLoftLots(loftId: number) {
  return useQuery({ ...getLoftLotsQueryOptions(loftId), meta: { toast: true } });
}
