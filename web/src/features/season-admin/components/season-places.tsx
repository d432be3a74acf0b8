import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Places taken by open orders against the season's capacity ("12 / 300"; no capacity: unlimited). */
export function SeasonPlaces({ taken, capacity }: { taken: number; capacity: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} miw={90} data-testid="season-places">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {capacity == null ? t('adminSeasons.places.unlimited', { taken }) : t('adminSeasons.places.of', { taken, capacity })}
      </Text>
      {capacity != null && capacity > 0 && <Progress value={Math.min(100, (taken / capacity) * 100)} size="xs" color={taken >= capacity ? 'red' : 'teal'} aria-hidden />}
    </Stack>
  );
}
