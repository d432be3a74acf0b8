import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { callApi as api } from './api';
import { freshPage, openBrowser, screenshot, type Browser } from './browser';

// Issue 6: an unpaid confirmed registration is cancelled by the job once its
// payment deadline has passed; the job runs here through `oneloft
// cancel-unpaid --at`, on the running server's database, with a fixed clock.
const base = inject('baseURL');
const dataDir = inject('dataDir');
const bin = inject('oneloftBin');
const PASSWORD = 'Oneloft2026';

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function signedIn(email: string): Promise<{ page: Page; token: string }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page } = await freshPage(browser);
  await page.goto(`${base}/registrations`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
  const token = await page.evaluate(() => localStorage.getItem('oneloft:token'));
  expect(token).toBeTruthy();
  return { page, token: token as string };
}

function cancelUnpaid(at: Date): string {
  return execFileSync(bin, ['cancel-unpaid', '--data-dir', dataDir, '--log-level', 'error', '--at', at.toISOString()], { encoding: 'utf8' });
}

type Order = { id: number; latest_order_status: { order_status_type: string } };

describe('the auto-cancel job (issue 6)', () => {
  it('cancels a confirmed registration left unpaid past its working-day deadline, and not before', async () => {
    const fancier = await signedIn('fancier1.1@oneloft.example');
    const me = await api<{ oauth_user: { id: number } }>(fancier.token, 'GET', '/api/custom/v1/user/me');
    const loft = await api<{ seasons: { id: number; registration_open: boolean }[] }>('', 'GET', '/api/public/lofts/1');
    const season = loft.seasons.find((s) => s.registration_open);
    expect(season).toBeTruthy();
    const products = await api<{ id: number; category: string }[]>('', 'GET', `/api/public/lofts/1/products?season_id=${season!.id}`);
    const fee = products.find((p) => p.category === 'entry_fee')!;
    const mine = await api<{ pigeon_teams: { id: number }[] }>(fancier.token, 'GET', `/api/custom/v1/user/${me.oauth_user.id}/seasons/${season!.id}`);
    const order = await api<Order>(fancier.token, 'POST', '/api/custom/v1/user/orders', {
      season_id: season!.id,
      team_id: mine.pigeon_teams[0].id,
      city: 'Landshut',
      street: 'Taubenweg 1',
      zipcode: '84028',
      positions: [{ product_id: fee.id, quantity: 1 }],
    });

    const merchant = await signedIn('merchant@oneloft.example');
    await api<Order>(merchant.token, 'PUT', `/api/custom/v1/merchant/orders/${order.id}/status`, { status: 'confirmed' });

    // A minute later the deadline is far away: the job leaves the order alone.
    cancelUnpaid(new Date(Date.now() + 60_000));
    const still = await api<Order>(fancier.token, 'GET', `/api/custom/v1/user/orders/${order.id}`);
    expect(still.latest_order_status.order_status_type).toBe('confirmed');

    // Thirty days on, the season's ten working days are long past.
    expect(cancelUnpaid(new Date(Date.now() + 30 * 24 * 3600_000))).toMatch(/^[1-9]\d* unpaid registrations cancelled/);
    await fancier.page.goto(`${base}/registrations/${order.id}`);
    await fancier.page.locator('[data-testid=order-status][data-status=cancelled_unpaid]').first().waitFor();
    await screenshot(fancier.page, 'registration-cancelled-unpaid');
  });
});
