import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales } from 'virtual:locales';
import { setApiLanguage } from '@/lib/api/language';
import { readLocaleCookie, writeLocaleCookie } from './cookie';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, toIntlLocale, type LanguageCode } from './languages';

// Every language is two chunks (build/locale-split.ts): the strings of the first screen, and the rest. English
// always loads too, as the fallback.
type Part = 'firstScreen' | 'rest';
const loads = new Map<string, Promise<void>>();

/** What the app loads of each language it uses: the first screen's strings, until a screen needs all. */
let parts: Part[] = ['firstScreen', 'rest'];

function loadPart(code: LanguageCode, part: Part): Promise<void> {
  const key = `${code} ${part}`;
  let done = loads.get(key);
  if (!done) {
    const load = locales[code]?.[part];
    done = load
      ? load().then(
          (m) => void i18n.addResourceBundle(code, 'translation', m.default, true, true),
          (err: unknown) => {
            loads.delete(key); // the next screen asks again
            throw err;
          },
        )
      : Promise.resolve();
    loads.set(key, done);
  }
  return done;
}

/** Loads a language's strings, and English's (the fallback), as far as the app needs them. */
function loadLanguage(code: LanguageCode): Promise<unknown> {
  const codes = code === DEFAULT_LANGUAGE ? [code] : [DEFAULT_LANGUAGE, code];
  return Promise.all(codes.flatMap((c) => parts.map((p) => loadPart(c, p))));
}

/**
 * Loads every string of the current language and English: a route beyond the home page waits for this before it
 * renders (src/app/router.tsx), as does a toast (its message may come from anywhere).
 */
export function loadAllStrings(): Promise<unknown> {
  parts = ['firstScreen', 'rest'];
  return loadLanguage(isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = toIntlLocale(code);
  document.documentElement.dir = directionOf(code);
}

/** Switches the language: loads its strings, keeps the choice in the cookie, sets lang/dir on <html>. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  // Before i18next re-renders: queries keyed on the language refetch at once and must ask in the new one.
  setApiLanguage(code);
  await i18n.changeLanguage(code);
  writeLocaleCookie(code);
  applyDocumentLanguage(code);
}

/**
 * Initializes i18next in the language from the cookie, English otherwise, with English as the fallback; strings
 * 'first-screen' loads only what the first screen reads (the app's start, see ready.ts), 'all' everything (tests).
 */
export async function initI18n(strings: 'first-screen' | 'all' = 'all'): Promise<typeof i18n> {
  const fromCookie = readLocaleCookie();
  const initial: LanguageCode = isLanguageCode(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
  parts = strings === 'all' ? ['firstScreen', 'rest'] : ['firstScreen'];
  // init first, so that the store exists when the bundles come; it is a new store, which has none of them yet
  loads.clear();
  const ready = i18n.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([ready, loadLanguage(initial)]);
  if (initial !== DEFAULT_LANGUAGE) await i18n.changeLanguage(initial);
  setApiLanguage(initial);
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
