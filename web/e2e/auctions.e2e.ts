import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPage, openBrowser, screenshot, screenshotsAtWidths, withoutToasts, type Browser } from './browser';
import { ownServer } from './server';

// Issue 30: a visitor finds the first loft's auctions and a lot; two fanciers bid against each other on it in two
// browsers (proxy bidding: a maximum, the price one increment above the other's), the one outbid sees it without
// reloading, over the lot's live channel; the loft's merchant cannot bid. Bids are new data: a server of its own.
const own = ownServer();
const LOT = 'Ace pigeon of the season'; // the demo's: start 250.00, increment 10.00, open for three days

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

/** The live auction events a page's websockets received (centrifuge pushes carrying a lot's price). */
const livePrices = new Map<Page, number[]>();

async function visitor(): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser);
  const prices: number[] = [];
  livePrices.set(page, prices);
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      for (const m of String(payload).matchAll(/"lot_id":\d+,"price":(\d+)/g)) prices.push(Number(m[1]));
    }),
  );
  await page.goto(own.base + '/');
  return { page, errors };
}

/** From the home page: the main menu's Lofts, the first loft, its auctions, the lot. */
async function walkToLot(page: Page): Promise<void> {
  await page.getByTestId('main-nav').getByText('Lofts', { exact: true }).click();
  await page.getByTestId('loft-card').filter({ hasText: 'Sunrise Valley' }).first().click();
  await page.getByTestId('loft-auctions-link').click();
  await page.getByTestId('open-lots').waitFor();
  await page.getByTestId('lot-card').filter({ hasText: LOT }).click();
  await page.getByTestId('lot-title').filter({ hasText: LOT }).waitFor();
}

/** On the lot's page signed out: "Sign in to bid", the provider's form, and back on the lot. */
async function signInToBid(page: Page, email: string): Promise<void> {
  const lotPath = new URL(page.url()).pathname;
  await page.getByTestId('bid-login-button').click();
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', 'Oneloft2026');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === lotPath);
  await page.getByTestId('bid-form').waitFor();
}

async function bid(page: Page, amount: string): Promise<void> {
  await page.getByTestId('bid-amount').fill(amount);
  await page.getByTestId('bid-submit').click();
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ');

describe('auctions (issue 30)', () => {
  let one: { page: Page; errors: string[] };
  let two: { page: Page; errors: string[] };

  it('a visitor finds the loft’s auctions and a lot, and is asked to sign in to bid', async () => {
    one = await visitor();
    const { page } = one;
    await walkToLot(page);
    expect(await text(page, 'lot-price')).toContain('250.00');
    expect(await text(page, 'lot-soft-close')).toContain('last 5 minutes');
    expect(await text(page, 'lot-ends-at')).toContain('loft time');
    await page.getByTestId('bids-empty').waitFor();
    await page.getByTestId('bid-login-button').waitFor();
    await screenshotsAtWidths(page, 'auction-lot-visitor');
    await page.goBack();
    await page.getByTestId('open-lots').waitFor();
    await screenshotsAtWidths(page, 'auctions-loft');
  });

  it('fancier 1.1 signs in from the lot; a bid below the minimum shows why; a maximum leads at the start price', async () => {
    const { page, errors } = one;
    await page.getByTestId('lot-card').filter({ hasText: LOT }).click();
    await signInToBid(page, 'fancier1.1@oneloft.example');
    expect(await page.getByTestId('bid-amount').inputValue()).toBe('250.00');
    expect(await text(page, 'bid-proxy-note')).toContain('up to this amount');
    await bid(page, '100');
    await page.getByTestId('bid-error').filter({ hasText: 'Bid at least' }).waitFor();
    await bid(page, '400.00');
    await page.getByTestId('lot-leading').waitFor();
    await expect.poll(() => text(page, 'lot-price')).toContain('250.00');
    await page.getByTestId('bid-refused').first().waitFor(); // the refused bid is listed with its reason
    expect(errors).toEqual([]);
  });

  it('fancier 1.2 bids less and sees the price one increment above; 1.1 still leads', async () => {
    two = await visitor();
    const { page, errors } = two;
    await walkToLot(page);
    await signInToBid(page, 'fancier1.2@oneloft.example');
    expect(await page.getByTestId('bid-amount').inputValue()).toBe('260.00');
    await bid(page, '300.00');
    await page.getByTestId('bid-answer').filter({ hasText: '310.00' }).waitFor();
    await expect.poll(() => text(page, 'lot-price')).toContain('310.00');
    expect(await page.getByTestId('lot-leading').count()).toBe(0);
    await expect.poll(() => text(one.page, 'lot-price')).toContain('310.00');
    expect(await one.page.getByTestId('lot-leading').count()).toBe(1);
    await screenshotsAtWidths(page, 'auction-lot-outbid');
    expect(errors).toEqual([]);
  });

  it('1.2 outbids; 1.1’s page shows the new price and no longer "You lead"', async () => {
    const { page } = two;
    await bid(page, '500.00');
    await page.getByTestId('lot-leading').waitFor();
    await expect.poll(() => text(page, 'lot-price')).toContain('410.00');
    // 1.1's page heard the new price over the lot's live channel (its own refetch is a 15 s fallback).
    await expect.poll(() => livePrices.get(one.page)).toContain(41000);
    await expect.poll(() => text(one.page, 'lot-price')).toContain('410.00');
    await expect.poll(() => one.page.getByTestId('lot-leading').count()).toBe(0);
    await expect.poll(() => one.page.getByTestId('bid-row').count()).toBeGreaterThanOrEqual(3);
    expect(await one.page.getByTestId('lot-reserve').textContent()).toBe('Reserve met'); // the demo's lots have no reserve
    await screenshotsAtWidths(one.page, 'auction-lot-bidding');
    // the loft's list shows 1.2 that they lead, at the new price
    await page.getByText('All auctions of', { exact: false }).click();
    await page.getByTestId('lot-card').filter({ hasText: LOT }).getByTestId('lot-card-leading').waitFor();
    expect(await page.getByTestId('lot-card').filter({ hasText: LOT }).getByTestId('lot-card-price').innerText()).toContain('410.00');
    await page.getByTestId('lot-card').filter({ hasText: LOT }).click();
    await page.getByTestId('bid-form').waitFor();
    expect(one.errors).toEqual([]);
    expect(two.errors).toEqual([]);
  });

  it('in Arabic, right to left on a phone', async () => {
    const { page, errors } = two;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('language-picker').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByTestId('bid-history').waitFor();
    await page.waitForTimeout(300);
    await withoutToasts(page, () => screenshot(page, 'ar-auction-lot-390'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
    await page.getByTestId('language-picker').selectOption('en');
    expect(errors).toEqual([]);
  });

  it('the loft’s merchant cannot bid on its own lot', async () => {
    const m = await visitor();
    await walkToLot(m.page);
    await signInToBid(m.page, 'merchant@oneloft.example');
    await bid(m.page, '600.00');
    await m.page
      .getByTestId('bid-error')
      .filter({ hasText: /cannot bid/i })
      .waitFor();
    expect(m.errors).toEqual([]);
  });
});
