import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/custom/v1/user/me: the signed-in user's profile; its address fills the registration form. */
export async function getMyProfile() {
  return unwrap(await api.GET('/api/custom/v1/user/me'));
}

export const getMyProfileQueryOptions = () => queryOptions({ queryKey: ['me', 'profile'], queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}
