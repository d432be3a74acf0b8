import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/lib/api/countries/get-countries';

/** A searchable list of countries in the user's language; the value is the ISO code. */
export function CountrySelect({ value, onChange, ...props }: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const { data } = useCountries();
  const options = (data ?? []).map((c) => ({ value: c.key, label: c.name }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return <Select searchable clearable nothingFoundMessage={t('adminLofts.nothingFound')} {...props} data={options} value={value || null} onChange={(v) => onChange(v ?? '')} />;
}
