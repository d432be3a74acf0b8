import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useLoftTime } from '@/lib/use-loft-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { RunningFlight } from '../api/get-running-flights';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** A running race: its loft, state, release, distance and how many birds are basketed and home; links to the flight. */
export function RunningFlightCard({ flight }: { flight: RunningFlight }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(flight.loft.time_zone);
  const released = flight.state === 'released';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={paths.flight.getHref(flight.loft.id, flight.id)}
      data-testid="running-flight"
      data-flight={flight.id}
      data-state={flight.state}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={700} lineClamp={2}>
          {flight.name}
        </Text>
        <Badge color={released ? 'red' : 'blue'} variant={released ? 'filled' : 'light'}>
          {t(`flights.states.${flight.state}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4} data-testid="running-flight-loft">
        {flight.loft.name} · {t(`flights.kinds.${flight.kind}`)}
      </Text>
      <SimpleGrid cols={2} mt="sm" spacing="xs">
        <Fact label={t('flights.releaseTime')} value={format(flight.release_time)} />
        <Fact label={t('flights.distance')} value={`${formatNumber(flight.distance, intlLocale)} ${t(`flights.units.${flight.loft.unit}`)}`} />
        <Fact label={t('flights.basketed')} value={formatNumber(flight.basketed, intlLocale)} testId="running-flight-basketed" />
        <Fact label={t('flights.arrived')} value={formatNumber(flight.arrived, intlLocale)} testId="running-flight-arrived" />
      </SimpleGrid>
    </Card>
  );
}
