import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ARTIFACTS, freshPage, openBrowser, withoutToasts, type Browser, screenshotsAtWidths } from './browser';
import { ownServer } from './server';

// Issue 14, items 2 and 3: the merchant writes the season's race rules on its page, a race closes by them
// as the clock reports birds home, a bird home after closing is kept without a place, and a visitor reads
// the rules on the season's Rules tab. It changes a season: a server of its own.
const own = ownServer();

type Listed = { id: number; ring: string; latest_pigeon_health_status?: { pigeon_status_type: { code: string } } };

let browser: Browser;
let page: Page;
let token = '';
let loftId = 0;
let seasonId = 0;
let flightId = 0;
const api = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => callApi<T>(token, method, path, body, headers);

beforeAll(async () => {
  browser = await openBrowser();
  ({ page } = await freshPage(browser));
});
afterAll(async () => {
  await browser?.close();
});

async function shots(name: string) {
  await screenshotsAtWidths(page, `race-rules-${name}`);
}

describe('race rules and race closing (issue 14)', () => {
  it('the merchant writes the rules; a wrong time is refused under its field', async () => {
    await page.goto(`${own.base}/admin/seasons`);
    await page.locator('#email').waitFor();
    await page.fill('#email', 'merchant2@oneloft.example');
    await page.fill('#password', 'Oneloft2026');
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('season-row').first().waitFor();
    token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    const lofts = await api<{ data: { id: number; name: string }[] }>('GET', '/api/public/lofts?per_page=100');
    loftId = lofts.data.find((l) => l.name === 'Desert Wings Classic')!.id;
    const loft = await api<{ seasons: { id: number; state: string }[] }>('GET', `/api/public/lofts/${loftId}`);
    seasonId = loft.seasons.find((s) => s.state === 'in_progress')!.id;

    await page.goto(`${own.base}/admin/seasons/${seasonId}`);
    const editor = page.getByTestId('season-race-rules');
    await editor.waitFor();
    await editor.getByTestId('rules-ace-coefficient').getByRole('checkbox').check();
    await editor.getByTestId('rules-coefficient-cap').fill('5000');
    await editor.getByTestId('rules-home-percent').fill('50');
    await editor.getByTestId('rules-closing-day').fill('2');
    await editor.getByTestId('rules-closing-time').fill('7pm');
    await editor.getByTestId('rules-darkness-switch').check({ force: true });
    await editor.getByTestId('rules-add-credit').click();
    await editor.getByTestId('season-race-rules-save').click();
    await expect.poll(() => editor.innerText()).toContain('Use a time of day such as 19:00.');
    await editor.getByTestId('rules-closing-time').fill('19:00');
    await editor.getByTestId('season-race-rules-save').click();
    await expect
      .poll(async () => (await api<{ race_rules?: { closing: { home_percent: number; time: string } } }>('GET', `/api/custom/v1/admin/seasons/${seasonId}`)).race_rules?.closing)
      .toEqual({
        home_percent: 50,
        day: 2,
        time: '19:00',
      });
    // The section starts again from what the server holds once its rules changed there.
    await expect.poll(() => page.getByTestId('rules-closing-time').inputValue()).toBe('19:00');
    // The section alone: the season page around it is long. The section may be mounted again while it is
    // taken (its season query answering after the save, the layout changing with the width): then it is
    // taken again.
    await withoutToasts(page, async () => {
      for (const w of [1280, 390]) {
        await page.setViewportSize({ width: w, height: 900 });
        await expect
          .poll(() =>
            page
              .getByTestId('season-race-rules')
              .screenshot({ path: join(ARTIFACTS, `race-rules-editor-${w}.png`), timeout: 10_000 })
              .then(() => true)
              .catch(() => false),
          )
          .toBe(true);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });

  it('a race closes when half its basket is home; a later bird is kept without a place', async () => {
    const listed = await api<{ data: Listed[] }>('GET', `/api/public/seasons/${seasonId}/pigeons?per_page=100`);
    const racing = listed.data.filter((p) => p.latest_pigeon_health_status?.pigeon_status_type.code === 'active').slice(0, 2);
    expect(racing.length).toBe(2);
    for (const [i, p] of racing.entries()) await api('POST', `/api/res/v1/seasons/${seasonId}/chips`, { ring: p.ring, chip_ring: `RULE00${i}` });
    const release = new Date(Date.now() - 2 * 3600_000);
    const flight = await api<{ id: number }>('POST', '/api/res/v1/flights', {
      season_id: seasonId,
      name: 'E2E closing hot spot',
      kind: 'hot_spot',
      release_time: release.toISOString(),
      distance: 120,
      // released from a place: a flight at 0, 0 cannot be released
      release_latitude: 49.0134,
      release_longitude: 2.5577,
    });
    flightId = flight.id;
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'basketing' });
    for (const i of [0, 1]) await api('POST', `/api/res/v1/flights/${flightId}/basket/scan`, { chip_ring: `RULE00${i}` });
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'released' });
    const device = await api<{ key: string }>('POST', '/api/res/v1/devices', { loft_id: loftId, kind: 'clock', name: 'E2E closing clock' });
    const clock = { Authorization: `Device ${device.key}` };
    const read = (chip: string, minutes: number) => ({ chip_id: chip, antenna_id: 'A1', read_ms: release.getTime() + minutes * 60_000 });

    await page.goto(`${own.base}/lofts/${loftId}/flights/${flightId}?view=live`);
    await page.getByTestId('flight-state').waitFor();
    expect(await page.getByTestId('flight-state').innerText()).toMatch(/released/i);
    // One bird of two is half the basket: the race closes as of its arrival (120 miles in 90 minutes, 2,347 yd/min: a
    // fast but real bird; one faster than any pigeon flies would be held for review and not count as home).
    await callApi(undefined, 'POST', '/api/device/v1/arrivals', { seq: 1, flight_id: flightId, reads: [read('RULE000', 90)] }, clock);
    await expect.poll(() => page.getByTestId('flight-state').innerText()).toMatch(/closed/i);
    await callApi(undefined, 'POST', '/api/device/v1/arrivals', { seq: 2, flight_id: flightId, reads: [read('RULE001', 110)] }, clock);

    await page.goto(`${own.base}/lofts/${loftId}/flights/${flightId}?view=results`);
    await page.getByTestId('flight-closed').waitFor();
    await expect.poll(() => page.getByTestId('after-closing').count()).toBe(1);
    const history = await api<{ statuses: { state: string; created_by: number | null }[] }>('GET', `/api/res/v1/flights/${flightId}/history`);
    expect(history.statuses[0]).toMatchObject({ state: 'closed', created_by: null });
    await shots('closed-results');
  });

  it('closing publishes the sealed clock log, which verify-log proves from its download', async () => {
    const hash = (await page.getByTestId('clock-log-hash').innerText()).trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(`${own.base}${await page.getByTestId('clock-log-download').getAttribute('href')}`);
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'clock-log-')), 'log.jsonl');
    writeFileSync(file, await res.text());
    const bin = resolve(process.env.ONELOFT_BIN ?? '../bin/oneloft');
    const { stdout } = await promisify(execFile)(bin, ['verify-log', '--hash', hash, file]);
    expect(stdout).toContain('2 batches, 2 reads');
    expect(stdout).toContain('it is the published hash');
    await page.getByTestId('clock-log-seal').scrollIntoViewIfNeeded();
    await withoutToasts(page, () => page.getByTestId('clock-log-seal').screenshot({ path: join(ARTIFACTS, 'race-rules-clock-log-1280.png') }));
  });

  it('a visitor reads the rules on the season Rules tab, in English and in Arabic', async () => {
    const visitor = await freshPage(browser);
    page = visitor.page;
    await page.goto(`${own.base}/seasons/${seasonId}`);
    await page.getByTestId('season-tab-rules').click();
    await page.getByTestId('race-rules').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('rules');
    expect(await page.getByTestId('rules-closing').innerText()).toContain('A race closes when 50 % of its basketed birds are home.');
    expect(await page.getByTestId('rules-aces').innerText()).toContain('Coefficient');
    expect(await page.getByTestId('rules-coefficient').innerText()).toContain('5000');
    await shots('season-tab');
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByTestId('race-rules').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('rules-closing').innerText()).toContain('50');
    await shots('season-tab-ar');
  });
});
