import { Alert, Button, Group, NativeSelect, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season } from '@/lib/api/types';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { useSetSeasonState } from '../api/set-season-state';

const STATES = ['draft', 'in_progress', 'over'] as const;

/** The season's state and whether registration is open (needs an entry-fee product, SPEC §5). */
export function SeasonStateForm({ season }: { season: Season }) {
  const { t } = useTranslation();
  const [state, setState] = useState(season.state);
  const [open, setOpen] = useState(season.registration_open);
  const save = useSetSeasonState();
  return (
    <Stack gap="sm" maw={360} data-testid="season-state-form">
      <NativeSelect
        label={t('orders.season.state')}
        value={state}
        onChange={(e) => setState(e.currentTarget.value as Season['state'])}
        data={STATES.map((s) => ({ value: s, label: t(`seasons.state.${s}`) }))}
      />
      <Switch label={t('seasons.registrationOpen')} checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} data-testid="registration-open" />
      {save.isError && (
        <Alert color="red" data-testid="season-state-error">
          {errorText(save.error)}
        </Alert>
      )}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ seasonId: season.id, body: { state, registration_open: open } }, { onSuccess: () => notifySuccess(t('orders.saved')) })}
          data-testid="season-state-save"
        >
          {t('orders.save')}
        </Button>
      </Group>
    </Stack>
  );
}
