import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, openBrowser, screenshot, withoutToasts, type Browser } from './browser';
import { ownServer } from './server';
import { linkIn, waitForMail } from './mail-capture';

// This file changes lofts, seasons and users: it runs against a server of its own.
const own = ownServer();
const PASSWORD = 'Oneloft2026';
const WIDTHS = { desktop: { width: 1280, height: 900 }, tablet: { width: 820, height: 1100 }, phone: { width: 390, height: 844 } } as const;

let browser: Browser;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('pageerror', (err) => errors.push(err.message));
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in as `email` from the home page through the menu's login entry. */
async function logIn(email: string, password = PASSWORD) {
  await page.goto(`${own.base}/`);
  await page.getByTestId('main-nav').getByText('Log in').click();
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
}

/**
 * Screenshots of the current screen at desktop, tablet and phone width, from the top and without the
 * passing toasts (they would cover the screen); the page is wide again afterwards.
 */
async function atEveryWidth(name: string, ready: () => Promise<unknown>) {
  await withoutToasts(page, async () => {
    for (const [label, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await ready();
      await page.evaluate(() => window.scrollTo(0, 0));
      // A screen must not be wider than the phone: tables scroll inside their own box.
      if (label === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await screenshot(page, `admin-lofts-${name}-${label}`);
    }
  });
  await page.setViewportSize(WIDTHS.desktop);
}

/** Picks `option` in the Mantine select whose input has `testId`, after typing `search`. */
async function choose(testId: string, search: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(tab: string, ready: string) {
  await page.getByTestId(`loft-tab-${tab}`).click();
  await page.getByTestId(ready).first().waitFor();
}

const stamp = Date.now().toString(36);
const loftName = `Harbour Race ${stamp}`;
const merchantEmail = `harbour.${stamp}@oneloft.example`;
let loftPath = '';

describe('loft administration', () => {
  it('lists the lofts with their package and filters archived ones', async () => {
    await logIn('admin@oneloft.example');
    await page.goto(`${own.base}/admin/lofts`);
    const rows = page.getByTestId('admin-loft-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    expect(await mainText(page)).toContain('Sunrise Valley One Loft Race');
    expect(await page.getByTestId('admin-loft-package').first().innerText()).toMatch(/Legacy|Basic|Premium/i);
    await atEveryWidth('list', () => rows.first().waitFor());
    await page.getByTestId('admin-loft-search').fill('scottsdale');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=admin-loft-row]').length === 1);
    expect(await rows.first().innerText()).toContain('Desert Wings Classic');
    expect(new URL(page.url()).searchParams.get('search')).toBe('scottsdale');
  });

  it('creates a loft with an address picked on the map, contact, package and tags, and opens it', async () => {
    await page.goto(`${own.base}/admin/lofts`);
    await page.getByTestId('admin-loft-new').click();
    await page.getByTestId('loft-create-form').waitFor();
    // Sent empty, the server names what is missing under the fields.
    await page.getByTestId('loft-create-submit').click();
    await page.getByTestId('loft-create-form').getByText('The name field is required.').waitFor();
    await screenshot(page, 'admin-lofts-create-errors-desktop');

    await page.getByTestId('loft-name-input').fill(loftName);
    await choose('loft-country-input', 'Portug', 'Portugal');
    await choose('loft-time-zone-input', 'Lisbon', 'Europe/Lisbon');
    await page.getByTestId('loft-currency-input').click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await page.getByTestId('loft-email-input').fill('race@harbour.example');
    await page.getByTestId('loft-phone-input').fill('+351 21 555 0100');
    await page.getByTestId('loft-website-input').fill('https://harbour.example');
    await page.getByTestId('address-street').fill('Rua do Pombal 5');
    await page.getByTestId('address-zipcode').fill('1100-001');
    await page.getByTestId('address-city').fill('Lisboa');
    // The position comes from a click on the map.
    await page
      .getByTestId('map-picker')
      .locator('.leaflet-container')
      .click({ position: { x: 220, y: 150 } });
    await page.locator('[data-testid=map-picker-marker]').waitFor();
    const lat = await page.getByTestId('address-latitude').inputValue();
    const lon = await page.getByTestId('address-longitude').inputValue();
    expect(Number(lat)).not.toBeNaN();
    expect(lat).not.toBe('');
    expect(lon).not.toBe('');
    await page.getByTestId('loft-package-input').click();
    await page.getByRole('option', { name: 'Basic', exact: true }).click();
    await page.getByTestId('loft-tags-input').fill('fci');
    await page.getByTestId('loft-tags-input').press('Enter');
    await atEveryWidth('create', () => page.getByTestId('loft-create-form').waitFor());

    await page.getByTestId('loft-create-submit').click();
    await page.waitForURL(/\/admin\/lofts\/\d+/);
    loftPath = new URL(page.url()).pathname;
    expect(await page.getByTestId('admin-loft-name').innerText()).toBe(loftName);
    expect(await page.getByTestId('loft-time-zone-input').inputValue()).toBe('Europe/Lisbon');
    await atEveryWidth('details', () => page.getByTestId('loft-details-form').waitFor());
  });

  it('adds an address by a click on the map, changes the package, adds a subscription, switches a column off and notes something', async () => {
    await openTab('addresses', 'address-row');
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-form-street').fill('Avenida da Liberdade 10');
    await page.getByTestId('address-form-zipcode').fill('1250-001');
    await page.getByTestId('address-form-city').fill('Lisboa');
    await page
      .getByTestId('address-new-form')
      .getByTestId('map-picker')
      .locator('.leaflet-container')
      .click({ position: { x: 160, y: 120 } });
    await page.getByTestId('address-new-form').locator('[data-testid=map-picker-marker]').waitFor();
    expect(await page.getByTestId('address-form-latitude').inputValue()).not.toBe('');
    await page.getByTestId('address-save').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=address-row]').length === 2);
    await atEveryWidth('addresses', () => page.getByTestId('address-row').first().waitFor());

    await openTab('package', 'package-history');
    await page.getByTestId('package-select').click();
    await page.getByRole('option', { name: 'Premium', exact: true }).click();
    await page.getByTestId('package-save').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=package-history-row]').length === 2);
    expect(await page.getByTestId('package-history-row').first().innerText()).toContain('Ada Admin');
    await atEveryWidth('package', () => page.getByTestId('package-history').waitFor());

    await openTab('subscriptions', 'subscription-form');
    await page.getByTestId('subscription-add').click();
    await page.getByTestId('subscription-row').waitFor();
    // The same period again overlaps: the server refuses it with its message under the first day.
    await page.getByTestId('subscription-add').click();
    await page.getByTestId('subscription-form').getByText('The period overlaps another subscription of this loft.').waitFor();
    await atEveryWidth('subscriptions', () => page.getByTestId('subscription-row').waitFor());

    await openTab('displayFields', 'display-area-results');
    await page.getByTestId('display-results-speed').click({ force: true });
    await page.getByTestId('display-save').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid=display-save]') as HTMLButtonElement | null)?.disabled === true);
    await atEveryWidth('display-fields', () => page.getByTestId('display-area-aces').waitFor());

    await openTab('notes', 'note-input');
    await page.getByTestId('note-input').fill('Antenna 2 needs a new cable before the first toss.');
    await page.getByTestId('note-add').click();
    await page.getByTestId('note').waitFor();
    await atEveryWidth('notes', () => page.getByTestId('note').waitFor());
  });

  it('adds a merchant by e-mail, who is mailed an invitation to choose a password', async () => {
    await openTab('staff', 'staff-add-form');
    await page.getByTestId('staff-email').fill(merchantEmail);
    await page.getByTestId('staff-first-name').fill('Hugo');
    await page.getByTestId('staff-last-name').fill('Harbour');
    await page.getByTestId('staff-merchant').check();
    await page.getByTestId('staff-agent').uncheck();
    const since = Date.now();
    await page.getByTestId('staff-add').click();
    await page.getByTestId('staff-row').filter({ hasText: merchantEmail }).waitFor();
    await atEveryWidth('staff', () => page.getByTestId('staff-row').first().waitFor());

    const mail = await waitForMail(own.mailDir, merchantEmail, since);
    expect(mail.subject).toContain(loftName);
    const link = linkIn(mail, '/sso/reset-password');
    const invited = await browser.context.newPage();
    await invited.goto(link);
    await invited.fill('#password', 'Harbour2026');
    await invited.fill('#password_confirmation', 'Harbour2026');
    await invited.locator('form button[type=submit]').click();
    await invited.locator('.notice, [role=status]').first().waitFor();
    await screenshot(invited, 'admin-lofts-invitation-password-set');
    await invited.close();

    await openTab('history', 'history-entry');
    const history = (await page.getByTestId('history').innerText()).toLowerCase(); // badges are set in capitals
    for (const action of ['person added', 'note added', 'package changed', 'address added', 'loft created']) expect(history).toContain(action);
    expect(history).toContain('ada admin');
    await atEveryWidth('history', () => page.getByTestId('history-entry').first().waitFor());
  });

  it('archives the loft: gone from public lists, its page with the contact details stays', async () => {
    await page.getByTestId('loft-archive').click();
    await page.getByTestId('loft-archive-confirm').click();
    await page.getByTestId('admin-loft-archived').waitFor();
    await page.goto(`${own.base}/lofts?search=${encodeURIComponent(loftName)}`);
    await page.getByTestId('empty-state').waitFor();
    await page.goto(`${own.base}${loftPath.replace('/admin', '')}`);
    await page.getByTestId('loft-contact').waitFor();
    expect(await page.getByTestId('loft-contact-email').getAttribute('href')).toBe('mailto:race@harbour.example');
    expect(await page.getByTestId('loft-contact-website').getAttribute('href')).toBe('https://harbour.example');
    await page.getByTestId('loft-archived').waitFor();
    await atEveryWidth('public-loft-contact', () => page.getByTestId('loft-contact').waitFor());
    await page.goto(`${own.base}/admin/lofts?archived=only`);
    await page.getByTestId('admin-loft-row').filter({ hasText: loftName }).waitFor();
  });

  it('shows the administration in Arabic, right to left', async () => {
    await page.goto(`${own.base}${loftPath}?tab=staff`);
    await page.getByTestId('staff-row').first().waitFor();
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByTestId('loft-tab-details').getByText('التفاصيل').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'admin-lofts-staff-ar');
    await page.goto(`${own.base}/admin/lofts`);
    await page.getByTestId('admin-loft-row').first().waitFor();
    await screenshot(page, 'admin-lofts-list-ar');
    await page.getByTestId('language-picker').selectOption('en');
  });

  it('deletes a loft without seasons after asking', async () => {
    await page.goto(`${own.base}${loftPath}`);
    await page.getByTestId('loft-delete').click();
    await page.getByTestId('loft-delete-confirm').waitFor();
    await screenshot(page, 'admin-lofts-delete-confirm-desktop');
    await page.getByTestId('loft-delete-confirm').click();
    await page.waitForURL(/\/admin\/lofts$/);
    const res = await page.request.get(`${own.base}/api/public${loftPath.replace('/admin', '')}`);
    expect(res.status()).toBe(404);
    expect(errors).toEqual([]);
  });
});
