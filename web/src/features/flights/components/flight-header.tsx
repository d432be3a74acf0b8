import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import type { FlightDetail } from '../api/get-flight';

const STATE_COLOR = { coming_soon: 'gray', basketing: 'blue', released: 'red', closed: 'orange', finished: 'green' } as const;

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Name, kind, state and the facts of a flight, with the actions (CSV, sound) at the side. */
export function FlightHeader({ flight, actions }: { flight: FlightDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(flight.season.loft.time_zone);
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} fz="h2" data-testid="flight-name">
              {flight.name}
            </Title>
            <Badge color={STATE_COLOR[flight.state]} variant={flight.state === 'released' ? 'filled' : 'light'} data-testid="flight-state">
              {t(`flights.states.${flight.state}`)}
            </Badge>
            <Badge variant="outline">{t(`flights.kinds.${flight.kind}`)}</Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {flight.season.loft.name} · {flight.season.name}
          </Text>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} mt="md">
        <Fact label={t('flights.releasePoint')} value={flight.release_point || '–'} />
        <Fact label={t('flights.releaseTime')} value={format(flight.release_time)} />
        <Fact label={t('flights.distance')} value={`${formatNumber(flight.distance, intlLocale)} ${t(`flights.units.${flight.unit}`)}`} />
        <Fact label={t('flights.basketed')} value={formatNumber(flight.basketed, intlLocale)} testId="flight-basketed" />
        <Fact label={t('flights.arrived')} value={formatNumber(flight.arrived, intlLocale)} testId="flight-arrived" />
      </SimpleGrid>
    </Paper>
  );
}
