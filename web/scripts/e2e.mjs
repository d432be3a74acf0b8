#!/usr/bin/env node
// The end-to-end suite in E2E_SHARDS (default 2) Vitest processes at once, each with its own shared server (one
// global setup per process), so the suite's waits for servers, pages and sign-ins overlap. Files go to shards by
// their recorded durations (e2e/durations.json, longest first to the lightest shard; a new file counts as the
// median), so the shards end together. `--record` writes this run's durations back to that file.
//
//   node scripts/e2e.mjs [--record] [files…]   (files: run only these, in one process)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATIONS = 'e2e/durations.json';
const args = process.argv.slice(2);
const record = args.includes('--record');
const chosen = args.filter((a) => a !== '--record');

const files =
  chosen.length > 0
    ? chosen
    : readdirSync('e2e')
        .filter((f) => f.endsWith('.e2e.ts'))
        .sort()
        .map((f) => `e2e/${f}`);
const known = JSON.parse(readFileSync(DURATIONS, 'utf8'));
const sorted = Object.values(known).sort((a, b) => a - b);
const median = sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : 1;
const weight = (file) => known[file.replace(/^e2e\//, '')] ?? median;

const count = chosen.length > 0 ? 1 : Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2) || 1, files.length));
const shards = Array.from({ length: count }, () => ({ files: [], load: 0 }));
for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = shards.reduce((a, b) => (b.load < a.load ? b : a));
  lightest.files.push(file);
  lightest.load += weight(file);
}

const reports = mkdtempSync(join(tmpdir(), 'oneloft-e2e-'));

/** Runs one shard; answers its exit code. Its lines are printed as they come, each marked with the shard. */
function run(shard, i) {
  const mark = count > 1 ? `[e2e ${i + 1}/${count}] ` : '';
  const report = join(reports, `shard-${i}.json`);
  console.log(`${mark}${shard.files.length} files, about ${Math.round(shard.load)} s: ${shard.files.join(' ')}`);
  const child = spawn('npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...shard.files], {
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`${mark}${line}\n`);
    });
    from.on('end', () => rest && to.write(`${mark}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, report })));
}

const started = Date.now();
const results = await Promise.all(shards.map(run));
const failed = results.filter((r) => r.code !== 0).length;
console.log(`e2e: ${count} shard(s), ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s`);

if (record) {
  const measured = { ...known };
  for (const { report } of results) {
    try {
      for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults) {
        measured[file.name.split('/').pop()] = Math.round((file.endTime - file.startTime) / 100) / 10;
      }
    } catch {
      // a shard that failed before reporting keeps its files' old durations
    }
  }
  const present = new Set(readdirSync('e2e'));
  const kept = Object.fromEntries(
    Object.entries(measured)
      .filter(([f]) => present.has(f))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(DURATIONS, JSON.stringify(kept, null, 2) + '\n');
  console.log(`e2e: durations written to ${DURATIONS}`);
}
rmSync(reports, { recursive: true, force: true });
process.exit(failed > 0 ? 1 : 0);
