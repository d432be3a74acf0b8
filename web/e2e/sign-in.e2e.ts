import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { fromUserMenu, mainText, openBrowser, screenshot, type Browser } from './browser';
import { linkIn, waitForMail } from './mail-capture';

const base = inject('baseURL');
const mailDir = inject('mailDir');
const PASSWORD = 'Oneloft2026';

// Each test gets its own browser profile: sign-in state lives in local storage.
let browsers: Browser[] = [];
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}
afterEach(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

const navLabels = async (page: Page) =>
  (await page.getByTestId('main-nav').innerText())
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The entries of the user's own menu (opened and closed again). */
async function menuLabels(page: Page): Promise<string[]> {
  await page.getByTestId('user-name').click();
  const text = await page.getByTestId('user-menu-items').innerText();
  await page.getByTestId('user-name').click();
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** On the provider's login form: fills it in and waits until the app shows the signed-in user. */
async function submitLogin(page: Page, email: string, password: string) {
  await page.locator('#email').waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/sso\//);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
}

/** From the home page through the menu's login entry. */
async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${base}/`);
  await page.getByTestId('main-nav').getByText('Log in').click();
  await submitLogin(page, email, password);
}

/** Registers through the menu's register entry and opens the verification link from the mail. */
async function registerAndVerify(page: Page, email: string, first: string, last: string) {
  await page.goto(`${base}/`);
  await page.getByTestId('main-nav').getByText('Register').click();
  await page.locator('#first_name').waitFor();
  expect(new URL(page.url()).pathname).toBe('/sso/register');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  const since = Date.now();
  await page.fill('#first_name', first);
  await page.fill('#last_name', last);
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.fill('#password_confirmation', PASSWORD);
  await page.selectOption('#lang', 'en');
  await page.fill('#city', 'Antwerp');
  await page.locator('form button[type=submit]').click();
  await page.waitForLoadState('load');
  await screenshot(page, 'sign-in-register-done');
  const mail = await waitForMail(mailDir, email, since);
  const link = linkIn(mail, '/sso/verify-email');
  expect(link.startsWith(`${base}/sso/verify-email?token=`)).toBe(true);
  await page.goto(link);
  await page.waitForLoadState('load');
  await screenshot(page, 'sign-in-email-verified');
}

describe('sign-in (SPEC §4)', () => {
  it('register → verify by mail → log in → menu → favourite → /favorites → log out', async () => {
    const { page, errors } = await newPage();
    const email = `e2e-${Date.now()}@oneloft.example`;
    await registerAndVerify(page, email, 'Erika', 'Tester');

    // A guarded page sends the anonymous visitor to the provider and comes back to it afterwards.
    await page.goto(`${base}/favorites`);
    await submitLogin(page, email, PASSWORD);
    await page.getByTestId('favorites-empty').waitFor();
    expect(new URL(page.url()).pathname).toBe('/favorites');
    expect(await page.getByTestId('user-name').innerText()).toBe('Erika Tester');
    expect(await navLabels(page)).toEqual(['Home', 'Lofts', 'Seasons', 'Store', 'Contact', 'Erika Tester']);
    expect(await menuLabels(page)).toEqual([
      'My registrations',
      'Store orders',
      'Pedigree',
      'My seasons',
      'Favourites',
      'Notifications',
      'Account settings',
      'Dashboard',
      'Log out',
    ]);
    await page.getByTestId('user-name').click();
    await screenshot(page, 'sign-in-menu');
    await page.getByTestId('user-name').click();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored['oneloft:token']).toMatch(/^ey/);
    expect(stored['oneloft:refresh-token']).toBeTruthy();
    expect(Number(stored['oneloft:token-expiry'])).toBeGreaterThan(Date.now());

    // Add loft 1 to the favourites, see it listed, linked to its page.
    await page.goto(`${base}/lofts/1`);
    const loftName = await page.getByTestId('loft-name').innerText();
    const button = page.getByTestId('favorite-button');
    await button.waitFor();
    expect(await button.getAttribute('data-favorite')).toBe('false');
    await button.click();
    await page.locator('[data-testid=favorite-button][data-favorite=true]').waitFor();
    await screenshot(page, 'sign-in-favourite-added');
    await fromUserMenu(page, 'Favourites');
    await page.getByTestId('favorites-loft').waitFor();
    expect(await page.getByTestId('favorites-loft').innerText()).toContain(loftName);
    expect(await page.getByTestId('favorites-loft').locator('a').getAttribute('href')).toBe('/lofts/1');
    await screenshot(page, 'sign-in-favourites');

    // A reload restores the session from storage.
    await page.reload();
    await page.getByTestId('favorites-loft').waitFor();

    // Log out: through the provider's end-session back to the home page, signed out.
    await fromUserMenu(page, 'Log out');
    await page.waitForURL(`${base}/`);
    await page.getByTestId('main-nav').getByText('Log in').waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oneloft:')))).toEqual([]);
    expect(await page.getByTestId('user-name').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('forgot password → mail link → new password → log in', async () => {
    const { page } = await newPage();
    const email = `e2e-reset-${Date.now()}@oneloft.example`;
    await registerAndVerify(page, email, 'Rita', 'Reset');
    await page.goto(`${base}/sso/forgot-password`);
    const since = Date.now();
    await page.fill('#email', email);
    await page.locator('form button[type=submit]').click();
    await page.waitForLoadState('load');
    const link = linkIn(await waitForMail(mailDir, email, since), '/sso/reset-password');
    await page.goto(link);
    await page.fill('#password', 'Newpass2027');
    await page.fill('#password_confirmation', 'Newpass2027');
    await page.locator('form button[type=submit]').click();
    await page.waitForLoadState('load');
    await screenshot(page, 'sign-in-password-reset');
    await logIn(page, email, 'Newpass2027');
    expect(await page.getByTestId('user-name').innerText()).toBe('Rita Reset');
  });

  it('a token in the address fragment signs in without storing it and blocks logout', async () => {
    const first = await newPage();
    await logIn(first.page, 'fancier1.1@oneloft.example');
    const name = await first.page.getByTestId('user-name').innerText();
    const token = await first.page.evaluate(() => localStorage.getItem('oneloft:token'));
    expect(token).toMatch(/^ey/);

    const { page, errors } = await newPage();
    await page.goto(`${base}/#token=${token}`);
    await page.getByTestId('user-name').waitFor();
    expect(await page.getByTestId('user-name').innerText()).toBe(name);
    expect(new URL(page.url()).hash).toBe('');
    expect(await menuLabels(page)).toEqual(['My registrations', 'Store orders', 'Pedigree', 'My seasons', 'Favourites', 'Notifications', 'Account settings', 'Dashboard']);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oneloft:')))).toEqual([]);
    await screenshot(page, 'sign-in-fragment-token');

    // It overrides a stored session without replacing it: after a reload without it, the stored user is back.
    const other = await newPage();
    await logIn(other.page, 'merchant@oneloft.example');
    const stored = await other.page.evaluate(() => localStorage.getItem('oneloft:token'));
    await other.page.goto(`${base}/contact#token=${token}`);
    await other.page.waitForFunction((n) => document.querySelector('[data-testid=user-name]')?.textContent === n, name);
    expect(await menuLabels(other.page)).not.toContain('Log out');
    expect(await other.page.evaluate(() => localStorage.getItem('oneloft:token'))).toBe(stored);
    await other.page.reload();
    await other.page.waitForFunction(() => document.querySelector('[data-testid=user-name]')?.textContent === 'Max Merchant');
    expect(await menuLabels(other.page)).toContain('Log out');
    // A guarded page works with it.
    await fromUserMenu(page, 'Favourites');
    await page.getByTestId('favorite-list').or(page.getByTestId('favorites-empty')).waitFor();
    expect(errors).toEqual([]);
  });

  it('favourites on team and pigeon pages: add, listed with links, remove', async () => {
    const { page, errors } = await newPage();
    await logIn(page, 'admin@oneloft.example');
    await page.goto(`${base}/lofts/1`);
    await page.getByTestId('fanciers-table').locator('tbody a').first().click();
    await page.getByTestId('team-name').waitFor();
    const teamPath = new URL(page.url()).pathname;
    const team = (await page.getByTestId('team-name').innerText()).trim();
    await page.locator('[data-testid=favorite-button][data-favorite=false]').click();
    await page.locator('[data-testid=favorite-button][data-favorite=true]').waitFor();
    await page.getByTestId('pigeon-table').locator('tbody a').first().click();
    await page.getByTestId('pigeon-ring').waitFor();
    const pigeonPath = new URL(page.url()).pathname;
    const ring = (await page.getByTestId('pigeon-ring').innerText()).trim();
    await page.locator('[data-testid=favorite-button][data-favorite=false]').click();
    await page.locator('[data-testid=favorite-button][data-favorite=true]').waitFor();

    await fromUserMenu(page, 'Favourites');
    await page.getByTestId('favorites-team').waitFor();
    expect(await page.getByTestId('favorites-team').locator('a', { hasText: team }).getAttribute('href')).toBe(teamPath);
    expect(await page.getByTestId('favorites-pigeon').locator('a', { hasText: ring }).getAttribute('href')).toBe(pigeonPath);
    await screenshot(page, 'sign-in-favourites-team-pigeon');

    // Remove the pigeon again from its page: the list no longer has it.
    await page.getByTestId('favorites-pigeon').locator('a', { hasText: ring }).click();
    await page.locator('[data-testid=favorite-button][data-favorite=true]').click();
    await page.locator('[data-testid=favorite-button][data-favorite=false]').waitFor();
    await fromUserMenu(page, 'Favourites');
    await page.getByTestId('favorites-team').waitFor();
    expect(await page.getByTestId('favorites-pigeon').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an expired stored token is refreshed on start (the refresh token rotates)', async () => {
    const { page } = await newPage();
    await logIn(page, 'fancier1.1@oneloft.example');
    const before = await page.evaluate(() => ({ ...localStorage }));
    await page.evaluate(() => localStorage.setItem('oneloft:token-expiry', String(Date.now() - 1000)));
    const refreshed = page.waitForResponse((r) => r.url().includes('/sso/oauth/token') && r.request().method() === 'POST');
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.getByTestId('user-name').waitFor();
    const after = await page.evaluate(() => ({ ...localStorage }));
    expect(after['oneloft:token']).toMatch(/^ey/);
    expect(after['oneloft:token']).not.toBe(before['oneloft:token']);
    expect(after['oneloft:refresh-token']).not.toBe(before['oneloft:refresh-token']);
    expect(Number(after['oneloft:token-expiry'])).toBeGreaterThan(Date.now());
  });

  it('an invalid stored token logs out and reloads to /', async () => {
    const { page } = await newPage();
    await page.goto(`${base}/contact`);
    await page.evaluate(() => {
      localStorage.setItem('oneloft:token', 'not-a-token');
      localStorage.setItem('oneloft:token-expiry', String(Date.now() + 3_600_000));
    });
    await page.reload();
    await page.waitForURL(`${base}/`);
    await page.getByTestId('main-nav').getByText('Log in').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('oneloft:token'))).toBeNull();
  });

  it('account settings open in a 460×780 popup; closing it reloads the user', async () => {
    const { page } = await newPage();
    await logIn(page, 'fancier1.1@oneloft.example');
    const popupPromise = page.waitForEvent('popup');
    await fromUserMenu(page, 'Account settings');
    const popup = await popupPromise;
    await popup.waitForLoadState('load');
    expect(new URL(popup.url()).pathname).toMatch(/^\/sso\//);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([460, 780]);
    const reloaded = page.waitForRequest((r) => r.url().endsWith('/api/custom/v1/user/me'));
    await popup.close();
    await reloaded;
  });
});

describe('roles in the menu and the guards (SPEC §6)', () => {
  it('a merchant of one loft sees the overview link of that loft', async () => {
    const { page } = await newPage();
    await logIn(page, 'merchant@oneloft.example');
    expect(await menuLabels(page)).toEqual([
      'My registrations',
      'Store orders',
      'Pedigree',
      'My seasons',
      'Favourites',
      'Notifications',
      'My lofts',
      'Account settings',
      'Dashboard',
      'Log out',
    ]);
    const link = page.getByTestId('user-menu-items').locator('a', { hasText: 'My lofts' });
    expect(await link.getAttribute('href')).toBe('/overview/1');
    await fromUserMenu(page, 'My lofts');
    await page.getByTestId('overview-tab-orders').waitFor(); // the loft overview of the merchant's loft
    await screenshot(page, 'sign-in-merchant-overview');

    // Long labels (Russian) still fit the bar; on a phone every entry is in the folding menu.
    await page.getByTestId('language-picker').selectOption('ru');
    await page.waitForFunction(() => document.documentElement.lang.startsWith('ru'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId('language-picker').selectOption('en');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = (await page.getByTestId('mobile-nav').innerText())
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(mobile).toEqual([
      'Max Merchant',
      'Home',
      'Lofts',
      'Seasons',
      'Store',
      'Contact',
      'My registrations',
      'Store orders',
      'Pedigree',
      'My seasons',
      'Favourites',
      'Notifications',
      'My lofts',
      'Account settings',
      'Dashboard',
      'Log out',
    ]);
    await screenshot(page, 'sign-in-mobile-menu');
  });

  it('an admin reaches /admin/lofts, a fancier gets 403', async () => {
    const admin = await newPage();
    await logIn(admin.page, 'admin@oneloft.example');
    await admin.page.goto(`${base}/admin/lofts`);
    await admin.page.getByTestId('admin-loft-table').waitFor();
    expect(await admin.page.getByTestId('error-view').count()).toBe(0);
    await screenshot(admin.page, 'sign-in-admin-lofts');

    const fancier = await newPage();
    await logIn(fancier.page, 'fancier1.1@oneloft.example');
    expect(await menuLabels(fancier.page)).not.toContain('My lofts');
    await fancier.page.goto(`${base}/admin/lofts`);
    await fancier.page.getByTestId('error-view').waitFor();
    expect(await fancier.page.getByTestId('error-view').getAttribute('data-status')).toBe('403');
    expect(await mainText(fancier.page)).toBeTruthy();
    await screenshot(fancier.page, 'sign-in-fancier-admin-403');
  });
});
