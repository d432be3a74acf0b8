import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftKeys } from '@/lib/api/lofts/keys';
import { loftAdminKeys } from './get-admin-lofts';

export type AddressInput = Schema<'AddressInput'>;

/** POST /api/res/v1/lofts/{id}/addresses (a new address) or PUT …/addresses/{addressId} (a change). */
export async function saveLoftAddress({ loftId, addressId, body }: { loftId: number; addressId: number | null; body: AddressInput }) {
  if (addressId == null) return unwrap(await api.POST('/api/res/v1/lofts/{id}/addresses', { params: { path: { id: loftId } }, body }));
  return unwrap(await api.PUT('/api/res/v1/lofts/{id}/addresses/{addressId}', { params: { path: { id: loftId, addressId } }, body }));
}

/** DELETE /api/res/v1/lofts/{id}/addresses/{addressId}. */
export async function deleteLoftAddress({ loftId, addressId }: { loftId: number; addressId: number }) {
  return unwrap(await api.DELETE('/api/res/v1/lofts/{id}/addresses/{addressId}', { params: { path: { id: loftId, addressId } } }));
}

export function useSaveLoftAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoftAddress,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}

export function useDeleteLoftAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoftAddress,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }), queryClient.invalidateQueries({ queryKey: loftKeys.all })]),
  });
}
