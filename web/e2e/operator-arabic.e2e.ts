import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, openBrowser, screenshot, withoutToasts, type Browser } from './browser';
import { ownServer } from './server';

// Issue 12's new screens in Arabic on a 390 px phone: right to left, nothing wider than the screen.
// Reads the demo world only; a server of its own keeps other files' changes out of its pictures.
const own = ownServer();

let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await openBrowser();
  ({ page, errors } = await freshPage(browser, { width: 390, height: 844 }));
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(email: string, path: string) {
  await page.goto(`${own.base}${path}`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', 'Oneloft2026');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === path);
}

async function fits(name: string) {
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await withoutToasts(page, () => screenshot(page, `ar-${name}-390`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(1);
}

describe('operator screens in Arabic on a phone (issue 12)', () => {
  it("the orders desk, its transport tab and a flight's basketing page", async () => {
    await signIn('merchant@oneloft.example', '/overview/1');
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByTestId('order-filters').waitFor();
    await page.getByTestId('staff-order-open').first().click();
    await page.getByTestId('staff-order-detail').waitFor();
    await fits('orders-desk');
    await page.getByTestId('workspace-section-select').selectOption('transports'); // a phone picks the section from a list
    await page.getByTestId('transport-request').first().waitFor();
    await fits('transport-desk');
    await page.getByTestId('workspace-section-select').selectOption('flights'); // a phone picks the section from a list
    await page.getByTestId('flight-basketing').first().click();
    await page.getByTestId('basketing-state').waitFor();
    await fits('basketing');
    expect(errors).toEqual([]);
  });

  it('a registration with its transport and activations', async () => {
    await browser.close();
    browser = await openBrowser();
    ({ page, errors } = await freshPage(browser, { width: 390, height: 844 }));
    await signIn('fancier1.1@oneloft.example', '/registrations');
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByTestId('order-card').first().waitFor();
    await fits('registrations');
    const paid = page.locator('[data-testid=order-card]').filter({ has: page.locator('[data-status=paid_manually]') });
    await paid.first().getByTestId('order-link').click();
    await page.getByTestId('transport').waitFor();
    await fits('registration');
    expect(errors).toEqual([]);
  });
});
