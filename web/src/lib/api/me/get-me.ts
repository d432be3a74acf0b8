import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { meKeys } from './keys';

/** GET /api/custom/v1/user/me: the signed-in user's profile (roles, lofts, address). */
export async function getMe() {
  return unwrap(await api.GET('/api/custom/v1/user/me'));
}

export const getMeQueryOptions = () => queryOptions({ queryKey: meKeys.profile(), queryFn: getMe });

/** The signed-in user's profile as the server has it now (its address fills the registration form). */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
