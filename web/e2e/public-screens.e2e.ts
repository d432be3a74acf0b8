import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, mainText, openBrowser, screenshot, type Browser } from './browser';
import { waitForMail } from './mail-capture';

const base = inject('baseURL');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await freshPage(browser);
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  return { page, errors };
}

describe('public screens against the demo data', () => {
  it('home: what the product is, featured lofts, running flights, collapsing header button', async () => {
    const { page, errors } = await visit('/');
    await page.getByText('Featured lofts').waitFor();
    const text = await mainText(page);
    expect(text).toContain('Take part in your favourite one-loft races');
    expect(text).toContain('See all data about clocked pigeons online.');
    expect(text).toContain('What is oneloft?');
    // serve --demo keeps one race in the air: it is a running flight card leading to its flight page.
    const running = page.locator('[data-testid="running-flight"][data-state="released"]').first();
    await running.waitFor();
    expect(await running.getAttribute('href')).toMatch(/^\/lofts\/\d+\/flights\/\d+$/);
    expect(await page.getByTestId('loft-card').count()).toBeGreaterThanOrEqual(3);
    expect(await page.title()).toContain('Take part in your favourite one-loft races');
    const extension = await page.getByTestId('home-header').boundingBox();
    expect(extension?.height).toBeGreaterThanOrEqual(160);
    await screenshot(page, 'home');

    const button = page.getByTestId('my-registrations');
    expect(await button.getAttribute('data-collapsed')).toBeNull();
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('[data-testid="my-registrations"]')?.hasAttribute('data-collapsed'));
    await screenshot(page, 'home-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('[data-testid="my-registrations"]')?.hasAttribute('data-collapsed'));
    expect(errors).toEqual([]);
  });

  it('lofts: list, search, page size', async () => {
    const { page, errors } = await visit('/lofts');
    await page.getByTestId('loft-card').first().waitFor();
    const cards = page.getByTestId('loft-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('total').innerText()).toMatch(/Total: \d+/);
    const breadcrumbs = await page.getByTestId('breadcrumbs').innerText();
    expect(breadcrumbs.replace(/\s+/g, ' ')).toContain('Home / Lofts');
    await screenshot(page, 'lofts');

    const firstName = (await cards.first().locator('p').first().innerText()).trim();
    await page.getByTestId('loft-search').fill(firstName);
    await page.waitForURL(/search=/);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain(firstName);
    await page.getByTestId('loft-search').fill('no loft is called like this');
    await page.getByText('No lofts found.').waitFor();
    await screenshot(page, 'lofts-search-empty');

    await page.goto(`${base}/lofts?per_page=50`);
    await page.getByTestId('loft-card').first().waitFor();
    expect(await page.getByTestId('per-page').inputValue()).toBe('50');
    const options = await page.getByTestId('per-page').locator('option').allInnerTexts();
    expect(options).toEqual(['25', '50', '100']);
    expect(errors).toEqual([]);
  });

  it('loft page: header, breadcrumbs with the loft name, every tab', async () => {
    const { page, errors } = await visit('/lofts/1');
    const name = (await page.getByTestId('loft-name').innerText()).trim();
    expect(name.length).toBeGreaterThan(0);
    expect(await page.getByTestId('breadcrumbs').innerText()).toContain(name);
    expect(await page.title()).toBe(`${name} | oneloft`);
    await page.getByTestId('fanciers-table').waitFor();
    expect(await page.getByTestId('fanciers-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, 'loft-fanciers');

    // Loft 1 runs the demo's live race (issue 5): its ranking and flights fill these tabs.
    await page.getByTestId('tab-aces').click();
    await page.getByTestId('aces-table').or(page.getByTestId('aces-empty')).first().waitFor();
    await screenshot(page, 'loft-aces');
    await page.getByTestId('tab-activeFlights').click();
    await page.getByTestId('active-flights-table').or(page.getByTestId('active-flights-empty')).first().waitFor();
    await page.getByTestId('tab-flights').click();
    await page.getByTestId('flights-table').or(page.getByTestId('flights-empty')).first().waitFor();
    await page.getByTestId('tab-news').click();
    await page.getByTestId('news-item').or(page.getByText('No news yet.')).first().waitFor();
    expect((await page.getByTestId('news-item').count()) + (await page.getByText('No news yet.').count())).toBeGreaterThan(0);
    await screenshot(page, 'loft-news');
    await page.getByTestId('tab-packages').click();
    const products = page.getByTestId('product-card');
    await products.or(page.getByText('There are no packages for this season.')).first().waitFor();
    expect((await products.count()) + (await page.getByText('There are no packages for this season.').count())).toBeGreaterThan(0);
    if ((await products.count()) > 0) {
      // the loft's currency icon, the amount written as the viewer's language (English) writes numbers
      const text = await products.first().innerText();
      expect(await products.first().locator('svg[data-currency]').getAttribute('data-currency')).toMatch(/^[A-Z]{3}$/);
      expect(text).toMatch(/\d\.\d{2}/);
    }
    await screenshot(page, 'loft-packages');
    expect(page.url()).toContain('tab=packages');
    expect(errors).toEqual([]);
  });

  it('team page and pigeon page with status history (with and without team id)', async () => {
    const { page, errors } = await visit('/lofts/1');
    await page.getByTestId('fanciers-table').locator('tbody a').first().click();
    await page.getByTestId('team-name').waitFor();
    expect(page.url()).toMatch(/\/lofts\/1\/teams\/\d+$/);
    const team = (await page.getByTestId('team-name').innerText()).trim();
    expect(await page.getByTestId('breadcrumbs').innerText()).toContain(team);
    await page.getByTestId('pigeon-table').waitFor();
    await screenshot(page, 'team');

    await page.getByTestId('pigeon-table').locator('tbody a').first().click();
    await page.getByTestId('pigeon-ring').waitFor();
    const url = new URL(page.url());
    const match = url.pathname.match(/^\/lofts\/1\/teams\/(\d+)\/pigeons\/(\d+)$/);
    expect(match).not.toBeNull();
    const ring = (await page.getByTestId('pigeon-ring').innerText()).trim();
    expect(ring).toMatch(/\w/);
    expect(await mainText(page)).toContain('Status history');
    expect(await page.getByTestId('breadcrumbs').innerText()).toContain(ring);
    await screenshot(page, 'pigeon');

    const pigeonId = match![2];
    await page.goto(`${base}/lofts/1/teams/pigeons/${pigeonId}`);
    await page.getByTestId('pigeon-ring').waitFor();
    expect((await page.getByTestId('pigeon-ring').innerText()).trim()).toBe(ring);

    await page.goto(`${base}/lofts/1/teams/null/pigeons/${pigeonId}`);
    await page.getByTestId('pigeon-ring').waitFor();
    const nullCrumb = page.getByTestId('breadcrumbs').locator('[data-disabled]', { hasText: /^Team$/ });
    expect(await nullCrumb.count()).toBe(1);
    await screenshot(page, 'pigeon-without-team');
    expect(errors).toEqual([]);
  });

  it('contact: validates, then mails the operator with the sender as reply-to', async () => {
    const since = Date.now();
    const { page, errors } = await visit('/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Name').fill('Jan Kowalski');
    await page.getByLabel('E-mail').fill('jan@example');
    await page.getByLabel('Subject').fill('Entry fee');
    await page.getByLabel('Message').fill('When does the registration open?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please enter a valid e-mail address').waitFor();
    await screenshot(page, 'contact-errors');
    await page.getByLabel('E-mail').fill('jan@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-notice').waitFor();
    await screenshot(page, 'contact');
    const mail = await waitForMail(mailDir, 'no-reply@oneloft.example', since);
    expect(mail.subject).toBe('Contact: Entry fee');
    expect(mail.text).toContain('Jan Kowalski <jan@example.com> wrote through the contact form at oneloft');
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it("contact a loft: the loft page's contact tab mails the loft's address", async () => {
    const since = Date.now();
    const lofts = (await (await fetch(`${base}/api/public/lofts?per_page=100`)).json()) as { data: { id: number }[] };
    let loft: { id: number; name: string; email?: string } | undefined;
    for (const l of lofts.data) {
      const full = (await (await fetch(`${base}/api/public/lofts/${l.id}`)).json()) as { id: number; name: string; email?: string };
      if (full.email) {
        loft = full;
        break;
      }
    }
    expect(loft).toBeDefined();
    const { page, errors } = await visit(`/lofts/${loft!.id}?tab=contact`);
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await form.getByLabel('Name').fill('Jan Kowalski');
    await form.getByLabel('E-mail').fill('jan.loft@example.com');
    await form.getByLabel('Subject').fill('Perches');
    await form.getByLabel('Message').fill('Do you still have perches for next season?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-notice').waitFor();
    const mail = await waitForMail(mailDir, loft!.email!.toLowerCase(), since);
    expect(mail.text).toContain(`the contact form of ${loft!.name}`);
    await screenshot(page, 'contact-loft');
    expect(errors).toEqual([]);
  });

  it('health check shows the backend health', async () => {
    const { page, errors } = await visit('/misc/healthcheck');
    await page.getByTestId('health-ok').waitFor();
    const text = await mainText(page);
    expect(text).toContain('Health check');
    expect(text).toContain('All systems are working.');
    expect(text).toContain('2.7.0');
    expect(text).toContain('Database');
    await screenshot(page, 'healthcheck');
    expect(errors).toEqual([]);
  });

  it('sharing tags page reads the tags the server renders', async () => {
    const { page, errors } = await visit('/misc/og-tags');
    await page.getByText('Sharing tags', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const table = page.getByTestId('og-tags');
    await table.waitFor();
    const text = await table.innerText();
    expect(text).toContain('og:title');
    expect(text).toContain('og:image');
    await screenshot(page, 'og-tags');
    expect(errors).toEqual([]);
  });

  it('access protection (gate disabled) and the sign-in callback without a code', async () => {
    const { page, errors } = await visit('/misc/access-protection');
    await page.getByTestId('access-disabled').waitFor();
    expect(await page.locator('footer').count()).toBe(0); // empty layout: navbar only
    await screenshot(page, 'access-protection');
    await page.goto(`${base}/login/callback`);
    await page.getByTestId('login-failed').waitFor();
    expect(await mainText(page)).toContain('The sign-in could not be completed. Please try again.');
    await screenshot(page, 'login-callback');
    expect(errors).toEqual([]);
  });

  it('help redirects to the external service desk', async () => {
    const { page } = await freshPage(browser);
    let requested = '';
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      requested = route.request().url();
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>service desk</h1>' });
    });
    await page.goto(`${base}/software/help`);
    await page.waitForURL((url) => !url.href.startsWith(base));
    expect(requested).toMatch(/^https:\/\//);
    expect(await page.locator('h1').innerText()).toBe('service desk');
  });
});
