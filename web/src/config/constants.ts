/** Business constants of SPEC §9 used by the web app. */
export const TOAST_ERROR_MS = 10000;
export const TOAST_SUCCESS_MS = 2000;
export const SNACKBAR_MAX_CHARS = 64;
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const HEADER_EXTENSION_HEIGHT = 160;
export const HEADER_COLLAPSE_REMAINING = 100;
export const SCROLL_DEBOUNCE_MS = 100;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_DAYS = 365;
/** Theme breakpoints in px (SPEC §9). */
export const BREAKPOINTS_PX = { xs: 576, sm: 768, md: 996, lg: 1200, xl: 1367 } as const;
/** SPEC §9: a stored token counts as expired when less than a day is left (see lib/sign-in/token-rules). */
export const TOKEN_EXPIRY_MARGIN_MS = 86_400_000;
/** SPEC §4: a token passed in the address fragment counts valid for 30 minutes. */
export const FRAGMENT_TOKEN_VALID_MS = 30 * 60_000;
/** SPEC §9: account settings open in a 460×780 popup, polled every 1000 ms. */
export const ACCOUNT_POPUP = { width: 460, height: 780, pollMs: 1000 } as const;
