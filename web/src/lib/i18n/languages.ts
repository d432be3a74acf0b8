/** The 18 languages of SPEC §9, with their own names for the picker. */
export const LANGUAGES = [
  { code: 'ar', name: 'العربية' },
  { code: 'cn', name: '中文' },
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'hu', name: 'Magyar' },
  { code: 'it', name: 'Italiano' },
  { code: 'jp', name: '日本語' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português' },
  { code: 'ro', name: 'Română' },
  { code: 'ru', name: 'Русский' },
  { code: 'se', name: 'Svenska' },
  { code: 'sk', name: 'Slovenčina' },
  { code: 'th', name: 'ไทย' },
  { code: 'tr', name: 'Türkçe' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
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
