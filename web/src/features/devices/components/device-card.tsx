import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { DeviceStatus } from '../api/get-loft-devices';

// uPlot comes with the charts, on demand: the devices tab opens without it.
const DeviceCharts = lazy(() => import('./device-charts').then((m) => ({ default: m.DeviceCharts })));

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** One device: online or not, its last heartbeat (telemetry and settings), its last arrival batch and, on demand, its history. */
export function DeviceCard({ device, loftId }: { device: DeviceStatus; loftId: number }) {
  const { t } = useTranslation();
  const [charts, setCharts] = useState(false);
  const { intlLocale } = useLanguage();
  const num = (v: number) => formatNumber(v, intlLocale);
  const hb = device.heartbeat;
  const batch = device.batch;
  const telemetry = hb
    ? [
        hb.signal != null && `${t('devices.signal')} ${num(hb.signal)} dBm`,
        hb.voltage != null && `${t('devices.voltage')} ${num(hb.voltage)} V`,
        hb.temperature != null && `${t('devices.temperature')} ${num(hb.temperature)} °C`,
        hb.firmware && `${t('devices.firmware')} ${hb.firmware}`,
      ].filter(Boolean)
    : [];
  const settings = Object.entries(hb?.settings ?? {}).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return (
    <Card withBorder radius="md" padding="md" data-testid="device-card" data-device={device.id} data-online={device.online}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={700}>{device.name}</Text>
          <Text size="sm" c="dimmed">
            {t(`devices.kinds.${device.kind}`)} · {device.last_seen ? t('devices.lastSeen', { time: formatDateTime(device.last_seen, intlLocale) }) : t('devices.never')}
          </Text>
        </Stack>
        <Badge color={device.online ? 'green' : 'gray'} variant={device.online ? 'filled' : 'light'} data-testid="device-online">
          {t(device.online ? 'devices.online' : 'devices.offline')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
        <Block title={t('devices.heartbeat')} testId="device-heartbeat">
          {hb ? (
            <>
              <Text size="sm">{formatDateTime(hb.at, intlLocale)}</Text>
              <Text size="sm">{telemetry.join(' · ')}</Text>
              {settings.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('devices.settings')}: {settings.join(', ')}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('devices.none')}
            </Text>
          )}
        </Block>
        <Block title={t('devices.batch')} testId="device-batch">
          {batch ? (
            <>
              <Text size="sm">{formatDateTime(batch.at, intlLocale)}</Text>
              <Text size="sm">{t('devices.batchLine', { seq: batch.seq, reads: num(batch.reads), arrivals: num(batch.arrivals), unmatched: num(batch.unmatched) })}</Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('devices.none')}
            </Text>
          )}
        </Block>
      </SimpleGrid>
      <Group mt="sm">
        <Button size="xs" variant="light" onClick={() => setCharts((c) => !c)} aria-expanded={charts} data-testid="device-history">
          {t(charts ? 'devices.hideHistory' : 'devices.showHistory')}
        </Button>
      </Group>
      {charts && (
        <Suspense fallback={<Loader size="sm" mt="sm" />}>
          <DeviceCharts loftId={loftId} deviceId={device.id} />
        </Suspense>
      )}
    </Card>
  );
}
