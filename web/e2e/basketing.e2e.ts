import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { type Browser, chooseSeason, freshPage, openBrowser, screenshotsAtWidths } from './browser';
import { ownServer } from './server';

// Issue 12, item 3: staff basket birds by scan, by the clock's file and every active bird at once,
// take one out, and a second station watches the list fill live. It changes a season: a server of its own.
const own = ownServer();

type Listed = { id: number; ring: string; latest_pigeon_health_status?: { pigeon_status_type: { code: string } } };

let browser: Browser;
let page: Page;
let errors: string[];
let token = '';
let flightId = 0;
let racing: Listed[] = [];
let reserve: Listed | undefined;
const api = <T>(method: string, path: string, body?: unknown) => callApi<T>(token, method, path, body);

beforeAll(async () => {
  browser = await openBrowser();
  ({ page, errors } = await freshPage(browser));
});
afterAll(async () => {
  await browser?.close();
});

async function shots(name: string) {
  await screenshotsAtWidths(page, `basketing-${name}`);
}

const rows = () => page.getByTestId('basket-list-row').count();

describe('basketing (issue 12)', () => {
  it('the merchant opens a new flight from the loft overview and sees an empty basket', async () => {
    await page.goto(`${own.base}/admin/seasons`);
    await page.locator('#email').waitFor();
    await page.fill('#email', 'merchant2@oneloft.example');
    await page.fill('#password', 'Oneloft2026');
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('season-row').first().waitFor();
    token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';

    const lofts = await api<{ data: { id: number; name: string }[] }>('GET', '/api/public/lofts?per_page=100');
    const loftId = lofts.data.find((l) => l.name === 'Desert Wings Classic')!.id;
    const loft = await api<{ seasons: { id: number; state: string }[] }>('GET', `/api/public/lofts/${loftId}`);
    const seasonId = loft.seasons.find((s) => s.state === 'in_progress')!.id;
    const listed = await api<{ data: Listed[] }>('GET', `/api/public/seasons/${seasonId}/pigeons?per_page=100`);
    const code = (p: Listed) => p.latest_pigeon_health_status?.pigeon_status_type.code;
    racing = listed.data.filter((p) => code(p) === 'active').slice(0, 3);
    reserve = listed.data.find((p) => code(p) === 'reserve');
    expect(racing.length).toBe(3);
    expect(reserve).toBeTruthy();
    // Chips the test knows: the clock's file and the scanner read these.
    for (const [i, p] of [...racing, reserve!].entries()) await api('POST', `/api/res/v1/seasons/${seasonId}/chips`, { ring: p.ring, chip_ring: `BSK000${i}` });

    const release = new Date(Date.now() + 24 * 3600_000).toISOString();
    const flight = await api<{ id: number }>('POST', '/api/res/v1/flights', {
      season_id: seasonId,
      name: 'E2E basketing hot spot',
      kind: 'hot_spot',
      release_time: release,
      distance: 120,
      release_latitude: 49.0134, // a release point: a flight at 0, 0 is not released
      release_longitude: 2.5577,
    });
    flightId = flight.id;

    await page.goto(`${own.base}/overview/${loftId}`);
    await chooseSeason(page, seasonId);
    await page.getByTestId('overview-tab-flights').click();
    await page.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"]`).getByTestId('flight-basketing').click();
    await page.waitForURL(`${own.base}/admin/flights/${flightId}/basketing`);
    await page.getByTestId('basket-list-empty').waitFor();
    await expect.poll(() => page.getByTestId('basketing-live').getAttribute('data-status')).toBe('connected');
    await shots('empty');
  });

  it('a scan baskets the bird at once and keeps the focus; a refused chip says why', async () => {
    const chip = page.getByTestId('basket-scan-chip');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('basket-scan-chip');
    await chip.pressSequentially('bsk-0000');
    await chip.press('Enter');
    await page.locator('[data-testid=basket-scan-entry][data-ok=true]').waitFor();
    await expect.poll(rows).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('basket-scan-chip');
    expect(await chip.inputValue()).toBe('');
    await chip.pressSequentially('BSK0003'); // the reserve
    await chip.press('Enter');
    await page.locator('[data-testid=basket-scan-entry][data-ok=false]').waitFor();
    expect(await page.getByTestId('basket-scan-log').innerText()).toContain('Only active pigeons and activated reserves can be basketed.');
    await expect.poll(() => page.getByTestId('basketing-count').innerText()).toContain('1');
    await shots('scan');
  });

  it("checks the clock's file, blocks it while a row is wrong, and a second station sees the birds come in", async () => {
    const station = await browser.context.newPage(); // same sign-in, another screen
    await station.goto(`${own.base}/admin/flights/${flightId}/basketing`);
    await station.getByTestId('basket-list-row').first().waitFor();
    await expect.poll(() => station.getByTestId('basketing-live').getAttribute('data-status')).toBe('connected');

    const input = page.getByTestId('basketing-file').locator('input[type=file]');
    await input.setInputFiles({ name: 'basket.csv', mimeType: 'text/csv', buffer: Buffer.from('chip;time\nBSK0001;07:01\nBSK0003;07:02\n') });
    await page.locator('[data-testid=basket-row][data-outcome=refused]').waitFor();
    expect(await page.getByTestId('basket-file-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('basket-file-summary').innerText()).toContain('1');
    await shots('file-blocked');
    await input.setInputFiles({ name: 'basket-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from('BSK0001\nBSK0002\nBSK0000\n') });
    await page.locator('[data-testid=basket-row][data-outcome=already]').waitFor();
    await page.getByTestId('basket-file-submit').click();
    await expect.poll(() => page.getByTestId('basket-file-summary').innerText()).toContain('3');
    await expect.poll(rows).toBe(3);
    // The other station was not touched: the live channel brought the birds.
    await expect.poll(() => station.getByTestId('basket-list-row').count()).toBe(3);
    await station.close();
  });

  it('baskets every active bird after a check, and takes one out again', async () => {
    await page.getByTestId('basket-active-check').click();
    await page.getByTestId('basket-active-summary').waitFor();
    await page.getByTestId('basket-active-submit').click();
    await expect.poll(() => page.getByTestId('basket-active-summary').innerText()).toMatch(/Basketed: \d+/);
    const total = async () => Number((await page.getByTestId('basketing-count').innerText()).replace(/\D/g, ''));
    await expect.poll(total).toBeGreaterThan(3);
    await shots('active');
    const before = await total();
    const row = page.locator(`[data-testid=basket-list-row][data-ring="${racing[0]!.ring}"]`);
    await row.getByTestId('basket-remove').click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(total).toBe(before - 1);
  });

  it('is closed once the flight is released', async () => {
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'released' });
    await page.reload();
    await page.getByTestId('basketing-closed').waitFor();
    expect(await page.getByTestId('basketing-scan').count()).toBe(0);
    expect(await page.getByTestId('basket-remove').count()).toBe(0);
    await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'finished' }); // no race of ours stays in the air
    expect(errors).toEqual([]);
  });
});
