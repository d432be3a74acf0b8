import { spawn, type ChildProcess } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from './api';
import { type Browser, chooseSeason, freshPage, openBrowser, routeDrawn, screenshot, screenshotsAtWidths } from './browser';
import { loftInput } from './loft-input';

// Issue 5: a merchant creates a flight in the loft overview, edits it, baskets birds and releases it,
// registers a clock there and gets its key once; `oneloft simulate` then feeds the race through the
// device API of the running server, and the open live arrivals page shows each new arrival without
// reload. How far the page is behind the server is printed, not asserted: the benchmarks measure that
// goal, and a timed assert here would only make the test flaky. The map and presentation views of that
// race, and the devices screen, follow.
const base = inject('baseURL');
const bin = inject('oneloftBin');
const PASSWORD = 'Oneloft2026';
const MERCHANT = 'merchant2@oneloft.example'; // Desert Wings Classic: a mile loft with a season in progress
const BIRDS = 60;

type Season = { id: number; name: string; state: string };
type LoftDetail = { id: number; name: string; time_zone: string; seasons: Season[] };

let browser: Browser;
let sim: ChildProcess | null = null;
let token = '';
let flightId = 0;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  if (sim && sim.exitCode === null) sim.kill('SIGTERM');
  // Leave no race of ours in the air: other files look for the demo's live race.
  if (flightId && token) await api('POST', `/api/res/v1/flights/${flightId}/statuses`, { state: 'finished' }).catch(() => undefined);
  await browser?.close();
});

function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callApi<T>(token, method, path, body);
}

/** A time as a datetime-local value in this machine's time zone, which the browser shares. */
async function rowOf(page: Page, name: string): Promise<Locator> {
  const row = page.getByTestId('flight-admin-row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

async function setState(row: Locator, state: string) {
  await row.getByTestId('flight-state-select').selectOption(state);
  await row.getByTestId('flight-state-save').click();
  await row
    .page()
    .waitForFunction(([id, s]) => document.querySelector(`[data-testid="flight-admin-row"][data-flight="${id}"]`)?.getAttribute('data-state') === s, [String(flightId), state]);
}

describe('a race fed by the simulator', () => {
  it('staff create, edit, basket and release a flight, register a clock, and the live page shows each arrival without reload', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(`${base}/registrations`);
    await page.locator('#email').waitFor();
    await page.fill('#email', MERCHANT);
    await page.fill('#password', PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('user-name').waitFor();
    token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    expect(token).not.toBe('');

    const lofts = await api<{ data: { id: number; name: string }[] }>('GET', '/api/public/lofts?per_page=100');
    const loftId = lofts.data.find((l) => l.name === 'Desert Wings Classic')!.id;
    const loft = await api<LoftDetail>('GET', `/api/public/lofts/${loftId}`);
    const season = loft.seasons.find((s) => s.state === 'in_progress')!;
    expect(season).toBeTruthy();

    // The flights tab of the overview: a new flight, released 90 minutes ago from Tucson (about 110 miles).
    await page.goto(`${base}/overview/${loftId}`);
    await chooseSeason(page, season.id);
    await page.getByTestId('overview-tab-flights').click();
    await page.getByTestId('flight-new').click();
    const form = page.getByTestId('flight-new-form');
    const name = `E2E simulated race ${Date.now() % 100000}`;
    await form.getByTestId('flight-name-input').fill(name);
    await form.getByTestId('flight-kind-input').selectOption('hot_spot');
    await form.getByTestId('flight-release-input').fill(loftInput(new Date(Date.now() - 90 * 60_000), loft.time_zone));
    await form.getByTestId('flight-distance-input').fill('111.5');
    await form.getByTestId('flight-point-input').fill('Tucson');
    await form.getByTestId('flight-latitude-input').fill('32.2226');
    await form.getByTestId('flight-longitude-input').fill('-110.9747');
    await form.getByTestId('flight-speed-input').fill('1400');
    await screenshot(page, 'simulator-flight-form');
    await form.getByTestId('flight-save').click();
    let row = await rowOf(page, name);
    flightId = Number(await row.getAttribute('data-flight'));
    expect(flightId).toBeGreaterThan(0);
    expect(await row.getAttribute('data-state')).toBe('coming_soon');

    // An edit is recorded field by field and shown in the flight's history.
    await row.getByTestId('flight-edit').click();
    await row.getByTestId('flight-name-input').fill(`${name} (Tucson)`);
    await row.getByTestId('flight-save').click();
    // Saved, the form closes; refused, it says why.
    const editForm = page.getByTestId('flight-edit-form');
    await editForm.waitFor({ state: 'detached' }).catch(async () => expect.fail(`edit not saved: ${await editForm.innerText()}`));
    row = await rowOf(page, `${name} (Tucson)`);
    await row.getByTestId('flight-edit').click();
    await row
      .getByTestId('flight-history-entry')
      .filter({ hasText: `changed from ${name} to ${name} (Tucson)` })
      .waitFor();
    await screenshot(page, 'simulator-flight-edited');
    await row.getByTestId('flight-cancel').click();

    // Basketing: the birds of the season go into the basket, then the flight is released.
    await setState(row, 'basketing');
    type Listed = { id: number; latest_pigeon_health_status?: { pigeon_status_type: { code: string } } };
    const pigeons = await api<{ data: Listed[] }>('GET', `/api/public/seasons/${season.id}/pigeons?per_page=100`);
    // Only birds that race go in (reserves, lost and dead birds are refused).
    const racing = pigeons.data.filter((p) => ['active', 'activated_reserve'].includes(p.latest_pigeon_health_status?.pigeon_status_type.code ?? ''));
    expect(racing.length).toBeGreaterThanOrEqual(BIRDS);
    for (const p of racing.slice(0, BIRDS)) await api('POST', '/api/res/v1/basketings', { flight_id: flightId, pigeon_id: p.id });
    await setState(row, 'released');

    // The devices tab: a clock, whose key is shown once.
    await page.getByTestId('overview-tab-devices').click();
    await page.getByTestId('device-name-input').fill('E2E clock');
    await page.getByTestId('device-kind-input').selectOption('clock');
    await page.getByTestId('device-create').click();
    const key = (await page.getByTestId('device-key').innerText()).trim();
    expect(key).toMatch(/^dk_/);
    await page.getByTestId('device-card').filter({ hasText: 'E2E clock' }).waitFor();
    await screenshot(page, 'simulator-device-key');

    // The live arrivals page is open before the first bird comes home.
    const live = await browser.context.newPage();
    const liveErrors: string[] = [];
    live.on('pageerror', (err) => liveErrors.push(err.message));
    const flightPath = `/lofts/${loftId}/flights/${flightId}`;
    await live.goto(base + flightPath);
    await live.getByTestId('live-empty').waitFor();
    await live.waitForFunction(() => document.querySelector('[data-testid="live-status"]')?.getAttribute('data-status') === 'connected');
    await live.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    let out = '';
    sim = spawn(bin, ['simulate', '--flight', String(flightId), '--url', base, '--device-key', key, '--duration', '12s', '--every', '250ms', '--heartbeat', '3s', '--seed', '5'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    sim.stdout?.on('data', (b: Buffer) => (out += b.toString()));
    sim.stderr?.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((res) => sim!.once('exit', (code) => res(code)));

    // Each time the server has a new latest arrival, the open page shows its row; the delays are printed.
    type Results = { meta: { total: number }; data: { pigeon_id: number; arrived_ms: number }[] | null };
    const delays: number[] = [];
    let seen = 0;
    for (let round = 0; round < 4; round++) {
      let res: Results;
      const deadline = Date.now() + 20_000;
      do {
        res = await api<Results>('GET', `/api/public/flights/${flightId}/results?per_page=100`);
        if (res.meta.total > seen) break;
        await new Promise((r) => setTimeout(r, 50));
      } while (Date.now() < deadline);
      expect(res.meta.total, `round ${round}: new arrivals at the server`).toBeGreaterThan(seen);
      const t0 = Date.now();
      seen = res.meta.total;
      const newest = (res.data ?? []).reduce((a, b) => (b.arrived_ms > a.arrived_ms ? b : a));
      await live.locator(`[data-testid="live-table"] [data-testid="result-row"][data-pigeon="${newest.pigeon_id}"]`).waitFor();
      delays.push(Date.now() - t0);
    }
    console.log(`live page behind the server by ${delays.join(', ')} ms`);
    expect(await live.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await live.locator('[data-testid="live-table"] [data-new]').first().waitFor();
    await screenshot(live, 'simulator-live');

    // The simulator finishes its race; every clocked bird is on the page, still without reload.
    expect(await exited, out).toBe(0);
    expect(out).toMatch(new RegExp(`flight ${flightId}: ${BIRDS} birds basketed, \\d+ batches \\(1 resent\\)`));
    const total = (await api<Results>('GET', `/api/public/flights/${flightId}/results?per_page=25`)).meta.total;
    await live.waitForFunction((n) => document.querySelectorAll('[data-testid="live-table"] [data-testid="result-row"]').length === n, total);
    expect(await live.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(live, 'simulator-live-done');

    // The map of the race: release point, loft and the estimated position, the red dashed route.
    await live.getByTestId('view-map').click();
    await live.getByTestId('flight-map').waitFor();
    await live.getByTestId('marker-release').or(live.getByTestId('marker-evaluation')).first().waitFor();
    await live.locator('[data-testid="flight-map"] path.leaflet-interactive').first().waitFor();
    await routeDrawn(live);
    await screenshot(live, 'simulator-map');

    // The presentation for a big screen.
    await live.goto(`${base}${flightPath}?view=presentation`);
    await live.getByTestId('presentation').waitFor();
    await live.getByTestId('slide-progress').click();
    await live.getByTestId('presentation-arrived').waitFor();
    await screenshot(live, 'simulator-presentation');
    await live.getByTestId('slide-podium').click();
    await live.getByTestId('podium').waitFor();
    await screenshot(live, 'simulator-presentation-podium');

    // The devices screen: the clock is online, with the simulator's heartbeat and its last batch.
    await page.reload();
    await chooseSeason(page, season.id);
    await page.getByTestId('overview-tab-devices').click();
    const clock = page.getByTestId('device-card').filter({ hasText: 'E2E clock' });
    await page.waitForFunction(() => {
      const card = Array.from(document.querySelectorAll('[data-testid="device-card"]')).find((c) => c.textContent?.includes('E2E clock'));
      return card?.getAttribute('data-online') === 'true';
    });
    expect(await clock.getByTestId('device-heartbeat').innerText()).toContain('oneloft-simulator/1');
    expect(await clock.getByTestId('device-batch').innerText()).toMatch(/reads/);
    await screenshot(page, 'simulator-devices');
    // Its history: four charts drawn from the simulator's heartbeats and batches, over an hour, then a day.
    await clock.getByTestId('device-history').click();
    const charts = clock.getByTestId('device-charts');
    await charts.getByTestId('chart-batches_per_minute').locator('canvas').waitFor();
    expect(await charts.locator('canvas').count()).toBe(4);
    // the batches line (#2f9e44) is drawn: the simulator sent batches within the hour
    await screenshot(page, 'devices-charts-1h');
    const drawn = () =>
      charts
        .getByTestId('chart-batches_per_minute')
        .locator('canvas')
        .evaluate((c: HTMLCanvasElement) => {
          const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let green = 0;
          for (let i = 0; i < px.length; i += 4) if (px[i] < 90 && px[i + 1] > 130 && px[i + 2] < 110) green++;
          return green;
        });
    await expect.poll(drawn).toBeGreaterThan(0);
    await charts.getByText('24 hours').click();
    await expect.poll(() => charts.getAttribute('data-range')).toBe('24h');
    await clock.scrollIntoViewIfNeeded();
    await screenshotsAtWidths(page, 'devices-charts');

    // Finished by staff, the flight leaves the running races.
    await page.getByTestId('overview-tab-flights').click();
    await setState(await rowOf(page, `${name} (Tucson)`), 'finished');
    const running = await api<{ data: { id: number }[] }>('GET', '/api/public/running-flights');
    expect(running.data.some((f) => f.id === flightId)).toBe(false);
    expect(errors).toEqual([]);
    expect(liveErrors).toEqual([]);
  }, 180_000);
});
