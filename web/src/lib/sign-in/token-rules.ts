import { sameOriginPath } from '@/lib/same-origin-path';
import { FRAGMENT_TOKEN_VALID_MS, TOKEN_EXPIRY_MARGIN_MS } from '@/config/constants';

/**
 * The moment from which a token from the token endpoint counts as expired, as epoch ms.
 *
 * SPEC §9 checks token expiry "with 1 day margin": a token with less than a day left is treated as
 * expired and refreshed. That was written for long-lived tokens; our provider (and most issuers)
 * issue access tokens for an hour, and a whole day's margin would make every token expired on
 * arrival (an endless refresh loop). So the margin is one day, but never more than a tenth of the
 * token's lifetime: a 30-day token is refreshed a day early, a 1-hour token 6 minutes early.
 */
export function expiryOf(now: number, expiresInSeconds: number): number {
  const lifetime = Math.max(0, expiresInSeconds) * 1000;
  return now + lifetime - Math.min(TOKEN_EXPIRY_MARGIN_MS, lifetime / 10);
}

/** True when the token must not be used any more (no or unreadable expiry counts as expired). */
export function isExpired(expiry: number | null, now: number): boolean {
  return expiry === null || !Number.isFinite(expiry) || now >= expiry;
}

/** SPEC §4: a token in the address fragment (`#token=…`) counts valid for 30 minutes from now, with no margin. */
export function fragmentExpiry(now: number): number {
  return now + FRAGMENT_TOKEN_VALID_MS;
}

/** The access token in an address fragment like `#token=eyJ…` (other fragment parameters allowed), or null. */
export function fragmentToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/**
 * Where to go after sign-in: the saved path, or `/` when none was saved, when it was the callback
 * itself, or when it is not a path of this site (`//host`, `https://…`).
 */
export function returnPath(saved: string | null | undefined, origin?: string): string {
  saved = sameOriginPath(saved, origin);
  if (saved === '/login/callback' || saved.startsWith('/login/callback?') || saved.startsWith('/login/callback/') || saved.startsWith('/login/callback#')) return '/';
  return saved;
}
