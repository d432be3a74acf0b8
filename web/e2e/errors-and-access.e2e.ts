import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, mainText, openBrowser, screenshot, type Browser } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('error pages', () => {
  it('404 for an unknown route, linking home', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(`${base}/no/such/page`);
    await page.getByTestId('error-view').waitFor();
    expect(await mainText(page)).toContain('This page could not be found');
    expect(await page.title()).toBe('This page could not be found | oneloft');
    await screenshot(page, 'not-found');
    await page.getByTestId('back-home').click();
    await page.getByText('Featured lofts').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('404 for a loft the API does not know and for a malformed id', async () => {
    const { page } = await freshPage(browser);
    await page.goto(`${base}/lofts/999999`);
    await page.getByTestId('error-view').waitFor();
    expect(await page.getByTestId('error-view').getAttribute('data-status')).toBe('404');
    expect(await mainText(page)).toContain('This page could not be found');
    await page.goto(`${base}/lofts/abc`);
    await page.getByTestId('error-view').waitFor();
    expect(await page.getByTestId('error-view').getAttribute('data-status')).toBe('404');
  });

  it("'An error occurred - 500' when the API fails", async () => {
    const { page } = await freshPage(browser);
    await page.route('**/api/public/lofts/2', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'internal error' }) }));
    await page.goto(`${base}/lofts/2`);
    await page.getByTestId('error-view').waitFor();
    expect(await mainText(page)).toContain('An error occurred - 500');
    expect(await page.getByTestId('back-home').getAttribute('href')).toBe('/');
    await screenshot(page, 'error-500');
  });

  it("'Error fetching countries' when the country list fails", async () => {
    const { page } = await freshPage(browser);
    await page.route('**/api/public/countries/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) }));
    await page.goto(`${base}/lofts`);
    await page.getByText('Error fetching countries').waitFor();
    await screenshot(page, 'countries-error');
  });
});

describe('access rules for anonymous visitors', () => {
  const guarded = [
    '/registrations',
    '/registrations/1',
    '/registrations/download/confirmation',
    '/favorites',
    '/overview',
    '/overview/1',
    '/admin/lofts',
    '/admin/lofts/create',
    '/admin/lofts/1',
    '/admin/seasons',
    '/admin/seasons/create',
    '/admin/seasons/1',
    '/lofts/1/seasons/register',
    '/lofts/1/seasons/1/register',
  ];
  it('guarded screens send the visitor to the sign-in provider (SPEC §4)', async () => {
    const { page, errors } = await freshPage(browser);
    for (const path of guarded) {
      await page.goto(base + path);
      await page.locator('#email').waitFor();
      const url = new URL(page.url());
      expect(url.origin + url.pathname).toBe(`${base}/sso/login`);
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('oneloft:sign-in') ?? '{}').returnTo)).toBe(path);
    }
    await screenshot(page, 'guarded-sign-in-provider');
    expect(errors).toEqual([]);
  });

  it('the flight route is public; an unknown flight is a 404', async () => {
    const { page } = await freshPage(browser);
    await page.goto(`${base}/lofts/1/flights/1`);
    await page.getByTestId('flight-name').waitFor();
    await screenshot(page, 'flight-public');
    await page.goto(`${base}/lofts/1/flights/999999`);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
  });

  it('anonymous navigation: home, lofts, seasons, contact, login, register', async () => {
    const { page } = await freshPage(browser);
    await page.goto(`${base}/contact`);
    const nav = await page.getByTestId('main-nav').innerText();
    expect(
      nav
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    ).toEqual(['Home', 'Lofts', 'Seasons', 'Store', 'Contact', 'Log in', 'Register']);
    const footer = await page.getByTestId('footer').innerText();
    expect(footer).toContain('Terms of use');
    expect(footer).toContain('Privacy policy');
    expect(footer).toContain('Contact');
  });
});
