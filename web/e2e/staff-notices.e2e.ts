import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, screenshotsAtWidths, signInAt, type Browser } from './browser';
import { readMails } from './mail-capture';
import { ownServer } from './server';

// Issue 27, item 3: what needs a loft's staff reaches them. A registration and a transport request reach the
// merchant's and the agent's bell and the SMTP capture; staff kinds are in their notification settings, a customer's
// settings have none. The fancier's side is set up through the API (other tests walk it); the staff walk from the bell.
// It places orders: a server of its own.
const own = ownServer();
const MERCHANT = 'merchant@oneloft.example';
const AGENT = 'agent@oneloft.example';
const FANCIER = 'fancier1.1@oneloft.example';

const browsers: Browser[] = [];
let merchant: Page;
let agent: Page;
let fancier: Page;
const errors: string[][] = [];
let fancierToken = '';
let merchantToken = '';

async function signedIn(email: string): Promise<Page> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors: errs } = await freshPage(browser);
  errors.push(errs);
  await signInAt(page, own.base, email, '/registrations');
  await page.getByTestId('user-name').waitFor();
  return page;
}

/** The subject of the first mail to `to` since `since` whose subject matches: other mail (a demo race's clocks) may come between. */
async function mailedSubject(to: string, since: number, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => (found = readMails(own.mailDir).find((m) => m.receivedAt >= since && m.to.includes(to) && subject.test(m.subject))?.subject ?? ''), {
      timeout: 20_000,
    })
    .not.toBe('');
  return found;
}

async function tokenOf(p: Page): Promise<string> {
  return (await p.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
}

/** Opens the notification centre from the bell and returns the newest notice of `kind`. */
async function fromBell(page: Page, kind: string) {
  await page.reload();
  await page.getByTestId('notification-count').waitFor();
  await page.getByTestId('notification-bell').click();
  const notice = page.locator(`[data-testid=notice][data-kind=${kind}]`).first();
  await notice.waitFor();
  return notice;
}

beforeAll(async () => {
  merchant = await signedIn(MERCHANT);
  agent = await signedIn(AGENT);
  fancier = await signedIn(FANCIER);
  merchantToken = await tokenOf(merchant);
  fancierToken = await tokenOf(fancier);
}, 120_000);
afterAll(async () => {
  for (const b of browsers) await b.close();
});

describe('staff notices (issue 27)', () => {
  let orderId = 0;
  let reference = '';

  it("a new registration reaches the merchant's and the agent's bell and mail, with the hour it expires in loft time", async () => {
    const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>(undefined, 'GET', '/api/public/lofts/1');
    const seasonId = loft.seasons.find((s) => s.registration_open)!.id;
    const products = await callApi<{ id: number; category: string }[]>(undefined, 'GET', `/api/public/lofts/1/products?season_id=${seasonId}`);
    const since = Date.now();
    const order = await callApi<{ id: number; reference: string }>(fancierToken, 'POST', '/api/custom/v1/user/orders', {
      season_id: seasonId,
      team: { name: `Staff Notice Loft ${Date.now() % 100000}`, country: 'DE' },
      city: 'Köln',
      street: 'Domstraße 1',
      zipcode: '50667',
      positions: [{ product_id: products.find((p) => p.category === 'entry_fee')!.id, quantity: 1 }],
    });
    ({ id: orderId, reference } = order);
    const subject = new RegExp(`^New registration ${reference}: confirm by \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d \\S+ \\(loft time\\)$`);
    await mailedSubject(AGENT, since, subject);
    // each in their language: the demo merchant reads German
    await mailedSubject(MERCHANT, since, new RegExp(`^Neue Anmeldung ${reference}: bestätigen bis \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d \\S+ \\(Schlagzeit\\)$`));

    for (const page of [merchant, agent]) {
      const notice = await fromBell(page, 'staff_registration');
      const text = await notice.innerText();
      expect(text).toContain(`New registration ${reference}: confirm by`);
      expect(text).toContain('(loft time)');
      expect(text).toContain('Registrations waiting for confirmation');
      expect(await notice.innerText()).toContain('Registrations waiting for confirmation');
      expect(await notice.getAttribute('data-read')).toBe('false');
    }
    await screenshotsAtWidths(merchant, 'staff-notices-registration');
    // The notice leads to the loft's orders.
    await merchant.locator('[data-testid=notice][data-kind=staff_registration]').first().getByTestId('notice-link').click();
    await merchant.waitForURL(`${own.base}/overview/1`);
    await merchant.getByTestId('overview-tab-orders').waitFor();
  });

  it("a transport request reaches the merchant's and the chosen agent's bell and mail, and leads to the agents' desk", async () => {
    await callApi(merchantToken, 'PUT', `/api/custom/v1/merchant/orders/${orderId}/status`, { status: 'confirmed' });
    const agents = await callApi<{ id: number; email: string }[]>(fancierToken, 'GET', `/api/custom/v1/user/orders/${orderId}/agents`);
    const since = Date.now();
    const pickup = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await callApi(fancierToken, 'POST', `/api/custom/v1/user/orders/${orderId}/transports`, {
      agent_id: agents.find((a) => a.email === AGENT)!.id,
      address: 'Domstraße 1, 50667 Köln',
      pickup_date: pickup,
    });
    const subject = `Transport request for ${reference}: pickup on ${pickup}`;
    await mailedSubject(AGENT, since, new RegExp(`^${subject}$`));
    await mailedSubject(MERCHANT, since, new RegExp(`^Transportanfrage für ${reference}: Abholung am ${pickup}$`));

    const notice = await fromBell(agent, 'staff_transport');
    expect(await notice.innerText()).toContain(subject);
    await screenshotsAtWidths(agent, 'staff-notices-transport');
    await notice.getByTestId('notice-link').click();
    await agent.waitForURL(`${own.base}/overview/1?tab=transports`);
    await agent.locator(`[data-testid=transport-request][data-reference="${reference}"]`).waitFor();
    expect(await (await fromBell(merchant, 'staff_transport')).innerText()).toContain(subject);
  });

  it('lists staff kinds in the staff’s notification settings and not in a customer’s', async () => {
    await merchant.getByTestId('notification-bell').click();
    await merchant.getByTestId('notices-tab-settings').click();
    const staff = merchant.getByTestId('staff-notice-kinds');
    await staff.waitFor();
    expect(await staff.innerText()).toContain('Registrations waiting for confirmation');
    await merchant.getByTestId('email-staff_transport').uncheck();
    await merchant.getByTestId('notices-save').click();
    await merchant.getByText('Settings saved.').waitFor();
    await screenshotsAtWidths(merchant, 'staff-notices-settings');
    const saved = await callApi<{ kinds: { kind: string; email: boolean; staff?: boolean }[] }>(merchantToken, 'GET', '/api/custom/v1/user/notification-settings');
    expect(saved.kinds.find((k) => k.kind === 'staff_transport')).toMatchObject({ email: false, staff: true });

    await fancier.getByTestId('notification-bell').click();
    await fancier.getByTestId('notices-tab-settings').click();
    await fancier.getByTestId('email-registration').waitFor();
    expect(await fancier.getByTestId('staff-notice-kinds').count()).toBe(0);
  });

  it('reads right to left in Arabic', async () => {
    await merchant.getByTestId('notification-bell').click();
    await merchant.getByTestId('notices-tab-list').click();
    await merchant.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => merchant.locator('[data-testid=notice][data-kind=staff_transport]').first().innerText()).toContain('طلب نقل');
    expect(await merchant.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshotsAtWidths(merchant, 'staff-notices-ar');
    await merchant.getByTestId('notices-tab-settings').click();
    await merchant.getByTestId('staff-notice-kinds').getByText('لطاقم مطيراتك').waitFor();
    await screenshotsAtWidths(merchant, 'staff-notices-settings-ar');
    expect(errors.flat()).toEqual([]);
  });
});
