import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
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
        expect(Object.keys(texts).sort()).toEqual(englishKeys);
      });

      it('has no empty text', () => {
        expect(Object.entries(texts).filter(([, v]) => v.trim() === '')).toEqual([]);
      });

      it('keeps the placeholders of each text', () => {
        const wrong = englishKeys.filter((k) => texts[k] !== undefined && placeholders(texts[k]).join() !== placeholders(english[k]).join());
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
