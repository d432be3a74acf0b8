import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageCode, toIntlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import classes from './layout.module.css';

/** Picker of the 18 languages (a native select: small, and right for phones); kept in a cookie. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { code, setLanguage } = useLanguage();
  return (
    <select
      aria-label={t('nav.language')}
      data-testid="language-picker"
      className={classes.languagePicker}
      value={code}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (isLanguageCode(value)) void setLanguage(value);
      }}
    >
      {LANGUAGES.map((l) => (
        // lang takes a BCP 47 tag: the app's codes cn, jp and se are not ones.
        <option key={l.code} value={l.code} lang={toIntlLocale(l.code)}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
