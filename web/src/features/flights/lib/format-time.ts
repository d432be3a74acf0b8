import { dateTimeFormat } from '@/lib/intl';

/** Clock time of an arrival (HH:mm:ss.SSS, 24 h) in the user's locale and time zone. */
export function formatTime(ms: number, intlLocale: string, timeZone?: string): string {
  return dateTimeFormat(intlLocale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(ms));
}

/** A duration as H:mm:ss (hours not capped), for "in the air for" and countdowns; negative counts as 0. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
