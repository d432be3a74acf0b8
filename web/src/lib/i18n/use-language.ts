import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, toIntlLocale, type LanguageCode } from './languages';

/** The current language, its Intl locale and direction, and a setter. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const code: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { code, intlLocale: toIntlLocale(code), dir: directionOf(code), setLanguage: changeLanguage };
}
