import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { loftDevicesKey } from './get-loft-devices';

export type DeviceInput = Schema<'DeviceInput'>;

/** POST /api/res/v1/devices: registers a device; the answer holds its key, which is never shown again. */
export async function createDevice(body: DeviceInput) {
  return unwrap(await api.POST('/api/res/v1/devices', { body }));
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: (d) => queryClient.invalidateQueries({ queryKey: loftDevicesKey(d.loft_id) }),
  });
}
