import { Alert, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useHealth } from '../api/get-health';

/** The backend's health: status, database, broker, broker timestamp, version. */
export function HealthView() {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data, isPending, isError, error } = useHealth();
  if (isPending) return <Loader mx="auto" />;
  if (isError) {
    return (
      <Alert color="red" title={t('misc.health.failed')} data-testid="health-failed">
        {errorText(error)}
      </Alert>
    );
  }
  const rows: [string, string][] = [
    [t('misc.health.status'), data.status],
    [t('misc.health.database'), data.database],
    [t('misc.health.broker'), data.broker],
    [t('misc.health.redis'), formatDateTime(data.redis, intlLocale)],
    [t('misc.health.version'), data.version],
  ];
  return (
    <Stack>
      {data.status === 'ok' && (
        <Alert color="teal" data-testid="health-ok">
          {t('misc.health.ok')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {rows.map(([label, value]) => (
          <Card key={label} withBorder radius="md">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid="health-value">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
