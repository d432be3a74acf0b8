import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { configKeys } from './keys';

/** GET /api/public/config: the site's public settings (sign-in provider, access protection). */
export async function getPublicConfig() {
  return unwrap(await api.GET('/api/public/config'));
}

export const getPublicConfigQueryOptions = () => queryOptions({ queryKey: configKeys.public(), queryFn: getPublicConfig });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
