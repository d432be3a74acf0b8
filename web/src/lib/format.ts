/** Date and time in the user's language (Intl tag, e.g. 'zh' for 'cn'). */
export function formatDateTime(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale).format(value);
}
