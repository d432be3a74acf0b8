import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, mainText, openBrowser, screenshot, type Browser } from './browser';

const base = inject('baseURL');
const webhookSecret = inject('stripeWebhookSecret');
const PASSWORD = 'Oneloft2026';

let browsers: Browser[] = [];
async function newPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

/** Opens a guarded page; the app sends the visitor to the provider's form and back again. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`${base}${path}`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
  await page.waitForURL((u) => u.pathname === path);
}

/** Stripe's signature scheme: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

async function status(page: Page): Promise<string | null> {
  return page.getByTestId('order-status').first().getAttribute('data-status');
}

/** Registers on the loft's open season with `count` of its first entry fee; returns the new order's id and reference. */
async function register(page: Page, count: number): Promise<{ id: number; reference: string }> {
  await page.goto(`${base}/lofts/1/seasons/register`);
  await page.getByTestId('registration-form').waitFor();
  await page.getByTestId('product-quantities').locator('input').first().fill(String(count));
  await page.getByTestId('address-street').fill('Hauptstraße 5');
  await page.getByTestId('address-zipcode').fill('10115');
  await page.getByTestId('address-city').fill('Berlin');
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/\/registrations\/\d+$/);
  return {
    id: Number(new URL(page.url()).pathname.split('/').pop()),
    reference: (await page.getByTestId('order-reference').innerText()).trim(),
  };
}

/** On the overview: the order's row under the status filter `filter`. */
async function staffRow(page: Page, reference: string, filter: string) {
  await page.getByTestId('status-filter').selectOption(filter);
  const row = page.locator(`[data-testid=staff-order][data-reference="${reference}"]`);
  await row.waitFor();
  return row;
}

describe('registration, orders and payment (issue 6)', () => {
  let orderPath = '';
  let orderId = 0;
  let reference = '';
  let fancier: Page;
  let merchant: Page;
  let firstRing = '';

  it('a fancier registers 3 pigeons for the open season', async () => {
    const { page, errors } = await newPage();
    fancier = page;
    await signInAt(page, '/registrations', 'fancier1.1@oneloft.example');
    await page.getByTestId('registrations-empty').or(page.getByTestId('registration-list')).waitFor();

    await page.goto(`${base}/lofts/1`);
    await page.getByTestId('register-button').click();
    await page.getByTestId('registration-form').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/lofts\/1\/seasons\/\d+\/register$/);
    expect(await page.getByTestId('registration-period').innerText()).toMatch(/Registration period: .+ – .+/);

    // Three places of the one-pigeon entry fee: the live total in German EUR formatting.
    const first = page.getByTestId('product-quantities').locator('input').first();
    await first.fill('3');
    await page.getByTestId('places').getByText('Places: 3 active, 0 reserve').waitFor();
    expect(await page.getByTestId('order-total').innerText()).toContain('750.00');

    // The form starts from the fancier's last address; the address rule of SPEC §5 is checked before sending.
    expect(await page.getByTestId('address-street').inputValue()).not.toBe('');
    await page.getByTestId('address-street').fill('');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('error-address').waitFor();
    await screenshot(page, 'registration-form-errors');

    await page.getByTestId('address-street').fill('Domstraße 1');
    await page.getByTestId('address-zipcode').fill('50667');
    await page.getByTestId('address-city').fill('Köln');
    const stamp = Date.now().toString().slice(-6);
    for (let i = 1; i <= 3; i++) {
      await page.getByTestId('add-pigeon').click();
      await page
        .getByTestId('pigeon-ring-input')
        .nth(i - 1)
        .fill(`DE-0100-27-E${stamp}${i}`);
    }
    firstRing = `DE-0100-27-E${stamp}1`;
    expect(await page.getByTestId('add-pigeon').isDisabled()).toBe(true);
    await screenshot(page, 'registration-form');
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/registrations\/\d+$/);
    orderPath = new URL(page.url()).pathname;
    orderId = Number(orderPath.split('/').pop());
    reference = (await page.getByTestId('order-reference').innerText()).trim();
    expect(reference).toMatch(/^OL/);
    expect(await status(page)).toBe('pending');
    expect(await page.getByTestId('next-step').getAttribute('data-step')).toBe('waitConfirmation');
    expect(await page.getByTestId('order-pigeon').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('order-total').innerText()).toContain('750.00');
    await screenshot(page, 'registration-pending');

    await page.goto(`${base}/registrations`);
    const card = page.locator(`[data-testid=order-card][data-order-id="${orderId}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain(reference);
    expect(await card.getByTestId('next-step').getAttribute('data-step')).toBe('waitConfirmation');
    await screenshot(page, 'registrations-list');
    expect(errors).toEqual([]);
  });

  it('the merchant confirms it on the loft overview', async () => {
    const { page, errors } = await newPage();
    merchant = page;
    await signInAt(page, '/overview/1', 'merchant@oneloft.example');
    await page.getByTestId('order-stats').waitFor();
    await page.getByTestId('status-filter').selectOption('pending');
    const row = page.locator(`[data-testid=staff-order][data-reference="${reference}"]`);
    await row.waitFor();
    await screenshot(page, 'overview-orders');
    // The card says who the order is from (issue 12, item 6).
    expect(await row.getByTestId('staff-order-customer').innerText()).toContain('fancier1.1@oneloft.example');
    await row.getByTestId('action-confirmed').click();
    await page.getByTestId('status-filter').selectOption('confirmed');
    await row.locator('[data-status=confirmed]').waitFor();
    // A confirmed order shows the staff until when it must be paid.
    expect(await row.getByTestId('staff-order-deadline').innerText()).toMatch(/^Payment due by /);

    // The desk: a search by the first pigeon's ring finds the order; opened, it shows positions and
    // history; the export writes the selection as CSV.
    await page.getByTestId('status-filter').selectOption('');
    await page.getByTestId('order-search').fill(firstRing);
    await page.waitForFunction((ref) => {
      const cards = Array.from(document.querySelectorAll('[data-testid=staff-order]'));
      return cards.length === 1 && cards[0]!.getAttribute('data-reference') === ref;
    }, reference);
    await row.getByTestId('staff-order-open').click();
    await row.getByTestId('staff-order-positions').waitFor();
    await row.getByTestId('staff-order-pigeons').getByText(firstRing).waitFor();
    expect(await row.getByTestId('order-history').innerText()).toContain('Customer');
    await screenshot(page, 'overview-order-detail');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('orders-export').click()]);
    const csv = await new Promise<string>((res, rej) => {
      void download.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (c: Buffer) => (text += c.toString()));
        stream.on('end', () => res(text));
        stream.on('error', rej);
      }, rej);
    });
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^reference,created_at,status,method,customer,email,team,country/);
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain(`${reference},`);
    expect(lines[1]).toContain(',confirmed,');
    await page.getByTestId('order-search').fill('');

    // Usable at 360 px: the order list, the due dates and products editors.
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'overview-orders-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId('workspace-section-select').selectOption('due-dates'); // a phone picks the section from a list
    await page.getByTestId('due-date-row').first().waitFor();
    await screenshot(page, 'overview-due-dates-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    // A range the server refuses shows its message (SPEC §5).
    const reg = page.getByTestId('due-date-row').first();
    await reg.getByTestId('due-date-ends').fill('2020-01-01');
    await reg.getByTestId('due-date-save').click();
    await reg.getByTestId('due-date-error').waitFor();
    expect(await reg.getByTestId('due-date-error').innerText()).toContain('Please enter a valid date range');
    await page.getByTestId('overview-tab-products').click();
    await page.getByTestId('product-row').first().waitFor();
    await screenshot(page, 'overview-products');

    // The overview list names the merchant's loft and links its overview.
    await page.goto(`${base}/overview`);
    const link = page.getByTestId('overview-list').locator('a');
    await link.filter({ hasText: /\S/ }).first().waitFor();
    expect(await link.getAttribute('href')).toBe('/overview/1');
    expect(errors).toEqual([]);
  });

  it('the fancier pays by card (stripe-mock) and the order shows paid', async () => {
    const page = fancier;
    await page.goto(`${base}${orderPath}`);
    await page.getByTestId('payment-panel').waitFor();
    expect(await status(page)).toBe('confirmed');
    // The customer sees until when to pay, as the desk does.
    expect(await page.getByTestId('payment-deadline').innerText()).toMatch(/^Pay by /);
    expect(await page.getByTestId('bank-reference').innerText()).toBe(reference);
    expect(await page.getByTestId('bank-iban').innerText()).toBe('DE89 3704 0044 0532 0130 00'); // grouped by four, as printed on cards
    await screenshot(page, 'registration-confirmed-payment');
    // The amount the server priced (3 × 250,00 €), read with the fancier's token.
    const total = await page.evaluate(async (id) => {
      const res = await fetch(`/api/custom/v1/user/orders/${id}`, { headers: { Authorization: `Bearer ${localStorage.getItem('oneloft:token')}` } });
      return ((await res.json()) as { total: number }).total;
    }, orderId);
    expect(total).toBe(75000);

    if (webhookSecret) {
      // The card button sends the browser to Stripe Checkout; stripe-mock answers with Stripe's own address.
      await page.route(/^https:\/\/checkout\.stripe\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>checkout' }));
      await page.getByTestId('pay-card').click();
      await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
      expect(new URL(page.url()).hostname).toBe('checkout.stripe.com');
      // Stripe tells the server: a signed checkout.session.completed event.
      const payload = JSON.stringify({
        id: `evt_e2e_${orderId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: { id: `cs_e2e_${orderId}`, object: 'checkout.session', client_reference_id: String(orderId), amount_total: total, currency: 'eur', payment_status: 'paid' },
        },
      });
      const forged = await fetch(`${base}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'Stripe-Signature': stripeSignature(payload, 'wrong'), 'Content-Type': 'application/json' },
        body: payload,
      });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      const res = await fetch(`${base}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'Stripe-Signature': stripeSignature(payload, webhookSecret), 'Content-Type': 'application/json' },
        body: payload,
      });
      expect(res.status, await res.text()).toBeLessThan(300);
      await page.goto(`${base}${orderPath}?payment=success`);
      await page.getByTestId('payment-success').waitFor();
      expect(await status(page)).toBe('paid_online');
    } else {
      // No stripe-mock here: the staff records the bank transfer.
      await merchant.goto(`${base}/overview/1`);
      await merchant.getByTestId('status-filter').selectOption('confirmed');
      const row = merchant.locator(`[data-testid=staff-order][data-reference="${reference}"]`);
      await row.getByTestId('action-paid_manually').click();
      await merchant.getByTestId('pay-method').selectOption('bank_transfer');
      await merchant.getByTestId('pay-apply').click();
      await merchant.getByTestId('status-filter').selectOption('paid_manually');
      await row.locator('[data-status=paid_manually]').waitFor();
      await page.goto(`${base}${orderPath}`);
      expect(await status(page)).toBe('paid_manually');
    }
    expect(await page.getByTestId('next-step').getAttribute('data-step')).toBe('download');
    expect(await mainText(page)).toContain(reference);
    await screenshot(page, 'registration-paid');
  });

  it('the confirmation PDF downloads and names the order', async () => {
    const page = fancier;
    const download = page.waitForEvent('download');
    await page.getByTestId('download-link').click();
    const file = await download;
    const path = join(ARTIFACTS, 'registration-confirmation.pdf');
    await file.saveAs(path);
    await page.getByTestId('download-done').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/registrations/download/confirmation/${orderId}`);
    await screenshot(page, 'registration-confirmation-downloaded');
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    writeFileSync(join(ARTIFACTS, 'registration-confirmation.txt'), text);
    expect(text).toContain(reference);
    // How it was paid and its status in words, never the status's code.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toMatch(/Status (paid by card Payment card|paid Payment bank transfer) /);
    expect(flat).not.toMatch(/paid_online|paid_manually/);

    // Without an id: the latest registration's confirmation.
    const latest = page.waitForEvent('download');
    await page.goto(`${base}/registrations/download/confirmation`);
    await (await latest).saveAs(join(ARTIFACTS, 'registration-confirmation-latest.pdf'));
    await page.getByTestId('download-done').waitFor();
    await page.getByTestId('download-back').click();
    await page.waitForURL(`${base}/registrations`);
  });

  it('the staff records a bank transfer; revoking it makes the order payable again', async () => {
    const order = await register(fancier, 1);
    await merchant.goto(`${base}/overview/1`);
    await (await staffRow(merchant, order.reference, 'pending')).getByTestId('action-confirmed').click();
    const row = await staffRow(merchant, order.reference, 'confirmed');
    await row.getByTestId('action-paid_manually').click();
    await merchant.getByTestId('pay-method').selectOption('bank_transfer');
    await screenshot(merchant, 'overview-set-paid');
    await merchant.getByTestId('pay-apply').click();
    await (await staffRow(merchant, order.reference, 'paid_manually')).locator('[data-status=paid_manually]').waitFor();

    await fancier.goto(`${base}/registrations/${order.id}`);
    expect(await status(fancier)).toBe('paid_manually');
    expect(await fancier.getByTestId('order-history').innerText()).toContain('Bank transfer');
    expect(await fancier.getByTestId('next-step').getAttribute('data-step')).toBe('download');

    await (await staffRow(merchant, order.reference, 'paid_manually')).getByTestId('action-payment_revoked').click();
    await (await staffRow(merchant, order.reference, 'payment_revoked')).locator('[data-status=payment_revoked]').waitFor();
    await fancier.reload();
    await fancier.getByTestId('payment-panel').waitFor();
    expect(await status(fancier)).toBe('payment_revoked');
    expect(await fancier.getByTestId('next-step').getAttribute('data-step')).toBe('pay');
    await screenshot(fancier, 'registration-payment-revoked');
  });

  it('the fancier cancels a pending registration', async () => {
    const order = await register(fancier, 2);
    await fancier.getByTestId('cancel-order').click();
    await fancier.getByTestId('cancel-order-confirm').click();
    await fancier.locator('[data-testid=order-status][data-status=cancelled]').first().waitFor();
    expect(await fancier.getByTestId('cancel-order').count()).toBe(0);
    await fancier.goto(`${base}/registrations`);
    const card = fancier.locator(`[data-testid=order-card][data-order-id="${order.id}"]`);
    expect(await card.getByTestId('next-step').getAttribute('data-step')).toBe('registerAgain');
    // the season's register path comes with the season, which may load after the card
    await expect.poll(() => card.getByTestId('next-action').getAttribute('href')).toMatch(/^\/lofts\/1\/seasons\/\d+\/register$/);
    await fancier.setViewportSize({ width: 360, height: 780 });
    await screenshot(fancier, 'registrations-list-360');
    expect(await fancier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the server refusal shows on the form (360 px); a confirmed pigeon can be named', async () => {
    const page = fancier;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${base}/lofts/1/seasons/register`);
    await page.getByTestId('registration-form').waitFor();
    await page.getByTestId('product-quantities').locator('input').first().fill('1');
    await page.getByTestId('address-street').fill('Domstraße 1');
    await page.getByTestId('address-zipcode').fill('50667');
    await page.getByTestId('address-city').fill('Köln');
    await page.getByTestId('add-pigeon').click();
    await page.getByTestId('pigeon-ring-input').fill(firstRing); // already registered above
    await page.getByTestId('register-submit').click();
    await page.getByTestId('form-error').waitFor();
    expect(await page.getByTestId('form-error').innerText()).toContain('This entry already exists');
    expect(new URL(page.url()).pathname).toMatch(/\/register$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'registration-form-server-error-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${base}${orderPath}`);
    const row = page.getByTestId('order-pigeon').filter({ hasText: firstRing });
    await row.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByTestId('order-pigeon-edit');
    await editing.getByLabel('Name').fill('Blue Ace');
    await editing.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('order-pigeon').filter({ hasText: firstRing }).filter({ hasText: 'Blue Ace' }).waitFor();
  });
});
