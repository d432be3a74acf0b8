import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, screenshot, screenshotsAtWidths, type Browser } from './browser';

// Issue 31 item 4: a race that is over replays on its map, and a link opens the replay at a minute.
const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Results = { data: { arrived_ms: number }[] | null; meta: { total: number } };

/** Every arrival of a flight (ms since epoch), as the results API pages them, and its release. */
async function arrivals(flightId: number): Promise<{ release: number; arrived: number[] }> {
  const flight = (await (await fetch(`${base}/api/public/flights/${flightId}`)).json()) as { release_time: string };
  const arrived: number[] = [];
  for (let page = 1; ; page++) {
    const r = (await (await fetch(`${base}/api/public/flights/${flightId}/results?page=${page}&per_page=100`)).json()) as Results;
    arrived.push(...(r.data ?? []).map((a) => a.arrived_ms));
    if (arrived.length >= r.meta.total || !r.data?.length) break;
  }
  return { release: Date.parse(flight.release_time), arrived };
}

const attr = async (page: Page, testId: string, name: string) => Number(await page.getByTestId(testId).getAttribute(name));
const homeCount = (page: Page) => attr(page, 'replay-home', 'data-home');
const minuteShown = (page: Page) => attr(page, 'replay-minute', 'data-minute');

/** Waits until the replay shows `n` birds home. */
async function homeIs(page: Page, n: number): Promise<void> {
  await page.waitForFunction((want) => document.querySelector('[data-testid="replay-home"]')?.getAttribute('data-home') === String(want), n);
}

describe('race replay', () => {
  it('a visitor replays a finished race on its map and shares it at a minute', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(base + '/');
    await page.getByTestId('main-nav').getByText('Lofts', { exact: true }).click();
    await page.getByTestId('loft-card').filter({ hasText: 'Sunrise Valley' }).first().click();
    await page.getByTestId('tab-flights').click();
    // The loft shows its running season first; the races flown are in the season before it (the oldest).
    const select = page.getByTestId('season-select');
    const seasons = await select.locator('option').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));
    await select.selectOption(String(Math.min(...seasons)));
    await page.getByTestId('flights-table').locator('tr', { hasText: 'Finished' }).getByTestId('flight-link').first().click();
    await page.getByTestId('flight-name').waitFor();
    const flightId = Number(new URL(page.url()).pathname.split('/').pop());
    const { release, arrived } = await arrivals(flightId);
    expect(arrived.length).toBeGreaterThan(0);
    const homeBy = (minute: number) => arrived.filter((ms) => ms <= release + minute * 60_000).length;
    const end = Math.ceil((Math.max(...arrived) - release) / 60_000);

    await page.getByTestId('view-map').click();
    await page.getByTestId('replay-home').waitFor();
    expect(await attr(page, 'replay-home', 'data-total')).toBe(arrived.length);
    expect(await homeCount(page)).toBe(0);
    expect(await page.getByTestId('replay-play').getAttribute('aria-label')).toBe('Play the replay');

    // The slider by keyboard: to the end, everyone is home; the minute goes into the address.
    const thumb = page.getByRole('slider', { name: 'Minutes since release' });
    await thumb.focus();
    await page.keyboard.press('End');
    await homeIs(page, arrived.length);
    expect(await minuteShown(page)).toBe(end);
    await page.waitForURL((u) => u.searchParams.get('t') === String(end));

    // Back 30 minutes, then play at 15 minutes a second: the count grows to every result and play stops.
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((m) => document.querySelector('[data-testid="replay-minute"]')?.getAttribute('data-minute') === String(m), end - 30);
    expect(await homeCount(page)).toBe(homeBy(end - 30));
    await screenshot(page, 'race-replay-paused');
    await page.getByTestId('replay-speed').getByText('15 min/s', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '15 min/s' }).isChecked()).toBe(true);
    await page.getByTestId('replay-play').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="replay-minute"]')?.getAttribute('data-minute')) > 0);
    await homeIs(page, arrived.length);
    await page.waitForFunction(() => !document.querySelector('[data-testid="replay-play"]')?.hasAttribute('data-playing'));
    expect(await minuteShown(page)).toBe(end);
    // The birds still flying are a few dots on the route, not one marker per bird.
    expect(await attr(page, 'flight-map', 'data-flying')).toBe(0);

    // At a minute in the middle of the arrivals some birds are in the air and some home: copy its link.
    const middle = Math.ceil((arrived[Math.floor(arrived.length / 2)]! - release) / 60_000);
    await thumb.focus();
    for (let i = 0; i < end - middle; i++) await page.keyboard.press('ArrowLeft');
    await page.waitForURL((u) => u.searchParams.get('t') === String(middle));
    expect(await homeCount(page)).toBe(homeBy(middle));
    expect(await page.locator('[data-testid="flight-map"] path.replay-flying').count()).toBeGreaterThan(0);
    // The test reads back what the button copied, as a visitor's paste would.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.getByTestId('replay-copy').click();
    // The clipboard if the browser lets the page write it, else the link shown to copy by hand.
    await page.getByTestId('replay-copied').or(page.getByTestId('replay-link')).first().waitFor();
    const link =
      (await page.getByTestId('replay-link').count()) > 0 ? await page.getByTestId('replay-link').inputValue() : await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('t')).toBe(String(middle));
    expect(new URL(link).searchParams.get('view')).toBe('map');
    await screenshotsAtWidths(page, 'race-replay');
    expect(errors).toEqual([]);

    // The shared link opens the replay paused at that minute.
    const shared = await freshPage(browser, { width: 390, height: 844 });
    await shared.page.goto(link);
    await shared.page.getByTestId('replay-home').waitFor();
    expect(await minuteShown(shared.page)).toBe(middle);
    expect(await homeCount(shared.page)).toBe(homeBy(middle));
    expect(await shared.page.getByTestId('replay-play').getAttribute('aria-label')).toBe('Play the replay');
    expect(await shared.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
    await shared.page.getByTestId('language-picker').selectOption('ar');
    await shared.page.getByText('إعادة السباق').waitFor();
    expect(await shared.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
    await screenshot(shared.page, 'race-replay-390-ar');
    expect(shared.errors).toEqual([]);
  });
});
