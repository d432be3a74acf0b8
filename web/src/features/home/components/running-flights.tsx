import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** Running flights; the live-race issue fills this list. */
export function RunningFlights() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('home.runningFlights')}
      </Title>
      <EmptyState testId="running-flights-empty">{t('home.noRunningFlights')}</EmptyState>
    </Stack>
  );
}
