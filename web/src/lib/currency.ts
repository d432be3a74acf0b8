import type { Currency } from '@/lib/api/types';
import { numberFormat } from './intl';

/**
 * Amount in cents → number with two decimals in the viewer's language, without symbol ("1.234,50" in
 * German, "1,234.50" in English). Latin digits whatever the language, so that the text is also what a
 * money field takes back (parseCents).
 */
export function formatAmount(cents: number, _currency: Currency, intlLocale: string): string {
  return numberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(cents / 100);
}

/** Amount in cents → full currency text in the viewer's language ("1.234,50 €" in German, "€1,234.50" in English). */
export function formatCurrency(cents: number, currency: Currency, intlLocale: string): string {
  return numberFormat(intlLocale, { style: 'currency', currency }).format(cents / 100);
}
