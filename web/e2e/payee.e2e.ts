import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, screenshotsAtWidths, type Browser, fromUserMenu } from './browser';
import { ownServer } from './server';

// Issue 27, item 4: the merchant sets the loft's payee from the menu; the fancier's registration shows it with the
// order's reference, amount, pay-by date, copy buttons and the EPC QR code. The payee changes what every fancier of the
// loft sees: a server of its own.
const own = ownServer();
const PASSWORD = 'Oneloft2026';

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function signedIn(email: string, width = 1280): Promise<{ page: Page; errors: string[]; token: string }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser, { width, height: 900 });
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

let merchant: Awaited<ReturnType<typeof signedIn>>;
let fancier: Awaited<ReturnType<typeof signedIn>>;
let orderId = 0;
let reference = '';

beforeAll(async () => {
  merchant = await signedIn('merchant@oneloft.example');
  fancier = await signedIn('fancier1.1@oneloft.example');
  // The registration itself is the registration tests' subject: here it is made through the API and confirmed.
  const me = await callApi<{ oauth_user: { id: number } }>(fancier.token, 'GET', '/api/custom/v1/user/me');
  const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>('', 'GET', '/api/public/lofts/1');
  const season = loft.seasons.find((s) => s.registration_open)!;
  const products = await callApi<{ id: number; category: string }[]>('', 'GET', `/api/public/lofts/1/products?season_id=${season.id}`);
  const fee = products.find((p) => p.category === 'entry_fee')!;
  const mine = await callApi<{ pigeon_teams: { id: number }[] }>(fancier.token, 'GET', `/api/custom/v1/user/${me.oauth_user.id}/seasons/${season.id}`);
  const order = await callApi<{ id: number; reference: string }>(fancier.token, 'POST', '/api/custom/v1/user/orders', {
    season_id: season.id,
    team_id: mine.pigeon_teams[0]!.id,
    city: 'Landshut',
    street: 'Taubenweg 1',
    zipcode: '84028',
    positions: [{ product_id: fee.id, quantity: 1 }],
  });
  await callApi(merchant.token, 'PUT', `/api/custom/v1/merchant/orders/${order.id}/status`, { status: 'confirmed' });
  orderId = order.id;
  reference = order.reference;
}, 120_000);

describe('paying a loft (issue 27, item 4)', () => {
  it('the merchant sets the payee from the menu; a wrong IBAN is refused with a message', async () => {
    const page = merchant.page;
    await fromUserMenu(page, 'My lofts');
    await page.getByTestId('overview-tab-payee').click();
    const form = page.getByTestId('payee-loft-form');
    await form.getByTestId('payee-holder').fill('Golden Gate Loft e.V.');
    await form.getByTestId('payee-iban').fill('DE88 3704 0044 0532 0130 00');
    await form.getByTestId('payee-loft-save').click();
    await form.getByText('The IBAN is not valid: its check digits do not match. Please check for a typo.').waitFor();
    await screenshotsAtWidths(page, 'payee-bad-iban');
    await form.getByTestId('payee-iban').fill('de89 3704 0044 0532 0130 00');
    await form.getByTestId('payee-bic').fill('cobadeff');
    await form.getByTestId('payee-bank').fill('Commerzbank');
    await form.getByTestId('payee-reference_pattern').fill('Race {reference}');
    await form.getByTestId('payee-loft-save').click();
    await page.getByText('Bank account saved').first().waitFor();
    await page.getByTestId('payee-loft-remove').waitFor();
    expect(await form.getByTestId('payee-iban').inputValue()).toBe('DE89370400440532013000');
    await screenshotsAtWidths(page, 'payee-editor');
    expect(merchant.errors).toEqual([]);
  });

  it("the fancier's registration shows the payee, reference, amount, pay-by date, copy buttons and the QR code", async () => {
    const page = fancier.page;
    // The fancier comes back later: the list they signed in on was read before the order was made.
    await page.reload();
    await fromUserMenu(page, 'My registrations');
    await page.locator(`[data-testid=order-card][data-order-id="${orderId}"]`).getByTestId('order-link').click();
    const bank = page.getByTestId('bank-transfer');
    await bank.waitFor();
    expect(await bank.getByTestId('bank-holder').innerText()).toBe('Golden Gate Loft e.V.');
    expect(await bank.getByTestId('bank-iban').innerText()).toBe('DE89 3704 0044 0532 0130 00');
    expect(await bank.getByTestId('bank-bic').innerText()).toBe('COBADEFF');
    expect(await bank.getByTestId('bank-reference').innerText()).toBe(`Race ${reference}`);
    await bank.getByTestId('bank-pay-by').waitFor();
    for (const f of ['holder', 'iban', 'bic', 'amount', 'reference']) await bank.getByTestId(`bank-${f}-copy`).waitFor();
    const src = await bank.getByTestId('epc-qr').locator('img').getAttribute('src');
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    const payment = await callApi<{ epc_payload: string }>(fancier.token, 'GET', `/api/custom/v1/user/orders/${orderId}/payment`);
    expect(payment.epc_payload).toMatch(
      new RegExp(`^BCD\\n002\\n1\\nSCT\\nCOBADEFF\\nGolden Gate Loft e\\.V\\.\\nDE89370400440532013000\\nEUR\\d+\\.\\d\\d\\n\\n\\nRace ${reference}$`),
    );
    await screenshotsAtWidths(page, 'payee-registration');
    expect(fancier.errors).toEqual([]);
  });
});
