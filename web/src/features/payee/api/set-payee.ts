import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { orderKeys } from '@/lib/api/orders/keys';
import { payeeKeys } from '@/lib/api/payees/keys';
import type { PayeeInput, PayeeScope } from './get-payee';

/** PUT /api/custom/v1/merchant/{lofts|seasons}/{id}/payee; every field empty removes it. */
export async function setPayee({ scope, body }: { scope: PayeeScope; body: PayeeInput }) {
  const init = { params: { path: { id: scope.id } }, body };
  if (scope.kind === 'loft') return unwrap(await api.PUT('/api/custom/v1/merchant/lofts/{id}/payee', init));
  return unwrap(await api.PUT('/api/custom/v1/merchant/seasons/{id}/payee', init));
}

export function useSetPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayee,
    // What fanciers see on their registrations changes too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: payeeKeys.all }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
