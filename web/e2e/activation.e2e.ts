import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, type Browser, screenshotsAtWidths } from './browser';
import { ownServer } from './server';

// Issue 12, item 4: on a paid registration the fancier sees which birds can be activated, orders a
// reserve activation and pays it like any order; a final-flight activation outside its window is
// refused with the dates it runs. It changes a season: a server of its own.
const own = ownServer();
const PASSWORD = 'Oneloft2026';

type Product = { id: number; category: string; name: string; amount: number };
type DueDate = { id: number; category: string; name: string; starts_at: string; ends_at: string; max_duration?: number | null };
type Listed = { id: number; ring: string };

let fancierBrowser: Browser;
let merchantBrowser: Browser;
let page: Page;
let errors: string[];
let fancierToken = '';
let merchantToken = '';

async function signIn(p: Page, email: string): Promise<string> {
  await p.goto(`${own.base}/registrations`);
  await p.locator('#email').waitFor();
  await p.fill('#email', email);
  await p.fill('#password', PASSWORD);
  await p.locator('form button[type=submit]').click();
  await p.getByTestId('user-name').waitFor();
  return (await p.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
}

beforeAll(async () => {
  fancierBrowser = await openBrowser();
  merchantBrowser = await openBrowser();
  ({ page, errors } = await freshPage(fancierBrowser));
  fancierToken = await signIn(page, 'fancier1.1@oneloft.example');
  const { page: staff } = await freshPage(merchantBrowser);
  merchantToken = await signIn(staff, 'merchant@oneloft.example');
});
afterAll(async () => {
  await fancierBrowser?.close();
  await merchantBrowser?.close();
});

const asFancier = <T>(method: string, path: string, body?: unknown) => callApi<T>(fancierToken, method, path, body);
const asMerchant = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => callApi<T>(merchantToken, method, path, body, headers);

async function shots(name: string) {
  await screenshotsAtWidths(page, `activation-${name}`);
}

const product = (category: string) => page.locator(`[data-testid=activation-product][data-category=${category}]`);

describe('activations (issue 12)', () => {
  let seasonId = 0;
  let orderId = 0;
  let reserve: Listed;
  let active: Listed;

  it('a paid registration shows the reserve to activate and the bird for the final, with their windows', async () => {
    const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>(undefined, 'GET', '/api/public/lofts/1');
    seasonId = loft.seasons.find((s) => s.registration_open)!.id;
    const products = await callApi<Product[]>(undefined, 'GET', `/api/public/lofts/1/products?season_id=${seasonId}`);
    const fee = products.find((p) => p.category === 'entry_fee')!;
    // The loft opens reserve activation today; the final-flight window stays in the future.
    const season = await callApi<{ due_dates: DueDate[] }>(merchantToken, 'GET', `/api/public/seasons/${seasonId}/details`);
    const window = season.due_dates.find((d) => d.category === 'reserve_activation')!;
    const today = new Date().toISOString().slice(0, 10);
    await asMerchant(
      'PUT',
      `/api/res/v1/due-dates/${window.id}`,
      { due_date_category_id: 6, name: window.name, starts_at: today, ends_at: window.ends_at },
      { SeasonId: String(seasonId) },
    );

    const stamp = Date.now().toString().slice(-6);
    const rings = [`DE-0100-26-${stamp}1`, `DE-0100-26-${stamp}2`];
    const order = await asFancier<{ id: number }>('POST', '/api/custom/v1/user/orders', {
      season_id: seasonId,
      team: { name: `Activation Loft ${stamp}`, country: 'DE' },
      city: 'Köln',
      street: 'Domstraße 1',
      zipcode: '50667',
      positions: [{ product_id: fee.id, quantity: 2 }],
      pigeons: rings.map((ring) => ({ ring, sex: 'hen' })),
    });
    orderId = order.id;
    await asMerchant('PUT', `/api/custom/v1/merchant/orders/${orderId}/status`, { status: 'confirmed' });
    await asMerchant('PUT', `/api/custom/v1/merchant/orders/${orderId}/status`, { status: 'paid_manually', method: 'bank_transfer' });
    const mine = await asFancier<{ pigeons: Listed[] }>('GET', `/api/custom/v1/user/${await userId()}/seasons/${seasonId}`);
    reserve = mine.pigeons.find((p) => p.ring === rings[0])!;
    active = mine.pigeons.find((p) => p.ring === rings[1])!;
    // At intake the loft makes one bird a reserve and the other active.
    await asMerchant('POST', `/api/res/v1/seasons/${seasonId}/pigeon-statuses`, { pigeon_ids: [reserve.id], pigeon_status_type_id: 2 });
    await asMerchant('POST', `/api/res/v1/seasons/${seasonId}/pigeon-statuses`, { pigeon_ids: [active.id], pigeon_status_type_id: 1 });

    await page.goto(`${own.base}/registrations/${orderId}`);
    await page.getByTestId('activations').waitFor();
    await product('reserve_activation').getByText(reserve.ring).waitFor();
    await product('final_flight_activation').getByText(active.ring).waitFor();
    expect(await product('reserve_activation').getByText(active.ring).count()).toBe(0);
    expect(await product('final_flight_activation').getByTestId('activation-window').innerText()).toMatch(/Open from .+ to .+\./);
    await shots('choose');
  });

  it('a final-flight activation outside its window is refused with the dates it runs', async () => {
    const final = product('final_flight_activation');
    await final.getByLabel(active.ring).check();
    await final.getByTestId('activation-order').click();
    await final.getByTestId('activation-error').waitFor();
    expect(await final.getByTestId('activation-error').innerText()).toMatch(/^Final flight activation is open from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} only\.$/);
    await shots('refused');
  });

  it("the reserve activation is ordered with the loft's code, paid like any order, and the bird races", async () => {
    // The loft runs a campaign of 20 % off activations (issue 28, item 5).
    const camp = await asMerchant<{ id: number }>('POST', '/api/custom/v1/merchant/lofts/1/campaigns', { name: 'Reserve week', percent_bp: 2000, applies_to: ['activations'] });
    await asMerchant('PUT', `/api/custom/v1/merchant/campaigns/${camp.id}/promo-code`, { code: 'RESERVE20' });
    const res = product('reserve_activation');
    await res.getByLabel(reserve.ring).check();
    const code = res.getByTestId('activation-code');
    await code.fill('NOSUCHCODE');
    await res.getByTestId('activation-order').click();
    await res.getByText('Coupon already used or promotion ended').waitFor();
    expect(page.url()).toContain(`/registrations/${orderId}`);
    await code.fill('reserve-20');
    await res.getByTestId('activation-order').click();
    await page.waitForURL((u) => /\/registrations\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${orderId}`));
    const activation = Number(new URL(page.url()).pathname.split('/').pop());
    // It reads as an activation: the bird, its pending status, the price and the pay-by date; no
    // address, places, confirmation wait or transport form. Nothing waits for the loft.
    await page.getByTestId('activation-birds').getByText(reserve.ring).waitFor();
    expect(await page.getByTestId('activation-bird-status').innerText()).toContain('Reserve activation pending');
    expect(await page.getByTestId('order-discount').innerText()).toContain('Reserve week');
    expect(await page.getByTestId('order-total').innerText()).toMatch(/120[.,]00/);
    await page.getByTestId('payment-deadline').waitFor();
    expect(await page.getByTestId('next-step').getAttribute('data-step')).toBe('pay');
    for (const absent of ['order-address', 'transport', 'order-pigeon']) expect(await page.getByTestId(absent).count()).toBe(0);
    await shots('order');
    await asMerchant('PUT', `/api/custom/v1/merchant/orders/${activation}/status`, { status: 'paid_manually', method: 'cash' });

    // Back on the registration: the activated reserve races now, so it may be entered for the final.
    await page.goto(`${own.base}/registrations/${orderId}`);
    await product('final_flight_activation').getByText(reserve.ring).waitFor();
    await product('reserve_activation').getByTestId('activation-none').waitFor();
    const pigeon = await callApi<{ latest_pigeon_health_status: { pigeon_status_type: { code: string } } }>(undefined, 'GET', `/api/public/pigeons/${reserve.id}`);
    expect(pigeon.latest_pigeon_health_status.pigeon_status_type.code).toBe('activated_reserve');
    expect(errors).toEqual([]);
  });
});

async function userId(): Promise<number> {
  const me = await asFancier<{ oauth_user: { id: number } }>('GET', '/api/custom/v1/user/me');
  return me.oauth_user.id;
}
