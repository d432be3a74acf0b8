import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

/** The monitoring screen asks again this often, so a device that goes quiet shows offline soon. */
export const DEVICES_REFRESH_MS = 10_000;

/** GET /api/custom/v1/staff/lofts/{id}/devices: the loft's devices with last heartbeat, last batch and online flag. */
export async function getLoftDevices(loftId: number) {
  return unwrap(await api.GET('/api/custom/v1/staff/lofts/{id}/devices', { params: { path: { id: loftId } } }));
}

export type DeviceList = Schema<'DeviceStatusList'>;
export type DeviceStatus = Schema<'DeviceStatus'>;

export const loftDevicesKey = (loftId: number) => ['devices', loftId] as const;

export const getLoftDevicesQueryOptions = (loftId: number) =>
  queryOptions({ queryKey: loftDevicesKey(loftId), queryFn: () => getLoftDevices(loftId), refetchInterval: DEVICES_REFRESH_MS, staleTime: 0 });

export function useLoftDevices(loftId: number) {
  return useQuery({ ...getLoftDevicesQueryOptions(loftId), meta: { toast: true } });
}
