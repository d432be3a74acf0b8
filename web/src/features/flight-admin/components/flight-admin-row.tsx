import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fieldError } from '@/lib/api/field-error';
import type { Currency } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { useLoftTime } from '@/lib/use-loft-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useChangeFlightState } from '../api/change-flight-state';
import { FLIGHT_STATES, type Flight } from '../lib/flight-draft';
import { FlightForm } from './flight-form';
import { FlightHistoryList } from './flight-history';
import { PrizeTableEditor } from './prize-table-editor';

type Unit = 'km' | 'mile';

const PRIZED_KINDS: readonly Flight['kind'][] = ['hot_spot', 'final'];

/** One flight for staff: its facts, a state switch, the edit form with the flight's history, and a race's prize money. */
export function FlightAdminRow({
  loftId,
  seasonId,
  unit,
  currency,
  timeZone,
  flight,
}: {
  loftId: number;
  seasonId: number;
  unit: Unit;
  currency: Currency;
  timeZone: string;
  flight: Flight;
}) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(timeZone);
  const [editing, setEditing] = useState(false);
  const [prizes, setPrizes] = useState(false);
  const [state, setState] = useState<Flight['state']>(flight.state);
  const change = useChangeFlightState();
  // 0, 0 is what an empty position saves as: the server refuses to release there, so say so before the click.
  const noPosition = state === 'released' && (flight.state === 'coming_soon' || flight.state === 'basketing') && !flight.release_latitude && !flight.release_longitude;
  const onState = () => change.mutate({ id: flight.id, state }, { onSuccess: () => notifySuccess(t('flightAdmin.stateChanged')) });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="flight-admin-row" data-flight={flight.id} data-state={flight.state}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={paths.flight.getHref(loftId, flight.id)} fw={700} data-testid="flight-admin-link">
            {flight.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(`flights.kinds.${flight.kind}`)} · {t(`flights.states.${flight.state}`)} · {format(flight.release_time)} · {formatNumber(flight.distance, intlLocale)}{' '}
            {t(`flights.units.${unit}`)}
            {flight.release_point ? ` · ${flight.release_point}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <NativeSelect
            size="xs"
            aria-label={t('flights.state')}
            value={state}
            onChange={(e) => setState(e.currentTarget.value as Flight['state'])}
            data={FLIGHT_STATES.map((s) => ({ value: s, label: t(`flights.states.${s}`) }))}
            error={fieldError(change.error, 'state') ?? (noPosition ? t('flightAdmin.noReleasePosition') : undefined)}
            maw={360}
            data-testid="flight-state-select"
          />
          <Button size="xs" variant="light" disabled={state === flight.state || noPosition} loading={change.isPending} onClick={onState} data-testid="flight-state-save">
            {t('flightAdmin.setState')}
          </Button>
          <Button size="xs" variant="light" component={Link} to={paths.adminFlightBasketing.getHref(flight.id)} data-testid="flight-basketing">
            {t('basketing.open')}
          </Button>
          {PRIZED_KINDS.includes(flight.kind) && (
            <Button size="xs" variant={prizes ? 'filled' : 'default'} onClick={() => setPrizes((p) => !p)} data-testid="flight-prizes">
              {flight.prize_table ? t('prizes.edit') : t('prizes.add')}
            </Button>
          )}
          <Button size="xs" variant={editing ? 'filled' : 'default'} onClick={() => setEditing((e) => !e)} data-testid="flight-edit">
            {t('flightAdmin.edit')}
          </Button>
        </Group>
      </Group>
      {(prizes || editing) && (
        <Stack gap="xs" mt="sm">
          {prizes && <PrizeTableEditor flight={flight} currency={currency} />}
          {editing && <FlightForm seasonId={seasonId} unit={unit} timeZone={timeZone} flight={flight} onDone={() => setEditing(false)} />}
          <FlightHistoryList flightId={flight.id} unit={unit} currency={currency} />
        </Stack>
      )}
    </Paper>
  );
}
