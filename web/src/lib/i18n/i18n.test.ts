import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './i18n';

describe('i18n runtime', () => {
  afterAll(() => changeLanguage('en'));

  it('starts in English with lang and dir set', async () => {
    document.cookie = 'i18n_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.notFound')).toBe('This page could not be found');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads German on demand, keeps it in the cookie, falls back to English for missing keys', async () => {
    await changeLanguage('de');
    expect(i18n.t('nav.lofts')).toBe('Schläge');
    expect(i18n.t('errors.occurred', { status: 500 })).toBe('Ein Fehler ist aufgetreten - 500');
    expect(document.cookie).toContain('i18n_locale=de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('no.such.key.anywhere' as never)).toBe('no.such.key.anywhere');
  });

  it('switches Arabic right to left', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await changeLanguage('jp');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ja');
  });
});
