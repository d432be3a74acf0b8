import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flightKeys } from '@/lib/api/flights/keys';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type BasketRow = Schema<'BasketRow'>;

/** POST /api/res/v1/flights/{id}/basket/scan: the bird with the chip goes into the basket, or is refused with its reason. */
export async function scanChip({ flightId, chip }: { flightId: number; chip: string }) {
  return unwrap(await api.POST('/api/res/v1/flights/{id}/basket/scan', { params: { path: { id: flightId } }, body: { chip_ring: chip } }));
}

/** POST /api/res/v1/flights/{id}/basket/import: every row's outcome; with dryRun nothing is written, else all rows or none. */
export async function importBasket({ flightId, file, dryRun }: { flightId: number; file: string; dryRun: boolean }) {
  return unwrap(await api.POST('/api/res/v1/flights/{id}/basket/import', { params: { path: { id: flightId }, query: { dry_run: dryRun } }, body: { file } }));
}

/** POST /api/res/v1/flights/{id}/basket/active: every active bird not in the basket yet; with dryRun only the plan. */
export async function basketActive({ flightId, dryRun }: { flightId: number; dryRun: boolean }) {
  return unwrap(await api.POST('/api/res/v1/flights/{id}/basket/active', { params: { path: { id: flightId }, query: { dry_run: dryRun } } }));
}

/** DELETE /api/res/v1/flights/{id}/basketings/{pigeonId}: the bird comes out of the basket. */
export async function unbasket({ flightId, pigeonId }: { flightId: number; pigeonId: number }) {
  unwrap(await api.DELETE('/api/res/v1/flights/{id}/basketings/{pigeonId}', { params: { path: { id: flightId, pigeonId } } }));
}

/** A basketing change: the list and the flight's count are fetched again (other staff see it through the live channel). */
function useBasketMutation<I extends { flightId: number }, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_, { flightId }) => {
      void queryClient.invalidateQueries({ queryKey: flightKeys.basketings(flightId) });
      void queryClient.invalidateQueries({ queryKey: flightKeys.detail(flightId) });
    },
  });
}

export const useScanChip = () => useBasketMutation(scanChip);
export const useImportBasket = () => useBasketMutation(importBasket);
export const useBasketActive = () => useBasketMutation(basketActive);
export const useUnbasket = () => useBasketMutation(unbasket);
