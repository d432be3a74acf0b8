import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftAdminKeys } from './get-admin-lofts';

/** GET /api/custom/v1/merchant/lofts/{id}/permissions: the loft's merchants and agents. */
export async function getLoftStaff(id: number) {
  return unwrap(await api.GET('/api/custom/v1/merchant/lofts/{id}/permissions', { params: { path: { id } } }));
}

export type StaffMember = Schema<'StaffMember'>;
export type StaffInput = Schema<'StaffInput'>;
export type PermissionInput = Schema<'PermissionInput'>;

export const getLoftStaffQueryOptions = (id: number) => queryOptions({ queryKey: loftAdminKeys.staff(id), queryFn: () => getLoftStaff(id) });

export function useLoftStaff(id: number) {
  return useQuery({ ...getLoftStaffQueryOptions(id), meta: { toast: true } });
}

/** POST /api/custom/v1/merchant/lofts/{id}/permissions: adds a person by e-mail; a new account is mailed an invitation. */
export async function addLoftStaff({ loftId, body }: { loftId: number; body: StaffInput }) {
  return unwrap(await api.POST('/api/custom/v1/merchant/lofts/{id}/permissions', { params: { path: { id: loftId } }, body }));
}

/** PUT /api/custom/v1/merchant/lofts/{id}/permissions/{userId}: merchant, agent and active switches. */
export async function setLoftPermission({ loftId, userId, body }: { loftId: number; userId: number; body: PermissionInput }) {
  return unwrap(await api.PUT('/api/custom/v1/merchant/lofts/{id}/permissions/{userId}', { params: { path: { id: loftId, userId } }, body }));
}

/** DELETE /api/custom/v1/merchant/lofts/{id}/permissions/{userId}. */
export async function removeLoftPermission({ loftId, userId }: { loftId: number; userId: number }) {
  return unwrap(await api.DELETE('/api/custom/v1/merchant/lofts/{id}/permissions/{userId}', { params: { path: { id: loftId, userId } } }));
}

function useStaffMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: loftAdminKeys.all }) });
}

export const useAddLoftStaff = () => useStaffMutation(addLoftStaff);
export const useSetLoftPermission = () => useStaffMutation(setLoftPermission);
export const useRemoveLoftPermission = () => useStaffMutation(removeLoftPermission);
