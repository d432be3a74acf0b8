#!/usr/bin/env node
// First paint on a slow phone (issue 32, goal 1): the home page's and a live race page's Largest Contentful Paint
// with a 4× CPU throttle and a cold cache, and the script bytes each moved on the wire, as medians over N runs.
//   node web/scripts/lcp.mjs http://127.0.0.1:8080 [--runs 5] [--throttle 4] [--viewport 1280x900]
// against a running server with demo data (`oneloft serve --demo`): the live race is the first of
// /api/public/running-flights. Every load gets a fresh Chromium with a fresh profile, so nothing is cached,
// compiled code included. Chromium is Debian's (CHROMIUM_PATH, default /usr/bin/chromium), driven by playwright-core.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The page is done when the network has been quiet this long (the live hub's websocket does not count), or at the latest
// after PAGE_MS: LCP entries stop once the page has painted what it loaded.
const PAGE_MS = 30_000;

function options(argv) {
  const o = { base: 'http://127.0.0.1:8080', runs: 5, throttle: 4, viewport: { width: 1280, height: 900 } };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') o.runs = Number(argv[++i]);
    else if (a === '--throttle') o.throttle = Number(argv[++i]);
    else if (a === '--viewport') {
      const [width, height] = argv[++i].split('x').map(Number);
      o.viewport = { width, height };
    } else if (a.startsWith('http')) o.base = a.replace(/\/$/, '');
    else throw new Error(`unknown argument ${a}; usage: lcp.mjs <base-url> [--runs N] [--throttle R] [--viewport WxH]`);
  }
  if (!(o.runs >= 1) || !(o.throttle >= 1) || !(o.viewport.width > 0 && o.viewport.height > 0)) throw new Error('--runs, --throttle and --viewport take positive numbers');
  return o;
}

/** The pages to measure: home, and the first running race's live page. */
async function pages(base) {
  const res = await fetch(`${base}/api/public/running-flights`);
  if (!res.ok) throw new Error(`GET /api/public/running-flights: ${res.status}`);
  const race = (await res.json()).data?.[0];
  const list = [{ name: 'home', url: `${base}/` }];
  if (race) list.push({ name: 'live race', url: `${base}/lofts/${race.loft.id}/flights/${race.id}` });
  else console.warn('no running race: only the home page is measured (start the server with --demo)');
  return list;
}

/** One cold load of url: LCP, FCP, and the bytes of scripts as received (compressed, headers included). */
async function measure(url, o) {
  const profile = mkdtempSync(join(tmpdir(), 'oneloft-lcp-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: o.viewport,
    locale: 'en-US',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.throttle });
    const scripts = new Map(); // requestId → { encoding, headers: bytes received with the headers }
    let scriptBytes = 0;
    let scriptBodies = 0;
    let scriptCount = 0;
    const encodings = new Set();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script') return;
      const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      scripts.set(e.requestId, { encoding: h['content-encoding'] || 'identity', headers: e.response.encodedDataLength });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (!s) return;
      scriptBytes += e.encodedDataLength;
      scriptBodies += e.encodedDataLength - s.headers;
      scriptCount++;
      encodings.add(s.encoding);
    });
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_MS });
    await page.waitForLoadState('networkidle', { timeout: PAGE_MS }).catch(() => console.warn(`${url}: the network never went quiet; reading LCP anyway`));
    // Runtime.evaluate is not bound by the page's Content-Security-Policy; buffered entries include those before it ran.
    const paint = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            const el = last?.element;
            const what = el ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent || '').trim().slice(0, 40)}"` : '';
            resolve({ lcp: last ? last.renderTime || last.loadTime || last.startTime : NaN, fcp, what });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // No entry at all (nothing painted): the observer never calls back.
          setTimeout(() => resolve({ lcp: NaN, fcp, what: '' }), 1000);
        }),
    );
    return { ...paint, scriptBytes, scriptBodies, scriptCount, encodings: [...encodings].join('+') };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The entry chunk and what index.html preloads with it, compressed here as the build would (gzip 9, brotli 11). */
async function entrySizes(base) {
  const html = await (await fetch(`${base}/`)).text();
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!entry) return null;
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const sizes = async (path) => {
    const body = Buffer.from(await (await fetch(base + path, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
    return {
      raw: body.length,
      gz: gzipSync(body, { level: 9 }).length,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length,
    };
  };
  const e = await sizes(entry);
  const all = { ...e };
  for (const p of preloads) {
    const s = await sizes(p);
    for (const k of Object.keys(all)) all[k] += s[k];
  }
  return { entry, e, all, chunks: 1 + preloads.length };
}

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => (Number.isNaN(n) ? '—' : `${Math.round(n)} ms`);

const o = options(process.argv.slice(2));
const list = await pages(o.base);
const sizes = await entrySizes(o.base);
console.log(`${o.base}: ${o.runs} cold loads per page, CPU throttle ${o.throttle}×, viewport ${o.viewport.width}×${o.viewport.height}`);
if (sizes) {
  console.log(`entry ${sizes.entry}: ${kb(sizes.e.raw)} raw, ${kb(sizes.e.gz)} gzip -9, ${kb(sizes.e.br)} brotli 11`);
  console.log(`entry and its ${sizes.chunks - 1} preloaded chunks: ${kb(sizes.all.raw)} raw, ${kb(sizes.all.gz)} gzip -9, ${kb(sizes.all.br)} brotli 11`);
}
for (const p of list) {
  const runs = [];
  for (let i = 0; i < o.runs; i++) {
    const r = await measure(p.url, o);
    runs.push(r);
    console.log(
      `  ${p.name} run ${i + 1}: LCP ${ms(r.lcp)} (${r.what}), FCP ${ms(r.fcp)}, script ${kb(r.scriptBytes)} (bodies ${kb(r.scriptBodies)}) in ${r.scriptCount} files (${r.encodings})`,
    );
  }
  const m = (k) => median(runs.map((r) => r[k]));
  console.log(
    `${p.name} (${p.url}): median LCP ${ms(m('lcp'))}, FCP ${ms(m('fcp'))}, script on the wire ${kb(m('scriptBytes'))} (bodies ${kb(m('scriptBodies'))}, the rest response headers)`,
  );
}
