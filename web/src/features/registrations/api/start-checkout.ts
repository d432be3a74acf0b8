import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** POST /api/custom/v1/user/orders/{id}/checkout: a card payment session; the browser goes to its URL. */
export async function startCheckout(id: number) {
  return unwrap(await api.POST('/api/custom/v1/user/orders/{id}/checkout', { params: { path: { id } } }));
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
