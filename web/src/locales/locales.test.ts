import { describe, expect, it } from 'vitest';
import { LANGUAGES, toIntlLocale } from '@/lib/i18n/languages';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const english = flatten(en as Tree);
const englishKeys = Object.keys(english).sort();

// Texts that may legitimately read the same as English in some languages (brands, short words).
const MAY_MATCH = new Set([
  'lofts.package.premium',
  'lofts.package.basic',
  'nav.dashboard',
  'misc.health.status',
  'contact.email',
  'raceRules.aceLine',
  'storeOrders.period',
  'pedigree.race.place',
  'pedigree.race.unplaced',
]);

// A text counted with {{count}} has a key per plural form (i18next's `_one`, `_few`, …): English has two, a
// language may need more (Arabic six, Russian four), and each needs those its plural rules name.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(englishKeys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
const isPlural = (k: string) => PLURAL.test(k) && pluralBases.has(k.replace(PLURAL, ''));

describe('locale files', () => {
  it('exist for all 18 languages and no others', () => {
    expect(
      Object.keys(files)
        .map((f) => f.slice(2, -5))
        .sort(),
    ).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    describe(code, () => {
      const file = files[`./${code}.json`];
      const texts = file ? flatten(file) : {};

      it('has every key of en.json and no other', () => {
        expect(
          Object.keys(texts)
            .filter((k) => !isPlural(k) || k in english)
            .sort(),
        ).toEqual(englishKeys);
      });

      it('has the plural forms of its language for counted texts', () => {
        const forms = new Intl.PluralRules(toIntlLocale(code)).resolvedOptions().pluralCategories;
        const missing = [...pluralBases].flatMap((base) => forms.filter((f) => texts[`${base}_${f}`] === undefined).map((f) => `${base}_${f}`));
        expect(missing).toEqual([]);
      });

      it('has no empty text', () => {
        expect(Object.entries(texts).filter(([, v]) => v.trim() === '')).toEqual([]);
      });

      it('keeps the placeholders of each text', () => {
        const source = (k: string) => english[k] ?? english[k.replace(PLURAL, '_other')];
        const wrong = Object.keys(texts).filter((k) => source(k) !== undefined && placeholders(texts[k]).join() !== placeholders(source(k)).join());
        expect(wrong).toEqual([]);
      });

      it('is a real translation, not English copies', () => {
        const copied = englishKeys.filter((k) => !MAY_MATCH.has(k) && texts[k] === english[k] && /[a-z]{3}/i.test(english[k]));
        // Some single words are the same in some languages (German "Name", "Status", "Team"; French
        // "Message", "Date"); at most a tenth of the keys may match, and sentences never.
        expect(copied.length, `copied from English: ${copied.join(', ')}`).toBeLessThanOrEqual(Math.floor(englishKeys.length / 10));
        const copiedSentences = copied.filter((k) => english[k].split(' ').length > 2);
        expect(copiedSentences).toEqual([]);
      });
    });
  }
});
