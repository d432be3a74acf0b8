import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ContactInput } from '../components/contact-schema';

/** POST /api/public/contact: mailed to the operator, or with a loft to the loft's contact address. */
export async function sendContact(body: ContactInput & { loft_id?: number }) {
  return unwrap(await api.POST('/api/public/contact', { body }));
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
