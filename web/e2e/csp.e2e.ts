import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Watch = { violations: string[]; offsite: string[] };

/**
 * A page that records every Content-Security-Policy violation (the securitypolicyviolation event and the console's
 * report), and every request to another host, which it refuses: the machine is offline, and so must the pages work.
 */
async function watchedPage(): Promise<{ page: Page; watch: Watch }> {
  await browser.context.clearCookies();
  for (const p of browser.context.pages()) await p.close();
  const page = await browser.context.newPage();
  const watch: Watch = { violations: [], offsite: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/content security policy|CSP violation/i.test(text)) watch.violations.push(text);
  });
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === new URL(base).origin || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    watch.offsite.push(url.href);
    return route.abort();
  });
  return { page, watch };
}

async function visit(page: Page, path: string) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
}

describe('Content-Security-Policy in Chromium (security review, item 5)', () => {
  it('the app renders its screens with no violation', async () => {
    const { page, watch } = await watchedPage();
    const policy = (await page.goto(`${base}/`))?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    await page.getByText('Featured lofts').waitFor();
    await visit(page, '/lofts');
    await page.getByTestId('loft-card').first().waitFor();
    await visit(page, '/lofts/1');
    await page.getByTestId('loft-name').waitFor();
    // The running race: live arrivals, then its map (Leaflet; the tiles' host is refused as offsite).
    await visit(page, '/');
    const running = page.locator('[data-testid="running-flight"][data-state="released"]').first();
    await running.waitFor();
    await running.click();
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Map' }).click();
    await page.locator('.leaflet-container').waitFor();
    await page.waitForTimeout(1000);
    await screenshot(page, 'csp-flight-map');
    // Arabic: Mantine writes its right-to-left styles.
    await page.evaluate(() => (document.cookie = 'i18n_locale=ar; path=/'));
    await visit(page, '/lofts');
    await page.getByTestId('loft-card').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'csp-lofts-ar');
    await page.evaluate(() => (document.cookie = 'i18n_locale=en; path=/'));
    expect(watch.violations).toEqual([]);
    expect(watch.offsite.filter((u) => !u.startsWith('https://tile.openstreetmap.org/'))).toEqual([]);
  });

  it('a signed-in merchant: provider pages and the loft overview, with no violation', async () => {
    const { page, watch } = await watchedPage();
    await visit(page, '/');
    await page.getByTestId('main-nav').getByText('Log in').click();
    await page.locator('#email').waitFor();
    await page.fill('#email', 'merchant@oneloft.example');
    await page.fill('#password', 'Oneloft2026');
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('user-name').waitFor();
    await visit(page, '/overview');
    await page.waitForTimeout(500);
    await screenshot(page, 'csp-overview');
    await visit(page, '/sso/account');
    await page.locator('#first_name').waitFor();
    await screenshot(page, 'csp-sso-account');
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
  });

  it('the API docs render offline, from the binary, with no violation', async () => {
    const { page, watch } = await watchedPage();
    const res = await page.goto(`${base}/api/docs`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await page.getByText('ENDPOINTS').waitFor();
    await visit(page, '/api/docs#/operations/list-lofts');
    await page.getByRole('heading', { name: 'List lofts' }).waitFor();
    await screenshot(page, 'csp-api-docs');
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
  });
});
