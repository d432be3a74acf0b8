import { describe, expect, it } from 'vitest';
import { localeCookie, readLocaleCookie } from './cookie';
import { LANGUAGES, directionOf, isLanguageCode, toIntlLocale } from './languages';

describe('languages', () => {
  it('offers the 18 languages of SPEC §9', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['ar', 'cn', 'de', 'en', 'es', 'fr', 'hu', 'it', 'jp', 'nl', 'pl', 'pt', 'ro', 'ru', 'se', 'sk', 'th', 'tr']);
  });

  it('maps cn, jp, se to zh, ja, sv for Intl and keeps the others', () => {
    expect(toIntlLocale('cn')).toBe('zh');
    expect(toIntlLocale('jp')).toBe('ja');
    expect(toIntlLocale('se')).toBe('sv');
    for (const code of ['ar', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt', 'ro', 'ru', 'sk', 'th', 'tr']) {
      expect(toIntlLocale(code)).toBe(code);
    }
  });

  it('gives Intl tags that Intl accepts', () => {
    for (const { code } of LANGUAGES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([toIntlLocale(code)])).toHaveLength(1);
    }
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(LANGUAGES.filter((l) => directionOf(l.code) === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('knows its codes', () => {
    expect(isLanguageCode('se')).toBe(true);
    expect(isLanguageCode('sv')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});

describe('locale cookie', () => {
  it('keeps the language for 365 days on the whole site', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const cookie = localeCookie('de', now);
    expect(cookie).toContain('i18n_locale=de');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`expires=${new Date('2027-01-01T00:00:00Z').toUTCString()}`);
  });
  it('reads the language back', () => {
    expect(readLocaleCookie('a=1; i18n_locale=jp; b=2')).toBe('jp');
    expect(readLocaleCookie('a=1')).toBeNull();
  });
});
