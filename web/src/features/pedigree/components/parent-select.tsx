import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePedigreePigeons, type PedigreePigeon } from '../api/pigeons';

type Props = {
  label: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  /** The sex the bird must not have: a sire is no hen, a dam no cock. */
  not: 'cock' | 'hen';
  /** The bird being edited, which cannot be its own parent. */
  self?: number;
  current?: PedigreePigeon | null;
  error?: string;
  testId: string;
};

const label = (p: PedigreePigeon) => (p.name ? `${p.ring} · ${p.name}` : p.ring);

/** A parent chosen among the account's birds by ring or name, searched on the server as the user types. */
export function ParentSelect({ label: title, value, onChange, not, self, current, error, testId }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = usePedigreePigeons(debounced, '', 1, 50).data?.data ?? [];
  const options = found.filter((p) => p.sex !== not && p.id !== self);
  if (current && !options.some((p) => p.id === current.id)) options.unshift(current);
  return (
    <Select
      label={title}
      searchable
      clearable
      nothingFoundMessage="—"
      data={options.map((p) => ({ value: String(p.id), label: label(p) }))}
      value={value != null ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      onSearchChange={setSearch}
      error={error}
      data-testid={testId}
    />
  );
}
