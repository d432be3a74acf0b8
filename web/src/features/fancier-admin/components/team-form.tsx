import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { notifySuccess } from '@/lib/notify';
import { useCreateTeam } from '../api/create-team';
import type { StaffTeam } from '../api/get-staff-teams';
import { useUpdateTeam } from '../api/update-team';
import { CountrySelect } from './country-select';
import { FancierPicker, type FancierChoice } from './fancier-picker';
import { TeamHistory } from './team-history';

type Props = { loftId: number; seasonId: number; team: StaffTeam | null; onDone: () => void };

const FIELDS = ['name', 'country', 'user_id', 'email'];

/** A new team for a user of the loft (`team` null), or a team's new name or country with its history. */
export function TeamForm({ loftId, seasonId, team, onDone }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(team?.name ?? '');
  const [country, setCountry] = useState(team?.country ?? '');
  const [fancier, setFancier] = useState<FancierChoice>({ userId: null, email: '', byEmail: false });
  const [unpicked, setUnpicked] = useState(false);
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const save = team ? update : create;
  const done = (key: string) => () => {
    notifySuccess(t(key));
    onDone();
  };
  const submit = () => {
    if (team) {
      update.mutate({ id: team.id, body: { name, country } }, { onSuccess: done('fanciers.teamSaved') });
      return;
    }
    // Staff always name the fancier: the server would take a team without one as the caller's own.
    if (!fancier.byEmail && !fancier.userId) {
      setUnpicked(true);
      return;
    }
    setUnpicked(false);
    const who = fancier.byEmail ? { email: fancier.email.trim() } : { user_id: fancier.userId ?? 0 };
    create.mutate({ loft_id: loftId, name, country, ...who }, { onSuccess: done('fanciers.teamCreated') });
  };
  return (
    <Stack gap="sm" data-testid={team ? 'team-edit-form' : 'team-new-form'}>
      {!team && (
        <FancierPicker
          loftId={loftId}
          seasonId={seasonId}
          value={fancier}
          onChange={setFancier}
          errors={{ user: unpicked ? t('fanciers.selectFancier') : fieldError(save.error, 'user_id'), email: fieldError(save.error, 'email') }}
        />
      )}
      <TextInput
        label={t('fanciers.teamName')}
        value={name}
        maxLength={128}
        onChange={(e) => setName(e.currentTarget.value)}
        error={fieldError(save.error, 'name')}
        data-testid="team-name"
      />
      <CountrySelect value={country} onChange={setCountry} error={fieldError(save.error, 'country')} />
      {save.isError && !hasFieldError(save.error, FIELDS) && (
        <Alert color="red" data-testid="team-form-error">
          {errorText(save.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('fanciers.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={submit} data-testid="team-save">
          {t(team ? 'fanciers.save' : 'fanciers.create')}
        </Button>
      </Group>
      {team && <TeamHistory teamId={team.id} />}
    </Stack>
  );
}
