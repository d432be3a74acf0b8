import { NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';
import { useCountries } from '@/lib/api/countries/get-countries';
import type { RegistrationForm } from '../lib/registration-form';

type Team = Schema<'Team'>;
type Props = { teams: Team[]; form: RegistrationForm; set: (patch: Partial<RegistrationForm>) => void; error?: string };

/** One of my teams in this loft, or a new one (name and country from the countries API). */
export function TeamFields({ teams, form, set, error }: Props) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  return (
    <Stack gap="xs">
      {teams.length > 0 && (
        <SegmentedControl
          w="fit-content"
          data-testid="team-mode"
          value={form.teamMode}
          onChange={(v) => set({ teamMode: v as RegistrationForm['teamMode'] })}
          data={[
            { value: 'existing', label: t('registration.ownTeam') },
            { value: 'new', label: t('registration.newTeam') },
          ]}
        />
      )}
      {form.teamMode === 'existing' ? (
        <NativeSelect
          label={t('teams.team')}
          data-testid="team-select"
          value={form.teamId == null ? '' : String(form.teamId)}
          onChange={(e) => set({ teamId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          data={[{ value: '', label: '—' }, ...teams.map((team) => ({ value: String(team.id), label: team.name }))]}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('registration.teamName')}
            data-testid="team-name-input"
            value={form.teamName}
            maxLength={100}
            onChange={(e) => set({ teamName: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('teams.country')}
            data-testid="team-country"
            value={form.teamCountry}
            onChange={(e) => set({ teamCountry: e.currentTarget.value })}
            data={[{ value: '', label: '—' }, ...countries.map((c) => ({ value: c.key, label: c.name }))]}
          />
        </SimpleGrid>
      )}
      {error && (
        <Text c="red" size="sm" data-testid="error-team">
          {error}
        </Text>
      )}
    </Stack>
  );
}
