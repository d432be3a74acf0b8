import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, screenshotsAtWidths, type Browser, fromUserMenu } from './browser';
import { ownServer } from './server';

// Issue 28, item 5: a merchant starts a campaign from the workspace menu, generates single-use coupons and downloads
// them as CSV, and sets a promotional code; a fancier registers with the code and sees the discount on the order.
// Campaigns change what every fancier of the loft pays: a server of its own.
const own = ownServer();
const PASSWORD = 'Oneloft2026';

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function signedIn(email: string): Promise<{ page: Page; errors: string[]; token: string }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser);
  await page.goto(`${own.base}/registrations`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
  const token = await page.evaluate(() => localStorage.getItem('oneloft:token'));
  expect(token).toBeTruthy();
  return { page, errors, token: token as string };
}

async function text(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  let out = '';
  for await (const chunk of stream) out += (chunk as Buffer).toString();
  return out;
}

let merchant: Awaited<ReturnType<typeof signedIn>>;
let fancier: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  merchant = await signedIn('merchant@oneloft.example');
  fancier = await signedIn('fancier1.1@oneloft.example');
}, 120_000);

describe('campaigns (issue 28, item 5)', () => {
  it('the merchant creates a campaign from the workspace menu, generates coupons and downloads them as CSV', async () => {
    const page = merchant.page;
    await fromUserMenu(page, 'My lofts');
    await page.getByTestId('overview-tab-campaigns').click();
    await page.getByTestId('campaigns-empty').waitFor();
    await page.getByTestId('campaign-new').click();
    const form = page.getByTestId('campaign-form');
    await form.getByTestId('campaign-name').fill('Spring sale');
    await form.getByTestId('campaign-percent').fill('120');
    await form.getByTestId('campaign-save').click();
    await form.getByText('Give a percentage between 0.01 and 100.').waitFor();
    await form.getByTestId('campaign-percent').fill('10');
    await form.getByTestId('campaign-save').click();
    await page.getByText('Campaign saved').first().waitFor();
    const card = page.locator('[data-testid^=campaign-]').filter({ hasText: 'Spring sale' }).first();
    await card.getByText('10 % off').waitFor();
    const id = Number((await card.getAttribute('data-testid'))!.replace('campaign-', ''));

    await page.getByTestId(`campaign-${id}-coupon-count`).fill('5');
    await page.getByTestId(`campaign-${id}-generate`).click();
    await page.getByTestId(`campaign-${id}-coupons`).getByText('5 coupons, 0 used').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`campaign-${id}-download`).click()]);
    expect(download.suggestedFilename()).toBe(`campaign-${id}-coupons.csv`);
    const lines = (await text(download)).trim().split('\n');
    expect(lines[0]).toBe('code,used,used_at');
    expect(lines.length).toBe(6);
    for (const l of lines.slice(1)) expect(l).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4},false,$/);

    await page.getByTestId(`campaign-${id}-promo`).fill('spring-26');
    await page.getByTestId(`campaign-${id}-promo-save`).click();
    await page.getByText('Promotional code saved').first().waitFor();
    await expect.poll(() => page.getByTestId(`campaign-${id}-promo`).inputValue()).toBe('SPRING26');
    await screenshotsAtWidths(page, 'campaigns-workspace');
    expect(merchant.errors).toEqual([]);
  });

  it('the fancier registers with the promotional code and sees the discount', async () => {
    const page = fancier.page;
    const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>('', 'GET', '/api/public/lofts/1');
    const season = loft.seasons.find((s) => s.registration_open)!;
    const products = await callApi<{ id: number; category: string; amount: number }[]>('', 'GET', `/api/public/lofts/1/products?season_id=${season.id}`);
    const fee = products.filter((p) => p.category === 'entry_fee')[0]!;
    await page.goto(`${own.base}/lofts/1/seasons/${season.id}/register`);
    await page.getByTestId('registration-form').waitFor();
    await page.getByTestId('product-quantities').locator('input').first().fill('1');
    await page.getByTestId('address-street').fill('Hauptstraße 5');
    await page.getByTestId('address-zipcode').fill('10115');
    await page.getByTestId('address-city').fill('Berlin');
    await page.getByTestId('promo-code').fill('NOSUCHCODE');
    await page.getByTestId('promo-apply').click();
    await page.getByTestId('registration-form').getByText('Coupon already used or promotion ended').waitFor();
    await page.getByTestId('promo-code').fill('spring 26');
    await page.getByTestId('promo-apply').click();
    const shown = page.getByTestId('promo-discount');
    await shown.waitFor();
    expect(await shown.innerText()).toContain('Discount Spring sale:');
    await screenshotsAtWidths(page, 'campaigns-registration-code');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/registrations\/\d+$/);
    const discount = page.getByTestId('order-discount');
    await discount.waitFor();
    expect(await discount.innerText()).toContain('Discount: Spring sale');
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await callApi<{ total: number; discount: number }>(fancier.token, 'GET', `/api/custom/v1/user/orders/${orderId}`);
    const off = Math.round(fee.amount / 10);
    expect(order).toMatchObject({ discount: off, total: fee.amount - off });
    await screenshotsAtWidths(page, 'campaigns-registration-order');
    expect(fancier.errors).toEqual([]);
  });
});
