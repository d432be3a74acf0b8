import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/lib/api/countries/get-countries';

/** A searchable list of countries in the user's language; the value is the ISO code. */
export function CountrySelect({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const { t } = useTranslation();
  const { data } = useCountries();
  return (
    <Select
      label={t('fanciers.country')}
      searchable
      data={(data ?? []).map((c) => ({ value: c.key, label: c.name }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      nothingFoundMessage={t('fanciers.nothingFound')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="team-country"
    />
  );
}
