import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, openBrowser, screenshotsAtWidths, type Browser } from './browser';
import { ownServer } from './server';

// Issue 15, part 8: with a site password every page but /about and the gate asks for it first; the right
// password opens the site (a cookie for 5 days) and goes back to the page asked for. /about tells the
// device maker's history, in English and in Arabic. A server of its own, started with the password.
const own = ownServer(['--access-password', 'Tauben2026']);

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the access gate and the about page (issue 15)', () => {
  it('/about is open without the password and tells the history, in English and in Arabic', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(`${own.base}/about`);
    await page.getByTestId('about').waitFor();
    expect(await page.getByTestId('about-chapter').count()).toBe(5);
    expect(await page.getByTestId('about').innerText()).toContain('It began in one loft');
    await screenshotsAtWidths(page, 'about');
    await page.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByTestId('about').innerText()).toContain('تاريخنا');
    await screenshotsAtWidths(page, 'about-ar');
    expect(errors).toEqual([]);
  });

  it('a page asks for the password; a wrong one is refused, the right one opens the page asked for', async () => {
    const { page } = await freshPage(browser);
    await page.goto(`${own.base}/lofts?search=desert`);
    await page.getByTestId('access-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/misc/access-protection');
    await page.getByTestId('access-password').fill('tauben2026');
    await page.getByTestId('access-submit').click();
    await expect.poll(() => page.getByTestId('access-form').innerText()).toContain('The password is not right.');
    await screenshotsAtWidths(page, 'access-gate');
    await page.getByTestId('access-password').fill('Tauben2026');
    await page.getByTestId('access-submit').click();
    await expect.poll(() => page.url()).toBe(`${own.base}/lofts?search=desert`);
    await page.getByTestId('loft-card').first().waitFor();
    // the cookie lasts 5 days and cannot be read by scripts
    const cookie = (await browser.context.cookies(own.base)).find((c) => c.name === 'oneloft_gate')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(4.9 * 24 * 3600_000);
    // the API answers the same browser, and not another one
    expect(await page.evaluate(async () => (await fetch('/api/public/lofts')).status)).toBe(200);
    expect((await fetch(`${own.base}/api/public/lofts`)).status).toBe(401);
  });
});
