import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, chooseSeason, freshPage, fromUserMenu, openBrowser, screenshot, screenshotsAtWidths, withoutToasts, type Browser } from './browser';
import { ownServer } from './server';

// Issue 30, the stock sale: the demo's Sunrise Valley sells ten birds of its own breeding, counted by yesterday's
// inventory toss, through a sale product during a pigeon sale running today, Max sales 3 per buyer. Fancier 1.1 finds
// the season's page by clicking, signs in from the sale, is refused four birds, buys two and lands on the order to pay;
// the loft's merchant sees them held by that fancier in the workspace's Pigeon sale section and the order in Vending.
// Buying changes the stock: a server of its own.
const own = ownServer();
const SEASON = 'Sunrise 2026'; // Sunrise Valley's current season (in progress), whose sale runs today
const FANCIER = 'fancier1.1@oneloft.example';

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function visitor(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser, { width, height: 900 });
  await page.goto(own.base + '/');
  return { page, errors };
}

/** The provider's sign-in form, which a login button led to. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', 'Oneloft2026');
  await page.locator('form button[type=submit]').click();
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, ' ').trim();

/** The field of the quantity, with its label and message. */
const quantityField = (page: Page) => page.locator('.mantine-InputWrapper-root').filter({ has: page.getByTestId('sale-quantity') });

async function buy(page: Page, quantity: string): Promise<void> {
  await page.getByTestId('sale-quantity').fill(quantity);
  await page.getByTestId('sale-buy').click();
}

describe('the stock sale (issue 30)', () => {
  let fancier: { page: Page; errors: string[] };
  let price = 0;
  let rings: string[] = [];

  it('a visitor finds Sunrise Valley’s current season and its open sale, and is asked to sign in to buy', async () => {
    fancier = await visitor();
    const { page, errors } = fancier;
    await page.getByTestId('main-nav').getByText('Seasons', { exact: true }).click();
    await page.getByTestId('season-card').filter({ hasText: SEASON }).getByTestId('season-link').click();
    await page.getByTestId('season-details').waitFor();
    const sale = page.getByTestId('pigeon-sale');
    await sale.getByTestId('sale-available').waitFor();
    expect(await sale.getAttribute('data-open')).toBe('true');
    expect(await page.getByTestId('sale-state').textContent()).toBe('Open now');
    expect(await text(page, 'sale-window')).toMatch(/^Open from .+ to .+\. Days of the loft's calendar \(Europe\/Berlin\)$/);
    expect(await text(page, 'sale-available')).toBe('Birds available: 10');
    expect(await text(page, 'sale-limit')).toBe('Limit per buyer: 3');
    const priceText = await text(page, 'sale-price');
    expect(priceText).toMatch(/^€[\d,]+\.\d{2} per bird$/);
    price = Number(priceText.replace(/[^\d.]/g, ''));
    await sale.getByTestId('sale-login-button').waitFor();
    expect(await sale.getByTestId('sale-buy-form').count()).toBe(0);
    await screenshotsAtWidths(page, 'pigeon-sale-visitor');
    expect(errors).toEqual([]);
  });

  it('fancier 1.1 signs in from the sale; a word and four birds (over Max sales 3) are refused at the field', async () => {
    const { page, errors } = fancier;
    const seasonPath = new URL(page.url()).pathname;
    await page.getByTestId('sale-login-button').click();
    await signIn(page, FANCIER);
    await page.waitForURL((u) => u.pathname === seasonPath);
    await page.getByTestId('sale-buy-form').waitFor();
    await expect.poll(() => text(page, 'sale-limit')).toBe('You may buy 3 more');
    expect(await text(page, 'sale-bought')).toBe('Bought so far: 0');

    await buy(page, 'two');
    await quantityField(page).getByText('Please enter a number').waitFor();
    await buy(page, '4');
    await quantityField(page).getByText('Rejected order too many pigeons').waitFor();
    expect(new URL(page.url()).pathname).toBe(seasonPath);
    await page.getByTestId('sale-quantity').fill('2');
    await expect.poll(() => text(page, 'sale-total')).toContain((2 * price).toFixed(2));
    await withoutToasts(page, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('pigeon-sale').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
      await page.getByTestId('pigeon-sale').screenshot({ path: join(ARTIFACTS, 'pigeon-sale-buy-card-390.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    expect(errors).toEqual([]);
  });

  it('buys two birds and lands on the order: two birds, twice the price, to pay by its deadline', async () => {
    const { page, errors } = fancier;
    await page.getByTestId('sale-buy').click();
    await page.waitForURL((u) => /^\/registrations\/\d+$/.test(u.pathname));
    await page.getByTestId('order-reference').waitFor();
    // It reads as birds of the pigeon sale, one position each: no address, places, pigeons to enter or transport.
    expect(await page.getByTestId('activation-kind').getAttribute('data-kind')).toBe('sale');
    expect(await text(page, 'activation-kind')).toBe('Pigeon sale');
    const positions = page.getByTestId('activation-bird');
    await expect.poll(() => positions.count()).toBe(2);
    rings = (await positions.allInnerTexts()).map((row) => /DE-\S+/.exec(row)?.[0] ?? row);
    for (const row of await positions.all()) expect(await row.innerText()).toContain(price.toFixed(2));
    for (const absent of ['order-address', 'transport', 'order-pigeon']) expect(await page.getByTestId(absent).count()).toBe(0);
    expect(rings.every((r) => r.startsWith('DE-0871-'))).toBe(true);
    expect(await text(page, 'order-total')).toContain((2 * price).toFixed(2));
    expect(await page.getByTestId('order-status').first().getAttribute('data-status')).toBe('confirmed');
    await page.getByTestId('payment-deadline').waitFor();
    expect(await page.getByTestId('next-step').getAttribute('data-step')).toBe('pay');
    expect(await text(page, 'next-step')).toBe('Please pay the order by the date below; the birds are yours once it is paid.');
    await screenshotsAtWidths(page, 'pigeon-sale-order');

    // Back on the season: the sale counts the fancier's birds and the stock left.
    await page.goBack();
    await expect.poll(() => text(page, 'sale-bought')).toBe('Bought so far: 2');
    expect(await text(page, 'sale-limit')).toBe('You may buy 1 more');
    expect(await text(page, 'sale-available')).toBe('Birds available: 8');
    expect(errors).toEqual([]);
  });

  it('the merchant sees the two birds held by the fancier in Stock and the order in Vending and the history', async () => {
    const { page, errors } = await visitor();
    await page.getByTestId('main-nav').getByText('Log in').click();
    await signIn(page, 'merchant@oneloft.example');
    await page.getByTestId('user-name').waitFor();
    await fromUserMenu(page, 'My lofts');
    await expect.poll(() => page.getByTestId('workspace-loft').textContent()).toContain('Sunrise Valley');
    await page.getByTestId('overview-tab-pigeon-sale').click();
    // The section shows (the workspace opens with the season open for registration, Sunrise 2027), then its season is chosen.
    await page.getByTestId('sale-desk').waitFor();
    const seasonId = Number(await page.getByTestId('overview-season').locator('option', { hasText: SEASON }).getAttribute('value'));
    await chooseSeason(page, seasonId);
    await expect.poll(() => text(page, 'sale-count-line')).toBe('Counted by Inventory toss · birds in stock: 10');
    expect(await page.getByTestId('sale-flight').locator('option:checked').innerText()).toContain('Inventory toss');
    expect(await page.getByTestId('sale-max-sales').inputValue()).toBe('3');

    const held = page.locator('[data-testid=stock-bird][data-state=held]');
    await expect.poll(() => held.count()).toBe(2);
    expect((await held.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.ring!))).sort()).toEqual([...rings].sort());
    for (const card of await held.all()) expect(await card.getByTestId('stock-holder').innerText()).toMatch(/^Held by \S+ \S+ \(\S+\)$/);
    const buyer = (await held.first().getByTestId('stock-holder').innerText()).replace(/^Held by (.+) \(.+\)$/, '$1');
    expect(await page.locator('[data-testid=stock-bird][data-state=available]').count()).toBe(8);
    expect(await text(page, 'stock-counts')).toBe('Available: 8 · Held: 2 · Sold: 0');
    await screenshotsAtWidths(page, 'pigeon-sale-desk-stock');
    // A bird's public page, with its shared pedigree, and back.
    const ring = await held.first().getAttribute('data-ring');
    await held.first().getByTestId('stock-pigeon-link').click();
    await expect.poll(() => page.getByTestId('pigeon-ring').textContent()).toBe(ring);
    await page.goBack();
    await page.getByTestId('sale-desk').waitFor();

    await page.getByTestId('sale-tab-vending').click();
    const order = page.getByTestId('sale-order');
    await expect.poll(() => order.count()).toBe(1);
    expect(await order.getByTestId('sale-order-buyer').innerText()).toContain(buyer);
    expect(await order.getByTestId('order-status').getAttribute('data-status')).toBe('confirmed');
    expect(await order.getByTestId('sale-order-total').innerText()).toContain((2 * price).toFixed(2));
    for (const ring of rings) expect(await order.getByTestId('sale-order-birds').innerText()).toContain(ring);
    expect(await order.getByTestId('sale-order-link').getAttribute('href')).toMatch(/^\/registrations\/\d+$/);
    await screenshotsAtWidths(page, 'pigeon-sale-desk-vending');

    await page.getByTestId('sale-tab-history').click();
    const events = page.getByTestId('sale-event');
    await expect.poll(() => events.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.status))).toEqual(['confirmed', 'pending']);
    expect(await events.first().getByTestId('sale-event-time').innerText()).toContain('loft time');
    await screenshotsAtWidths(page, 'pigeon-sale-desk-history');

    // In Arabic, right to left on a phone: every tab without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await withoutToasts(page, async () => {
      for (const tab of ['stock', 'vending', 'history'] as const) {
        await page.getByTestId(`sale-tab-${tab}`).click();
        await page.getByTestId(`sale-tab-${tab}`).and(page.locator('[aria-selected=true]')).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
        await screenshot(page, `ar-pigeon-sale-desk-${tab}-390`);
      }
    });
    await page.getByTestId('language-picker').selectOption('en');
    expect(errors).toEqual([]);
  });
});
