/**
 * What a person types in a date-time field about a loft: the moment on the loft's clock (the forms read what is
 * typed in the loft's time zone, issue 27), as `YYYY-MM-DDTHH:mm`.
 */
export function loftInput(d: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
