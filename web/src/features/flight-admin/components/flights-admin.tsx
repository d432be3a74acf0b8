import { Button, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoft } from '@/lib/api/lofts/get-loft';
import type { Currency } from '@/lib/api/types';
import { useSeasonFlights } from '../api/get-season-flights';
import { FlightAdminRow } from './flight-admin-row';
import { FlightForm } from './flight-form';

/** The overview's flights tab: the season's flights for its merchants, each editable, and a form for a new one. */
export function FlightsAdmin({ loftId, seasonId, unit, currency }: { loftId: number; seasonId: number; unit: 'km' | 'mile'; currency: Currency }) {
  const { t } = useTranslation();
  const { data, isPending } = useSeasonFlights(loftId, seasonId);
  const timeZone = useLoft(loftId).time_zone;
  const [creating, setCreating] = useState(false);
  if (isPending) return <Loader />;
  return (
    <Stack gap="sm" data-testid="flights-admin">
      <Group>
        <Button size="xs" onClick={() => setCreating(true)} disabled={creating} data-testid="flight-new">
          {t('flightAdmin.new')}
        </Button>
      </Group>
      {creating && <FlightForm seasonId={seasonId} unit={unit} timeZone={timeZone} flight={null} onDone={() => setCreating(false)} />}
      {!data?.length && !creating && <EmptyState testId="flights-admin-empty">{t('flightAdmin.empty')}</EmptyState>}
      {(data ?? []).map((f) => (
        <FlightAdminRow key={f.id} loftId={loftId} seasonId={seasonId} unit={unit} currency={currency} timeZone={timeZone} flight={f} />
      ))}
    </Stack>
  );
}
