import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { freshPage, openBrowser, type Browser, screenshotsAtWidths, fromUserMenu } from './browser';
import { ownServer } from './server';

// Issue 12, item 5: a fancier asks an agent of the loft to carry a registration's pigeons; the agent
// rejects with a reason, the fancier asks again, the agent confirms and marks the order paid from the
// agents' desk on the loft overview. It changes permissions and orders: a server of its own.
const own = ownServer();
const PASSWORD = 'Oneloft2026';

let fancierBrowser: Browser;
let agentBrowser: Browser;
let fancier: Page;
let agent: Page;
let errors: string[];
let fancierToken = '';
let agentToken = '';
let merchantToken = '';
let orderId = 0;
let reference = '';
let agentName = '';

async function signIn(p: Page, email: string, at = '/registrations'): Promise<string> {
  await p.goto(`${own.base}${at}`);
  await p.locator('#email').waitFor();
  await p.fill('#email', email);
  await p.fill('#password', PASSWORD);
  await p.locator('form button[type=submit]').click();
  await p.getByTestId('user-name').waitFor();
  return (await p.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
}

async function shots(p: Page, name: string) {
  await screenshotsAtWidths(p, `transport-${name}`);
}

beforeAll(async () => {
  fancierBrowser = await openBrowser();
  agentBrowser = await openBrowser();
  ({ page: fancier, errors } = await freshPage(fancierBrowser));
  ({ page: agent } = await freshPage(agentBrowser));
  fancierToken = await signIn(fancier, 'fancier1.1@oneloft.example');
  agentToken = await signIn(agent, 'fancier1.2@oneloft.example');
  // The merchant only sets things up: a browser of its own for the token, closed again.
  const merchantBrowser = await openBrowser();
  const { page: m } = await freshPage(merchantBrowser);
  merchantToken = await signIn(m, 'merchant@oneloft.example');
  await merchantBrowser.close();
});
afterAll(async () => {
  await fancierBrowser?.close();
  await agentBrowser?.close();
});

describe('transport via agents (issue 12)', () => {
  it('the merchant makes a fancier an agent; the fancier asks for transport of a confirmed registration', async () => {
    const me = await callApi<{ oauth_user: { id: number; first_name: string; last_name: string } }>(agentToken, 'GET', '/api/custom/v1/user/me');
    agentName = `${me.oauth_user.first_name} ${me.oauth_user.last_name}`;
    // By e-mail, as the staff page adds people (an id names only someone already on the staff).
    await callApi(merchantToken, 'POST', '/api/custom/v1/merchant/lofts/1/permissions', { email: 'fancier1.2@oneloft.example', is_agent: true });
    const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>(undefined, 'GET', '/api/public/lofts/1');
    const seasonId = loft.seasons.find((s) => s.registration_open)!.id;
    const products = await callApi<{ id: number; category: string }[]>(undefined, 'GET', `/api/public/lofts/1/products?season_id=${seasonId}`);
    const order = await callApi<{ id: number; reference: string }>(fancierToken, 'POST', '/api/custom/v1/user/orders', {
      season_id: seasonId,
      team: { name: `Transport Loft ${Date.now() % 100000}`, country: 'DE' },
      city: 'Köln',
      street: 'Domstraße 1',
      zipcode: '50667',
      positions: [{ product_id: products.find((p) => p.category === 'entry_fee')!.id, quantity: 2 }],
    });
    ({ id: orderId, reference } = order);
    await callApi(merchantToken, 'PUT', `/api/custom/v1/merchant/orders/${orderId}/status`, { status: 'confirmed' });

    await fancier.goto(`${own.base}/registrations/${orderId}`);
    const form = fancier.getByTestId('transport-form');
    await form.waitFor();
    // Without an agent the server says what is missing.
    await fancier.getByTestId('transport-submit').click();
    await form.getByText('select an agent for the transport').waitFor();
    await fancier.getByTestId('transport-agent').selectOption({ label: agentName });
    await fancier.getByTestId('transport-submit').click();
    await fancier.locator('[data-testid=transport-latest][data-status=pending]').waitFor();
    await shots(fancier, 'requested');
  });

  it("the agent finds it on the agents' desk and rejects it with a reason the fancier reads", async () => {
    await agent.reload();
    // The agent's menu now leads to the loft overview: their desk.
    await fromUserMenu(agent, 'My lofts');
    await agent.waitForURL(`${own.base}/overview/1`);
    await agent.getByTestId('overview-tab-transports').click();
    const request = agent.locator(`[data-testid=transport-request][data-reference="${reference}"]`);
    await request.waitFor();
    await shots(agent, 'desk');
    await request.getByTestId('transport-reject').click();
    await request.getByTestId('transport-reject-send').click();
    await request.getByText('Give a reason for the rejection.').waitFor();
    await request.getByTestId('transport-reason').fill('The van is full that week; another day?');
    await request.getByTestId('transport-reject-send').click();
    await request.waitFor({ state: 'detached' }); // the desk shows waiting requests

    await fancier.reload();
    await fancier.locator('[data-testid=transport-latest][data-status=rejected]').waitFor();
    expect(await fancier.getByTestId('transport-note').innerText()).toBe('The van is full that week; another day?');
    await fancier.getByTestId('transport-agent').selectOption({ label: agentName });
    await fancier.getByTestId('transport-submit').click();
    await fancier.locator('[data-testid=transport-latest][data-status=pending]').waitFor();
  });

  it('the agent confirms the new request and marks the order paid', async () => {
    await agent.reload();
    await agent.getByTestId('overview-tab-transports').click();
    const request = agent.locator(`[data-testid=transport-request][data-reference="${reference}"]`);
    await request.getByTestId('transport-confirm').click();
    await request.waitFor({ state: 'detached' });
    await agent.getByTestId('transport-filter').selectOption('confirmed');
    await agent.locator(`[data-testid=transport-request][data-reference="${reference}"][data-status=confirmed]`).waitFor();

    await agent.getByTestId('overview-tab-orders').click();
    await agent.getByTestId('order-search').fill(reference);
    const row = agent.locator(`[data-testid=staff-order][data-reference="${reference}"]`);
    await row.getByTestId('action-paid_manually').click();
    await agent.getByTestId('pay-method').selectOption('cash');
    await agent.getByTestId('pay-apply').click();
    await row.locator('[data-status=paid_manually]').waitFor();

    await fancier.reload();
    await fancier.locator('[data-testid=transport-latest][data-status=confirmed]').waitFor();
    expect(await fancier.getByTestId('transport-form').count()).toBe(0);
    await shots(fancier, 'confirmed');
    expect(errors).toEqual([]);
  });
});
