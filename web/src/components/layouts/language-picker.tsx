import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageCode } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

const options = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

/** Picker of the 18 languages; the choice is kept in a cookie. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { code, setLanguage } = useLanguage();
  return (
    <Select
      aria-label={t('nav.language')}
      data-testid="language-picker"
      data={options}
      value={code}
      allowDeselect={false}
      size="xs"
      w={130}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (isLanguageCode(value)) void setLanguage(value);
      }}
    />
  );
}
