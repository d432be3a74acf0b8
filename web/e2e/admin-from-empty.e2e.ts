import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, openBrowser, screenshot, type Browser } from './browser';
import { linkIn, waitForMail } from './mail-capture';
import { startOneloft, type Oneloft } from './server';

// Issue 11 end to end from an empty database: the first admin comes from `oneloft user create --admin`,
// everything else is done in the app — a loft with its merchant, a season and its copy, and a visitor
// who finds the season.
const ADMIN = { email: 'first.admin@harbour.example', password: 'Harbour2026' };
const MERCHANT = { email: 'hugo.harbour@harbour.example', password: 'Merchant2026' };
const LOFT = 'Harbour One Loft Race';
const YEAR = new Date().getFullYear() + 1;
const SEASON = `Harbour Cup ${YEAR}`;

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let server: Oneloft;
const browsers: Browser[] = [];
beforeAll(async () => {
  server = await startOneloft({ demo: false });
  server.run(['user', 'create', '--email', ADMIN.email, '--first-name', 'Ada', '--last-name', 'First', '--password', ADMIN.password, '--admin']);
}, 120_000);
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await server?.stop();
});

async function page(): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  return freshPage(browser);
}

/** Signs in at the provider's form that a guarded path leads to, and comes back to the path. */
async function signInAt(p: Page, path: string, who: { email: string; password: string }) {
  await p.goto(`${server.baseURL}${path}`);
  await p.locator('#email').waitFor();
  await p.fill('#email', who.email);
  await p.fill('#password', who.password);
  await p.locator('form button[type=submit]').click();
  await p.getByTestId('user-name').waitFor();
  await p.waitForURL((u) => u.pathname === path);
}

async function choose(p: Page, testId: string, search: string, option: string) {
  await p.getByTestId(testId).click();
  await p.getByTestId(testId).fill(search);
  await p.getByRole('option', { name: option, exact: true }).click();
}

async function addDueDate(p: Page, category: string, name: string, from: string, until: string) {
  const row = p.getByTestId('due-date-new');
  await row.locator('select').first().selectOption(category);
  await row.getByLabel('Name').fill(name);
  await row.getByTestId('due-date-starts').fill(from);
  await row.getByTestId('due-date-ends').fill(until);
  const before = await p.getByTestId('due-date-row').count();
  await row.getByTestId('due-date-save').click();
  await poll(() => p.getByTestId('due-date-row').count()).toBe(before + 1);
}

describe('setting up a race from an empty database', () => {
  let seasonId = '';

  it('the first admin creates a loft with its address and contact, and adds its merchant', async () => {
    const { page: admin, errors } = await page();
    await signInAt(admin, '/admin/lofts', ADMIN);
    await admin.getByTestId('admin-lofts-empty').waitFor();
    await screenshot(admin, 'admin-empty-lofts-list');

    await admin.getByTestId('admin-loft-new').click();
    await admin.getByTestId('loft-create-form').waitFor();
    await admin.getByTestId('loft-name-input').fill(LOFT);
    await choose(admin, 'loft-country-input', 'Portug', 'Portugal');
    await choose(admin, 'loft-time-zone-input', 'Lisbon', 'Europe/Lisbon');
    await admin.getByTestId('loft-email-input').fill('race@harbour.example');
    await admin.getByTestId('loft-phone-input').fill('+351 21 555 0100');
    await admin.getByTestId('address-street').fill('Rua do Pombal 5');
    await admin.getByTestId('address-zipcode').fill('1100-001');
    await admin.getByTestId('address-city').fill('Lisboa');
    await admin.getByTestId('address-latitude').fill('38.7223');
    await admin.getByTestId('address-longitude').fill('-9.1393');
    await admin.getByTestId('loft-package-input').click();
    await admin.getByRole('option', { name: 'Basic', exact: true }).click();
    await screenshot(admin, 'admin-empty-loft-create');
    await admin.getByTestId('loft-create-submit').click();
    await admin.waitForURL(/\/admin\/lofts\/\d+/);
    expect(await admin.getByTestId('admin-loft-name').innerText()).toBe(LOFT);

    await admin.getByTestId('loft-tab-staff').click();
    await admin.getByTestId('staff-add-form').waitFor();
    await admin.getByTestId('staff-email').fill(MERCHANT.email);
    await admin.getByTestId('staff-first-name').fill('Hugo');
    await admin.getByTestId('staff-last-name').fill('Harbour');
    await admin.getByTestId('staff-merchant').check();
    const since = Date.now();
    await admin.getByTestId('staff-add').click();
    await admin.getByTestId('staff-row').filter({ hasText: MERCHANT.email }).waitFor();
    await screenshot(admin, 'admin-empty-loft-staff');

    // The merchant chooses a password from the invitation.
    const mail = await waitForMail(server.mailDir, MERCHANT.email, since);
    expect(mail.subject).toContain(LOFT);
    const { page: invited } = await page();
    await invited.goto(linkIn(mail, '/sso/reset-password'));
    await invited.fill('#password', MERCHANT.password);
    await invited.fill('#password_confirmation', MERCHANT.password);
    await invited.locator('form button[type=submit]').click();
    await invited.locator('.notice, [role=status]').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('the merchant creates a season with due dates and products, opens registration, then copies it', async () => {
    const { page: merchant, errors } = await page();
    await signInAt(merchant, '/admin/seasons', MERCHANT);
    await merchant.getByTestId('seasons-empty').waitFor();
    await merchant.getByTestId('season-new').click();
    await merchant.getByTestId('season-create-form').waitFor();
    await merchant.getByTestId('season-name-input').fill(SEASON);
    await merchant.getByTestId('season-total-spots-input').fill('400');
    await screenshot(merchant, 'admin-empty-season-create');
    await merchant.getByTestId('season-create-submit').click();
    await merchant.waitForURL(/\/admin\/seasons\/\d+$/);
    seasonId = new URL(merchant.url()).pathname.split('/').pop()!;

    await addDueDate(merchant, '1', 'Registration', `${YEAR - 1}-11-01`, `${YEAR}-03-31`);
    await addDueDate(merchant, '2', 'Payment', `${YEAR - 1}-11-01`, `${YEAR}-04-15`);
    const product = merchant.getByTestId('product-new');
    await product.getByTestId('product-name').fill('1 pigeon');
    await product.getByTestId('product-amount').fill('250');
    await product.getByTestId('product-save').click();
    await poll(() => merchant.getByTestId('product-row').count()).toBe(1);

    const state = merchant.getByTestId('season-state');
    await state.locator('select').selectOption('in_progress');
    await state.getByTestId('registration-open').check();
    await state.getByTestId('season-state-save').click();
    await poll(() => merchant.getByTestId('season-summary').getByTestId('season-registration-badge').textContent()).toBe('Registration open');
    await screenshot(merchant, 'admin-empty-season-edit');

    await merchant.getByTestId('season-copy').click();
    await poll(() => merchant.getByTestId('season-copy-name').inputValue()).toBe(`Harbour Cup ${YEAR + 1}`);
    await merchant.getByTestId('season-copy-submit').click();
    await merchant.waitForURL((u) => /\/admin\/seasons\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${seasonId}`));
    await merchant.getByTestId('due-date-row').first().waitFor();
    expect(await merchant.getByTestId('due-date-starts').first().inputValue()).toBe(`${YEAR}-11-01`);
    expect(await merchant.getByTestId('product-row').count()).toBe(1);
    await screenshot(merchant, 'admin-empty-season-copy');

    await merchant.goto(`${server.baseURL}/admin/seasons`);
    await poll(() => merchant.getByTestId('season-row').count()).toBe(2);
    await screenshot(merchant, 'admin-empty-seasons-list');
    expect(errors).toEqual([]);
  });

  it('a visitor finds the season under browse seasons with its spots left', async () => {
    const { page: visitor, errors } = await page();
    await visitor.goto(`${server.baseURL}/seasons`);
    const card = visitor.locator(`[data-testid=season-card][data-season-id="${seasonId}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain(SEASON);
    expect(await card.getByTestId('spots').textContent()).toBe('Spots left: 400');
    expect(await card.getByTestId('registration-badge').getAttribute('data-open')).toBe('true');
    // The copy is a draft until its merchant opens it: visitors do not see it.
    expect(await visitor.getByTestId('season-card').count()).toBe(1);
    await screenshot(visitor, 'admin-empty-browse-seasons');
    expect(errors).toEqual([]);
  });
});
