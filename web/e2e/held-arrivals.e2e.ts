import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { join } from 'node:path';
import { ARTIFACTS, type Browser, chooseSeason, freshPage, openBrowser, screenshotsAtWidths, signInAt, withoutToasts, fromUserMenu } from './browser';
import { ownServer } from './server';

// Issue 25, item 6: an arrival faster than any pigeon flies (a clock set wrong, a chip carried by car) is held for
// review. A visitor sees it marked held, without a place; the merchant walks from the menu to the flight, finds it
// under the arrival list, accepts it after a confirmation, and sees it ranked first. It changes a season: a server of
// its own.
const own = ownServer();

type Listed = { id: number; ring: string; latest_pigeon_health_status?: { pigeon_status_type: { code: string } } };

let browser: Browser;
let visitorBrowser: Browser;
let page: Page;
let token = '';
let loftId = 0;
let seasonId = 0;
let flightId = 0;
let fast: Listed;
const api = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => callApi<T>(token, method, path, body, headers);
const firstRow = () => page.getByTestId('results-table').getByTestId('result-row').first();

beforeAll(async () => {
  browser = await openBrowser();
  visitorBrowser = await openBrowser();
  ({ page } = await freshPage(browser));
});
afterAll(async () => {
  await browser?.close();
  await visitorBrowser?.close();
});

describe('arrivals held for review (issue 25)', () => {
  it('a bird home faster than any pigeon flies is shown held, without a place, and the others keep theirs', async () => {
    await signInAt(page, own.base, 'merchant2@oneloft.example', '/registrations');
    await page.getByTestId('user-name').waitFor();
    token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    const lofts = await api<{ data: { id: number; name: string }[] }>('GET', '/api/public/lofts?per_page=100');
    loftId = lofts.data.find((l) => l.name === 'Desert Wings Classic')!.id; // a mile loft
    const loft = await api<{ seasons: { id: number; state: string }[] }>('GET', `/api/public/lofts/${loftId}`);
    seasonId = loft.seasons.find((s) => s.state === 'in_progress')!.id;
    const release = new Date(Date.now() - 3 * 3600_000);
    flightId = (
      await api<{ id: number }>('POST', '/api/res/v1/flights', {
        season_id: seasonId,
        name: 'E2E held hot spot',
        kind: 'hot_spot',
        release_time: release.toISOString(),
        distance: 150,
        release_latitude: 49.0134, // a release point: a flight at 0, 0 is not released
        release_longitude: 2.5577,
      })
    ).id;
    await api('PUT', `/api/res/v1/flights/${flightId}/prize-table`, { pool: { amount: 50000 }, places: [30000, 20000] });
    const listed = await api<{ data: Listed[] }>('GET', `/api/public/seasons/${seasonId}/pigeons?per_page=100`);
    const racing = listed.data.filter((p) => p.latest_pigeon_health_status?.pigeon_status_type.code === 'active').slice(0, 3);
    expect(racing.length).toBe(3);
    fast = racing[0]!;
    for (const [i, p] of racing.entries()) await api('POST', `/api/res/v1/seasons/${seasonId}/chips`, { ring: p.ring, chip_ring: `HELD0${i}` });
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'basketing' });
    for (const i of [0, 1, 2]) await api('POST', `/api/res/v1/flights/${flightId}/basket/scan`, { chip_ring: `HELD0${i}` });
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'released' });
    const device = await api<{ key: string }>('POST', '/api/res/v1/devices', { loft_id: loftId, kind: 'clock', name: 'E2E held clock' });
    const read = (chip: string, minutes: number) => ({ chip_id: chip, antenna_id: 'A1', read_ms: release.getTime() + minutes * 60_000 });
    // 150 miles in 60 minutes is 4,400 yd/min, far beyond any pigeon; 130 and 150 minutes are real birds.
    await callApi(
      undefined,
      'POST',
      '/api/device/v1/arrivals',
      { seq: 1, flight_id: flightId, reads: [read('HELD00', 60), read('HELD01', 130), read('HELD02', 150)] },
      { Authorization: `Device ${device.key}` },
    );

    // What every visitor sees: the bird listed first, marked held, and the first real bird first.
    const { page: anon, errors } = await freshPage(visitorBrowser);
    await anon.goto(`${own.base}/lofts/${loftId}/flights/${flightId}?view=results`);
    await anon.getByTestId('flight-held').waitFor();
    const rows = anon.getByTestId('results-table').getByTestId('result-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().getAttribute('data-review')).toBe('held');
    expect(await rows.first().getByTestId('review-held').textContent()).toBe('Held for review');
    expect(await rows.nth(1).locator('td').first().innerText()).toBe('1');
    expect(await anon.getByTestId('held-arrivals').count()).toBe(0); // the staff's list is not theirs
    await screenshotsAtWidths(anon, 'held-results-visitor');
    expect(errors).toEqual([]);
  });

  it('the merchant walks from the menu to the flight, accepts the held bird after a confirmation, and sees it ranked', async () => {
    await page.goto(`${own.base}/`);
    await fromUserMenu(page, 'My lofts');
    await page.waitForURL(`${own.base}/overview/${loftId}`);
    await chooseSeason(page, seasonId);
    await page.getByTestId('overview-tab-flights').click();
    const row = page.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"]`);
    // The race has prize money: closing it while a bird is held asks for a decision first.
    await row.getByTestId('flight-state-select').selectOption('closed');
    await row.getByTestId('flight-state-save').click();
    await expect.poll(() => row.innerText()).toContain('Arrivals held for review: 1. Accept or reject them under the arrival list before the race closes');
    await withoutToasts(page, () => row.screenshot({ path: join(ARTIFACTS, 'held-close-refused-1280.png') }));
    await row.getByTestId('flight-admin-link').click();
    await page.waitForURL(new RegExp(`/lofts/${loftId}/flights/${flightId}`));
    await page.getByTestId('view-results').click();

    const panel = page.getByTestId('held-arrivals');
    const held = panel.locator(`[data-testid=held-arrival][data-pigeon="${fast.id}"]`);
    await held.waitFor();
    expect(await held.getAttribute('data-review')).toBe('held');
    expect(await held.innerText()).toContain(fast.ring);
    expect(await panel.getByTestId('held-count').textContent()).toBe('Waiting: 1');
    expect(await firstRow().getAttribute('data-review')).toBe('held');
    await panel.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'held-staff-panel');

    // Reject asks for a reason; the merchant cancels and accepts instead, with a note.
    await held.getByTestId('held-reject').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('held-confirm').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await held.getByTestId('held-accept').click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('This cannot be undone.');
    await page.getByTestId('held-note').fill('Clock checked against the reference: right.');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[role=dialog]')!).opacity === '1'); // opened fully
    await screenshotsAtWidths(page, 'held-accept-dialog', false);
    await page.getByTestId('held-confirm').click();

    await expect.poll(() => held.getAttribute('data-review')).toBe('accepted');
    await expect.poll(() => held.getByTestId('held-decision').innerText()).toContain('Clock checked against the reference: right.');
    expect(await panel.getByTestId('held-count').textContent()).toBe('Waiting: 0');
    await expect.poll(() => firstRow().locator('td').first().innerText()).toBe('1');
    expect(await firstRow().getAttribute('data-pigeon')).toBe(String(fast.id));
    expect(await page.getByTestId('flight-held').count()).toBe(0);
    await expect.poll(() => page.getByTestId('prize-panel').innerText()).toMatch(/provisional/i); // open: prizes stand once it closes
    const ranks = await page.getByTestId('results-table').locator('[data-testid=result-row] td:first-child').allInnerTexts();
    expect(ranks).toEqual(['1', '2', '3']);
    const results = await api<{ data: { rank: number; review?: string }[] }>('GET', `/api/public/flights/${flightId}/results`);
    expect(results.data.map((r) => [r.rank, r.review])).toEqual([
      [1, 'accepted'],
      [2, undefined],
      [3, undefined],
    ]);
    await screenshotsAtWidths(page, 'held-accepted');
    // The staff's list in Arabic, right to left.
    await page.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => held.getByTestId('held-decision').innerText()).toContain('Clock checked');
    await screenshotsAtWidths(page, 'held-accepted-ar');
  });
});
