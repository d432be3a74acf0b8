import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { useAuth } from '@/lib/auth';
import { merchantLofts } from '@/lib/authorization';
import { notifySuccess } from '@/lib/notify';
import { useCreateSeason } from '../api/create-season';
import { emptyDraft, fieldError, SEASON_STATES, toSettings, type SeasonDraft, type SeasonState } from '../lib/season-form';
import { LoftSelect } from './loft-select';
import { LimitFields, NameFields, RulesField } from './season-fields';

const OWN_FIELDS = ['loft_id', 'name', 'currency', 'state', 'max_pigeons', 'max_active', 'max_reserve', 'total_spots', 'rules_text'];

/**
 * A new season from scratch: its loft, settings and state; due dates and products follow on its page. A loft's
 * workspace gives its loft (nothing to choose) and where to go with the new season.
 */
export function SeasonCreateForm({ loftId, onCreated }: { loftId?: number; onCreated?: (seasonId: number) => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const own = merchantLofts(user);
  const [picked, setLoft] = useState<string | null>(null);
  const [state, setState] = useState<SeasonState>('draft');
  const [draft, setDraft] = useState<SeasonDraft>(emptyDraft);
  const create = useCreateSeason();
  const set = (patch: Partial<SeasonDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // A merchant of one loft (and no wider right) has nothing to choose.
  const single = !user?.isAdmin && !user?.seasonAdmin && own.length === 1 ? String(own[0]) : null;
  const loft = loftId ? String(loftId) : (picked ?? single);

  const onSubmit = () =>
    create.mutate(
      { ...toSettings(draft), loft_id: Number(loft) || 0, state },
      {
        onSuccess: (s) => {
          notifySuccess(t('adminSeasons.created'));
          if (onCreated) onCreated(s.id);
          else void navigate(paths.adminSeason.getHref(s.id));
        },
      },
    );
  const other = create.isError && !OWN_FIELDS.some((f) => fieldError(create.error, f));
  return (
    <Stack gap="md" data-testid="season-create-form">
      {!loftId && (
        <LoftSelect
          label={t('adminSeasons.fields.loft')}
          placeholder={t('adminSeasons.chooseLoft')}
          value={loft}
          onChange={setLoft}
          required
          error={fieldError(create.error, 'loft_id')}
          testId="season-loft-input"
        />
      )}
      <NameFields draft={draft} set={set} error={create.error} />
      <NativeSelect
        label={t('adminSeasons.fields.state')}
        maw={320}
        value={state}
        onChange={(e) => setState(e.currentTarget.value as SeasonState)}
        data={SEASON_STATES.map((s) => ({ value: s, label: t(`seasons.state.${s}`) }))}
        error={fieldError(create.error, 'state')}
        data-testid="season-state-input"
      />
      <LimitFields draft={draft} set={set} error={create.error} />
      <RulesField draft={draft} set={set} error={create.error} />
      {other && (
        <Alert color="red" data-testid="season-create-error">
          {errorText(create.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={onSubmit} loading={create.isPending} disabled={!loft} data-testid="season-create-submit">
          {t('adminSeasons.create')}
        </Button>
      </Group>
    </Stack>
  );
}
