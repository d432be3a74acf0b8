import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { fromLoftInput } from '@/lib/loft-time';
import { useLoftTime } from '@/lib/use-loft-time';
import { useSaveFlight } from '../api/save-flight';
import { FLIGHT_KINDS, invalidNumbers, toCreateInput, toDraft, toUpdateInput, type Flight, type FlightDraft } from '../lib/flight-draft';

type Unit = 'km' | 'mile';

/** The server's message for one field (the API's `errors` map uses the JSON names). */
function fieldError(err: unknown, field: string): string | undefined {
  const errors = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
  return errors?.[field]?.[0] ?? errors?.[`body.${field}`]?.[0];
}

/**
 * A flight's details for staff: the same form creates a flight of the season (`flight` null) and edits one.
 * The server validates with the spec's messages; once a flight is finished its distance and release time stand.
 */
export function FlightForm({ seasonId, unit, timeZone, flight, onDone }: { seasonId: number; unit: Unit; timeZone: string; flight: Flight | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<FlightDraft>(() => toDraft(flight, new Date(), timeZone));
  const { inputHint } = useLoftTime(timeZone);
  const save = useSaveFlight();
  const set = (patch: Partial<FlightDraft>) => setD((x) => ({ ...x, ...patch }));
  const notNumbers = invalidNumbers(d);
  const finished = flight?.state === 'finished';
  const err = (field: string, key: keyof FlightDraft) => (notNumbers.includes(key) ? t('validation.number') : fieldError(save.error, field));
  const onSave = () => {
    if (notNumbers.length) return;
    const done = {
      onSuccess: () => {
        notifySuccess(t(flight ? 'flightAdmin.saved' : 'flightAdmin.created'));
        onDone();
      },
    };
    if (flight) save.mutate({ id: flight.id, body: toUpdateInput(d, flight, timeZone) }, done);
    else save.mutate({ id: null, body: toCreateInput(seasonId, d, timeZone) }, done);
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid={flight ? 'flight-edit-form' : 'flight-new-form'}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        <TextInput
          label={t('flightAdmin.name')}
          value={d.name}
          maxLength={128}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={fieldError(save.error, 'name')}
          data-testid="flight-name-input"
        />
        <NativeSelect
          label={t('flights.kind')}
          value={d.kind}
          onChange={(e) => set({ kind: e.currentTarget.value as FlightDraft['kind'] })}
          data={FLIGHT_KINDS.map((k) => ({ value: k, label: t(`flights.kinds.${k}`) }))}
          data-testid="flight-kind-input"
        />
        <TextInput
          type="datetime-local"
          label={t('flights.releaseTime')}
          description={inputHint(d.releaseTime ? fromLoftInput(d.releaseTime, timeZone) : undefined)}
          value={d.releaseTime}
          disabled={finished}
          onChange={(e) => set({ releaseTime: e.currentTarget.value })}
          error={fieldError(save.error, 'release_time')}
          data-testid="flight-release-input"
        />
        <TextInput
          label={`${t('flights.distance')} (${t(`flights.units.${unit}`)})`}
          value={d.distance}
          inputMode="decimal"
          disabled={finished}
          onChange={(e) => set({ distance: e.currentTarget.value })}
          error={err('distance', 'distance')}
          data-testid="flight-distance-input"
        />
        <TextInput
          label={t('flights.releasePoint')}
          value={d.releasePoint}
          maxLength={128}
          onChange={(e) => set({ releasePoint: e.currentTarget.value })}
          error={fieldError(save.error, 'release_point')}
          data-testid="flight-point-input"
        />
        <TextInput
          label={t('flightAdmin.latitude')}
          value={d.latitude}
          inputMode="decimal"
          onChange={(e) => set({ latitude: e.currentTarget.value })}
          error={err('release_latitude', 'latitude')}
          data-testid="flight-latitude-input"
        />
        <TextInput
          label={t('flightAdmin.longitude')}
          value={d.longitude}
          inputMode="decimal"
          onChange={(e) => set({ longitude: e.currentTarget.value })}
          error={err('release_longitude', 'longitude')}
          data-testid="flight-longitude-input"
        />
        <TextInput
          label={t('flightAdmin.speed')}
          description={t(`flightAdmin.speedHint.${unit}`)}
          value={d.speed}
          inputMode="decimal"
          onChange={(e) => set({ speed: e.currentTarget.value })}
          error={err('estimated_average_speed', 'speed')}
          data-testid="flight-speed-input"
        />
      </SimpleGrid>
      {finished && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="flight-fixed-hint">
          {t('flightAdmin.fixedHint')}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" mt="xs" data-testid="flight-form-error">
          {errorText(save.error)}
        </Alert>
      )}
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={save.isPending} onClick={onSave} data-testid="flight-save">
          {t(flight ? 'flightAdmin.save' : 'flightAdmin.create')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone} data-testid="flight-cancel">
          {t('flightAdmin.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
