import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, screenshotsAtWidths, signInAt, type Browser } from './browser';
import { waitForMail } from './mail-capture';
import { ownServer } from './server';

// Issue 15, item 6: a status change reaches the fancier's notification centre (the bell's count, the list, mark as
// read), channels are chosen per kind, and "alert me when home" is set per season. It places orders: a server of its own.
const own = ownServer();
const FANCIER = 'fancier1.1@oneloft.example';

let browser: Browser;
let page: Page;
let errors: string[];
let fancierToken = '';
let merchantToken = '';

async function tokenOf(p: Page): Promise<string> {
  return (await p.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
}

async function unreadOnBell(): Promise<number> {
  const count = page.getByTestId('notification-count');
  return (await count.count()) === 0 ? 0 : Number(await count.innerText());
}

beforeAll(async () => {
  browser = await openBrowser();
  ({ page, errors } = await freshPage(browser));
  const merchantBrowser = await openBrowser();
  const { page: m } = await freshPage(merchantBrowser);
  await signInAt(m, own.base, 'merchant@oneloft.example', '/registrations');
  await m.getByTestId('user-name').waitFor();
  merchantToken = await tokenOf(m);
  await merchantBrowser.close();
  await signInAt(page, own.base, FANCIER, '/registrations');
  await page.getByTestId('user-name').waitFor();
  fancierToken = await tokenOf(page);
});
afterAll(async () => {
  await browser?.close();
});

describe('notification centre (issue 15)', () => {
  it('shows a registration confirmed by the loft on the bell and in the list, and marks it read', async () => {
    await page.getByTestId('notification-bell').waitFor();
    const before = await unreadOnBell();
    const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>(undefined, 'GET', '/api/public/lofts/1');
    const seasonId = loft.seasons.find((s) => s.registration_open)!.id;
    const products = await callApi<{ id: number; category: string }[]>(undefined, 'GET', `/api/public/lofts/1/products?season_id=${seasonId}`);
    const since = Date.now();
    const order = await callApi<{ id: number; reference: string }>(fancierToken, 'POST', '/api/custom/v1/user/orders', {
      season_id: seasonId,
      team: { name: `Bell Loft ${Date.now() % 100000}`, country: 'DE' },
      city: 'Köln',
      street: 'Domstraße 1',
      zipcode: '50667',
      positions: [{ product_id: products.find((p) => p.category === 'entry_fee')!.id, quantity: 1 }],
    });
    await callApi(merchantToken, 'PUT', `/api/custom/v1/merchant/orders/${order.id}/status`, { status: 'confirmed' });
    // the mail still goes out, its subject filled in
    const mail = await waitForMail(own.mailDir, FANCIER, since);
    expect(mail.subject).toMatch(new RegExp(`${order.reference}`));

    await page.reload();
    await expect.poll(unreadOnBell).toBe(before + 2); // received, then confirmed
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notice').first().waitFor();
    const first = page.getByTestId('notice').first();
    expect(await first.innerText()).toContain(`Your registration ${order.reference} is confirmed`);
    expect(await first.getAttribute('data-read')).toBe('false');
    await screenshotsAtWidths(page, 'notifications-list');

    await first.getByTestId('notice-link').click();
    await page.waitForURL(`**/registrations/${order.id}`);
    await expect.poll(unreadOnBell).toBe(before + 1);
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notices-mark-all').click();
    await expect.poll(unreadOnBell).toBe(0);
    await expect.poll(() => page.locator('[data-testid=notice][data-read=false]').count()).toBe(0);
  });

  it('keeps the channels chosen per kind', async () => {
    await page.goto(`${own.base}/notifications?tab=settings`);
    const email = page.getByTestId('email-registration');
    await email.waitFor();
    expect(await email.isChecked()).toBe(true);
    expect(await page.getByTestId('email-news').isChecked()).toBe(false);
    await email.uncheck();
    await page.getByTestId('notices-save').click();
    await page.getByText('Settings saved.').waitFor();
    await page.getByTestId('push-device').waitFor();
    await screenshotsAtWidths(page, 'notifications-settings');
    await page.reload();
    await page.getByTestId('email-registration').waitFor();
    expect(await page.getByTestId('email-registration').isChecked()).toBe(false);
    const settings = await callApi<{ kinds: { kind: string; email: boolean }[] }>(fancierToken, 'GET', '/api/custom/v1/user/notification-settings');
    expect(settings.kinds.find((k) => k.kind === 'registration')?.email).toBe(false);
  });

  it('turns "alert me when my birds are home" on for a season', async () => {
    await page.goto(`${own.base}/my-seasons`);
    const alert = page.getByTestId('season-alert').first();
    await alert.waitFor();
    expect(await alert.getAttribute('data-on')).toBe('false');
    await alert.click();
    await expect.poll(() => alert.getAttribute('data-on')).toBe('true');
    const alerts = await callApi<{ seasons: number[] }>(fancierToken, 'GET', '/api/custom/v1/user/pigeon-alerts');
    expect(alerts.seasons.length).toBe(1);
  });

  it('reads right to left in Arabic', async () => {
    await page.goto(`${own.base}/notifications`);
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByTestId('notice').first().waitFor();
    await expect.poll(() => page.getByTestId('notice').first().innerText()).toContain('تسجيلك');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshotsAtWidths(page, 'notifications-ar');
    expect(errors).toEqual([]);
  });
});
