// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md: files and folders kebab-case. The import rules (shared code → features/<area> → app, no
// feature imports another) are ESLint's import-x/no-restricted-paths, in eslint.config.js.
const SRC = new URL('../src', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('file names', () => {
  it('are kebab-case', () => {
    const wrong = files(SRC)
      .map((f) => relative(SRC, f))
      .filter((f) => !f.split('/').every((part) => /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(part)));
    expect(wrong).toEqual([]);
  });
});
