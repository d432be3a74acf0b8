/** Under this much time left a lot shows a countdown. */
export const COUNTDOWN_FROM_MS = 24 * 60 * 60 * 1000;

/** Time left as H:MM:SS (Latin digits in every language); null when none is left or more than a day. */
export function countdownText(endsAt: string, now: number): string | null {
  const left = new Date(endsAt).getTime() - now;
  if (!Number.isFinite(left) || left <= 0 || left >= COUNTDOWN_FROM_MS) return null;
  const s = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}
