import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePigeon } from '../api/get-pigeon';
import { useSeasonPigeons } from '../api/get-season-pigeons';

type Props = { seasonId: number; value: number; onChange: (id: number) => void; error?: string };

const name = (p: { ring: string; name: string }) => (p.name ? `${p.ring} · ${p.name}` : p.ring);

/**
 * The lot's pigeon: a select of the season's pigeons that searches the server by ring or name as one types. The
 * chosen bird stays an option while other searches run; a lot's bird is named by its own request.
 */
export function PigeonSelect({ seasonId, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const lotPigeon = usePigeon(picked ? 0 : value);
  const chosen = picked ?? (lotPigeon.data ? { value: String(lotPigeon.data.id), label: name(lotPigeon.data) } : null);
  // Once a bird is chosen the input shows its name: that is no search.
  const pigeons = useSeasonPigeons(seasonId, debounced === chosen?.label ? '' : debounced.trim());
  const data = (pigeons.data ?? []).map((p) => ({ value: String(p.id), label: name(p) }));
  if (chosen && !data.some((o) => o.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label={t('auctionDesk.form.pigeon')}
      placeholder={t('auctionDesk.form.pigeonSearch')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value ? String(value) : null}
      onChange={(v, option) => {
        setPicked(v ? { value: v, label: option.label } : null);
        onChange(Number(v ?? 0));
      }}
      nothingFoundMessage={pigeons.isFetching ? t('auctionDesk.form.searching') : t('auctionDesk.form.noPigeons')}
      error={error}
      data-testid="lot-form-pigeon"
    />
  );
}
