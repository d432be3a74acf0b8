#!/usr/bin/env node
// Size budget (issue 3): initial JavaScript ≤ 150 KB gzip, each lazy route ≤ 50 KB gzip,
// with an empty React app built by the same Vite shown beside it.
//   node scripts/size.mjs            builds the app and the empty app, then reports
//   SIZE_NO_BUILD=1 node scripts/size.mjs   reports on the existing dist/ (builds the empty app once)
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET = 150 * 1024;
const LAZY_BUDGET = 50 * 1024;
const root = new URL('..', import.meta.url).pathname;

function run(cmd) {
  execSync(cmd, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

if (!process.env.SIZE_NO_BUILD || !existsSync(join(root, 'dist/.vite/manifest.json'))) run('npx vite build --logLevel warn');
if (!process.env.SIZE_NO_BUILD || !existsSync(join(root, 'dist-empty/.vite/manifest.json'))) run('npx vite build -c vite.empty.config.ts');

const gz = (dir, file) => gzipSync(readFileSync(join(root, dir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(6)} KB`;

function load(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  /** All chunks reached from `key` by static imports. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const size = (keys) => [...keys].reduce((sum, k) => sum + (manifest[k].file.endsWith('.js') ? gz(dir, manifest[k].file) : 0), 0);
  return { manifest, entryKey, closure, size };
}

const app = load('dist');
const empty = load('dist-empty');
const initialKeys = app.closure(app.entryKey);
const initial = app.size(initialKeys);
const emptyInitial = empty.size(empty.closure(empty.entryKey));

// Every dynamically imported module: its own chunk, and what visiting it downloads beyond the initial set.
const lazy = new Set();
for (const key of Object.keys(app.manifest)) for (const d of app.manifest[key].dynamicImports ?? []) lazy.add(d);
const rows = [...lazy]
  .map((key) => {
    const extra = [...app.closure(key)].filter((k) => !initialKeys.has(k));
    return { key, own: app.size([key]), extra: app.size(extra) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));

let failed = false;
const mark = (value, budget) => {
  if (value > budget) failed = true;
  return value > budget ? 'OVER' : 'ok';
};

console.log('\nJavaScript size (gzip, level 9)\n');
console.log(`  initial (entry + static imports, ${initialKeys.size} chunks) ${kb(initial)}  budget ${kb(INITIAL_BUDGET)}  ${mark(initial, INITIAL_BUDGET)}`);
console.log(`  empty React app, same Vite                     ${kb(emptyInitial)}`);
console.log(`  app minus empty React app                      ${kb(initial - emptyInitial)}\n`);
console.log('  lazy chunk                                      own chunk   on first visit  budget ' + kb(LAZY_BUDGET).trim());
for (const r of rows) {
  const name = r.key.replace(/^src\//, '').padEnd(46);
  console.log(`  ${name} ${kb(r.own)}   ${kb(r.extra)}      ${mark(r.extra, LAZY_BUDGET)}`);
}
console.log(failed ? '\nSize budget exceeded.\n' : '\nAll within budget.\n');
process.exit(failed ? 1 : 0);
