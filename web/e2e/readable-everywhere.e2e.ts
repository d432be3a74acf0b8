import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, screenshot, type Browser } from './browser';

// Issue 31, verified by: the live page, a pigeon's page, the archive's season summary and the race replay at 320,
// 390, 768 and 1280 px in English, German and Arabic, each reached as a visitor does. None may scroll sideways; a
// screenshot of each is kept (test-artifacts/everywhere-*) for a person to look at.
const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [320, 390, 768, 1280] as const;

/** At every width: the page does not scroll sideways (once the layout for that width is in), and is screenshotted. */
async function fitsEveryWidth(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${name} at ${width} px scrolls sideways` })
      .toBeLessThanOrEqual(1);
    await screenshot(page, `everywhere-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Chooses the loft page's oldest season, whose races are all flown. */
async function oldestSeason(page: Page): Promise<void> {
  const select = page.getByTestId('season-select');
  await select.waitFor();
  const seasons = await select.locator('option').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));
  await select.selectOption(String(Math.min(...seasons)));
}

describe('the public site at every width, in English, German and Arabic (issue 31)', () => {
  for (const language of ['en', 'de', 'ar'] as const) {
    it(`live race, pigeon, season summary and replay in ${language}`, async () => {
      const { page, errors } = await freshPage(browser);
      await page.goto(base + '/');
      await page.getByTestId('language-picker').selectOption(language);
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), language);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

      // The running race, from the home page.
      await page.locator('[data-testid="running-flight"][data-state="released"]').first().click();
      await page.getByTestId('view-live').click();
      await page.getByTestId('result-card').or(page.getByTestId('live-table')).first().waitFor();
      await fitsEveryWidth(page, `live-${language}`);

      // The loft's oldest season: its summary.
      await page.locator('header a[href="/lofts"]').first().click();
      await page.getByTestId('loft-card').filter({ hasText: 'Sunrise Valley' }).first().click();
      await oldestSeason(page);
      await page.getByTestId('season-summary-link').click();
      await page.getByTestId('season-summary').waitFor();
      await fitsEveryWidth(page, `summary-${language}`);

      // A bird of the demo, found by its ring from the home page.
      const bird = (await (await fetch(`${base}/api/public/pigeons/1`)).json()) as { ring: string };
      await page.locator('header a[href="/"]').first().click();
      await page.getByTestId('ring-search-input').fill(bird.ring);
      await page.getByTestId('ring-search-submit').click();
      await page.getByTestId('ring-search-results').getByRole('link', { name: bird.ring }).click();
      await page.getByTestId('pigeon-races').waitFor();
      await fitsEveryWidth(page, `pigeon-${language}`);
      // Last, a race of that season replayed on its map (a map left while it still settles after a resize says so in
      // the console).
      await page.locator('header a[href="/lofts"]').first().click();
      await page.getByTestId('loft-card').filter({ hasText: 'Sunrise Valley' }).first().click();
      await page.getByTestId('tab-flights').click();
      await oldestSeason(page);
      await page.getByTestId('flights-table').locator('tr[data-state="finished"]').getByTestId('flight-link').first().click();
      await page.getByTestId('view-map').click();
      await page.getByTestId('replay-home').waitFor();
      await fitsEveryWidth(page, `replay-${language}`);

      expect(errors).toEqual([]);
    });
  }
});
