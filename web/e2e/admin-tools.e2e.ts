import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPage, mainText, openBrowser, screenshot, screenshotsAtWidths, signInAt, type Browser } from './browser';
import { ownServer } from './server';

// Issue 27, item 2: the admins' Tools, walked from the menu. It adds and removes a product
// category, so it runs against a server of its own.
const own = ownServer();

let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

/** Opens the admin menu under the user's name and follows Administration, then Tools. */
async function openTools(page: Page) {
  await page.getByTestId('user-name').click();
  await page
    .getByRole('menuitem', { name: 'Administration' })
    .or(page.getByRole('link', { name: 'Administration' }))
    .first()
    .click();
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Tools' }).click();
  await page.getByTestId('admin-tool').waitFor();
}

describe('admin tools', () => {
  it('lists orders and lost pigeons over every loft and manages product categories', async () => {
    browser = await openBrowser();
    const { page, errors } = await freshPage(browser);
    await signInAt(page, own.base, 'admin@oneloft.example', '/registrations');
    await page.getByTestId('user-name').waitFor();
    await openTools(page);

    // Orders of every loft, each row linking into its loft's workspace.
    await page.getByTestId('admin-row').first().waitFor();
    expect(await page.getByTestId('admin-row-loft').first().getAttribute('href')).toMatch(/^\/overview\/\d+\/orders\?season=\d+$/);
    await page.getByTestId('admin-status-filter').selectOption('paid_manually');
    await page.waitForURL((u) => u.search.includes('status=paid_manually'));
    await expect.poll(async () => [...new Set(await page.getByTestId('admin-row-status').allTextContents())]).toEqual(['Paid']);
    await screenshotsAtWidths(page, 'admin-tools-orders');

    // Lost pigeons: the demo loses a few birds.
    await page.getByTestId('admin-tool').selectOption('lost_pigeons');
    await expect.poll(() => page.getByTestId('admin-row-status').first().textContent()).toBe('Lost');
    await screenshotsAtWidths(page, 'admin-tools-lost');

    // A product category with a German name; it can go again while no product uses it.
    await page.getByTestId('admin-tool').selectOption('product_categories');
    await page.getByTestId('product-category').first().waitFor();
    const before = await page.getByTestId('product-category').count();
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name').fill('Young birds');
    await page.getByTestId('category-name-de').fill('Jungtauben');
    await page.getByTestId('category-name-ar').fill('الطيور الصغيرة');
    await screenshot(page, 'admin-tools-category-form-1280');
    await page.getByTestId('category-save').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=product-category]').length === n + 1, before);
    expect(await mainText(page)).toContain('Young birds');
    await screenshotsAtWidths(page, 'admin-tools-categories');
    await page.getByTestId('product-category').last().getByRole('button', { name: 'Remove' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=product-category]').length === n, before);
    expect(errors).toEqual([]);
  });
});
