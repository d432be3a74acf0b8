import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { freshPage, openBrowser, screenshot, type Browser } from './browser';
import { linkIn, waitForMail } from './mail-capture';
import { startOneloft, type Oneloft } from './server';
import { loftInput } from './loft-input';

// Issues 11 and 12 end to end from an empty database: the first admin comes from `oneloft user create --admin`,
// everything else is done in the app — a loft with its merchant and agent, a season and its copy, a visitor
// who finds the season; then a whole season: two fanciers register (one has its birds carried by the
// agent), pay by card and by transfer, intake by file, basketing by scan, `oneloft simulate` flies the
// race, results and aces, a reserve activated and a final-flight activation refused outside its window.
const ADMIN = { email: 'first.admin@harbour.example', password: 'Harbour2026' };
const MERCHANT = { email: 'hugo.harbour@harbour.example', password: 'Merchant2026' };
const LOFT = 'Harbour One Loft Race';
const YEAR = new Date().getFullYear() + 1;
const SEASON = `Harbour Cup ${YEAR}`;

let server: Oneloft;
const browsers: Browser[] = [];
beforeAll(async () => {
  server = await startOneloft({ demo: false, stripe: inject('stripeMock') });
  await server.run(['user', 'create', '--email', ADMIN.email, '--first-name', 'Ada', '--last-name', 'First', '--password', ADMIN.password, '--admin']);
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
  await expect.poll(() => p.getByTestId('due-date-row').count()).toBe(before + 1);
}

let loftId = '';
let seasonId = '';

describe('setting up a race from an empty database', () => {
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
    loftId = /\/admin\/lofts\/(\d+)/.exec(new URL(admin.url()).pathname)![1]!;
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
    await expect.poll(() => merchant.getByTestId('product-row').count()).toBe(1);

    const state = merchant.getByTestId('season-state');
    await state.locator('select').selectOption('in_progress');
    await state.getByTestId('registration-open').check();
    await state.getByTestId('season-state-save').click();
    await expect.poll(() => merchant.getByTestId('season-summary').getByTestId('season-registration-badge').textContent()).toBe('Registration open');
    await screenshot(merchant, 'admin-empty-season-edit');

    await merchant.getByTestId('season-copy').click();
    await expect.poll(() => merchant.getByTestId('season-copy-name').inputValue()).toBe(`Harbour Cup ${YEAR + 1}`);
    await merchant.getByTestId('season-copy-submit').click();
    await merchant.waitForURL((u) => /\/admin\/seasons\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${seasonId}`));
    await merchant.getByTestId('due-date-row').first().waitFor();
    expect(await merchant.getByTestId('due-date-starts').first().inputValue()).toBe(`${YEAR}-11-01`);
    expect(await merchant.getByTestId('product-row').count()).toBe(1);
    await screenshot(merchant, 'admin-empty-season-copy');

    await merchant.goto(`${server.baseURL}/admin/seasons`);
    await expect.poll(() => merchant.getByTestId('season-row').count()).toBe(2);
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

/** A registration a fancier makes in the app: the account, the order and its rings. */
type Fancier = { email: string; first: string; last: string; page: Page; errors: string[]; orderId: number; reference: string; rings: string[] };
const AGENT = { email: 'agnes.agent@harbour.example', password: 'Agent2026x' };
const FANCIER_PASSWORD = 'Fancier2026';
const stamp = String(Date.now() % 100000).padStart(5, '0');

/** A date input's value `days` from today, in this machine's time zone (the browser's). */
function day(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function addProduct(p: Page, category: string, name: string, amount: string, reserve = 0) {
  const row = p.getByTestId('product-new');
  await row.locator('select').first().selectOption(category);
  await row.getByTestId('product-name').fill(name);
  await row.getByTestId('product-amount').fill(amount);
  if (reserve) await row.getByLabel('Reserve pigeons').fill(String(reserve));
  const before = await p.getByTestId('product-row').count();
  await row.getByTestId('product-save').click();
  await expect.poll(() => p.getByTestId('product-row').count()).toBe(before + 1);
}

/** The row of an order on the overview's desk, found by its reference. */
async function deskRow(p: Page, reference: string) {
  await p.getByTestId('order-search').fill(reference);
  const row = p.locator(`[data-testid=staff-order][data-reference="${reference}"]`);
  await row.waitFor();
  return row;
}

describe('a whole season through the app (issue 12)', () => {
  let merchant: Page;
  let agent: Page;
  let flightId = 0;
  const fanciers: Fancier[] = [];

  it('the admin adds an agent to the loft; the merchant adds the reserve and activation packages and their windows', async () => {
    const { page: admin } = await page();
    await signInAt(admin, `/admin/lofts/${loftId}`, ADMIN);
    await admin.getByTestId('loft-tab-staff').click();
    await admin.getByTestId('staff-email').fill(AGENT.email);
    await admin.getByTestId('staff-first-name').fill('Agnes');
    await admin.getByTestId('staff-last-name').fill('Agent');
    await admin.getByTestId('staff-agent').check();
    const since = Date.now();
    await admin.getByTestId('staff-add').click();
    await admin.getByTestId('staff-row').filter({ hasText: AGENT.email }).waitFor();
    const mail = await waitForMail(server.mailDir, AGENT.email, since);
    ({ page: agent } = await page());
    await agent.goto(linkIn(mail, '/sso/reset-password'));
    await agent.fill('#password', AGENT.password);
    await agent.fill('#password_confirmation', AGENT.password);
    await agent.locator('form button[type=submit]').click();
    await agent.locator('.notice, [role=status]').first().waitFor();

    ({ page: merchant } = await page());
    await signInAt(merchant, `/admin/seasons/${seasonId}`, MERCHANT);
    await merchant.getByTestId('product-row').first().waitFor();
    await addProduct(merchant, '1', '1 pigeon + 1 reserve', '400', 1);
    await addProduct(merchant, '3', 'Reserve activation', '150');
    await addProduct(merchant, '2', 'Final flight activation', '200');
    await addDueDate(merchant, '6', 'Reserve activation', day(0), day(30));
    await addDueDate(merchant, '4', 'Final flight activation', day(60), day(90));
  });

  it('two fanciers make their accounts and register; the merchant confirms both', async () => {
    for (const [i, f] of [
      { email: `anna.${stamp}@fanciers.example`, first: 'Anna', last: 'Ahlgren', places: 2, product: 1 },
      { email: `ben.${stamp}@fanciers.example`, first: 'Ben', last: 'Brandt', places: 1, product: 0 },
    ].entries()) {
      const { page: p, errors } = await page();
      await p.goto(`${server.baseURL}/`);
      await p.getByTestId('main-nav').getByText('Register').click();
      await p.locator('#first_name').waitFor();
      const since = Date.now();
      await p.fill('#first_name', f.first);
      await p.fill('#last_name', f.last);
      await p.fill('#email', f.email);
      await p.fill('#password', FANCIER_PASSWORD);
      await p.fill('#password_confirmation', FANCIER_PASSWORD);
      await p.locator('form button[type=submit]').click();
      await p.waitForLoadState('load');
      await p.goto(linkIn(await waitForMail(server.mailDir, f.email, since), '/sso/verify-email'));
      await p.waitForLoadState('load');
      await signInAt(p, `/lofts/${loftId}/seasons/${seasonId}/register`, { email: f.email, password: FANCIER_PASSWORD });
      await p.getByTestId('registration-form').waitFor();
      await p.getByTestId('team-name-input').fill(`${f.last} Lofts`);
      await p.getByTestId('team-country').selectOption('DE');
      await p.getByTestId('product-quantities').locator('input').nth(f.product).fill('1');
      const rings: string[] = [];
      for (let n = 0; n < f.places; n++) {
        await p.getByTestId('add-pigeon').click();
        rings.push(`DE-0777-26-${stamp}${i}${n}`);
        await p.getByTestId('pigeon-ring-input').nth(n).fill(rings[n]!);
      }
      await p.getByTestId('address-street').fill(`Hafenstraße ${i + 1}`);
      await p.getByTestId('address-zipcode').fill('20457');
      await p.getByTestId('address-city').fill('Hamburg');
      await p.getByTestId('register-submit').click();
      await p.waitForURL(/\/registrations\/\d+$/);
      const orderId = Number(new URL(p.url()).pathname.split('/').pop());
      const reference = (await p.getByTestId('order-reference').innerText()).trim();
      fanciers.push({ ...f, page: p, errors, orderId, reference, rings });
    }
    await merchant.goto(`${server.baseURL}/overview/${loftId}`);
    for (const f of fanciers) {
      const row = await deskRow(merchant, f.reference);
      await row.getByTestId('action-confirmed').click();
      await row.locator('[data-status=confirmed]').waitFor();
    }
  });

  it("Anna asks the agent to carry her birds and the agent confirms on the desk; Anna pays by card, Ben's transfer is marked paid", async () => {
    const [anna, ben] = fanciers as [Fancier, Fancier];
    await anna.page.reload();
    await anna.page.getByTestId('transport-agent').selectOption({ label: 'Agnes Agent' });
    await anna.page.getByTestId('transport-date').fill(day(3));
    await anna.page.getByTestId('transport-submit').click();
    await anna.page.locator('[data-testid=transport-latest][data-status=pending]').waitFor();

    await signInAt(agent, `/overview/${loftId}`, AGENT);
    await agent.getByTestId('overview-tab-transports').click();
    const request = agent.locator(`[data-testid=transport-request][data-reference="${anna.reference}"]`);
    await request.getByTestId('transport-confirm').click();
    await request.waitFor({ state: 'detached' });

    const secret = server.stripeWebhookSecret;
    if (secret) {
      await anna.page.reload();
      await anna.page.route(/^https:\/\/checkout\.stripe\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>checkout' }));
      await anna.page.getByTestId('pay-card').click();
      await anna.page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
      const payload = JSON.stringify({
        id: `evt_season_${anna.orderId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_season_${anna.orderId}`,
            object: 'checkout.session',
            client_reference_id: String(anna.orderId),
            amount_total: 40000,
            currency: 'eur',
            payment_status: 'paid',
          },
        },
      });
      const t = Math.floor(Date.now() / 1000);
      const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
      const res = await fetch(`${server.baseURL}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' },
        body: payload,
      });
      expect(res.status, await res.text()).toBeLessThan(300);
      await anna.page.goto(`${server.baseURL}/registrations/${anna.orderId}?payment=success`);
      await anna.page.locator('[data-testid=order-status][data-status=paid_online]').first().waitFor();
    }
    // The agent records the transfers (and Anna's, where no stripe-mock runs).
    await agent.getByTestId('overview-tab-orders').click();
    for (const f of secret ? [ben] : [anna, ben]) {
      const row = await deskRow(agent, f.reference);
      await row.getByTestId('action-paid_manually').click();
      await agent.getByTestId('pay-method').selectOption('bank_transfer');
      await agent.getByTestId('pay-apply').click();
      await row.locator('[data-status=paid_manually]').waitFor();
    }
  });

  it('the birds arrive: chip rings from a file, Anna’s second bird a reserve, the others active', async () => {
    const [anna, ben] = fanciers as [Fancier, Fancier];
    await merchant.goto(`${server.baseURL}/admin/seasons/${seasonId}/intake`);
    const file = ['ring,chip', `${anna.rings[0]},H${stamp}A0`, `${anna.rings[1]},H${stamp}A1`, `${ben.rings[0]},H${stamp}B0`].join('\n');
    await merchant
      .getByTestId('intake-import')
      .locator('input[type=file]')
      .setInputFiles({ name: 'chips.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await merchant.getByTestId('chip-import-submit').click();
    await expect.poll(() => merchant.getByTestId('chip-import-summary').innerText()).toBe('Imported: 3');
    const list = merchant.getByTestId('intake-statuses');
    for (const [rings, type] of [
      [[anna.rings[0]!, ben.rings[0]!], '1'],
      [[anna.rings[1]!], '2'],
    ] as const) {
      for (const ring of rings) await list.locator(`[data-testid=intake-pigeon][data-ring="${ring}"]`).getByTestId('intake-pigeon-choose').check();
      await list.getByTestId('intake-status-type').selectOption(type);
      await list.getByTestId('intake-status-apply').click();
      await expect.poll(() => list.getByTestId('intake-status-done').innerText()).toBe(`Status set: ${rings.length}`);
    }
    await expect.poll(() => merchant.getByTestId('stock-active-count').innerText()).toBe('2');
  });

  it('a hot spot: basketing by scan, a clock, and `oneloft simulate` flies the race', async () => {
    await merchant.goto(`${server.baseURL}/overview/${loftId}`);
    await merchant.getByTestId('overview-tab-flights').click();
    await merchant.getByTestId('flight-new').click();
    const form = merchant.getByTestId('flight-new-form');
    await form.getByTestId('flight-name-input').fill('Harbour hot spot 1');
    await form.getByTestId('flight-kind-input').selectOption('hot_spot');
    // An hour ago: 95 km in an hour is a plausible speed (a faster bird would be held for review).
    await form.getByTestId('flight-release-input').fill(loftInput(new Date(Date.now() - 60 * 60_000), 'Europe/Lisbon'));
    await form.getByTestId('flight-distance-input').fill('95');
    // A flight is released from a place (0, 0 is none): Leiria, about 95 km north of the loft.
    await form.getByTestId('flight-latitude-input').fill('39.7436');
    await form.getByTestId('flight-longitude-input').fill('-8.8071');
    await form.getByTestId('flight-save').click();
    const row = merchant.getByTestId('flight-admin-row').filter({ hasText: 'Harbour hot spot 1' });
    await row.waitFor();
    flightId = Number(await row.getAttribute('data-flight'));

    await row.getByTestId('flight-basketing').click();
    const chip = merchant.getByTestId('basket-scan-chip');
    for (const c of [`H${stamp}A0`, `H${stamp}A1`, `H${stamp}B0`]) {
      await chip.fill(c);
      await chip.press('Enter');
      await expect.poll(() => chip.inputValue()).toBe('');
    }
    // The reserve is refused with its reason; the two racing birds are in.
    expect(await merchant.getByTestId('basket-scan-log').innerText()).toContain('Only active pigeons and activated reserves can be basketed.');
    await expect.poll(() => merchant.getByTestId('basket-list-row').count()).toBe(2);
    await screenshot(merchant, 'whole-season-basketing');

    await merchant.getByTestId('basketing-back').click();
    await merchant.goto(`${server.baseURL}/overview/${loftId}`);
    await merchant.getByTestId('overview-tab-devices').click();
    await merchant.getByTestId('device-name-input').fill('Harbour clock');
    await merchant.getByTestId('device-kind-input').selectOption('clock');
    await merchant.getByTestId('device-create').click();
    const key = (await merchant.getByTestId('device-key').innerText()).trim();

    await merchant.getByTestId('overview-tab-flights').click();
    const flight = merchant.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"]`);
    await flight.getByTestId('flight-state-select').selectOption('released');
    await flight.getByTestId('flight-state-save').click();
    await merchant.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"][data-state=released]`).waitFor();
    // The simulator is a clock on the network: it talks to the server, not to its data.
    const out = execFileSync(
      server.bin,
      ['simulate', '--flight', String(flightId), '--url', server.baseURL, '--device-key', key, '--duration', '3s', '--every', '250ms', '--seed', '3'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(out).toMatch(new RegExp(`flight ${flightId}: 2 birds basketed`));
    await flight.getByTestId('flight-state-select').selectOption('finished');
    await flight.getByTestId('flight-state-save').click();
    await merchant.locator(`[data-testid=flight-admin-row][data-flight="${flightId}"][data-state=finished]`).waitFor();
  });

  it('results and aces show both birds', async () => {
    const [anna, ben] = fanciers as [Fancier, Fancier];
    const { page: visitor, errors } = await page();
    await visitor.goto(`${server.baseURL}/lofts/${loftId}/flights/${flightId}`);
    await expect.poll(() => visitor.getByTestId('result-row').count()).toBe(2);
    const results = await visitor.getByTestId('results-table').innerText();
    expect(results).toContain(anna.rings[0]);
    expect(results).toContain(ben.rings[0]);
    await screenshot(visitor, 'whole-season-results');
    await visitor.goto(`${server.baseURL}/lofts/${loftId}?tab=aces`);
    await visitor.getByTestId('aces-table').waitFor();
    const aces = await visitor.getByTestId('aces-table').innerText();
    expect(aces).toContain(anna.rings[0]);
    expect(aces).toContain(ben.rings[0]);
    await screenshot(visitor, 'whole-season-aces');
    expect(errors).toEqual([]);
  });

  it('Anna activates her reserve and it is marked paid; a final-flight activation outside its window is refused', async () => {
    const [anna] = fanciers as [Fancier];
    const p = anna.page;
    await p.goto(`${server.baseURL}/registrations/${anna.orderId}`);
    const reserve = p.locator('[data-testid=activation-product][data-category=reserve_activation]');
    await reserve.getByLabel(anna.rings[1]!).check();
    await reserve.getByTestId('activation-order').click();
    await p.waitForURL((u) => /\/registrations\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${anna.orderId}`));
    await p.getByTestId('activation-birds').getByText(anna.rings[1]!).waitFor();
    const activation = (await p.getByTestId('order-reference').innerText()).trim();

    await merchant.goto(`${server.baseURL}/overview/${loftId}`);
    const row = await deskRow(merchant, activation);
    await row.locator('[data-status=confirmed]').waitFor(); // an activation is owed at once
    await row.getByTestId('action-paid_manually').click();
    await merchant.getByTestId('pay-method').selectOption('cash');
    await merchant.getByTestId('pay-apply').click();
    await row.locator('[data-status=paid_manually]').waitFor();

    await p.goto(`${server.baseURL}/registrations/${anna.orderId}`);
    const final = p.locator('[data-testid=activation-product][data-category=final_flight_activation]');
    await final.getByLabel(anna.rings[1]!).waitFor(); // the activated reserve races now
    await final.getByLabel(anna.rings[0]!).check();
    await final.getByTestId('activation-order').click();
    await final.getByTestId('activation-error').waitFor();
    expect(await final.getByTestId('activation-error').innerText()).toBe(`Final flight activation is open from ${day(60)} to ${day(90)} only.`);
    await screenshot(p, 'whole-season-activations');
    for (const f of fanciers) expect(f.errors).toEqual([]);
  });
});
