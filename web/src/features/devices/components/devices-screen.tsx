import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoftDevices } from '../api/get-loft-devices';
import { DeviceCard } from './device-card';
import { DeviceCreateForm } from './device-create-form';

/** The loft's devices for its staff, refreshed every few seconds; merchants register new ones here. */
export function DevicesScreen({ loftId, merchant }: { loftId: number; merchant: boolean }) {
  const { t } = useTranslation();
  const { data, isPending } = useLoftDevices(loftId);
  const devices = data?.data ?? [];
  return (
    <Stack gap="sm" data-testid="devices-screen">
      {merchant && <DeviceCreateForm loftId={loftId} />}
      {isPending ? (
        <Loader />
      ) : devices.length === 0 ? (
        <EmptyState testId="devices-empty">{t('devices.empty')}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('devices.onlineHint', { minutes: Math.round((data?.online_window_seconds ?? 120) / 60) })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {devices.map((d) => (
              <DeviceCard key={d.id} device={d} loftId={loftId} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
