/** Times as `datetime-local` inputs hold them: in the browser's time zone, to the minute. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the value of a datetime-local input, in the browser's time zone (minutes). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser time zone) as an ISO time; '' when empty or invalid. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
