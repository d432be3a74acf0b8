import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoftChoices } from '../api/get-loft-choices';

type Props = { label: string; value: string | null; onChange: (v: string | null) => void; error?: string; required?: boolean; placeholder?: string; testId: string };

/** A loft the user may manage seasons of; admins and season admins search every loft, merchants pick one of theirs. */
export function LoftSelect({ label, value, onChange, error, required, placeholder, testId }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { choices, isPending } = useLoftChoices(debounced);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={choices}
      value={value}
      onChange={onChange}
      searchable
      clearable={!required}
      required={required}
      onSearchChange={setSearch}
      nothingFoundMessage={isPending ? t('adminSeasons.loading') : t('adminSeasons.filters.noLoft')}
      error={error}
      data-testid={testId}
    />
  );
}
