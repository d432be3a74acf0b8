// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md: shared code (components, lib, config) → features/<area> → app; no feature imports another.
const SRC = new URL('../src', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '(@\/[^']+)'/g)].map((m) => m[1]!);

describe('import rules', () => {
  const all = files(SRC).map((f) => ({ file: relative(SRC, f), imports: imports(f) }));

  it('no feature imports another feature or the app', () => {
    const wrong = all
      .filter((f) => f.file.startsWith('features/'))
      .flatMap((f) => {
        const own = f.file.split('/')[1];
        return f.imports.filter((i) => i.startsWith('@/app') || (i.startsWith('@/features/') && i.split('/')[2] !== own)).map((i) => `${f.file} → ${i}`);
      });
    expect(wrong).toEqual([]);
  });

  it('shared code imports neither features nor the app', () => {
    const wrong = all
      .filter((f) => /^(components|lib|config)\//.test(f.file))
      .flatMap((f) => f.imports.filter((i) => i.startsWith('@/features') || i.startsWith('@/app')).map((i) => `${f.file} → ${i}`));
    expect(wrong).toEqual([]);
  });

  it('file names are kebab-case', () => {
    const wrong = all.map((f) => f.file).filter((f) => !f.split('/').every((part) => /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(part)));
    expect(wrong).toEqual([]);
  });
});
