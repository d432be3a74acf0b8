import { Alert, Button, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { getAdminSeasonQueryOptions } from '../api/get-admin-season';
import { useAdminSeasons } from '../api/get-admin-seasons';
import { useCopySeason } from '../api/copy-season';
import { fieldError, nextSeasonName } from '../lib/season-form';
import { LoftSelect } from './loft-select';

type Source = { id: number; name: string; loftName: string };

/**
 * A new season copied from an earlier one: pick it, name the copy and, optionally, another loft. The copy gets its
 * settings, products and due dates, the dates moved one year on; it starts as a draft with registration closed.
 */
export function SeasonCopyForm({ initialSourceId, loftId, onCreated }: { initialSourceId: number | null; loftId?: number; onCreated?: (seasonId: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Source | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [name, setName] = useState('');
  const [named, setNamed] = useState(false);
  const [loft, setLoft] = useState<string | null>(null);
  const list = useAdminSeasons({ loftId: null, state: '', registration: '', search: debounced, page: 1, perPage: 100 });
  // The season the page was opened from, named by the server until the user picks another.
  const initial = useQuery({ ...getAdminSeasonQueryOptions(initialSourceId ?? 0), enabled: !!initialSourceId && !picked });
  const copy = useCopySeason();
  const source: Source | null = picked ?? (initial.data ? { id: initial.data.id, name: initial.data.name, loftName: initial.data.loft_name } : null);
  const label = (s: Source) => `${s.name} · ${s.loftName}`;
  const found = (list.data?.data ?? []).map((s) => ({ id: s.id, name: s.name, loftName: s.loft_name }));
  const choices = source && !found.some((s) => s.id === source.id) ? [source, ...found] : found;
  const options = choices.map((s) => ({ value: String(s.id), label: label(s) }));
  // Until the user types a name of their own, the copy is named after next year.
  const shownName = named ? name : source ? nextSeasonName(source.name) : '';

  const onSubmit = () => {
    if (!source) return;
    copy.mutate(
      { id: source.id, body: { name: shownName, ...(loftId ? { loft_id: loftId } : loft ? { loft_id: Number(loft) } : {}) } },
      {
        onSuccess: (s) => {
          notifySuccess(t('adminSeasons.copied'));
          if (onCreated) onCreated(s.id);
          else void navigate(paths.adminSeason.getHref(s.id));
        },
      },
    );
  };
  const other = copy.isError && !['name', 'loft_id'].some((f) => fieldError(copy.error, f));
  return (
    <Stack gap="md" data-testid="season-copy-form">
      <Select
        label={t('adminSeasons.copyFrom')}
        placeholder={t('adminSeasons.chooseSeason')}
        data={options}
        value={source ? String(source.id) : null}
        onChange={(v) => setPicked(choices.find((s) => String(s.id) === v) ?? null)}
        searchable
        // Choosing an option puts its label in the search box: that is no search.
        onSearchChange={(text) => setSearch(options.some((o) => o.label === text) ? '' : text)}
        nothingFoundMessage={list.isPending ? t('adminSeasons.loading') : t('adminSeasons.empty')}
        required
        data-testid="season-copy-source"
      />
      <TextInput
        label={t('adminSeasons.copyName')}
        value={shownName}
        maxLength={128}
        required
        onChange={(e) => {
          setNamed(true);
          setName(e.currentTarget.value);
        }}
        error={fieldError(copy.error, 'name')}
        data-testid="season-copy-name"
      />
      {loftId ? (
        fieldError(copy.error, 'loft_id') && (
          <Alert color="red" data-testid="season-copy-loft-error">
            {fieldError(copy.error, 'loft_id')}
          </Alert>
        )
      ) : (
        <LoftSelect
          label={t('adminSeasons.copyLoft')}
          placeholder={source ? source.loftName : t('adminSeasons.sameLoft')}
          value={loft}
          onChange={setLoft}
          error={fieldError(copy.error, 'loft_id')}
          testId="season-copy-loft"
        />
      )}
      <div>
        <Text size="sm" fw={600}>
          {t('adminSeasons.copyWhat.title')}
        </Text>
        <List size="sm" c="dimmed">
          <List.Item>{t('adminSeasons.copyWhat.settings')}</List.Item>
          <List.Item>{t('adminSeasons.copyWhat.dueDates')}</List.Item>
          <List.Item>{t('adminSeasons.copyWhat.products')}</List.Item>
          <List.Item>{t('adminSeasons.copyWhat.draft')}</List.Item>
        </List>
      </div>
      {other && (
        <Alert color="red" data-testid="season-copy-error">
          {errorText(copy.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={onSubmit} loading={copy.isPending} disabled={!source} data-testid="season-copy-submit">
          {t('adminSeasons.copy')}
        </Button>
      </Group>
    </Stack>
  );
}
