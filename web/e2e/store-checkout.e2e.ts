import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, screenshotsAtWidths, signInAt, type Browser } from './browser';
import { waitForMail } from './mail-capture';
import { ownServer } from './server';
import { payStoreOrderByCard } from './stripe';

// Issue 28: a fancier buys a 12-month membership with a promotional code, pays by card and sees it in the account;
// a gift card is bought, mailed with its code and redeemed by another fancier. Orders and campaigns are new data: a
// server of its own.
const own = ownServer();

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function signedIn(email: string, width = 1280): Promise<{ page: Page; errors: string[]; token: string }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser, { width, height: 900 });
  await signInAt(page, own.base, email, '/registrations');
  await page.waitForFunction(() => !!localStorage.getItem('oneloft:token'));
  await page.waitForURL((u) => u.pathname === '/registrations');
  await page.getByTestId('user-name').waitFor({ state: 'attached' });
  const token = await page.evaluate(() => localStorage.getItem('oneloft:token'));
  return { page, errors, token: token as string };
}

/** Follows a menu entry: in the top bar or its user menu, or on a phone in the menu behind the burger. */
async function menu(page: Page, entry: string) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.locator('header button[aria-label="Open menu"]').click();
    await page.getByTestId('mobile-nav').getByRole('link', { name: entry, exact: true }).click();
    return;
  }
  const link = page.locator('header').getByRole('link', { name: entry, exact: true }).first();
  if (!(await link.isVisible())) await page.getByTestId('user-name').click(); // the user's own entries
  await link.click();
}

/** From the menu's Store entry to a service product, into the cart, through the badge to the service's checkout. */
async function buyFromStore(page: Page, product: string, giftCardAmount?: string) {
  await menu(page, 'Store');
  await page.getByTestId('store-products').getByText(product).click();
  await page.getByTestId('product-page').waitFor();
  if (giftCardAmount) {
    // The amounts are chips: a hidden radio with its label.
    const id = await page.getByTestId(`gift-card-amount-${giftCardAmount}`).getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
  }
  await page.getByTestId('add-to-cart').click();
  await expect
    .poll(() =>
      page
        .getByTestId('cart-count')
        .innerText()
        .catch(() => ''),
    )
    .toBe('1');
  await page.getByTestId('cart-badge').click();
  await page.getByTestId('checkout-service').click();
  await page.getByTestId('checkout-lines').waitFor();
  await page.getByTestId('billing-street').fill('Hauptstraße 5');
  await page.getByTestId('billing-zipcode').fill('10115');
  await page.getByTestId('billing-city').fill('Berlin');
  await page.getByTestId('billing-country').fill('Germany');
  await page.locator('[data-combobox-option]', { hasText: 'Germany' }).first().click();
}

/** Pays the order on the page by card, through Stripe Checkout and its signed event. */
const payByCard = (page: Page) => payStoreOrderByCard(page, own.base, own.stripeWebhookSecret);

describe('the store checkout (issue 28)', () => {
  it('a fancier buys a 12-month membership with a promotional code, pays by card and sees it in the account', async () => {
    expect(own.stripeWebhookSecret, 'stripe-mock is needed for card payments').not.toBe('');
    const admin = await signedIn('admin@oneloft.example');
    const campaign = await callApi<{ id: number }>(admin.token, 'POST', '/api/custom/v1/admin/campaigns', {
      name: 'Welcome',
      percent_bp: 2000,
      applies_to: ['store_items'],
    });
    await callApi(admin.token, 'PUT', `/api/custom/v1/merchant/campaigns/${campaign.id}/promo-code`, { code: 'WELCOME20' });

    const { page, errors } = await signedIn('fancier1.1@oneloft.example', 390);
    await buyFromStore(page, 'Pedigree membership, 12 months');
    await page.getByTestId('checkout-promo').fill('NOSUCHCODE');
    await page.getByTestId('place-store-order').click();
    expect(await page.getByTestId('checkout-error').innerText()).toContain('Coupon already used or promotion ended');
    await page.getByTestId('checkout-promo').fill('welcome20');
    await screenshotsAtWidths(page, 'store-checkout');
    await page.getByTestId('place-store-order').click();
    await page.waitForURL(/\/store\/orders\/\d+$/);
    const lines = await page.getByTestId('store-order-lines').innerText();
    expect(lines).toContain('Discount');
    expect(lines).toContain('WELCOME20');
    await screenshotsAtWidths(page, 'store-order-due');
    await payByCard(page);
    await page.getByTestId('invoice-number').waitFor();
    await screenshotsAtWidths(page, 'store-order-paid');

    await menu(page, 'Store orders');
    const memberships = page.getByTestId('my-memberships');
    await memberships.waitFor();
    expect(await memberships.innerText()).toContain('Pedigree membership, 12 months');
    const ends = new Date();
    ends.setFullYear(ends.getFullYear() + 1);
    expect(await memberships.getByTestId('membership-period').innerText()).toContain(String(ends.getFullYear()));
    await screenshotsAtWidths(page, 'store-my-orders');
    expect(errors).toEqual([]);

    // The service's own orders are on the admins' store page, reached from the admin menu.
    await menu(admin.page, 'Administration');
    await admin.page.getByTestId('admin-nav').getByRole('link', { name: 'Store', exact: true }).click();
    const list = admin.page.getByTestId('store-order-list');
    await list.waitFor();
    expect(await list.locator('[data-status=paid_online]').count()).toBe(1);
    expect(await list.innerText()).toContain('Anna Schneider');
    await screenshotsAtWidths(admin.page, 'store-admin-orders');
    expect(admin.errors).toEqual([]);
  });

  it('a gift card bought and paid is mailed with its code, and another fancier pays with it', async () => {
    const buyer = await signedIn('fancier1.2@oneloft.example');
    const since = Date.now();
    await buyFromStore(buyer.page, 'Gift card', '2500');
    await buyer.page.getByTestId('place-store-order').click();
    await buyer.page.waitForURL(/\/store\/orders\/\d+$/);
    await payByCard(buyer.page);
    await buyer.page.getByTestId('gift-card-code').waitFor();
    const mail = await waitForMail(own.mailDir, 'fancier1.2@oneloft.example', since, 20_000, (m) => m.subject.includes('gift cards'));
    const code = /[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){4}/.exec(mail.text)?.[0];
    expect(code, mail.text).toBeTruthy();
    expect(await buyer.page.getByTestId('gift-card-code').innerText()).toBe(code);
    expect(buyer.errors).toEqual([]);

    const friend = await signedIn('fancier1.3@oneloft.example');
    // Given the code, the friend first looks up what the card holds, under Store orders.
    await menu(friend.page, 'Store orders');
    await friend.page.getByTestId('gift-card-balance-code').fill(code!);
    await friend.page.getByTestId('gift-card-balance-check').click();
    expect(await friend.page.getByTestId('gift-card-balance-left').innerText()).toContain('25.00');
    await buyFromStore(friend.page, 'Pedigree membership, 12 months');
    await friend.page.getByTestId('checkout-gift-card').fill(code!.toLowerCase().replaceAll('-', ' '));
    await friend.page.getByTestId('checkout-add-gift-card').click();
    await friend.page.getByTestId('place-store-order').click();
    await friend.page.waitForURL(/\/store\/orders\/\d+$/);
    const lines = await friend.page.getByTestId('store-order-lines').innerText();
    expect(lines).toContain('Paid by gift card');
    expect(lines).toContain('25.00');
    await screenshotsAtWidths(friend.page, 'store-order-gift-card');
    expect(friend.errors).toEqual([]);
  });
});
