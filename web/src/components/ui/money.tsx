import type { Currency } from '@/lib/api/types';
import { formatAmount, formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';

const ICON_PATHS: Record<Currency, string> = {
  // euro sign and dollar sign, drawn as strokes (Tabler-style outline)
  EUR: 'M17.2 7a6 7 0 1 0 0 10M13 10H5M5 14h8',
  USD: 'M16.7 8A3 3 0 0 0 14 6h-4a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6h-4a3 3 0 0 1-2.7-2M12 3v3m0 12v3',
};

/** The currency's icon (euro or dollar). */
export function CurrencyIcon({ currency, size = 16 }: { currency: Currency; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-label={currency}
      role="img"
      data-currency={currency}
    >
      <path d={ICON_PATHS[currency]} />
    </svg>
  );
}

/** Money shown as icon + amount, formatted in the viewer's language. */
export function Money({ cents, currency }: { cents: number; currency: Currency }) {
  const { intlLocale } = useLanguage();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }} title={formatCurrency(cents, currency, intlLocale)}>
      <CurrencyIcon currency={currency} />
      <span>{formatAmount(cents, currency, intlLocale)}</span>
    </span>
  );
}
