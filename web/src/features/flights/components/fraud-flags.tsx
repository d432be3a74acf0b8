import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useFraudFlags } from '../api/get-fraud-flags';
import { speedUnit } from './result-cell';

/**
 * For the loft's staff under the arrival list: arrivals that look like fraud — a speed no pigeon flies, or a chip another
 * loft's clock also read around the race. They change no result; a person looks into each.
 */
export function FraudFlagsPanel({ flightId, unit }: { flightId: number; unit: 'km' | 'mile' }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data, isPending } = useFraudFlags(flightId);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="fraud-flags">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('fraud.title')}</Text>
          {data && (
            <Badge variant="light" color={data.length ? 'red' : 'green'} data-testid="fraud-count">
              {t('fraud.count', { count: data.length })}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('fraud.hint')}
        </Text>
        {isPending && <Loader size="xs" />}
        {data?.length === 0 && (
          <Text size="sm" data-testid="fraud-none">
            {t('fraud.none')}
          </Text>
        )}
        {data?.map((f, i) => (
          <Text key={i} size="sm" data-testid="fraud-flag" data-kind={f.kind}>
            <Badge size="xs" variant="light" color="red" mr={6}>
              {t(`fraud.kinds.${f.kind}`)}
            </Badge>
            {f.ring} ({f.chip_id}
            {f.team ? ` · ${f.team}` : ''}) · {formatDateTime(f.arrived_at, intlLocale)} ·{' '}
            {f.kind === 'implausible_speed'
              ? t('fraud.speedLine', { speed: `${formatNumber(f.speed ?? 0, intlLocale)} ${speedUnit(unit)}` })
              : t('fraud.elsewhereLine', { loft: f.other_loft, time: f.other_read_at ? formatDateTime(f.other_read_at, intlLocale) : '–' })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
