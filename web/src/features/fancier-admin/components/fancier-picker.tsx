import { Anchor, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvailableUsers } from '../api/get-available-users';

/** Who a team is for: a user picked from the loft's fanciers (available users), or an e-mail address. */
export type FancierChoice = { userId: number | null; email: string; byEmail: boolean };

type Props = {
  loftId: number;
  seasonId: number;
  value: FancierChoice;
  onChange: (v: FancierChoice) => void;
  exclude?: number;
  errors: { user?: string; email?: string };
};

/** Picks a fancier from the loft's users (searchable by name or e-mail), or takes the address of someone new to the loft. */
export function FancierPicker({ loftId, seasonId, value, onChange, exclude, errors }: Props) {
  const { t } = useTranslation();
  const { data, isPending } = useAvailableUsers(loftId, seasonId);
  const options = (data ?? []).filter((u) => u.id !== exclude).map((u) => ({ value: String(u.id), label: `${u.ouser.first_name} ${u.ouser.last_name} · ${u.ouser.email}` }));
  return (
    <Stack gap={4}>
      {value.byEmail ? (
        <TextInput
          label={t('fanciers.email')}
          description={t('fanciers.emailHint')}
          type="email"
          value={value.email}
          maxLength={128}
          onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
          error={errors.email}
          data-testid="fancier-email"
        />
      ) : (
        <Select
          label={t('fanciers.fancier')}
          placeholder={isPending ? t('fanciers.loading') : t('fanciers.pickFancier')}
          searchable
          data={options}
          value={value.userId ? String(value.userId) : null}
          onChange={(v) => onChange({ ...value, userId: v ? Number(v) : null })}
          nothingFoundMessage={t('fanciers.nothingFound')}
          error={errors.user}
          comboboxProps={{ withinPortal: true }}
          data-testid="fancier-select"
        />
      )}
      <Anchor component="button" type="button" size="xs" ta="start" onClick={() => onChange({ ...value, byEmail: !value.byEmail })} data-testid="fancier-by-email">
        {value.byEmail ? t('fanciers.pickFromList') : t('fanciers.enterEmail')}
      </Anchor>
    </Stack>
  );
}
