import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../client';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifyErrorMessage } from '@/lib/notify';

/** GET /api/public/countries/{locale}: localized country names. */
export async function getCountries(locale: string) {
  return unwrap(await api.GET('/api/public/countries/{locale}', { params: { path: { locale } } })) ?? [];
}

export const getCountriesQueryOptions = (locale: string) => queryOptions({ queryKey: ['countries', locale], queryFn: () => getCountries(locale), staleTime: Infinity });

/** Country names in the current language; refetched when the language changes (SPEC §7). */
export function useCountries() {
  const { code } = useLanguage();
  const { t } = useTranslation();
  const query = useQuery(getCountriesQueryOptions(code));
  useEffect(() => {
    if (query.isError) {
      notifyErrorMessage(t('errors.countries'), 'countries-error');
    }
  }, [query.isError, t]);
  return query;
}

/** Returns a function that names a country key, falling back to the key. */
export function useCountryName(): (key: string | null | undefined) => string {
  const { data } = useCountries();
  return (key) => {
    if (!key) return '';
    return data?.find((c) => c.key === key)?.name ?? key;
  };
}
