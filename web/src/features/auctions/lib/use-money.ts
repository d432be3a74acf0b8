import { useCallback } from 'react';
import type { Currency } from '@/lib/api/types';
import { formatAmount, formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';

/** Money of a lot in the viewer's language: `money` with the currency, `amount` as a money field takes it. */
export function useMoney(currency: Currency) {
  const { intlLocale } = useLanguage();
  const money = useCallback((cents: number) => formatCurrency(cents, currency, intlLocale), [currency, intlLocale]);
  const amount = useCallback((cents: number) => formatAmount(cents, currency, intlLocale), [currency, intlLocale]);
  return { money, amount };
}
