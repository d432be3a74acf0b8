import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useFlightWeather } from '../api/get-flight-weather';
import { formatTemperature, windArrowDegrees } from '../lib/weather-format';

// Symbols every system font has (no colour emoji needed).
const WEATHER_SYMBOL = { sunny: '☀', rain: '☂', freezing_rain: '☂', snow: '❄' } as const;

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** Weather at the loft: temperature, wind speed and direction, and the weather type; or that there is none. */
export function WeatherPanel({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data, isPending, isError } = useFlightWeather(flightId);
  if (isPending) return <Loader size="sm" />;
  if (isError || !data?.available || data.temperature == null || !data.wind_direction || !data.weather) {
    return (
      <Paper withBorder p="sm" radius="md" data-testid="weather-unavailable">
        <Text c="dimmed">{t('map.weatherUnavailable')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" data-testid="weather">
      <Group gap="xl" wrap="wrap">
        <Item label={t('map.temp')}>{formatTemperature(data.temperature, data.temperature_unit ?? 'C')}</Item>
        <Item label={t('map.wind')}>{`${(data.wind_speed ?? 0).toFixed(1)} ${t('map.windUnit')}`}</Item>
        <Item label={t('map.windDirection')}>
          <span style={{ display: 'inline-block', transform: `rotate(${windArrowDegrees(data.wind_direction)}deg)` }} aria-hidden>
            ↑
          </span>{' '}
          {t(`map.directions.${data.wind_direction}`)}
        </Item>
        <Item label={t('map.weather')}>
          {WEATHER_SYMBOL[data.weather]} {t(`map.types.${data.weather}`)}
        </Item>
        {data.at && (
          <Text size="xs" c="dimmed">
            {formatDateTime(data.at, intlLocale)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
