import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPage, openBrowser, screenshotsAtWidths, signInAt, type Browser, fromUserMenu } from './browser';
import { ownServer } from './server';

// Issue 28, items 1, 2 and 7: a merchant adds a product to the loft's store from the workspace; a fancier on a phone
// finds it through the menu's Store entry, puts two in the cart, sees the badge and changes the quantity on /cart.
// The product is new data: a server of its own.
const own = ownServer();

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function signedIn(email: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser, { width, height: 900 });
  await signInAt(page, own.base, email, '/registrations');
  await page.waitForFunction(() => !!localStorage.getItem('oneloft:token'));
  return { page, errors };
}

describe('the store catalogue and cart (issue 28)', () => {
  it('the merchant adds a product from the workspace menu', async () => {
    const { page, errors } = await signedIn('merchant@oneloft.example', 1280);
    await page.getByTestId('user-name').waitFor();
    await fromUserMenu(page, 'My lofts');
    await page.getByTestId('overview-tab-store').click();
    await page.getByTestId('product-desk').waitFor();
    await page.getByTestId('desk-new-product').click();
    const form = page.getByTestId('product-form');
    // A price that is not money is refused under its field.
    await form.getByTestId('product-form-name').fill('Pigeon mug');
    await form.getByTestId('product-form-price').fill('twelve');
    await form.getByTestId('product-form-save').click();
    await form.locator('[id$="-error"]').first().waitFor();
    await form.getByTestId('product-form-price').fill('12.50');
    await form.getByTestId('product-form-stock').fill('5');
    await form.getByTestId('product-add-translation').click();
    await page.getByTestId('product-translation-lang-0').click();
    await page.locator('[data-combobox-option]', { hasText: 'Deutsch' }).click();
    await page.getByTestId('product-translation-name-0').fill('Taubenbecher');
    await form.getByTestId('product-form-save').click();
    const desk = page.getByTestId('product-desk');
    await desk.getByText('Pigeon mug').waitFor();
    expect(await desk.innerText()).toContain('Left in stock: 5');
    await screenshotsAtWidths(page, 'shop-desk');
    expect(errors).toEqual([]);
  });

  it('a fancier on a phone finds it through Store, adds two, sees the badge and changes the quantity on /cart', async () => {
    const { page, errors } = await signedIn('fancier1.1@oneloft.example', 390);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByTestId('cart-badge').count()).toBe(0); // an empty cart shows no badge
    await page.locator('header button[aria-label="Open menu"]').click();
    await page.getByTestId('mobile-nav').getByRole('link', { name: 'Store', exact: true }).click();
    await page.getByTestId('store-products').waitFor(); // the service's memberships and gift card
    expect(await page.getByTestId('store-products').innerText()).toContain('Pedigree membership, 12 months');
    await page.getByTestId('store-lofts').getByText('Sunrise Valley One Loft Race').click();
    await page.getByTestId('store-products').getByText('Pigeon mug').click();
    await page.getByTestId('product-page').waitFor();
    expect(await page.getByTestId('product-name').innerText()).toBe('Pigeon mug');
    await page.getByTestId('product-quantity').fill('2');
    await page.getByTestId('add-to-cart').click();
    const badge = page.getByTestId('cart-badge');
    await expect
      .poll(() =>
        badge
          .getByTestId('cart-count')
          .innerText()
          .catch(() => ''),
      )
      .toBe('2');
    expect(await badge.isVisible()).toBe(true);
    await screenshotsAtWidths(page, 'shop-product');
    await page.setViewportSize({ width: 390, height: 844 });
    await badge.click();
    await page.waitForURL(/\/cart$/);
    const part = page.getByTestId('cart-seller-1');
    await part.waitFor();
    expect(await part.getByTestId('cart-line-quantity').innerText()).toBe('2');
    await part.getByTestId('cart-line-more').click();
    await expect.poll(() => part.getByTestId('cart-line-quantity').innerText()).toBe('3');
    await expect.poll(() => badge.getByTestId('cart-count').innerText()).toBe('3');
    expect(await part.getByTestId('cart-subtotal').innerText()).toContain('37.50');
    expect(await part.getByTestId('checkout-1').getAttribute('href')).toBe('/checkout?seller=1');
    await screenshotsAtWidths(page, 'shop-cart');
    expect(errors).toEqual([]);
  });
});
