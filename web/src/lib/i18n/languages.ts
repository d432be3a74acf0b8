import type { Schema } from '@/lib/api/types';

/**
 * A product language code (SPEC §9). The list is the server's (core.Languages, through the API's
 * enum), so a language added or dropped there fails the type check of `NAMES` below until this
 * file follows.
 */
export type LanguageCode = Schema<'OAuthUser'>['language'];

/** Each language in its own name, for the picker. */
const NAMES: Record<LanguageCode, string> = {
  ar: 'العربية',
  cn: '中文',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  hu: 'Magyar',
  it: 'Italiano',
  jp: '日本語',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  se: 'Svenska',
  sk: 'Slovenčina',
  th: 'ไทย',
  tr: 'Türkçe',
};

/** The 18 languages of SPEC §9 with their own names, by code. */
export const LANGUAGES = (Object.keys(NAMES) as LanguageCode[]).sort().map((code) => ({ code, name: NAMES[code] }));

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

const INTL_LOCALE: Partial<Record<LanguageCode, string>> = { cn: 'zh', jp: 'ja', se: 'sv' };

/** The app's language code → the BCP 47 tag for Intl dates and numbers (cn→zh, jp→ja, se→sv). */
export function toIntlLocale(code: string): string {
  return INTL_LOCALE[code as LanguageCode] ?? code;
}

export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** Arabic is written right to left. */
export function directionOf(code: string): 'rtl' | 'ltr' {
  return code === 'ar' ? 'rtl' : 'ltr';
}
