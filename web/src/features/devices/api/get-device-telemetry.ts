import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type DeviceTelemetry = Schema<'DeviceTelemetry'>;
export type TelemetryRange = DeviceTelemetry['range'];

/** GET …/devices/{deviceId}/telemetry: a device's signal, voltage, temperature and batches per minute over 1 h, 24 h or 7 d. */
export function useDeviceTelemetry(loftId: number, deviceId: number, range: TelemetryRange) {
  return useQuery({
    queryKey: ['devices', loftId, deviceId, 'telemetry', range],
    queryFn: async () => unwrap(await api.GET('/api/custom/v1/staff/lofts/{id}/devices/{deviceId}/telemetry', { params: { path: { id: loftId, deviceId }, query: { range } } })),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
