import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ARTIFACTS = new URL('../test-artifacts/', import.meta.url).pathname;
mkdirSync(ARTIFACTS, { recursive: true });

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** How long a page wait may take (also expect.poll's bound, in vitest.e2e.config.ts). */
const WAIT_MS = 30_000;

export type Browser = { context: BrowserContext; close: () => Promise<void> };

/**
 * Debian's Chromium driven by playwright-core, with a fresh profile directory; timezoneId sets the browser's
 * clock to another zone than the machine's (a viewer far from the loft).
 */
export async function openBrowser(opts: { timezoneId?: string } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'oneloft-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  // Every wait for an element, a navigation or a page condition gets this one bound, set here only (Playwright's
  // 30 s default, written down): on a busy machine the page comes late, not never.
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A fresh page with no cookies or storage left from earlier tests; page errors are collected. */
export async function freshPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  await browser.context.clearCookies();
  for (const p of browser.context.pages()) await p.close();
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // A style or script the Content-Security-Policy refused shows only on the console.
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('Content Security Policy')) errors.push(msg.text());
  });
  return { page, errors };
}

/**
 * Runs `fn` with the passing toasts hidden (they would cover screenshots), through a constructed style
 * sheet: the Content-Security-Policy refuses an added <style> tag.
 */
export async function withoutToasts<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.mantine-Notifications-root { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  try {
    return await fn();
  } finally {
    await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The visible text of the main content. */
/**
 * Screenshots `${name}-1280` and `${name}-390` (a desktop and a phone), toasts hidden, after checking that the page
 * does not scroll sideways at either width (unless overflowChecked is false); the desktop size is set back after.
 */
export async function screenshotsAtWidths(page: Page, name: string, overflowChecked = true): Promise<void> {
  await withoutToasts(page, async () => {
    for (const [w, h] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      if (overflowChecked) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 1) throw new Error(`${name} at ${w}px scrolls sideways by ${overflow}px`);
      }
      await screenshot(page, `${name}-${w}`);
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs in as `email` (demo password) through the embedded provider's form that `base + path` asks for. */
export async function signInAt(page: Page, base: string, email: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', 'Oneloft2026');
  await page.locator('form button[type=submit]').click();
}

export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/**
 * Waits until the flight map has drawn a visible part of its 20 s route animation (`points` of the
 * route's points, about 2.5 s for ten), so that a screenshot shows the route growing.
 */
export async function routeDrawn(page: Page, points = 10): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="flight-map"]')?.getAttribute('data-drawn-points')) >= n, points);
}

/** Picks the loft workspace's season and waits until the page shows it (its links carry the season from then on). */
export async function chooseSeason(page: Page, seasonId: number): Promise<void> {
  const select = page.getByTestId('overview-season');
  if ((await select.inputValue()) === String(seasonId)) return;
  await select.selectOption(String(seasonId));
  await page.waitForURL((u) => u.searchParams.get('season') === String(seasonId));
  await page.locator(`[data-testid=workspace-nav] a[href*="season=${seasonId}"]`).first().waitFor({ state: 'attached' });
}

/**
 * Opens the signed-in user's menu and follows its entry `entry`. A click on the name while the page still settles
 * (the session restored after the sign-in's redirects) may be undone by a re-render, before or after the entry
 * shows: it opens the menu and clicks the entry until a click lands.
 */
export async function fromUserMenu(page: Page, entry: string): Promise<void> {
  const item = page.getByTestId('user-menu-items').getByText(entry, { exact: true });
  await expect
    .poll(async () => {
      if (!(await item.isVisible())) await page.getByTestId('user-name').click();
      return item.click({ timeout: 2_000 }).then(
        () => true,
        () => false,
      );
    })
    .toBe(true);
}
