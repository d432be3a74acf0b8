import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, screenshot, signInAt, type Browser } from './browser';

// Issue 31, phones first: the demo's live race followed from the home page on a 320 px and a 390 px phone and a
// 768 px tablet, in English, German and Arabic. Every bird's place, ring, arrival, flight time and speed must be on
// the screen without a sideways swipe, and the podium must fit.
const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [320, 390, 768] as const;
const LANGUAGES = ['en', 'de', 'ar'] as const;

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The right and left edges of every element matching `selector` lie on the screen. */
async function allOnScreen(page: Page, selector: string): Promise<void> {
  const outside = await page.evaluate((sel) => {
    const w = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll(sel)).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < -1 || r.right > w + 1);
    }).length;
  }, selector);
  expect(outside, `${selector} off the screen`).toBe(0);
}

/** From the home page, the first released race, in `language` (picked in the top bar, which a phone folds away). */
async function openLiveRace(page: Page, language: string): Promise<void> {
  await page.goto(base + '/');
  // Columns hidden by an earlier test of this browser would be hidden here too.
  await page.evaluate(() => localStorage.removeItem('oneloft.flights.hiddenColumns'));
  await page.getByTestId('language-picker').selectOption(language);
  await page.locator('[data-testid="running-flight"][data-state="released"]').first().click();
  await page.waitForURL(/\/flights\/\d+/);
}

describe('race day on a phone', () => {
  // One test per language and width: a language's three widths in one test, with their full-page screenshots,
  // outlasted its bound on a busy machine.
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      it(`live and top views at ${width} px in ${language}`, async () => {
        const { page, errors } = await freshPage(browser);
        await openLiveRace(page, language);
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.setViewportSize({ width, height: 844 });
        await page.getByTestId('view-live').click();
        if (width < 768) {
          // Cards, not a table: each says its place, and its arrival, flight time and speed are on the screen.
          const card = page.getByTestId('result-card').first();
          await card.waitFor();
          expect(await page.getByTestId('live-table').count()).toBe(0);
          for (const part of ['card-rank', 'card-arrival', 'card-time', 'card-speed']) await expect.poll(() => card.getByTestId(part).isVisible(), { message: part }).toBe(true);
          await allOnScreen(page, '[data-testid="result-card"] [data-testid^="card-"]');
        } else {
          await page.getByTestId('live-table').waitFor();
          // A tablet may hide columns it has no room for; the choice holds on reload.
          await page.getByTestId('column-chooser').click();
          await page.getByTestId('column-team').click();
          await page.keyboard.press('Escape');
          await expect.poll(() => page.locator('[data-testid="live-table"] th[data-column="team"]').isVisible()).toBe(false);
          await page.reload();
          await page.getByTestId('live-table').waitFor();
          expect(await page.locator('[data-testid="live-table"] th[data-column="team"]').isVisible()).toBe(false);
          expect(await page.locator('[data-testid="live-table"] th[data-column="speed"]').isVisible()).toBe(true);
        }
        expect(await sidewaysScroll(page), `live view at ${width}px`).toBeLessThanOrEqual(1);
        await screenshot(page, `race-day-live-${language}-${width}`);

        await page.getByTestId('view-top').click();
        await page.getByTestId('podium-step').first().waitFor();
        await allOnScreen(page, '[data-testid="podium-step"]');
        // No step's text spills out of it.
        const spilled = await page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="podium-step"]')).filter((s) => s.scrollWidth > s.clientWidth + 1).length);
        expect(spilled, `podium at ${width}px`).toBe(0);
        expect(await sidewaysScroll(page), `top view at ${width}px`).toBeLessThanOrEqual(1);
        await screenshot(page, `race-day-top-${language}-${width}`);
        expect(errors).toEqual([]);
      });
    }
  }

  it("a fancier's own pigeons as cards on a 320 px phone", async () => {
    const { page, errors } = await freshPage(browser, { width: 320, height: 700 });
    await signInAt(page, base, 'fancier1.1@oneloft.example', '/registrations');
    await page.waitForURL(/\/registrations/);
    await page.locator('header a[href="/"]').first().click();
    await page.locator('[data-testid="running-flight"][data-state="released"]').first().click();
    await page.getByTestId('view-mine').click();
    await page.getByTestId('mine-card').first().waitFor();
    expect(await page.getByTestId('mine-table').count()).toBe(0);
    await allOnScreen(page, '[data-testid="mine-card"]');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(1);
    await screenshot(page, 'race-day-mine-320');
    expect(errors).toEqual([]);
  });
});
