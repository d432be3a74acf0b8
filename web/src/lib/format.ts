import { dateTimeFormat, numberFormat } from './intl';

/** Date and time in the user's language (Intl tag, e.g. 'zh' for 'cn'). */
export function formatDateTime(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(date);
}

/**
 * A calendar day sent as YYYY-MM-DD (a due date) in the user's language. It is read and shown in
 * UTC, so that no time zone moves it to the day before.
 */
export function formatDay(ymd: string, intlLocale: string): string {
  const date = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return ymd;
  return dateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, intlLocale: string): string {
  return numberFormat(intlLocale).format(value);
}
