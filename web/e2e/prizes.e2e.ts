import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { callApi } from './api';
import { ARTIFACTS, type Browser, chooseSeason, freshPage, openBrowser, screenshotsAtWidths, signInAt, withoutToasts } from './browser';
import { ownServer } from './server';

// Issue 14, item 4: the merchant gives a hot spot its prize money on the overview's flights tab, the race is
// clocked (two birds tied first) and closed, the results show each bird's prize, the merchant marks a payout
// paid on the prize money tab, and the winner reads their statement and downloads it as PDF. It changes a
// season: a server of its own. The printable result list and the statement PDF are rendered to images.
const own = ownServer();

type Listed = { id: number; ring: string; team_id: number; latest_pigeon_health_status?: { pigeon_status_type: { code: string } } };
type Statement = { user_id: number; email: string; total: number; status: string; lines: { ring: string; place: number; amount: number }[] | null };

let browser: Browser;
let winnerBrowser: Browser;
let page: Page;
let token = '';
let loftId = 0;
let seasonId = 0;
let flightId = 0;
let winner: Statement;
const api = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => callApi<T>(token, method, path, body, headers);

beforeAll(async () => {
  browser = await openBrowser();
  winnerBrowser = await openBrowser();
  ({ page } = await freshPage(browser));
});
afterAll(async () => {
  await browser?.close();
  await winnerBrowser?.close();
});

/** Fetches a PDF and renders its first page as test-artifacts/{name}.png (poppler's pdftoppm). */
async function pdfToPng(url: string, headers: Record<string, string>, name: string) {
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'oneloft-pdf-')), 'doc.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  await promisify(execFile)('pdftoppm', ['-png', '-r', '80', '-singlefile', file, join(ARTIFACTS, name)]);
}

describe('prize money and payouts (issue 14)', () => {
  it('the merchant writes a hot spot prize table; a table over its pool is refused', async () => {
    await signInAt(page, own.base, 'merchant2@oneloft.example', '/admin/seasons');
    await page.getByTestId('season-row').first().waitFor();
    token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    const lofts = await api<{ data: { id: number; name: string }[] }>('GET', '/api/public/lofts?per_page=100');
    loftId = lofts.data.find((l) => l.name === 'Desert Wings Classic')!.id;
    const loft = await api<{ seasons: { id: number; state: string }[] }>('GET', `/api/public/lofts/${loftId}`);
    seasonId = loft.seasons.find((s) => s.state === 'in_progress')!.id;
    const release = new Date(Date.now() - 3 * 3600_000);
    const flight = await api<{ id: number }>('POST', '/api/res/v1/flights', {
      season_id: seasonId,
      name: 'E2E prize hot spot',
      kind: 'hot_spot',
      release_time: release.toISOString(),
      distance: 150,
      // released from a place: a flight at 0, 0 cannot be released
      release_latitude: 49.0134,
      release_longitude: 2.5577,
    });
    flightId = flight.id;

    await page.goto(`${own.base}/overview/${loftId}`);
    await chooseSeason(page, seasonId);
    await page.getByTestId('overview-tab-flights').click();
    const row = page.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"]`);
    await row.getByTestId('flight-prizes').click();
    const editor = row.getByTestId('prize-table-editor');
    await editor.getByTestId('prize-pool-amount').fill('500');
    const places = editor.getByTestId('prize-place');
    await places.nth(0).fill('300');
    await places.nth(1).fill('200');
    await places.nth(2).fill('100');
    await editor.getByTestId('prize-save').click();
    await expect.poll(() => editor.getByTestId('prize-places-error').innerText()).toBe('The prizes add up to more than the pool.');
    await places.nth(0).fill('250');
    await places.nth(1).fill('150');
    await editor.getByTestId('prize-save').click();
    await expect.poll(async () => (await api<{ prize_table?: { places: number[] } }>('GET', `/api/public/flights/${flightId}`)).prize_table?.places).toEqual([25000, 15000, 10000]);
    await expect.poll(() => row.getByTestId('flight-history').innerText()).toContain('Prize money changed from – to $500.00, places: 3');
    await withoutToasts(page, async () => {
      for (const w of [1280, 390]) {
        await page.setViewportSize({ width: w, height: 900 });
        await row.screenshot({ path: join(ARTIFACTS, `prizes-editor-${w}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });

  it('two birds tied first share the first two prizes once the race closed', async () => {
    const listed = await api<{ data: Listed[] }>('GET', `/api/public/seasons/${seasonId}/pigeons?per_page=100`);
    const racing = listed.data.filter((p) => p.latest_pigeon_health_status?.pigeon_status_type.code === 'active').slice(0, 4);
    expect(racing.length).toBe(4);
    for (const [i, p] of racing.entries()) await api('POST', `/api/res/v1/seasons/${seasonId}/chips`, { ring: p.ring, chip_ring: `PRIZE0${i}` });
    const flight = await api<{ release_time: string }>('GET', `/api/public/flights/${flightId}`);
    const release = new Date(flight.release_time);
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'basketing' });
    for (const i of [0, 1, 2, 3]) await api('POST', `/api/res/v1/flights/${flightId}/basket/scan`, { chip_ring: `PRIZE0${i}` });
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'released' });
    const device = await api<{ key: string }>('POST', '/api/res/v1/devices', { loft_id: loftId, kind: 'clock', name: 'E2E prize clock' });
    const read = (chip: string, minutes: number) => ({ chip_id: chip, antenna_id: 'A1', read_ms: release.getTime() + minutes * 60_000 });
    await callApi(
      undefined,
      'POST',
      '/api/device/v1/arrivals',
      { seq: 1, flight_id: flightId, reads: [read('PRIZE00', 100), read('PRIZE01', 100), read('PRIZE02', 130)] },
      {
        Authorization: `Device ${device.key}`,
      },
    );

    await page.goto(`${own.base}/lofts/${loftId}/flights/${flightId}?view=results`);
    await page.getByTestId('prize-panel').waitFor();
    expect(await page.getByTestId('prize-state').innerText()).toMatch(/provisional/i);
    expect(await page.getByTestId('result-prize').count()).toBe(0);
    // 150 miles in 100 minutes is 2,640 yd/min, beyond any pigeon: the two birds are held for review, and a race with
    // prize money closes only once staff decided on them. The merchant checked the clock and accepts both.
    for (const p of racing.slice(0, 2)) {
      await api('POST', `/api/res/v1/flights/${flightId}/held-arrivals/${p.id}/reviews`, { status: 'accepted', note: 'Clock checked' });
    }
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'closed' });
    await page.reload();
    await expect.poll(() => page.getByTestId('result-prize').count()).toBe(2);
    expect(await page.getByTestId('prize-state').innerText()).toMatch(/prizes stand/i);
    // the demo season shares unfilled prizes: 1 in 5 of four basketed is one prized place, so the two tied first
    // share 250 + 150 (their places) and the unfilled 100: 250 each.
    const prizes = await page.getByTestId('result-prize').allInnerTexts();
    expect(prizes).toEqual(['$250.00', '$250.00']);
    // The merchant still sees both fast birds flagged, not the third.
    await expect.poll(() => page.locator('[data-testid=fraud-flag][data-kind=implausible_speed]').count()).toBe(2);
    expect(await page.getByTestId('fraud-flags').innerText()).toContain('faster than any pigeon flies');
    await screenshotsAtWidths(page, 'prizes-results');
    // The printable list under the loft's header, rendered to an image to look at.
    const href = await page.getByTestId('results-pdf').getAttribute('href');
    expect(href).toBe(`/api/public/flights/${flightId}/results.pdf?lang=en`);
    await pdfToPng(`${own.base}${href}`, {}, 'prizes-results-pdf');
  });

  it('the merchant marks the winner paid on the prize money tab; the history keeps it', async () => {
    const summary = await api<{ fanciers: Statement[] }>('GET', `/api/custom/v1/merchant/seasons/${seasonId}/payouts`);
    winner = summary.fanciers.find((f) => (f.lines ?? []).some((l) => l.ring && l.place === 1))!;
    expect(winner.total).toBeGreaterThanOrEqual(25000);
    await page.goto(`${own.base}/overview/${loftId}`);
    await chooseSeason(page, seasonId);
    await page.getByTestId('overview-tab-payouts').click();
    await page.getByTestId('payouts-tab').waitFor();
    const fancier = page.locator(`[data-testid=payout-fancier][data-user="${winner.user_id}"]`);
    await fancier.getByTestId('payout-open').click();
    await fancier.getByTestId('payout-statement').waitFor();
    await fancier.getByTestId('payout-note').fill('Wire 2026-11-25');
    await fancier.getByTestId('payout-mark-paid').click();
    await expect.poll(() => fancier.getByTestId('payout-status').innerText()).toMatch(/^paid$/i);
    await expect.poll(() => fancier.getByTestId('payout-history').innerText()).toContain('Wire 2026-11-25');
    await screenshotsAtWidths(page, 'prizes-payouts');
  });

  it('the winner reads the statement and downloads it as PDF, in English and in Arabic', async () => {
    const { page: p } = await freshPage(winnerBrowser);
    await signInAt(p, own.base, winner.email, `/my-seasons/${seasonId}/payout`);
    await p.getByTestId('my-payout').waitFor();
    expect(await p.getByTestId('payout-status').innerText()).toMatch(/^paid$/i);
    expect(await p.getByTestId('payout-lines').innerText()).toContain('E2E prize hot spot');
    // The season's crumb names it rather than saying "Season".
    const season = await api<{ name: string }>('GET', `/api/public/seasons/${seasonId}`);
    const crumbs = (await p.getByTestId('breadcrumbs').innerText()).split(/\s*\/\s*/);
    expect(crumbs).toContain(season.name);
    expect(crumbs).not.toContain('Season');
    const fancierToken = (await p.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('statement-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/^payout-season-\d+-user-\d+\.pdf$/);
    // The PDF as a page image, to look at.
    await pdfToPng(`${own.base}/api/custom/v1/user/seasons/${seasonId}/payout.pdf?lang=en`, { Authorization: `Bearer ${fancierToken}` }, 'prizes-statement-pdf');
    await screenshotsAtWidths(p, 'prizes-my-payout');
    await p.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => p.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await p.getByTestId('payout-lines').waitFor();
    await screenshotsAtWidths(p, 'prizes-my-payout-ar');
  });
});
