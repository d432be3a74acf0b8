import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi as api } from './api';
import { freshPage, openBrowser, screenshot, withoutToasts, type Browser } from './browser';
import { ownServer } from './server';

// Issue 11 (slice B): season administration by a loft's merchant and by an admin, on the demo data.
// This file changes lofts, seasons and users: it runs against a server of its own.
const own = ownServer();
const PASSWORD = 'Oneloft2026';
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

/** Signs in through the provider's form at a guarded path and comes back to it. */
async function signInAt(path: string, email: string): Promise<{ page: Page; errors: string[]; token: string }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser, DESKTOP);
  await page.goto(`${own.base}${path}`);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
  await page.waitForURL((u) => u.pathname === path);
  return { page, errors, token: (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '' };
}

/** Fills the "add" row of the due-date editor and saves it. */
async function addDueDate(page: Page, category: string, name: string, from: string, until: string, workingDays?: number) {
  const row = page.getByTestId('due-date-new');
  await row.locator('select').first().selectOption(category);
  await row.getByLabel('Name').fill(name);
  await row.getByTestId('due-date-starts').fill(from);
  await row.getByTestId('due-date-ends').fill(until);
  if (workingDays !== undefined) await row.getByLabel('Working days to pay').fill(String(workingDays));
  const before = await page.getByTestId('due-date-row').count();
  await row.getByTestId('due-date-save').click();
  await expect.poll(() => page.getByTestId('due-date-row').count()).toBe(before + 1);
}

async function addProduct(page: Page, name: string, amount: string) {
  const row = page.getByTestId('product-new');
  await row.getByTestId('product-name').fill(name);
  await row.getByTestId('product-amount').fill(amount);
  const before = await page.getByTestId('product-row').count();
  await row.getByTestId('product-save').click();
  await expect.poll(() => page.getByTestId('product-row').count()).toBe(before + 1);
}

/** Saves a section and waits for the server's answer to come back into the page. */
async function save(section: Locator, button: string) {
  const res = section.page().waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/res/v1/seasons/'));
  await section.getByTestId(button).click();
  expect((await res).status()).toBe(200);
}

/** Screenshots of the page at the three widths, from its top, without toasts; none may scroll sideways. */
async function shots(page: Page, name: string) {
  await withoutToasts(page, async () => {
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['820', TABLET],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(150); // let the layout settle at the new width
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${size} px scrolls sideways`).toBeLessThanOrEqual(1);
      await screenshot(page, `admin-seasons-${name}-${size}`);
    }
  });
  await page.setViewportSize(DESKTOP);
}

describe('season administration (issue 11)', () => {
  let seasonId = 0;
  let copyId = 0;
  let merchant: { page: Page; errors: string[]; token: string };

  it('a merchant creates a season, adds due dates and products, changes its limits and opens registration', async () => {
    merchant = await signInAt('/admin/seasons', 'merchant@oneloft.example');
    const { page, errors } = merchant;
    await page.getByTestId('season-row').first().waitFor();
    // Only the merchant's own loft's seasons.
    const lofts = await page.getByTestId('season-row').locator('td:nth-child(2)').allInnerTexts();
    expect(new Set(lofts).size).toBe(1);
    await shots(page, 'list-merchant');

    await page.getByTestId('season-new').click();
    await page.getByTestId('season-create-form').waitFor();
    await page.getByTestId('season-name-input').fill('E2E Cup 2027');
    await page.getByTestId('season-total-spots-input').fill('300');
    await page.getByTestId('season-max-active-input').fill('4');
    await page.getByTestId('season-rules-input').fill('Every bird is chipped at the loft.');
    await shots(page, 'create-blank');
    await page.getByTestId('season-create-submit').click();
    await page.waitForURL(/\/admin\/seasons\/\d+$/);
    seasonId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('season-settings').waitFor();

    await addDueDate(page, '1', 'Registration', '2027-01-01', '2027-03-31');
    await addDueDate(page, '2', 'Payment', '2027-01-01', '2027-04-15', 10);
    // A payment window that ends too soon after registration is refused with the spec's message.
    const bad = page.getByTestId('due-date-new');
    await bad.locator('select').first().selectOption('3');
    await bad.getByLabel('Name').fill('Shipping');
    await bad.getByTestId('due-date-starts').fill('2026-12-01');
    await bad.getByTestId('due-date-ends').fill('2027-05-01');
    await bad.getByTestId('due-date-save').click();
    await expect.poll(() => bad.getByTestId('due-date-error').innerText()).toContain('Please enter a valid date range');
    await addProduct(page, '1 pigeon', '250');

    const settings = page.getByTestId('season-settings');
    await settings.getByTestId('season-max-pigeons-input').fill('20');
    await save(settings, 'season-settings-save');
    const payment = page.getByTestId('season-payment');
    await expect.poll(() => payment.getByTestId('season-payment-days-input').inputValue()).toBe('10');
    await payment.getByTestId('season-payment-days-input').fill('7');
    await save(payment, 'season-payment-save');

    const state = page.getByTestId('season-state');
    await state.locator('select').selectOption('in_progress');
    await state.getByTestId('registration-open').check();
    await state.getByTestId('season-state-save').click();
    await expect.poll(() => page.getByTestId('season-summary').getByTestId('season-registration-badge').textContent()).toBe('Registration open');

    const history = page.getByTestId('season-history');
    await expect.poll(() => history.innerText()).toContain('Payment working days changed from 10 to 7');
    const text = await history.innerText();
    expect(text).toContain('Max. pigeons per fancier changed from unlimited to 20');
    expect(text).toContain('State set to In progress, Registration open');
    expect(text).toContain('Product added: 1 pigeon');
    expect(text).toContain('by Max Merchant');
    await shots(page, 'edit');

    const detail = await api<{ max_pigeons: number; total_spots: number; payment_days: number; registration_open: boolean }>(
      merchant.token,
      'GET',
      `/api/custom/v1/admin/seasons/${seasonId}`,
    );
    expect(detail).toMatchObject({ max_pigeons: 20, total_spots: 300, payment_days: 7, registration_open: true });
    expect(errors).toEqual([]);
  });

  it('copies the season into next year, with its due dates moved and its products', async () => {
    const { page, errors } = merchant;
    await page.getByTestId('season-copy').click();
    await page.getByTestId('season-copy-form').waitFor();
    await expect.poll(() => page.getByTestId('season-copy-name').inputValue()).toBe('E2E Cup 2028');
    await shots(page, 'create-copy');
    const copied = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/res/v1/seasons/${seasonId}/copy`));
    await page.getByTestId('season-copy-submit').click();
    const res = await copied;
    expect(res.status(), await res.text()).toBe(201);
    await page.waitForURL((u) => /\/admin\/seasons\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${seasonId}`));
    copyId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('due-date-row').first().waitFor();
    expect(await page.getByTestId('due-date-starts').first().inputValue()).toBe('2028-01-01');
    expect(await page.getByTestId('product-row').count()).toBe(1);
    expect(await page.getByTestId('season-summary').textContent()).toContain('Registration closed');
    expect(await page.getByTestId('season-total-spots-input').inputValue()).toBe('300');
    await expect.poll(() => page.getByTestId('season-history').innerText()).toContain(`copied from season ${seasonId}`);
    expect(errors).toEqual([]);
  });

  it('filters the list by state, registration and name', async () => {
    const { page, errors } = merchant;
    await page.goto(`${own.base}/admin/seasons`);
    await page.getByTestId('season-row').first().waitFor();
    await page.getByTestId('season-registration-filter').selectOption('open');
    await expect.poll(() => page.locator(`[data-testid=season-row][data-season-id="${seasonId}"]`).count()).toBe(1);
    // One filter after the other, as a person changes them: each shows in the address before the next.
    const address = () => new URL(page.url()).searchParams.toString();
    await page.getByTestId('season-state-filter').selectOption('draft');
    await expect.poll(address).toBe('registration=open&state=draft');
    await page.getByTestId('season-registration-filter').selectOption('');
    await expect.poll(address).toBe('state=draft');
    await page.getByTestId('season-search').fill('E2E Cup');
    await expect.poll(address).toBe('state=draft&search=E2E+Cup');
    await expect.poll(() => page.getByTestId('season-row').count()).toBe(1);
    expect(await page.getByTestId('season-row').getAttribute('data-season-id')).toBe(String(copyId));
    expect(new URL(page.url()).search).toContain('state=draft');
    await screenshot(page, 'admin-seasons-list-filtered-1280');
    expect(errors).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    const { page, errors } = merchant;
    await page.goto(`${own.base}/admin/seasons/${seasonId}`);
    await page.getByTestId('language-picker').selectOption('ar');
    await page.getByTestId('season-settings').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByTestId('season-history').innerText()).toContain('بواسطة');
    await screenshot(page, 'admin-seasons-edit-ar-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-seasons-edit-ar-390');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('language-picker').selectOption('en');
    expect(errors).toEqual([]);
  });

  it('an admin sees every loft’s seasons and picks the loft of a new one', async () => {
    const { page, errors } = await signInAt('/admin/seasons', 'admin@oneloft.example');
    await page.getByTestId('season-row').first().waitFor();
    const lofts = await page.getByTestId('season-row').locator('td:nth-child(2)').allInnerTexts();
    expect(new Set(lofts).size).toBeGreaterThan(1);
    await shots(page, 'list-admin');
    await page.getByTestId('season-new').click();
    await page.getByTestId('season-loft-input').click();
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await screenshot(page, 'admin-seasons-create-admin-1280');
    expect(errors).toEqual([]);
  });
});
