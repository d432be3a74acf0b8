import type { Currency } from '@/lib/api/types';

const FORMAT_LOCALE: Record<Currency, string> = { EUR: 'de-DE', USD: 'en-US' };

/** Amount in cents → number in the currency's own formatting, without symbol ("1.234,50" / "1,234.50"). */
export function formatAmount(cents: number, currency: Currency): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[currency], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** Amount in cents → full currency text: EUR German ("1.234,50 €"), USD English ("$1,234.50"). */
export function formatCurrency(cents: number, currency: Currency): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[currency], { style: 'currency', currency }).format(cents / 100);
}
