import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useRunningFlights } from '../api/get-running-flights';
import { RunningFlightCard } from './running-flight-card';

/** Races of every loft that are basketing or in the air, as cards leading to the flight; refreshed periodically. */
export function RunningFlights() {
  const { t } = useTranslation();
  const { data, isPending } = useRunningFlights();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('home.runningFlights')}
      </Title>
      {isPending ? (
        <Loader mx="auto" />
      ) : !data?.length ? (
        <EmptyState testId="running-flights-empty">{t('home.noRunningFlights')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="running-flights">
          {data.map((f) => (
            <RunningFlightCard key={f.id} flight={f} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
