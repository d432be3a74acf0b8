import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:locales';

/**
 * Serves the language files of dir in two parts each, so that a first visit loads only what its first screen
 * reads: `virtual:locales` exports `locales`, by language code, a loader of each part; the part "first-screen" holds
 * the top-level keys named in firstScreen, "rest" the others. Each part is JSON.parse of a string, which browsers
 * read faster than the same object written as code.
 */
export function localeSplit(dir: string, firstScreen: readonly string[]): Plugin {
  return {
    name: 'locale-split',
    resolveId(id) {
      if (id === ID || id.startsWith(`${ID}/`)) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${ID}`) {
        const codes = readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -'.json'.length));
        const part = (code: string, name: string) => `() => import(${JSON.stringify(`${ID}/${code}-${name}`)})`;
        return `export const locales = {\n${codes.map((c) => `  ${JSON.stringify(c)}: { firstScreen: ${part(c, 'first-screen')}, rest: ${part(c, 'rest')} },`).join('\n')}\n};\n`;
      }
      const m = /^\0virtual:locales\/([a-z]+)-(first-screen|rest)$/.exec(id);
      if (!m) return;
      const file = join(dir, `${m[1]}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const first = m[2] === 'first-screen';
      const part = Object.fromEntries(Object.entries(all).filter(([key]) => firstScreen.includes(key) === first));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});\n`;
    },
  };
}
