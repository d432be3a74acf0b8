import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The kinds of file that shrink when compressed; images other than svg and fonts in woff2 are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.ico', '.xml']);

export type CompressOptions = {
  /** Files smaller than this are sent as they are: compression would save less than a packet. */
  minBytes?: number;
  /** A compressed copy is kept only when it is at least this fraction smaller than the file. */
  minSaving?: number;
  /** Paths (relative to the directory, with /) that get no copies. */
  skip?: (path: string) => boolean;
};

export type Compressed = { path: string; bytes: number; br?: number; gz?: number };

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which the server never sends.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes name.br (brotli, quality 11) and name.gz (gzip, level 9) beside every compressible file of dir, so that
 * the server sends the smallest copy a browser accepts without compressing anything per request (see
 * internal/api/static_encoding.go). Copies that would not save minSaving are not written.
 */
export async function compressDir(dir: string, opts: CompressOptions = {}): Promise<Compressed[]> {
  const { minBytes = 1024, minSaving = 0.1, skip = () => false } = opts;
  const jobs: Promise<Compressed>[] = [];
  for await (const path of files(dir)) {
    const rel = relative(dir, path).split(sep).join('/');
    if (!COMPRESSIBLE.has(extname(path).toLowerCase()) || skip(rel)) continue;
    if ((await stat(path)).size < minBytes) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [b, g] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        const out: Compressed = { path: rel, bytes: body.length };
        const worth = (c: Buffer) => c.length <= body.length * (1 - minSaving);
        if (worth(b)) {
          await writeFile(path + '.br', b);
          out.br = b.length;
        }
        if (worth(g)) {
          await writeFile(path + '.gz', g);
          out.gz = g.length;
        }
        return out;
      })(),
    );
  }
  return Promise.all(jobs);
}

/**
 * The Vite plugin: compresses the build's output once it is written, after the plugins that add files at
 * closeBundle. index.html gets no copies: the server renders it per request (a CSP nonce, OG tags).
 */
export function compress(opts: CompressOptions = {}): Plugin {
  let outDir = 'dist';
  let info = (msg: string) => console.log(msg);
  return {
    name: 'compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      info = (msg) => config.logger.info(msg);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const done = await compressDir(outDir, { skip: (path) => path === 'index.html', ...opts });
        const sum = (k: 'bytes' | 'br' | 'gz') => done.reduce((n, c) => n + (c[k] ?? 0), 0);
        info(`compressed ${done.length} files: ${sum('bytes')} bytes, ${sum('br')} as brotli, ${sum('gz')} as gzip (of those with a copy)`);
      },
    },
  };
}
