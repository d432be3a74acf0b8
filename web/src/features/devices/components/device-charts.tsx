import { Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLanguage } from '@/lib/i18n/use-language';
import { useDeviceTelemetry, type DeviceTelemetry, type TelemetryRange } from '../api/get-device-telemetry';

type Metric = 'signal' | 'voltage' | 'temperature' | 'batches_per_minute';
const METRICS: { key: Metric; label: string; unit: string; color: string }[] = [
  { key: 'signal', label: 'devices.signal', unit: 'dBm', color: '#1c7ed6' },
  { key: 'voltage', label: 'devices.voltage', unit: 'V', color: '#e67700' },
  { key: 'temperature', label: 'devices.temperature', unit: '°C', color: '#e03131' },
  { key: 'batches_per_minute', label: 'devices.batchesPerMinute', unit: '/min', color: '#2f9e44' },
];

/** One metric over time, drawn by uPlot (a gap where the device sent nothing). */
function Chart({ data, metric, width, intlLocale }: { data: DeviceTelemetry; metric: (typeof METRICS)[number]; width: number; intlLocale: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current || width <= 0) return;
    const points = data.points ?? [];
    const xs = points.map((p) => Date.parse(p.at) / 1000);
    const ys = points.map((p) => (metric.key === 'batches_per_minute' ? p.batches_per_minute : p[metric.key]) ?? null);
    const time = new Intl.DateTimeFormat(intlLocale, data.range === '7d' ? { weekday: 'short', hour: '2-digit' } : { hour: '2-digit', minute: '2-digit' });
    const plot = new uPlot(
      {
        width,
        height: 140,
        legend: { show: false },
        cursor: { y: false },
        scales: { x: { time: true } },
        axes: [
          { values: (_u, splits) => splits.map((s) => time.format(new Date(s * 1000))), size: 30, font: '11px sans-serif' },
          { size: 48, font: '11px sans-serif' },
        ],
        series: [{}, { label: t(metric.label), stroke: metric.color, width: 2, spanGaps: false, points: { size: 4 } }],
      },
      [xs, ys],
      ref.current,
    );
    return () => plot.destroy();
  }, [data, metric, width, intlLocale, t]);
  return (
    <Stack gap={2} data-testid={`chart-${metric.key}`}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {t(metric.label)} ({metric.unit})
      </Text>
      <div ref={ref} dir="ltr" />
    </Stack>
  );
}

/** A device's history: signal, voltage, temperature and batches per minute over the last hour, day or week. */
export function DeviceCharts({ loftId, deviceId }: { loftId: number; deviceId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const [range, setRange] = useState<TelemetryRange>('1h');
  const telemetry = useDeviceTelemetry(loftId, deviceId, range);
  const { ref, width } = useElementSize();
  // two charts a row from 700 px, one below
  const chartWidth = width >= 700 ? Math.floor((width - 16) / 2) : Math.floor(width);
  return (
    <Stack gap="xs" mt="sm" data-testid="device-charts" data-range={range}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('devices.history')}
        </Text>
        <SegmentedControl
          size="xs"
          value={range}
          onChange={(v) => setRange(v as TelemetryRange)}
          data={[
            { value: '1h', label: t('devices.range.1h') },
            { value: '24h', label: t('devices.range.24h') },
            { value: '7d', label: t('devices.range.7d') },
          ]}
          data-testid="device-range"
        />
      </Group>
      <div ref={ref}>
        {!telemetry.data ? (
          <Loader size="sm" />
        ) : (
          <SimpleGrid cols={width >= 700 ? 2 : 1} spacing="md">
            {METRICS.map((m) => (
              <Chart key={m.key} data={telemetry.data} metric={m} width={chartWidth} intlLocale={intlLocale} />
            ))}
          </SimpleGrid>
        )}
      </div>
    </Stack>
  );
}
