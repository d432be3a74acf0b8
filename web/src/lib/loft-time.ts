import type { TFunction } from 'i18next';
import { dateTimeFormat } from './intl';

/**
 * Times about a race or a season are on the loft's clock, whoever reads them and wherever: each says
 * so ("3 Jul 2026, 07:30 WEST, loft time"), with the reader's own time beside it when their zone's
 * clock reads otherwise. Inputs take what is typed on the loft's clock too.
 */

export type LoftTimeStyle = 'datetime' | 'date' | 'time' | 'seconds';

const STYLES: Record<LoftTimeStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  seconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

/** The browser's time zone: the viewer's clock. */
export function browserTimeZone(): string {
  return dateTimeFormat(undefined).resolvedOptions().timeZone || 'UTC';
}

/** A zone name this browser knows, else UTC (a loft's zone unknown here must not break the page). */
function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    dateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function zonePart(date: Date, timeZone: string, locale: string): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The zone's short name at that moment in the viewer's language. English takes the British names
 * (WEST, CEST), then the American ones (MST) before falling back to an offset (GMT+4).
 */
export function zoneAbbr(date: Date, timeZone: string, intlLocale: string): string {
  const zone = knownZone(timeZone);
  if (!intlLocale.toLowerCase().startsWith('en')) return zonePart(date, zone, intlLocale);
  const gb = zonePart(date, zone, 'en-GB');
  if (!gb.startsWith('GMT')) return gb;
  const us = zonePart(date, zone, 'en-US');
  return us.startsWith('GMT') ? gb : us;
}

/** The wall clock of date in timeZone, to the minute, for comparing two zones' clocks. */
function wallClock(date: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

export interface LoftTimeOptions {
  intlLocale: string;
  /** The loft's IANA zone. */
  timeZone: string;
  style?: LoftTimeStyle;
  /** The viewer's zone; the browser's when left out. */
  viewerZone?: string;
}

/** A moment (ISO text or epoch ms) on the loft's clock, saying so, with the viewer's own time when it differs. */
export function formatLoftTime(at: string | number, t: TFunction, { intlLocale, timeZone, style = 'datetime', viewerZone = browserTimeZone() }: LoftTimeOptions): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const zone = knownZone(timeZone);
  const loft = t('loftTime.at', {
    time: dateTimeFormat(intlLocale, { ...STYLES[style], timeZone: zone }).format(date),
    zone: zoneAbbr(date, zone, intlLocale),
  });
  const viewer = knownZone(viewerZone);
  if (style === 'date' || wallClock(date, viewer) === wallClock(date, zone)) return loft;
  // the viewer's time only, unless their calendar shows another day
  const sameDay = wallClock(date, viewer).slice(0, 10) === wallClock(date, zone).slice(0, 10);
  const viewerStyle = style === 'datetime' && sameDay ? STYLES.time : STYLES[style];
  const yours = t('loftTime.yours', {
    time: dateTimeFormat(intlLocale, { ...viewerStyle, timeZone: viewer }).format(date),
    zone: zoneAbbr(date, viewer, intlLocale),
  });
  return t('loftTime.both', { loft, yours });
}

/** An ISO time as the value of a datetime-local input on the loft's clock (minutes). */
export function toLoftInput(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return wallClock(date, knownZone(timeZone)).replace(', ', 'T');
}

/** The offset of timeZone from UTC at date, in minutes. */
function offsetMinutes(date: Date, timeZone: string): number {
  const [d, hm] = wallClock(date, timeZone).split(', ');
  const [y, mo, day] = d.split('-').map(Number);
  const [h, mi] = hm.split(':').map(Number);
  return (Date.UTC(y, mo - 1, day, h % 24, mi) - Math.floor(date.getTime() / 60000) * 60000) / 60000;
}

/**
 * A datetime-local value typed on the loft's clock as an ISO time; '' when empty or invalid. A time
 * the clocks skip in spring reads as the same minutes after the change.
 */
export function fromLoftInput(value: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return '';
  const zone = knownZone(timeZone);
  const asUTC = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUTC)) return '';
  let guess = asUTC - offsetMinutes(new Date(asUTC), zone) * 60000;
  guess = asUTC - offsetMinutes(new Date(guess), zone) * 60000;
  return new Date(guess).toISOString();
}

/**
 * The loft's calendar day (YYYY-MM-DD) at moment at, days later: a season's windows are the loft's
 * days, so a date input starts from the loft's today, not the viewer's.
 */
export function loftDay(timeZone: string, at: Date | number = Date.now(), days = 0): string {
  const today = wallClock(new Date(at), knownZone(timeZone)).slice(0, 10);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
