import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../client';

/** POST /api/public/access: the site-wide password; the right one answers with the cookie that opens the site for 5 days. */
export async function unlockAccess(password: string) {
  return unwrap(await api.POST('/api/public/access', { body: { password } }));
}

export function useUnlockAccess({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({ mutationFn: unlockAccess, onSuccess });
}
