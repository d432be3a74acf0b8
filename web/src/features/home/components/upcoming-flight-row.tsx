import { Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import type { UpcomingFlight } from '../api/get-upcoming-flights';

/** A planned release: when on the loft's clock (saying so), the race, its loft and season; links to the flight. */
export function UpcomingFlightRow({ flight }: { flight: UpcomingFlight }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(flight.loft.time_zone);
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={paths.flight.getHref(flight.loft.id, flight.id)} data-testid="upcoming-flight" data-flight={flight.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={700} lineClamp={2} dir="auto" data-testid="upcoming-flight-name">
          {flight.name}
        </Text>
        <Badge variant="light" color={flight.state === 'basketing' ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
          {t(`flights.states.${flight.state}`)}
        </Badge>
      </Group>
      <Text size="sm" fw={600} mt={4} data-testid="upcoming-flight-time">
        {format(flight.release_time)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="upcoming-flight-loft">
        <bdi>{flight.loft.name}</bdi> · <bdi>{flight.season.name}</bdi> · {t(`flights.kinds.${flight.kind}`)}
        {flight.distance > 0 && ` · ${formatNumber(flight.distance, intlLocale)} ${t(`flights.units.${flight.loft.unit}`)}`}
      </Text>
    </Card>
  );
}
