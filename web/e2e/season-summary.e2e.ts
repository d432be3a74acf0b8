import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, screenshotsAtWidths, type Browser } from './browser';

// Issue 31, items 3 and 5: a visitor walks from the home page to a demo loft, picks a finished season and opens its
// summary; the funnel, the races and the prize money on the page are what the API answers. The page fits a phone
// without scrolling sideways, in English and in Arabic.
const base = inject('baseURL');
let browser: Browser;

type Summary = {
  id: number;
  funnel: {
    registered: number;
    delivered: number;
    remaining: number;
    stages: { flight_id: number; gone_before: number; alive: number; basketed: number; home: number; lost: number }[];
  };
  races: { flight_id: number; name: string; winner?: { ring: string } }[];
  prizes: { awarded: number; paid: number; per_bird: number };
};

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function summaryOf(seasonId: number): Promise<Summary> {
  const res = await fetch(`${base}/api/public/seasons/${seasonId}/summary`);
  expect(res.status).toBe(200);
  return (await res.json()) as Summary;
}

/** The funnel's counts top to bottom as the page shows them. */
async function funnelCounts(page: Page): Promise<number[]> {
  return (await page.getByTestId('funnel-step').evaluateAll((els) => els.map((e) => e.getAttribute('data-count')))).map(Number);
}

describe('season summary (issue 31)', () => {
  it('a visitor opens a finished season’s summary from the loft page; it says what the API says and fits a phone', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(base + '/');
    await page.getByTestId('main-nav').getByText('Lofts', { exact: true }).click();
    await page.getByTestId('loft-card').filter({ hasText: 'Sunrise Valley' }).first().click();
    const select = page.getByTestId('season-select');
    await select.waitFor();
    const over = await select.locator('option', { hasText: 'Sunrise 2025' }).getAttribute('value');
    await select.selectOption(over!);
    await page.getByTestId('season-summary-link').click();
    await page.getByTestId('season-summary').waitFor();
    const seasonId = Number(over);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/lofts/\\d+/seasons/${seasonId}/summary$`));

    expect(await page.getByTestId('breadcrumbs').innerText()).toContain('Sunrise 2025');
    const sum = await summaryOf(seasonId);
    expect(sum.funnel.stages.length).toBeGreaterThan(0);
    expect(await funnelCounts(page)).toEqual([sum.funnel.registered, sum.funnel.delivered, ...sum.funnel.stages.map((s) => s.alive), sum.funnel.remaining]);
    const lost = await page.getByTestId('funnel-lost').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    expect(lost).toEqual(sum.funnel.stages.map((s) => s.lost));
    // Each stage adds up: the next one's alive is this one's alive less its lost and the birds gone before the next.
    for (let i = 1; i < sum.funnel.stages.length; i++) {
      const [prev, cur] = [sum.funnel.stages[i - 1], sum.funnel.stages[i]];
      expect(cur.alive).toBe(prev.alive - prev.lost - cur.gone_before);
    }
    expect(await page.getByTestId('race-row').count()).toBe(sum.races.length);
    const first = page.getByTestId('race-row').first();
    expect(await first.innerText()).toContain(sum.races[0].winner!.ring);
    expect(Number(await page.getByTestId('prize-awarded').getAttribute('data-cents'))).toBe(sum.prizes.awarded);
    expect(Number(await page.getByTestId('prize-per-bird').getAttribute('data-cents'))).toBe(sum.prizes.per_bird);
    await page.getByTestId('summary-rules').getByTestId('race-rules').waitFor();
    await screenshotsAtWidths(page, 'season-summary');

    // At 390 px the races are cards, and nothing needs a sideways swipe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('race-card').first().waitFor();
    expect(await page.getByTestId('races-table').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('ملخص الموسم').first().waitFor();
    expect(await funnelCounts(page)).toEqual([sum.funnel.registered, sum.funnel.delivered, ...sum.funnel.stages.map((s) => s.alive), sum.funnel.remaining]);
    await screenshotsAtWidths(page, 'season-summary-ar');
    await page.getByTestId('language-picker').selectOption('en');

    // A race row leads to its flight page.
    await first.getByTestId('race-link').click();
    await page.waitForURL((u) => u.pathname.endsWith(`/flights/${sum.races[0].flight_id}`));
    expect(errors).toEqual([]);
  });

  it('the season page links to its summary, which lists its races or says it has none', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(base + '/');
    await page.getByTestId('main-nav').getByText('Lofts', { exact: true }).click();
    await page.getByTestId('loft-card').filter({ hasText: 'Desert Wings' }).first().click();
    const select = page.getByTestId('season-select');
    await select.waitFor();
    // The current season: the demo plans its races, and other tests may fly some.
    const running = Number(await select.locator('option', { hasText: 'Desert Wings 2026' }).getAttribute('value'));
    const sum = await summaryOf(running);
    await select.selectOption(String(running));
    await page.getByTestId('season-summary-link').click();
    // A season without races says so; one with races lists each (a race not yet released adds no funnel stage).
    const shown = async () => (sum.races.length === 0 ? page.getByTestId('summary-no-races').waitFor() : page.getByTestId('race-link').first().waitFor());
    await shown();
    expect(await page.getByTestId('race-row').count()).toBe(sum.races.length);
    await page.getByTestId('summary-season-link').click();
    await page.getByTestId('season-details').waitFor();
    await page.getByTestId('season-summary-link').click();
    await shown();
    await screenshotsAtWidths(page, 'season-summary-empty');
    expect(errors).toEqual([]);
  });
});
