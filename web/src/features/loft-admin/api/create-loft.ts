import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';
import { loftAdminKeys } from './get-admin-lofts';

export type LoftInput = Schema<'LoftInput'>;

/** POST /api/res/v1/lofts: a new loft with its first address, contact, package and tags. */
export async function createLoft(body: LoftInput) {
  return unwrap(await api.POST('/api/res/v1/lofts', { body }));
}

export function useCreateLoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoft,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
