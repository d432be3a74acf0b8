import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/api/error-text';
import { useUpcomingFlights } from '../api/get-upcoming-flights';
import { UpcomingFlightRow } from './upcoming-flight-row';

/** The next releases of every loft, soonest first, each leading to its flight. */
export function UpcomingFlights() {
  const { t } = useTranslation();
  const { data, isPending, error } = useUpcomingFlights();
  return (
    <Stack gap="sm" data-testid="upcoming-flights-section">
      <Title order={2} fz="h3">
        {t('home.upcoming.title')}
      </Title>
      {isPending ? (
        <Loader mx="auto" />
      ) : error ? (
        <Text c="red">{errorText(error)}</Text>
      ) : !data.length ? (
        <EmptyState testId="upcoming-flights-empty">{t('home.upcoming.none')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="upcoming-flights">
          {data.map((f) => (
            <UpcomingFlightRow key={f.id} flight={f} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
