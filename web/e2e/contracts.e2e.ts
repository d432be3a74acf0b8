import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { type Browser, chooseSeason, freshPage, openBrowser, screenshotsAtWidths, signInAt } from './browser';
import { ownServer } from './server';

// Issue 15, item 4: the merchant publishes the season's contract (terms and a PDF), a fancier must accept it while
// registering, and the registration names the version accepted. A contract changes every registration of the
// season: a server of its own.
const own = ownServer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let merchantBrowser: Browser;
let fancierBrowser: Browser;
let merchant: Page;
let fancier: Page;
let errors: string[];
let seasonId = 0;

beforeAll(async () => {
  merchantBrowser = await openBrowser();
  fancierBrowser = await openBrowser();
  ({ page: merchant } = await freshPage(merchantBrowser));
  ({ page: fancier, errors } = await freshPage(fancierBrowser));
  await signInAt(merchant, own.base, 'merchant@oneloft.example', '/overview/1');
  await merchant.getByTestId('user-name').waitFor();
  await signInAt(fancier, own.base, 'fancier1.1@oneloft.example', '/lofts/1/seasons/register');
  await fancier.getByTestId('user-name').waitFor();
  const loft = await callApi<{ seasons: { id: number; registration_open: boolean }[] }>(undefined, 'GET', '/api/public/lofts/1');
  seasonId = loft.seasons.find((s) => s.registration_open)!.id;
});
afterAll(async () => {
  await merchantBrowser?.close();
  await fancierBrowser?.close();
});

describe('season contracts (issue 15)', () => {
  it('the merchant publishes terms and a PDF as version 1', async () => {
    await chooseSeason(merchant, seasonId);
    await merchant.getByTestId('overview-tab-contract').click();
    await merchant.getByTestId('contract-none').waitFor();
    await merchant.getByTestId('contract-terms-input').fill('1. Birds stay at the loft until the final.\n2. Entry fees are not refunded after basketing for the first hot spot.');
    await merchant.getByTestId('contract-upload').locator('input[type=file]').setInputFiles({ name: 'Contract 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await merchant.getByTestId('contract-keep-file').waitFor();
    await merchant.getByTestId('contract-publish').click();
    await merchant.getByText('Version 1 published.').waitFor();
    await merchant.locator('[data-testid=contract][data-version="1"]').waitFor();
    await screenshotsAtWidths(merchant, 'contracts-editor');
    const list = await callApi<{ data: { version: number; file_url: string }[] }>(undefined, 'GET', `/api/public/seasons/${seasonId}/contracts`);
    expect(list.data.map((c) => c.version)).toEqual([1]);
    const doc = await fetch(`${own.base}${list.data[0]!.file_url}`);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
  });

  it('a fancier must accept it to register, and the registration names the version', async () => {
    await fancier.goto(`${own.base}/lofts/1/seasons/${seasonId}/register`);
    await fancier.getByTestId('registration-contract').waitFor();
    expect(await fancier.getByTestId('contract-terms').innerText()).toContain('Birds stay at the loft until the final.');
    expect(await fancier.getByTestId('contract-file').getAttribute('href')).toMatch(/^\/api\/public\/files\/contracts\//);
    await fancier.getByTestId('product-quantities').locator('input').first().fill('1');
    await fancier.getByTestId('address-street').fill('Domstraße 1');
    await fancier.getByTestId('address-zipcode').fill('50667');
    await fancier.getByTestId('address-city').fill('Köln');
    await fancier.getByTestId('register-submit').click();
    await fancier.getByText("Please accept the season's contract.").waitFor();
    await screenshotsAtWidths(fancier, 'contracts-registration');
    await fancier.getByTestId('contract-accept').check();
    await fancier.getByTestId('register-submit').click();
    await fancier.getByTestId('order-reference').waitFor();
    expect(await fancier.getByTestId('order-contract').innerText()).toMatch(/^Contract version 1 accepted on /);
    expect(errors).toEqual([]);
  });
});
