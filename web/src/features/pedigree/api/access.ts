import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { pedigreeKeys } from './keys';

export type PedigreeAccess = Schema<'PedigreeAccess'>;

/** GET /api/custom/v1/user/pedigree: the account's settings and where its trial stands. */
export async function getPedigreeAccess() {
  return unwrap(await api.GET('/api/custom/v1/user/pedigree'));
}

export function usePedigreeAccess() {
  return useQuery({ queryKey: pedigreeKeys.access(), queryFn: getPedigreeAccess, meta: { toast: true } });
}

/** PUT the generations and time zone; the first call starts the 60-day trial. */
export async function savePedigreeSettings(body: Schema<'PedigreeSettingsInput'>) {
  return unwrap(await api.PUT('/api/custom/v1/user/pedigree/settings', { body }));
}

export function useSavePedigreeSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePedigreeSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: pedigreeKeys.all }) });
}
