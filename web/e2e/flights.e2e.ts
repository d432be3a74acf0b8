import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, routeDrawn, screenshot, type Browser } from './browser';

// Issue 5, web side: the flight views against the demo's live race (serve --demo keeps one released
// and feeds it through the device API, so arrivals keep coming while these tests run).
const base = inject('baseURL');
let browser: Browser;
let live: { loftId: number; flightId: number };

beforeAll(async () => {
  browser = await openBrowser();
  const lofts = (await (await fetch(`${base}/api/public/lofts?per_page=100`)).json()) as { data: { id: number }[] };
  for (const { id } of lofts.data) {
    const flights = (await (await fetch(`${base}/api/public/lofts/${id}/flights?state=released`)).json()) as { data: { id: number }[] | null };
    if (flights.data?.length) {
      live = { loftId: id, flightId: flights.data[0]!.id };
      break;
    }
  }
  expect(live, 'the demo has a live race').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

const flightPath = (view?: string) => `/lofts/${live.loftId}/flights/${live.flightId}${view ? `?view=${view}` : ''}`;

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await freshPage(browser);
  await page.goto(base + path);
  return { page, errors };
}

describe('flight views', () => {
  it('live arrivals: new rows appear without reload, with a remembered mute switch', async () => {
    const { page, errors } = await open(flightPath());
    await page.getByTestId('live-table').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="live-status"]')?.getAttribute('data-status') === 'connected');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const before = Number((await page.getByTestId('flight-arrived').innerText()).replace(/\D/g, ''));
    const firstBefore = await page.getByTestId('result-row').first().getAttribute('data-pigeon');
    await screenshot(page, 'flight-live-before');

    // A new arrival arrives over the websocket: it is flashed and put on top, and the count grows.
    await page.locator('[data-testid="live-table"] [data-new]').first().waitFor();
    await page.waitForFunction((first) => document.querySelector('[data-testid="result-row"]')?.getAttribute('data-pigeon') !== first, firstBefore);
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="flight-arrived"]')?.textContent?.replace(/\D/g, '')) > n, before);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(page, 'flight-live-after');

    // The sound switch is on by default and remembered when turned off.
    const sound = page.getByTestId('sound-switch');
    expect(await sound.isChecked()).toBe(true);
    await sound.click({ force: true });
    expect(await sound.isChecked()).toBe(false);
    await page.reload();
    await page.getByTestId('sound-switch').waitFor();
    expect(await page.getByTestId('sound-switch').isChecked()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('arrival list: ranked, paged 25/50/100, CSV export; top ranking; basketing list; your pigeons asks to log in', async () => {
    const { page, errors } = await open(flightPath('results'));
    await page.getByTestId('results-table').waitFor();
    const headers = (await page.locator('[data-testid="results-table"] thead th').allInnerTexts()).map((s) => s.trim());
    // arrivals are on the loft's clock (Europe/Berlin), the header names its zone
    expect(headers).toEqual(['Rank', 'Ring', 'Pigeon name', 'Fancier', 'Team', 'Country', expect.stringMatching(/^Arrival \(CES?T\)$/), 'Flight time', 'Speed (m/min)']);
    expect(await page.getByTestId('result-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('result-row').first().locator('td').first().innerText()).toBe('1');
    await page.getByTestId('per-page').selectOption('50');
    expect(await page.getByTestId('per-page').inputValue()).toBe('50');
    const csv = await page.getByTestId('results-csv').getAttribute('href');
    expect(csv).toBe(`/api/public/flights/${live.flightId}/results.csv`);
    const res = await fetch(base + csv);
    expect(res.status).toBe(200);
    expect((await res.text()).split('\n').length).toBeGreaterThan(1);
    await screenshot(page, 'flight-results');

    await page.getByTestId('view-top').click();
    await page.getByTestId('podium').waitFor();
    await page.getByTestId('top-table').waitFor();
    await screenshot(page, 'flight-top');

    await page.getByTestId('view-basketing').click();
    await page.getByTestId('basketing-table').waitFor();
    expect(await page.locator('[data-testid="basketing-table"] tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, 'flight-basketing');

    await page.getByTestId('view-mine').click();
    await page.getByTestId('mine-login').waitFor();
    await screenshot(page, 'flight-your-pigeons');
    expect(page.url()).toContain('view=mine');
    expect(errors).toEqual([]);
  });

  it('map: release and loft markers (or the evaluation marker), the red dashed route, weather panel; no tiles needed', async () => {
    const { page, errors } = await open(flightPath('map'));
    await page.getByTestId('flight-map').waitFor();
    await page.getByTestId('marker-evaluation').or(page.getByTestId('marker-pigeon')).first().waitFor();
    const arrived = (await page.getByTestId('marker-evaluation').count()) > 0;
    if (!arrived) {
      expect(await page.getByTestId('marker-release').count()).toBe(1);
      expect(await page.getByTestId('marker-loft').count()).toBe(1);
    }
    const route = page.locator('[data-testid="flight-map"] path.leaflet-interactive');
    await route.first().waitFor();
    expect(await route.first().getAttribute('stroke')).toBe('#e03131');
    expect(await route.first().getAttribute('stroke-dasharray')).toBe('10 8');
    await page.getByTestId('weather').or(page.getByTestId('weather-unavailable')).first().waitFor();
    await routeDrawn(page); // a few seconds of the 20 s route animation
    await screenshot(page, 'flight-map');
    expect(errors).toEqual([]);
  });

  it('presentation: full window, cover, info, podium and progress', async () => {
    const { page, errors } = await open(flightPath('presentation'));
    const pres = page.getByTestId('presentation');
    await pres.waitFor();
    const box = await pres.boundingBox();
    expect(box?.width).toBe(1280);
    expect(box?.height).toBe(900);
    for (const slide of ['cover', 'info', 'podium', 'progress']) {
      await page.getByTestId(`slide-${slide}`).click();
      await page.waitForFunction((s) => document.querySelector('[data-testid="presentation"]')?.getAttribute('data-slide') === s, slide);
      if (slide === 'podium') await page.getByTestId('podium').waitFor();
      if (slide === 'progress') await page.getByTestId('presentation-arrived').waitFor();
      await screenshot(page, `flight-presentation-${slide}`);
    }
    await page.getByTestId('presentation-close').click();
    await page.getByTestId('flight-name').waitFor();
    expect(errors).toEqual([]);
  });

  it('loft page: ace pigeons, active flights and flights tabs lead to the flight', async () => {
    const { page, errors } = await open(`/lofts/${live.loftId}?tab=aces`);
    await page.getByTestId('aces-table').waitFor();
    await page.getByTestId('ace-scheme').selectOption('average_speed');
    await page.getByTestId('aces-table').waitFor();
    await screenshot(page, 'loft-aces-ranking');
    await page.getByTestId('tab-flights').click();
    await page.getByTestId('flights-table').waitFor();
    await page.getByTestId('tab-activeFlights').click();
    await page.getByTestId('active-flights-table').waitFor();
    await screenshot(page, 'loft-active-flights');
    await page.getByTestId('flight-link').first().click();
    await page.getByTestId('flight-name').waitFor();
    expect(page.url()).toContain(`/lofts/${live.loftId}/flights/`);
    expect(errors).toEqual([]);
  });

  // Last: it leaves a stored session behind.
  it('your pigeons: after signing in, the fancier sees their birds, highlighted in the lists', async () => {
    const { page, errors } = await open(flightPath('mine'));
    await page.getByTestId('mine-login').getByRole('button').click();
    await page.locator('#email').waitFor();
    await page.fill('#email', 'fancier1.1@oneloft.example'); // team 1 of loft 1: basketed for the live race
    await page.fill('#password', 'Oneloft2026');
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('user-name').waitFor();
    await page.getByTestId('mine-table').waitFor();
    expect(page.url()).toContain(flightPath('mine'));
    expect(await page.locator('[data-testid="mine-table"] tbody tr').count()).toBeGreaterThan(0);
    // Their birds in the basket show their place, or that they are still on the way.
    expect(await page.locator('[data-testid="mine-table"] tr[data-state="basketed"], [data-testid="mine-table"] tr[data-state="arrived"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'flight-your-pigeons-signed-in');
    await page.getByTestId('view-basketing').click();
    await page.getByTestId('basketing-table').waitFor();
    await page.locator('[data-testid="basketing-table"] [data-mine]').first().waitFor();
    await screenshot(page, 'flight-basketing-mine-highlighted');
    expect(errors).toEqual([]);
  });

  it('a flight through its states: coming soon with countdown, basketing, live, finished', async () => {
    // The loft's merchant creates a flight and moves it through its states with the staff API.
    const merchant = await openBrowser();
    try {
      const page = merchant.context.pages()[0] ?? (await merchant.context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${base}/registrations`);
      await page.locator('#email').waitFor();
      await page.fill('#email', 'merchant@oneloft.example');
      await page.fill('#password', 'Oneloft2026');
      await page.locator('form button[type=submit]').click();
      await page.getByTestId('user-name').waitFor();
      const token = await page.evaluate(() => localStorage.getItem('oneloft:token'));
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const detail = (await (await fetch(`${base}/api/public/flights/${live.flightId}`)).json()) as { season: { id: number } };
      const created = await fetch(`${base}/api/res/v1/flights`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          season_id: detail.season.id,
          name: 'E2E training toss',
          kind: 'training',
          release_time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
          distance: 120,
          release_point: 'Regensburg',
          release_latitude: 49.0134,
          release_longitude: 12.1016,
        }),
      });
      expect(created.status).toBeLessThan(300);
      const flight = (await created.json()) as { id: number; state: string };
      expect(flight.state).toBe('coming_soon');
      const setState = async (state: string) => {
        const res = await fetch(`${base}/api/res/v1/flights/${flight.id}/statuses`, { method: 'POST', headers, body: JSON.stringify({ state }) });
        expect(res.status, state).toBeLessThan(300);
      };
      const path = `${base}/lofts/${live.loftId}/flights/${flight.id}`;

      await page.goto(path);
      await page.getByTestId('coming-soon').waitFor();
      expect(await page.getByTestId('countdown').innerText()).toMatch(/^[12]:\d\d:\d\d$/);
      expect(await page.getByTestId('flight-state').innerText()).toMatch(/coming soon/i);
      await screenshot(page, 'flight-coming-soon');
      await page.getByTestId('view-map').click();
      await page.getByTestId('marker-pigeon').waitFor(); // the race has not started: the pigeon is at the release point
      await screenshot(page, 'flight-map-coming-soon');

      await setState('basketing');
      await page.goto(path);
      await page.getByTestId('basketing-empty').waitFor();
      await screenshot(page, 'flight-basketing-empty');

      await setState('released');
      await page.goto(path);
      await page.getByTestId('live-empty').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="live-status"]')?.getAttribute('data-status') === 'connected');

      // Finishing the flight reaches the open page over the live channel: it switches to the finished results.
      await setState('finished');
      await page.getByTestId('flight-finished').waitFor();
      expect(await page.getByTestId('flight-state').innerText()).toMatch(/finished/i);
      expect(page.url()).toBe(path);
      await screenshot(page, 'flight-finished');
      expect(errors).toEqual([]);
    } finally {
      await merchant.close();
    }
  });
});
