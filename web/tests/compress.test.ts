// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDir } from '../build/compress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A directory with the given files (path → content). */
function tree(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'oneloft-compress-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

const text = (n: number) => 'const greeting = "hello, pigeons";\n'.repeat(Math.ceil(n / 35)).slice(0, n);

describe('compressDir', () => {
  it.each([
    { name: 'a script', path: 'assets/app.js', body: text(5000), copies: true },
    { name: 'a style sheet', path: 'assets/app.css', body: text(5000), copies: true },
    { name: 'an svg, by its extension in any case', path: 'logo.SVG', body: text(5000), copies: true },
    { name: 'a web manifest', path: 'site.webmanifest', body: text(2000), copies: true },
    { name: 'a file under 1 KB', path: 'small.js', body: text(1023), copies: false },
    { name: 'a png (compressed already)', path: 'og-image.png', body: text(5000), copies: false },
    { name: 'a file that does not shrink by 10 %', path: 'noise.js', body: randomBytes(5000), copies: false },
    { name: 'a file under a dot folder (the manifest)', path: '.vite/manifest.json', body: text(5000), copies: false },
    { name: 'a skipped file', path: 'index.html', body: text(5000), copies: false },
  ])('$name: copies $copies', async ({ path, body, copies }) => {
    const root = tree({ [path]: body });
    await compressDir(root, { skip: (p) => p === 'index.html' });
    const file = join(root, path);
    expect(existsSync(file + '.br')).toBe(copies);
    expect(existsSync(file + '.gz')).toBe(copies);
    if (copies) {
      expect(brotliDecompressSync(readFileSync(file + '.br')).equals(Buffer.from(body))).toBe(true);
      expect(gunzipSync(readFileSync(file + '.gz')).equals(Buffer.from(body))).toBe(true);
    }
  });

  it('reports sizes and leaves the files as they were', async () => {
    const body = text(10_000);
    const root = tree({ 'assets/a.js': body });
    const [c] = await compressDir(root);
    expect(c.path).toBe('assets/a.js');
    expect(c.bytes).toBe(10_000);
    expect(c.br).toBeLessThan(c.gz!);
    expect(c.gz).toBeLessThan(10_000 * 0.9);
    expect(readFileSync(join(root, 'assets/a.js'), 'utf8')).toBe(body);
  });
});
