import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { join, resolve } from 'node:path';
import { ARTIFACTS, freshPage, openBrowser, signInAt, screenshotsAtWidths, withoutToasts, type Browser } from './browser';
import { ownServer } from './server';

// Issue 15, parts 1 and 2: a merchant writes a draft in Markdown on the overview's News tab, publishes it and
// gives it a cover image (the upload's progress bar seen; a text file named .jpg refused); a
// visitor reads it on the loft page and on its own page (with sharing tags); an admin unpublishes it from
// /admin/news. It changes news: a server of its own.
const own = ownServer();

let browser: Browser;
let visitorBrowser: Browser;
let page: Page;
let loftId = 0;
let newsId = 0;
const TITLE = 'Basketing for the final on Friday';

beforeAll(async () => {
  browser = await openBrowser();
  visitorBrowser = await openBrowser();
  ({ page } = await freshPage(browser));
});
afterAll(async () => {
  await browser?.close();
  await visitorBrowser?.close();
});

describe('news (issue 15)', () => {
  it('a merchant writes a draft in Markdown and publishes it', async () => {
    await signInAt(page, own.base, 'merchant2@oneloft.example', '/admin/seasons');
    await page.getByTestId('season-row').first().waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('oneloft:token'))) ?? '';
    const lofts = await callApi<{ data: { id: number; name: string }[] }>(token, 'GET', '/api/public/lofts?per_page=100');
    loftId = lofts.data.find((l) => l.name === 'Desert Wings Classic')!.id;
    await page.goto(`${own.base}/overview/${loftId}`);
    await page.getByTestId('overview-tab-news').click();
    await page.getByTestId('news-new').click();
    const editor = page.getByTestId('news-editor');
    await editor.getByTestId('news-title').fill(TITLE);
    await editor.getByTestId('news-body').fill('Bring every bird by **17:00**.\n\n- chip checked\n- health certificate\n\n<script>alert(1)</script>');
    await editor.getByTestId('news-save').click();
    const row = page.getByTestId('news-row').filter({ hasText: TITLE });
    await expect.poll(() => row.getAttribute('data-state')).toBe('draft');
    // a visitor does not see the draft
    const visitor = (await freshPage(visitorBrowser)).page;
    await visitor.goto(`${own.base}/lofts/${loftId}?tab=news`);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    await row.getByTestId('news-toggle').click();
    await expect.poll(() => row.getAttribute('data-state')).toBe('published');
    await screenshotsAtWidths(page, 'news-desk');
  });

  it('the merchant adds a cover image with a progress bar; a text file named .jpg is refused', async () => {
    const row = page.getByTestId('news-row').filter({ hasText: TITLE });
    await row.getByTestId('news-edit').click();
    const files = row.getByTestId('news-files');
    await files.waitFor();
    // a slow link (20 KB/s) so that the 30 KB upload shows its progress
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 20 * 1024 });
    await files.getByTestId('news-cover-upload').locator('input[type=file]').setInputFiles(resolve('public/og-image.png'));
    await files.getByTestId('news-cover-upload-progress').waitFor();
    await files.getByText(/Uploading… [1-7]\d? %/).waitFor();
    await withoutToasts(page, () => files.screenshot({ path: join(ARTIFACTS, 'news-upload-progress.png') }));
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await files.getByTestId('news-cover').waitFor();
    await files
      .getByTestId('news-attachment-upload')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('just some notes, not a picture'),
      });
    await expect.poll(() => files.getByTestId('news-attachment-upload-error').innerText()).toBe('This file cannot be read: check that it is the right kind of file.');
    await withoutToasts(page, () => files.screenshot({ path: join(ARTIFACTS, 'news-files.png') }));
  });

  it('the merchant gives the loft a logo and a cover; its page and card show them', async () => {
    await page.goto(`${own.base}/overview/${loftId}`);
    await page.getByTestId('overview-tab-images').click();
    const images = page.getByTestId('loft-images');
    await images.getByTestId('loft-logo-upload').locator('input[type=file]').setInputFiles(resolve('public/og-image.png'));
    await images.getByTestId('loft-logo-image').waitFor();
    await images.getByTestId('loft-cover-upload').locator('input[type=file]').setInputFiles(resolve('public/og-image.png'));
    await images.getByTestId('loft-cover-image').waitFor();
    const { page: visitor } = await freshPage(visitorBrowser);
    await visitor.goto(`${own.base}/lofts/${loftId}`);
    await visitor.getByTestId('loft-cover').waitFor();
    await visitor.getByTestId('loft-logo').waitFor();
    await screenshotsAtWidths(visitor, 'loft-images');
    await visitor.goto(`${own.base}/lofts?search=desert`);
    await visitor.getByTestId('loft-card-logo').first().waitFor();
    // the loft page's link preview shows the cover
    const html = await (await fetch(`${own.base}/lofts/${loftId}`)).text();
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/public\/files\/lofts\/[0-9a-f]+-medium\.jpg" \/>/);
  });

  it('a visitor reads it on the loft page and on its own page, safely rendered', async () => {
    const { page: visitor, errors } = await freshPage(visitorBrowser);
    await visitor.goto(`${own.base}/lofts/${loftId}?tab=news`);
    const item = visitor.getByTestId('news-item').filter({ hasText: TITLE });
    await item.waitFor();
    expect(await item.locator('strong').innerText()).toBe('17:00');
    expect(await item.locator('li').count()).toBe(2);
    expect(await item.locator('script').count()).toBe(0);
    // the cover image, its 800 px variant
    expect(await item.getByTestId('news-cover-image').getAttribute('src')).toMatch(/^\/api\/public\/files\/news\/[0-9a-f]+-medium\.jpg$/);
    await item.getByTestId('news-link').click();
    await visitor.getByTestId('news-article').waitFor();
    newsId = Number(new URL(visitor.url()).pathname.split('/').pop());
    await screenshotsAtWidths(visitor, 'news-article');
    // the server gives the article's page its own sharing tags
    const html = await (await fetch(`${own.base}/lofts/${loftId}/news/${newsId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE} – Desert Wings Classic" />`);
    expect(errors).toEqual([]);
  });

  it('an admin sees every loft news and unpublishes it', async () => {
    const { page: admin } = await freshPage(visitorBrowser);
    await signInAt(admin, own.base, 'admin@oneloft.example', '/admin/news');
    const row = admin.getByTestId('news-row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain('Desert Wings Classic');
    await row.getByTestId('news-toggle').click();
    await expect.poll(() => row.getAttribute('data-state')).toBe('draft');
    expect((await fetch(`${own.base}/api/public/news/${newsId}`)).status).toBe(404);
    await screenshotsAtWidths(admin, 'news-admin');
  });
});
