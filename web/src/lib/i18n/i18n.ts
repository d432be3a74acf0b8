import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import { setApiLanguage } from '@/lib/api/client';
import { readLocaleCookie, writeLocaleCookie } from './cookie';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, toIntlLocale, type LanguageCode } from './languages';

// Every other language is its own chunk, loaded when chosen.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*.json', '!../../locales/en.json']);

async function loadBundle(code: LanguageCode): Promise<void> {
  if (code === DEFAULT_LANGUAGE || i18n.hasResourceBundle(code, 'translation')) return;
  const load = loaders[`../../locales/${code}.json`];
  if (!load) return;
  const bundle = await load();
  i18n.addResourceBundle(code, 'translation', bundle.default, true, true);
}

function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = toIntlLocale(code);
  document.documentElement.dir = directionOf(code);
}

/** Switches the language: loads its file, keeps the choice in the cookie, sets lang/dir on <html>. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadBundle(code);
  await i18n.changeLanguage(code);
  writeLocaleCookie(code);
  setApiLanguage(code);
  applyDocumentLanguage(code);
}

/** Initializes i18next with English (bundled) and the language from the cookie. */
export async function initI18n(): Promise<typeof i18n> {
  const fromCookie = readLocaleCookie();
  const initial: LanguageCode = isLanguageCode(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (initial !== DEFAULT_LANGUAGE) {
    await loadBundle(initial);
    await i18n.changeLanguage(initial);
  }
  setApiLanguage(initial);
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
