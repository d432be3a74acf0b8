import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '@/lib/api/language';
import { readLocaleCookie, writeLocaleCookie } from './cookie';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, toIntlLocale, type LanguageCode } from './languages';

// Every language is its own chunk, loaded when needed (English always, as the fallback).
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');

async function loadBundle(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
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
  // Before i18next re-renders: queries keyed on the language refetch at once and must ask in the new one.
  setApiLanguage(code);
  await i18n.changeLanguage(code);
  writeLocaleCookie(code);
  applyDocumentLanguage(code);
}

/** Initializes i18next with English (the fallback) and the language from the cookie, loaded in parallel. */
export async function initI18n(): Promise<typeof i18n> {
  const fromCookie = readLocaleCookie();
  const initial: LanguageCode = isLanguageCode(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
  const english = loaders['../../locales/en.json']!();
  const chosen = initial === DEFAULT_LANGUAGE ? undefined : loaders[`../../locales/${initial}.json`]?.();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: (await english).default } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (chosen) {
    i18n.addResourceBundle(initial, 'translation', (await chosen).default, true, true);
    await i18n.changeLanguage(initial);
  }
  setApiLanguage(initial);
  applyDocumentLanguage(initial);
  return i18n;
}

export { i18n };
