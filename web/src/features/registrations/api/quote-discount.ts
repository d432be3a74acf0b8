import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type DiscountQuote = Schema<'DiscountQuote'>;

/** POST /api/custom/v1/user/seasons/{id}/discount: what a code takes off the registration about to be placed; nothing is stored. */
export async function quoteDiscount({ seasonId, body }: { seasonId: number; body: Schema<'DiscountQuoteInput'> }) {
  return unwrap(await api.POST('/api/custom/v1/user/seasons/{id}/discount', { params: { path: { id: seasonId } }, body }));
}

export function useQuoteDiscount() {
  return useMutation({ mutationFn: quoteDiscount });
}
