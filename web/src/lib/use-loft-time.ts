import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatLoftTime, zoneAbbr, type LoftTimeStyle } from '@/lib/loft-time';

/** Writes moments on the loft's clock (timeZone), saying so, in the user's language: see formatLoftTime. */
export function useLoftTime(timeZone: string | undefined) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const zone = timeZone || 'UTC';
  const format = useCallback((at: string | number, style?: LoftTimeStyle) => formatLoftTime(at, t, { intlLocale, timeZone: zone, style }), [t, intlLocale, zone]);
  /** What an input of such times says next to it: they are typed on the loft's clock. */
  const inputHint = useCallback((at?: string) => t('loftTime.inputHint', { zone: zoneAbbr(at ? new Date(at) : new Date(), zone, intlLocale), name: zone }), [t, intlLocale, zone]);
  return { format, inputHint };
}
