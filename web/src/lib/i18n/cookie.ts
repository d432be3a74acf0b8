import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@/config/constants';

/** Reads the language cookie (no URL prefix is used for the language). */
export function readLocaleCookie(cookie = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Keeps the chosen language for 365 days. */
export function localeCookie(code: string, now = new Date()): string {
  const expires = new Date(now.getTime() + LOCALE_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

export function writeLocaleCookie(code: string): void {
  document.cookie = localeCookie(code);
}
