import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, mainText, openBrowser, screenshot, type Browser, fromUserMenu } from './browser';

// Issue 11 parts 5 and 6 against the demo data: browsing seasons, a season's page, my seasons, loft search by a
// country name, and the 403 page for another loft's overview.
const base = inject('baseURL');
const PASSWORD = 'Oneloft2026';
const SIZES = [
  { name: '1280', width: 1280, height: 900 },
  { name: '820', width: 820, height: 1180 },
  { name: '390', width: 390, height: 844 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fails when the page is wider than the window (nothing may stick out at 390 px). */
async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** Opens a guarded page in a fresh profile and signs in at the provider's form on the way. */
async function signedInPage(email: string, path: string, viewport = SIZES[0]!) {
  const own = await openBrowser();
  const page = own.context.pages()[0] ?? (await own.context.newPage());
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${base}${path}`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
  await page.waitForURL((u) => u.pathname === path);
  return { page, errors, close: () => own.close() };
}

async function openSeasonIds(page: Page): Promise<string[]> {
  const cards = page.locator('[data-testid=season-card]:has([data-testid=registration-badge][data-open=true])');
  return cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.seasonId!));
}

describe('browsing seasons (anonymous visitor)', () => {
  // The first season that takes registrations, as the API lists it.
  let seasonId = '';
  beforeAll(async () => {
    const page = (await (await fetch(`${base}/api/public/seasons?registration=open`)).json()) as { data: { id: number }[] };
    seasonId = String(page.data[0]!.id);
  });

  it('lists seasons across lofts, open registrations first, with spots, fee and dates; filters and searches', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(base);
    await page.getByTestId('main-nav').getByText('Seasons').click();
    await page.waitForURL(`${base}/seasons`);
    await page.getByTestId('season-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('season-card');
    // Demo: eight seasons that are not drafts (two drafts are never listed), two of them open for registration.
    expect(await cards.count()).toBe(8);
    const open = await openSeasonIds(page);
    expect(open).toHaveLength(2);
    const all = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.seasonId!));
    expect(all.slice(0, 2)).toEqual(open);
    const first = cards.first();
    expect(await first.getByTestId('spots').textContent()).toBe('Spots left: 1500');
    expect(await first.getByTestId('entry-fee').innerText()).toMatch(/^Entry fee: from (€250\.00|\$250\.00)\n+1 active \+ 0 reserve$/);
    expect(await first.getByTestId('registration-period').innerText()).toMatch(/^Registration: \w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
    expect(await first.getByTestId('season-register').getAttribute('href')).toMatch(/^\/lofts\/\d+\/seasons\/\d+\/register$/);
    expect(await cards.nth(2).getByTestId('season-register').count()).toBe(0);
    expect(await mainText(page)).not.toContain('Baltic'); // its only season is a draft
    await screenshot(page, 'browse-seasons-1280');

    await page.getByRole('switch', { name: 'Open registrations only' }).click();
    await page.waitForURL(`${base}/seasons?open=1`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=season-card]').length === 2);
    await page.getByTestId('season-search').fill('costa');
    await page.waitForURL(/search=costa/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=season-card]').length === 1);
    expect(await cards.first().getByTestId('season-loft').innerText()).toContain('Costa Brava Pigeon Derby · Girona, Spain');
    await page.getByTestId('season-search').fill('atlantis');
    await page.getByTestId('seasons-empty').waitFor();
    await screenshot(page, 'browse-seasons-empty');

    await page.goto(`${base}/seasons`);
    await cards.first().waitFor();
    expect((await openSeasonIds(page))[0]).toBe(seasonId);
    await page.locator(`[data-testid=season-card][data-season-id="${seasonId}"] [data-testid=season-link]`).click();
    await page.waitForURL(`${base}/seasons/${seasonId}`);
    await page.getByTestId('season-details').waitFor();
    expect(await page.getByTestId('spots').textContent()).toBe('Spots left: 1500');
    expect(await page.getByTestId('capacity').innerText()).toBe('Spots in total: 1500');
    expect(await page.getByTestId('due-date').count()).toBe(6);
    expect(await page.getByTestId('due-date').first().getAttribute('data-category')).toBe('registration');
    expect(await page.getByTestId('season-product').count()).toBe(6);
    expect(await page.getByTestId('product-buys').first().innerText()).toBe('1 active + 0 reserve');
    const register = page.getByTestId('season-register').first();
    expect(await register.getAttribute('href')).toMatch(new RegExp(`^/lofts/\\d+/seasons/${seasonId}/register$`));
    expect(await page.getByTestId('breadcrumbs').innerText()).toContain('Seasons');
    await screenshot(page, 'season-details-1280');
    await register.click();
    await page.locator('#email').waitFor(); // registering needs an account: the provider's sign-in form
    expect(errors).toEqual([]);
  });

  it('a draft or unknown season is a 404', async () => {
    const { page } = await freshPage(browser);
    await page.goto(`${base}/seasons/999999`);
    await page.getByTestId('error-view').waitFor();
    expect(await page.getByTestId('error-view').getAttribute('data-status')).toBe('404');
  });

  it('fits tablet and phone widths; Arabic reads right to left', async () => {
    for (const size of SIZES.slice(1)) {
      const { page, errors } = await freshPage(browser, size);
      await page.goto(`${base}/seasons`);
      await page.getByTestId('season-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, `/seasons at ${size.name}`);
      await screenshot(page, `browse-seasons-${size.name}`);
      await page.goto(`${base}/seasons/${seasonId}`);
      await page.getByTestId('season-details').waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, `/seasons/${seasonId} at ${size.name}`);
      await screenshot(page, `season-details-${size.name}`);
      expect(errors).toEqual([]);
    }
    const { page } = await freshPage(browser, SIZES[2]);
    await page.goto(`${base}/seasons`);
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByText('التسجيل المفتوح فقط').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page, '/seasons in Arabic');
    await screenshot(page, 'browse-seasons-ar-390');
    await page.goto(`${base}/seasons/${seasonId}`);
    await page.getByTestId('season-details').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('spots').textContent()).toBe('الأماكن المتبقية: 1500');
    await screenshot(page, 'season-details-ar-390');
    await page.setViewportSize(SIZES[0]!);
    await screenshot(page, 'season-details-ar-1280');
  });
});

describe('loft search by country name', () => {
  it('finds the Spanish loft by "Spanien" for a German viewer, and by "Spain" in English', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(`${base}/lofts`);
    await page.getByTestId('loft-card').first().waitFor();
    await page.getByTestId('loft-search').fill('Spain');
    await page.waitForURL(/search=Spain/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=loft-card]').length === 1);
    expect(await page.getByTestId('loft-card').innerText()).toContain('Costa Brava Pigeon Derby');

    await page.getByTestId('language-picker').selectOption('de');
    await page.getByText('Schläge suchen').waitFor();
    await page.getByTestId('loft-search').fill('Spanien');
    await page.waitForURL(/search=Spanien/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=loft-card]').length === 1);
    expect(await page.getByTestId('loft-card').innerText()).toMatch(/Costa Brava Pigeon Derby[\s\S]*Girona, Spanien/);
    await screenshot(page, 'lofts-search-spanien-de');
    await page.getByTestId('loft-search').fill('Vereinigte');
    await page.waitForURL(/search=Vereinigte/);
    await page.waitForFunction(() => document.querySelector('[data-testid=loft-card]')?.textContent?.includes('Desert Wings'));
    expect(await page.getByTestId('loft-card').count()).toBe(1);
    await screenshot(page, 'lofts-search-vereinigte-de');

    // Seasons are found by a country name too.
    await page.goto(`${base}/seasons?search=Spanien`);
    await page.getByTestId('season-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const lofts = await page.getByTestId('season-loft').allInnerTexts();
    expect(lofts.length).toBe(2);
    for (const l of lofts) expect(l).toContain('Costa Brava Pigeon Derby');
    await screenshot(page, 'browse-seasons-de-spanien');
    expect(errors).toEqual([]);
  });
});

describe('my seasons (signed in)', () => {
  it('lists the fancier’s seasons with links to the season and the loft', async () => {
    const { page, errors, close } = await signedInPage('fancier1.1@oneloft.example', '/my-seasons');
    try {
      await page.getByTestId('my-season').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Demo: the fancier's team has pigeons in the four seasons of Sunrise Valley that are not drafts.
      expect(await page.getByTestId('my-season').count()).toBe(4);
      const first = page.getByTestId('my-season').first();
      expect(await first.getByTestId('season-loft').innerText()).toContain('Sunrise Valley One Loft Race');
      expect(await first.getByTestId('my-season-pigeons').innerText()).toMatch(/^Pigeons: [1-9]\d*$/);
      // The user's menu leads here too.
      await page.getByTestId('main-nav').getByText('Home').click();
      await page.waitForURL(`${base}/`);
      await fromUserMenu(page, 'My seasons');
      await page.waitForURL(`${base}/my-seasons`);
      await first.waitFor();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(100);
        await expectNoOverflow(page, `/my-seasons at ${size.name}`);
        await screenshot(page, `my-seasons-${size.name}`);
      }
      await page.setViewportSize(SIZES[0]!);
      const href = await first.getByTestId('my-season-link').getAttribute('href');
      await first.getByTestId('my-season-link').click();
      await page.waitForURL(`${base}${href}`);
      await page.getByTestId('season-details').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('another loft’s overview', () => {
  it('a merchant of another loft gets the 403 page, not a page of errors; their own overview opens', async () => {
    const { page, errors, close } = await signedInPage('merchant2@oneloft.example', '/overview/1');
    try {
      await page.getByTestId('error-view').waitFor();
      expect(await page.getByTestId('error-view').getAttribute('data-status')).toBe('403');
      expect(await mainText(page)).toContain('An error occurred - 403');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(100);
        await screenshot(page, `overview-other-loft-403-${size.name}`);
      }
      await page.setViewportSize(SIZES[0]!);
      await page.goto(`${base}/overview/2`);
      await page.getByTestId('overview-season').waitFor();
      expect(await page.getByTestId('error-view').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
