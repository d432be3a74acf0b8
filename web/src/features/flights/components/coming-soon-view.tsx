import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoftTime } from '@/lib/use-loft-time';
import type { FlightDetail } from '../api/get-flight';
import { formatDuration } from '../lib/format-time';
import { useNow } from '../lib/use-now';

/** Before basketing: when and where the birds will be released, with a countdown. */
export function ComingSoonView({ flight }: { flight: FlightDetail }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(flight.season.loft.time_zone);
  const now = useNow(1000);
  const left = Date.parse(flight.release_time) - now;
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid="coming-soon">
      <Stack gap="xs" align="center">
        <Title order={2} fz="h3">
          {t('flights.comingSoon.title')}
        </Title>
        <Text>{t('flights.comingSoon.text', { point: flight.release_point || '–', time: format(flight.release_time) })}</Text>
        {left > 0 && (
          <Text fz={36} fw={700} ff="monospace" data-testid="countdown">
            {formatDuration(left)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
