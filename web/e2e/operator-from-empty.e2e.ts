import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, screenshot, screenshotsAtWidths, type Browser, fromUserMenu } from './browser';
import { linkIn, waitForMail } from './mail-capture';
import { startOneloft, type Oneloft } from './server';
import { loftInput } from './loft-input';

// Issue 27, "Verified by": a new merchant, from the menu after their first sign-in, runs a season in their loft's
// workspace — creates it, writes its race rules, takes a registration, records a bank payment, fits chip rings, baskets
// and releases — and never types a URL. The admin only makes the loft and invites the merchant (their tools are
// tested elsewhere); the fancier registers as admin-from-empty does.
const ADMIN = { email: 'ops.admin@quay.example', password: 'QuayAdmin2026' };
const MERCHANT = { email: 'mira.quay@quay.example', password: 'Merchant2026' };
const FANCIER = { email: `finn.${Date.now() % 100000}@fanciers.example`, password: 'Fancier2026' };
const LOFT = 'Quayside One Loft Race';
const YEAR = new Date().getFullYear() + 1;
const SEASON = `Quayside Cup ${YEAR}`;
const stamp = String(Date.now() % 100000).padStart(5, '0');
const RINGS = [`DE-0888-26-${stamp}0`, `DE-0888-26-${stamp}1`];
const CHIPS = [`Q${stamp}A`, `Q${stamp}B`];

/** A walk of many steps takes minutes on a busy machine; each wait inside keeps its own bound. */
const WALK_MS = 300_000;

let server: Oneloft;
const browsers: Browser[] = [];
beforeAll(async () => {
  server = await startOneloft({ demo: false, stripe: inject('stripeMock') });
  await server.run(['user', 'create', '--email', ADMIN.email, '--first-name', 'Oda', '--last-name', 'Ops', '--password', ADMIN.password, '--admin']);
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

/** From the home page: the menu's "Log in", the provider's form, and back. */
async function signInFromHome(p: Page, who: { email: string; password: string }) {
  await p.goto(`${server.baseURL}/`);
  await p.getByTestId('main-nav').getByText('Log in').click();
  await p.locator('#email').waitFor();
  await p.fill('#email', who.email);
  await p.fill('#password', who.password);
  await p.locator('form button[type=submit]').click();
  await p.getByTestId('user-name').waitFor();
}

/** Opens a section from the workspace's side navigation and waits for its title. */
async function section(p: Page, value: string, title: string) {
  await p.getByTestId(`overview-tab-${value}`).click();
  await p.waitForURL((u) => u.pathname.endsWith(`/${value}`));
  await expect.poll(() => p.getByRole('heading', { level: 1 }).innerText()).toBe(title);
}

function day(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function addDueDate(p: Page, category: string, name: string, from: string, until: string) {
  const row = p.getByTestId('due-date-new');
  await row.locator('select').first().selectOption(category);
  await row.getByLabel('Name').fill(name);
  await row.getByTestId('due-date-starts').fill(from);
  await row.getByTestId('due-date-ends').fill(until);
  const before = await p.getByTestId('due-date-row').count();
  await row.getByTestId('due-date-save').click();
  await expect.poll(() => p.getByTestId('due-date-row').count()).toBe(before + 1);
}

let loftId = '';
let merchant: Page;
let merchantErrors: string[] = [];

describe('a new merchant runs a season from their loft workspace (issue 27)', () => {
  it(
    'the admin makes the loft and invites its merchant, who chooses a password',
    async () => {
      const { page: admin } = await page();
      await signInFromHome(admin, ADMIN);
      await fromUserMenu(admin, 'Administration');
      await admin.getByTestId('admin-loft-new').click();
      await admin.getByTestId('loft-name-input').fill(LOFT);
      await admin.getByTestId('loft-country-input').click();
      await admin.getByTestId('loft-country-input').fill('Portug');
      await admin.getByRole('option', { name: 'Portugal', exact: true }).click();
      await admin.getByTestId('loft-time-zone-input').click();
      await admin.getByTestId('loft-time-zone-input').fill('Lisbon');
      await admin.getByRole('option', { name: 'Europe/Lisbon', exact: true }).click();
      await admin.getByTestId('address-street').fill('Cais do Sodré 2');
      await admin.getByTestId('address-zipcode').fill('1200-450');
      await admin.getByTestId('address-city').fill('Lisboa');
      await admin.getByTestId('address-latitude').fill('38.7060');
      await admin.getByTestId('address-longitude').fill('-9.1450');
      await admin.getByTestId('loft-create-submit').click();
      await admin.waitForURL(/\/admin\/lofts\/\d+/);
      loftId = /\/admin\/lofts\/(\d+)/.exec(new URL(admin.url()).pathname)![1]!;
      await admin.getByTestId('loft-tab-staff').click();
      await admin.getByTestId('staff-email').fill(MERCHANT.email);
      await admin.getByTestId('staff-first-name').fill('Mira');
      await admin.getByTestId('staff-last-name').fill('Quay');
      await admin.getByTestId('staff-merchant').check();
      const since = Date.now();
      await admin.getByTestId('staff-add').click();
      await admin.getByTestId('staff-row').filter({ hasText: MERCHANT.email }).waitFor();

      const mail = await waitForMail(server.mailDir, MERCHANT.email, since);
      const { page: invited } = await page();
      await invited.goto(linkIn(mail, '/sso/reset-password'));
      await invited.fill('#password', MERCHANT.password);
      await invited.fill('#password_confirmation', MERCHANT.password);
      await invited.locator('form button[type=submit]').click();
      await invited.locator('.notice, [role=status]').first().waitFor();
    },
    WALK_MS,
  );

  it(
    'from the menu to the empty workspace: "Create your first season", then its dates, products and registration',
    async () => {
      ({ page: merchant, errors: merchantErrors } = await page());
      await signInFromHome(merchant, MERCHANT);
      await fromUserMenu(merchant, 'My lofts');
      await merchant.waitForURL((u) => u.pathname === `/overview/${loftId}`);
      expect(await merchant.getByTestId('workspace-loft').innerText()).toBe(LOFT);
      await merchant.getByTestId('workspace-first-season').waitFor();
      await screenshotsAtWidths(merchant, 'operator-empty-workspace');

      await merchant.getByTestId('workspace-first-season-create').click();
      await merchant.waitForURL((u) => u.pathname === `/overview/${loftId}/new-season`);
      await expect.poll(() => merchant.title()).toBe('New season | oneloft');
      // The workspace's loft is the season's: nothing to choose.
      expect(await merchant.getByTestId('season-loft-input').count()).toBe(0);
      await merchant.getByTestId('season-name-input').fill(SEASON);
      await merchant.getByTestId('season-total-spots-input').fill('300');
      await merchant.getByTestId('season-create-submit').click();
      await merchant.waitForURL((u) => u.pathname === `/overview/${loftId}/settings` && u.searchParams.has('season'));
      await expect.poll(() => merchant.getByRole('heading', { level: 1 }).innerText()).toBe('Season settings');

      await section(merchant, 'due-dates', 'Due dates');
      await addDueDate(merchant, '1', 'Registration', day(-1), day(60));
      await addDueDate(merchant, '2', 'Payment', day(-1), day(90));
      await section(merchant, 'products', 'Products');
      const product = merchant.getByTestId('product-new');
      await product.getByTestId('product-name').fill('1 pigeon');
      await product.getByTestId('product-amount').fill('300');
      await product.getByTestId('product-save').click();
      await expect.poll(() => merchant.getByTestId('product-row').count()).toBe(1);

      await section(merchant, 'settings', 'Season settings');
      const state = merchant.getByTestId('season-state');
      await state.locator('select').selectOption('in_progress');
      await state.getByTestId('registration-open').check();
      await state.getByTestId('season-state-save').click();
      await expect.poll(() => merchant.getByTestId('overview-season').locator('option').count()).toBe(1);
      await screenshotsAtWidths(merchant, 'operator-season-settings');

      // Back goes back a section, as a browser's should.
      await merchant.goBack();
      await expect.poll(() => merchant.getByRole('heading', { level: 1 }).innerText()).toBe('Products');
      await merchant.goForward();
      await expect.poll(() => merchant.getByRole('heading', { level: 1 }).innerText()).toBe('Season settings');
    },
    WALK_MS,
  );

  it(
    'writes the race rules in their own section',
    async () => {
      await section(merchant, 'race-rules', 'Race rules');
      await expect.poll(() => merchant.title()).toBe('Race rules | oneloft');
      const editor = merchant.getByTestId('season-race-rules');
      await editor.getByTestId('rules-ace-coefficient').getByRole('checkbox').check();
      await editor.getByTestId('rules-coefficient-cap').fill('5000');
      await editor.getByTestId('rules-home-percent').fill('50');
      await editor.getByTestId('rules-closing-day').fill('2');
      await editor.getByTestId('rules-closing-time').fill('19:00');
      await editor.getByTestId('season-race-rules-save').click();
      await merchant.reload();
      await expect.poll(() => merchant.getByTestId('rules-closing-time').inputValue()).toBe('19:00');
      await screenshotsAtWidths(merchant, 'operator-race-rules');
    },
    WALK_MS,
  );

  let reference = '';
  it(
    'a fancier registers; the merchant confirms it and records the bank transfer',
    async () => {
      const { page: p, errors } = await page();
      await p.goto(`${server.baseURL}/`);
      await p.getByTestId('main-nav').getByText('Register').click();
      await p.locator('#first_name').waitFor();
      const since = Date.now();
      await p.fill('#first_name', 'Finn');
      await p.fill('#last_name', 'Fischer');
      await p.fill('#email', FANCIER.email);
      await p.fill('#password', FANCIER.password);
      await p.fill('#password_confirmation', FANCIER.password);
      await p.locator('form button[type=submit]').click();
      await p.waitForLoadState('load');
      await p.goto(linkIn(await waitForMail(server.mailDir, FANCIER.email, since), '/sso/verify-email'));
      await p.waitForLoadState('load');
      await signInFromHome(p, FANCIER);
      await p.getByTestId('main-nav').getByText('Seasons', { exact: true }).click();
      await p.getByTestId('season-card').filter({ hasText: SEASON }).getByTestId('season-register').click();
      await p.getByTestId('registration-form').waitFor();
      await p.getByTestId('team-name-input').fill('Fischer Lofts');
      await p.getByTestId('team-country').selectOption('DE');
      // Two of the one-pigeon entry: two places, two rings.
      await p.getByTestId('product-quantities').locator('input').first().fill('2');
      for (const [n, ring] of RINGS.entries()) {
        await p.getByTestId('add-pigeon').click();
        await p.getByTestId('pigeon-ring-input').nth(n).fill(ring);
      }
      await p.getByTestId('address-street').fill('Hafenstraße 9');
      await p.getByTestId('address-zipcode').fill('20457');
      await p.getByTestId('address-city').fill('Hamburg');
      await p.getByTestId('register-submit').click();
      await p.waitForURL(/\/registrations\/\d+$/);
      reference = (await p.getByTestId('order-reference').innerText()).trim();
      expect(errors).toEqual([]);

      await section(merchant, 'orders', 'Orders');
      await merchant.getByTestId('order-search').fill(reference);
      const row = merchant.locator(`[data-testid=staff-order][data-reference="${reference}"]`);
      await row.getByTestId('action-confirmed').click();
      await row.locator('[data-status=confirmed]').waitFor();
      await row.getByTestId('action-paid_manually').click();
      await merchant.getByTestId('pay-method').selectOption('bank_transfer');
      await merchant.getByTestId('pay-apply').click();
      await row.locator('[data-status=paid_manually]').waitFor();
      await screenshotsAtWidths(merchant, 'operator-orders');
    },
    WALK_MS,
  );

  it(
    'fits the chip rings at intake and makes both birds active',
    async () => {
      await section(merchant, 'intake', 'Intake');
      const file = ['ring,chip', ...RINGS.map((r, i) => `${r},${CHIPS[i]}`)].join('\n');
      await merchant
        .getByTestId('intake-import')
        .locator('input[type=file]')
        .setInputFiles({ name: 'chips.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await merchant.getByTestId('chip-import-submit').click();
      await expect.poll(() => merchant.getByTestId('chip-import-summary').innerText()).toBe('Imported: 2');
      const list = merchant.getByTestId('intake-statuses');
      for (const ring of RINGS) await list.locator(`[data-testid=intake-pigeon][data-ring="${ring}"]`).getByTestId('intake-pigeon-choose').check();
      await list.getByTestId('intake-status-type').selectOption('1');
      await list.getByTestId('intake-status-apply').click();
      await expect.poll(() => list.getByTestId('intake-status-done').innerText()).toBe('Status set: 2');
      await expect.poll(() => merchant.getByTestId('stock-active-count').innerText()).toBe('2');
      await screenshotsAtWidths(merchant, 'operator-intake');
    },
    WALK_MS,
  );

  it(
    'creates a hot spot, baskets both birds by scan and releases it',
    async () => {
      await section(merchant, 'flights', 'Flights');
      await merchant.getByTestId('flight-new').click();
      const form = merchant.getByTestId('flight-new-form');
      await form.getByTestId('flight-name-input').fill('Quayside hot spot 1');
      await form.getByTestId('flight-kind-input').selectOption('hot_spot');
      await form.getByTestId('flight-release-input').fill(loftInput(new Date(Date.now() + 30 * 60_000), 'Europe/Lisbon'));
      await form.getByTestId('flight-distance-input').fill('120');
      await form.getByTestId('flight-latitude-input').fill('39.2369');
      await form.getByTestId('flight-longitude-input').fill('-8.6850');
      await form.getByTestId('flight-save').click();
      const row = merchant.getByTestId('flight-admin-row').filter({ hasText: 'Quayside hot spot 1' });
      await row.waitFor();
      const flightId = await row.getAttribute('data-flight');

      await row.getByTestId('flight-basketing').click();
      const chip = merchant.getByTestId('basket-scan-chip');
      for (const c of CHIPS) {
        await chip.fill(c);
        await chip.press('Enter');
        await expect.poll(() => chip.inputValue()).toBe('');
      }
      await expect.poll(() => merchant.getByTestId('basket-list-row').count()).toBe(2);
      await screenshotsAtWidths(merchant, 'operator-basketing');
      await merchant.getByTestId('basketing-back').click();
      await expect.poll(() => merchant.getByRole('heading', { level: 1 }).innerText()).toBe('Flights');

      const flight = merchant.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"]`);
      await flight.getByTestId('flight-state-select').selectOption('released');
      await flight.getByTestId('flight-state-save').click();
      await merchant.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"][data-state=released]`).waitFor();
      await screenshotsAtWidths(merchant, 'operator-released');
    },
    WALK_MS,
  );

  it(
    'adds an agent in Staff, and cannot take away the last merchant',
    async () => {
      await section(merchant, 'staff', 'Staff');
      await merchant.getByTestId('staff-email').fill('ada.agent@quay.example');
      await merchant.getByTestId('staff-first-name').fill('Ada');
      await merchant.getByTestId('staff-last-name').fill('Agent');
      await merchant.getByTestId('staff-add').click();
      await merchant.getByTestId('staff-row').filter({ hasText: 'ada.agent@quay.example' }).waitFor();
      const self = merchant.getByTestId('staff-row').filter({ hasText: MERCHANT.email });
      await self.getByTestId('staff-is_merchant').click({ force: true });
      await merchant.getByText('At least one active merchant must remain in a loft.').first().waitFor();
      await merchant.reload();
      expect(await merchant.getByTestId('staff-row').filter({ hasText: MERCHANT.email }).getByTestId('staff-is_merchant').isChecked()).toBe(true);
      await screenshotsAtWidths(merchant, 'operator-staff');
    },
    WALK_MS,
  );

  it(
    'the workspace on a phone (a select of sections) and in Arabic',
    async () => {
      await merchant.setViewportSize({ width: 390, height: 844 });
      const select = merchant.getByTestId('workspace-section-select');
      await select.selectOption('history');
      await expect.poll(() => merchant.getByRole('heading', { level: 1 }).innerText()).toBe('Season history');
      await screenshot(merchant, 'operator-phone-history');
      await select.selectOption('customers');
      await expect.poll(() => merchant.getByRole('heading', { level: 1 }).innerText()).toBe('Customers');
      await screenshot(merchant, 'operator-phone-customers');
      await merchant.setViewportSize({ width: 1280, height: 900 });

      await merchant.getByTestId('language-picker').selectOption('ar');
      await expect.poll(() => merchant.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await section(merchant, 'seasons', 'المواسم');
      await merchant.getByTestId('workspace-season-row').first().waitFor();
      await screenshotsAtWidths(merchant, 'operator-arabic-seasons');
      await section(merchant, 'orders', 'الطلبات');
      await screenshotsAtWidths(merchant, 'operator-arabic-orders');
      expect(merchantErrors).toEqual([]);
    },
    WALK_MS,
  );
});
