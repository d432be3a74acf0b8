import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import type { FlightDetail } from '../api/get-flight';

type Prizes = NonNullable<FlightDetail['prizes']>;

/** How many places the panel lists before "and N more". */
const SHOWN = 10;

/**
 * A race's prize money above its results: the prize of each place (of the pool as it stands), how many places can win
 * by the season's prize ratio (the others dimmed) and what happens to prizes nobody takes; provisional while the race is
 * open, and once it closed each bird's prize stands in the list.
 */
export function PrizePanel({ prizes }: { prizes: Prizes }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const places = prizes.places ?? [];
  const total = places.reduce((a, b) => a + b, 0);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="prize-panel">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('prizes.title')}</Text>
          <Badge variant="light" color={prizes.awarded ? 'green' : 'gray'} data-testid="prize-state">
            {prizes.awarded ? t('prizes.awarded') : t('prizes.provisional')}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          {places.slice(0, SHOWN).map((c, i) => (
            <Text key={i} size="sm" c={i < prizes.prized_places ? undefined : 'dimmed'} data-testid="prize-panel-place">
              <Text span c="dimmed">
                {t('prizes.place', { place: i + 1 })}:
              </Text>{' '}
              {formatCurrency(c, prizes.currency, intlLocale)}
            </Text>
          ))}
          {places.length > SHOWN && (
            <Text size="sm" c="dimmed">
              {t('prizes.more', { count: places.length - SHOWN })}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed" data-testid="prize-panel-hint">
          {t('prizes.panelHint', { count: Math.min(prizes.prized_places, places.length), total: formatCurrency(total, prizes.currency, intlLocale) })}{' '}
          {t(`raceRules.unfilled.${prizes.unfilled_prizes}`)}
        </Text>
      </Stack>
    </Paper>
  );
}
