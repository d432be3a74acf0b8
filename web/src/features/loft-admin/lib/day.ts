/** Today's calendar date where the user is, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A calendar date (YYYY-MM-DD) in the user's language. It is read as that day where the user is: read as
 * UTC midnight, it would show the day before west of Greenwich.
 */
export function formatDay(day: string, intlLocale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}
