import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, mainText, openBrowser, screenshot, type Browser } from './browser';

const base = inject('baseURL');

/** Signs in as a person does: the menu's login entry, the provider's form. */
async function logInFromMenu(page: Page, email: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByTestId('main-nav').getByText('Log in').click();
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', 'Oneloft2026');
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('user-name').waitFor();
}

/**
 * The account takeover of the second outside review (issue 25): an attacker begins a sign-in with their
 * own PKCE verifier and makes a signed-in victim's browser open its login page from a page on another
 * site. The provider must not finish the attacker's sign-in for the victim, and the attacker must get no code.
 */
describe('sign-in fixation from another site', () => {
  let browser: Browser;
  let evil: Server;
  let evilURL = '';
  let target = '';

  beforeAll(async () => {
    browser = await openBrowser();
    // The attacker's site: another origin (localhost, not 127.0.0.1) that sends its visitor on to `target`.
    evil = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><title>Free pigeons</title><script>location.href = ${JSON.stringify(target)};</script>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilURL = `http://localhost:${(evil.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => evil.close(resolve));
  });

  it('neither signs the victim in for the attacker nor gives the attacker a code', async () => {
    // The attacker begins a sign-in outside any browser, keeping the provider's cookie and the verifier.
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${base}/sso/authorize`);
    for (const [k, v] of Object.entries({
      client_id: 'oneloft-web',
      redirect_uri: `${base}/login/callback`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      state: 'attacker',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(k, v);
    const started = await fetch(authorize, { redirect: 'manual' });
    const loginPath = started.headers.get('location') ?? '';
    const requestID = new URL(loginPath, base).searchParams.get('authRequestID');
    expect(requestID, `authorize answered ${started.status} ${loginPath}`).toBeTruthy();
    const attackerCookies = started.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    target = `${base}/sso/login?authRequestID=${requestID}`;

    // The victim signs in to oneloft as usual: the provider's session cookie is in their browser.
    const { page, errors } = await freshPage(browser);
    await logInFromMenu(page, 'fancier1.1@oneloft.example');

    // Then visits the attacker's page, which sends the browser to the attacker's login page.
    await page.goto(evilURL);
    await page.waitForURL((u) => u.pathname === '/sso/login');
    await page.locator('main .error').waitFor();
    expect(await mainText(page)).toContain('started in another browser');
    expect(page.url()).not.toContain('code=');
    expect(await page.locator('form[action="/sso/login/continue"]').count()).toBe(0);
    await screenshot(page, 'sign-in-fixation-refused');

    // The attacker asks the provider for the code of their request: there is none to have.
    const callback = await fetch(`${base}/sso/authorize/callback?id=${requestID}`, { redirect: 'manual', headers: { Cookie: attackerCookies } });
    expect(callback.headers.get('location') ?? '').not.toContain('code=');

    // The victim's own session is untouched: back on oneloft they are still signed in.
    await page.goto(`${base}/`);
    await page.getByTestId('user-name').waitFor();
    expect(errors).toEqual([]);
  });

  it('a browser the provider knows signs in again with one click on "Continue", not by opening a link', async () => {
    const own = await openBrowser(); // a profile of its own: the first test's sign-in is in local storage
    const { page, errors } = await freshPage(own);
    await logInFromMenu(page, 'fancier1.1@oneloft.example');
    // The web app forgets its tokens (another tab, a cleared storage); the provider still knows the browser.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('main-nav').getByText('Log in').click();
    await page.locator('form[action="/sso/login/continue"]').waitFor();
    expect(await mainText(page)).toContain('fancier1.1@oneloft.example');
    await screenshot(page, 'sign-in-continue-as');
    await page.locator('form[action="/sso/login/continue"] button').click();
    await page.getByTestId('user-name').waitFor();
    expect(errors).toEqual([]);
    await own.close();
  });
});
