import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, mainText, openBrowser, screenshot, type Browser } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('languages', () => {
  it('German: picker, cookie for 365 days, kept after reload, localized country names', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(`${base}/lofts`);
    await page.getByTestId('loft-card').first().waitFor();
    await page.getByTestId('language-picker').selectOption('de');
    await page.getByText('Schläge suchen').waitFor();
    expect(await page.getByTestId('main-nav').innerText()).toContain('Schläge');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const cookie = (await browser.context.cookies(base)).find((c) => c.name === 'i18n_locale');
    expect(cookie?.value).toBe('de');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(new URL(page.url()).pathname).toBe('/lofts'); // no URL prefix

    await page.reload();
    await page.getByText('Schläge suchen').waitFor();
    await page.getByTestId('loft-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Country names come from /api/public/countries/de
    expect(await mainText(page)).toMatch(/Deutschland|Polen|Spanien|Vereinigte Staaten/);
    await screenshot(page, 'lofts-de');
    await page.goto(`${base}/nowhere`);
    expect(await mainText(page)).toContain('Diese Seite konnte nicht gefunden werden');
    expect(errors).toEqual([]);
  });

  it('Arabic switches the layout right to left', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(`${base}/lofts/1`);
    await page.getByTestId('loft-name').waitFor();
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByText('المربّون').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // The brand sits on the right in right-to-left layout.
    const brand = await page.getByText('oneloft', { exact: true }).first().boundingBox();
    expect(brand!.x).toBeGreaterThan(640);
    await screenshot(page, 'loft-ar');
    await page.goto(`${base}/`);
    await page.getByText('شارك في سباقات الحمام المفضلة لديك بنظام البرج الواحد').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'home-ar');

    await page.getByTestId('language-picker').selectOption('en');
    await page.getByText('Featured lofts').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(errors).toEqual([]);
  });
});

describe('360 px wide (mobile first)', () => {
  const phone = { width: 360, height: 740 };
  const screens: [string, string][] = [
    ['/', 'home'],
    ['/lofts', 'lofts'],
    ['/lofts/1', 'loft'],
    ['/contact', 'contact'],
    ['/misc/healthcheck', 'healthcheck'],
    ['/no/such/page', 'not-found'],
  ];

  it('every screen fits without sideways scrolling', async () => {
    const { page, errors } = await freshPage(browser, phone);
    for (const [path, name] of screens) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      await screenshot(page, `mobile-${name}`);
    }
    expect(errors).toEqual([]);
  });

  it('shows only the last two breadcrumbs and a menu button', async () => {
    const { page } = await freshPage(browser, phone);
    await page.goto(`${base}/lofts/1`);
    await page.getByTestId('fanciers-table').waitFor();
    await page.getByTestId('fanciers-table').locator('tbody a').first().click();
    await page.getByTestId('team-name').waitFor();
    const crumbs = (await page.getByTestId('breadcrumbs').innerText())
      .split('/')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(crumbs).toHaveLength(2);
    expect(crumbs[0]).toBe('Teams');
    expect(await page.getByTestId('main-nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-nav').waitFor();
    await screenshot(page, 'mobile-menu');
    await page.getByTestId('mobile-nav').getByText('Lofts').click();
    await page.waitForURL(`${base}/lofts`);
    expect(await page.getByTestId('mobile-nav').count()).toBe(0);
  });
});
