import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, screenshotsAtWidths, signInAt, type Browser, fromUserMenu } from './browser';
import { loftInput } from './loft-input';
import { ownServer } from './server';

// Issue 27 item 5: a viewer in Los Angeles reads the seasons and orders of Sunrise Valley (Europe/Berlin) on the
// loft's clock, which says so, with their own time beside it; a news article's publish time is typed on the
// loft's clock. It writes news: a server of its own.
const own = ownServer();
const VIEWER = 'America/Los_Angeles';
const LOFT_ZONE = 'Europe/Berlin';
/** "… 11:59 PM CET, loft time (2:59 PM PST your time)" */
const LOFT_AND_YOURS = /CES?T, loft time \(.+ P[SD]T your time\)/;

let browser: Browser;
let merchantBrowser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ timezoneId: VIEWER });
  // a profile of its own: the fancier's sign-in stays in the first one's storage
  merchantBrowser = await openBrowser({ timezoneId: VIEWER });
});
afterAll(async () => {
  await browser?.close();
  await merchantBrowser?.close();
});

describe('loft time on seasons and orders (issue 27)', () => {
  it('the browser runs on the viewer’s clock, not the loft’s', async () => {
    ({ page } = await freshPage(browser));
    await page.goto(own.base);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VIEWER);
  });

  it('a fancier abroad reads an order’s pay-by on the loft’s clock with their own time beside it', async () => {
    await signInAt(page, own.base, 'fancier1.1@oneloft.example', '/notifications');
    await page.getByTestId('user-name').waitFor();
    await fromUserMenu(page, 'My registrations');
    const card = page
      .getByTestId('order-card')
      .filter({ has: page.getByTestId('payment-deadline') })
      .first();
    await expect.poll(() => card.getByTestId('payment-deadline').innerText()).toMatch(new RegExp(`^Pay by .+${LOFT_AND_YOURS.source}$`));
    await card.getByTestId('order-link').click();
    await page.waitForURL(/\/registrations\/\d+$/);
    await expect.poll(() => page.getByTestId('payment-deadline').innerText()).toMatch(LOFT_AND_YOURS);
    await expect.poll(() => page.getByTestId('order-history').innerText()).toMatch(LOFT_AND_YOURS);
    await expect.poll(() => page.getByTestId('bank-transfer').innerText()).toMatch(LOFT_AND_YOURS);
    await screenshotsAtWidths(page, 'loft-time-order');
  });

  it('a season’s due dates say they are the loft’s calendar days', async () => {
    await page.getByTestId('main-nav').getByRole('link', { name: 'Seasons', exact: true }).click();
    const card = page.getByTestId('season-card').filter({ hasText: 'Sunrise Valley' }).first();
    await card.getByTestId('season-link').click();
    await page.getByTestId('season-due-dates').waitFor();
    expect(await page.getByTestId('season-due-dates').getByTestId('loft-days').innerText()).toBe(`Days of the loft's calendar (${LOFT_ZONE})`);
    await screenshotsAtWidths(page, 'loft-time-season');
  });

  it('a merchant abroad schedules news on the loft’s clock and it is stored as that instant', async () => {
    ({ page } = await freshPage(merchantBrowser));
    await signInAt(page, own.base, 'merchant@oneloft.example', '/notifications');
    await page.getByTestId('user-name').waitFor();
    await fromUserMenu(page, 'My lofts');
    await page.waitForURL(/\/overview\/\d+/);
    const loftId = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByTestId('overview-tab-news').click();
    await page.getByTestId('news-new').click();
    const editor = page.getByTestId('news-editor');
    await editor.getByTestId('news-title').fill('Basketing moves to Saturday');
    await editor.getByTestId('news-body').fill('Bring the birds on Saturday.');
    // a whole minute three days on, typed as the loft's clock shows it
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3 * 86_400_000);
    await editor.getByTestId('news-publish-at').fill(loftInput(at, LOFT_ZONE));
    await expect.poll(() => editor.getByText(/Loft time: CES?T \(Europe\/Berlin\)/).count()).toBe(1);
    await screenshotsAtWidths(page, 'loft-time-news-editor');
    await editor.getByTestId('news-save').click();
    const row = page.getByTestId('news-row').filter({ hasText: 'Basketing moves to Saturday' });
    await expect.poll(() => row.innerText()).toMatch(LOFT_AND_YOURS);
    const token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    const news = await callApi<{ data: { title: string; published_at: string }[] }>(token, 'GET', `/api/res/v1/lofts/${loftId}/news?per_page=100`);
    const saved = news.data.find((n) => n.title === 'Basketing moves to Saturday');
    expect(new Date(saved!.published_at).toISOString()).toBe(at.toISOString());
  });
});
