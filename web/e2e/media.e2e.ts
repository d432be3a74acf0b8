import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, openBrowser, screenshot, screenshotsAtWidths, signInAt, type Browser } from './browser';
import { ownServer } from './server';

// Issue 15, item 3: a loft's library. The merchant makes an album and uploads a photo, links a video (a link of
// another site refused); a visitor sees the photos and plays the video, whose site hears nothing before the click.
const own = ownServer();

let merchantBrowser: Browser;
let visitorBrowser: Browser;
let merchant: Page;
let visitor: Page;
let errors: string[];

beforeAll(async () => {
  merchantBrowser = await openBrowser();
  visitorBrowser = await openBrowser();
  ({ page: merchant } = await freshPage(merchantBrowser));
  ({ page: visitor, errors } = await freshPage(visitorBrowser));
  await signInAt(merchant, own.base, 'merchant@oneloft.example', '/overview/1');
  await merchant.getByTestId('user-name').waitFor();
});
// This file failed twice in full runs, never alone, with the video form gone from the merchant's page after the
// photo upload: what each page showed is kept, to find out why.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const [who, page] of [
    ['merchant', merchant],
    ['visitor', visitor],
  ] as const) {
    console.log(`media: the ${who}'s page was at ${page.url()}`);
    await screenshot(page, `media-failed-${who}`);
  }
});
afterAll(async () => {
  await merchantBrowser?.close();
  await visitorBrowser?.close();
});

describe('loft media (issue 15)', () => {
  it('the merchant makes an album with a photo and links a video', async () => {
    await merchant.getByTestId('overview-tab-media').click();
    await merchant.getByTestId('album-title').fill('Basketing day for the final');
    await merchant.getByTestId('album-create').click();
    const album = merchant.getByTestId('album-desk').first();
    await album.waitFor();
    await album.getByTestId('album-upload').locator('input[type=file]').setInputFiles(resolve('public/og-image.png'));
    await album.getByTestId('album-photo').waitFor();

    await merchant.getByTestId('video-title').fill('Release at Ulm');
    await merchant.getByTestId('video-url').fill('https://video.example/watch?v=dQw4w9WgXcQ');
    await merchant.getByTestId('video-add').click();
    await merchant.getByText('Give a link to a video on YouTube or Vimeo.').first().waitFor();
    await merchant.getByTestId('video-url').fill('https://youtu.be/dQw4w9WgXcQ');
    await merchant.getByTestId('video-add').click();
    await merchant.getByTestId('video').first().waitFor();
    await screenshotsAtWidths(merchant, 'media-desk');
  });

  it('a visitor sees the photos and plays the video only on a click', async () => {
    const toVideoSites: string[] = [];
    visitor.on('request', (r) => {
      if (/youtube|vimeo/.test(new URL(r.url()).hostname)) toVideoSites.push(r.url());
    });
    await visitor.goto(`${own.base}/lofts/1?tab=media`);
    await visitor.getByTestId('album').first().waitFor();
    await visitor.getByTestId('photo').first().locator('img').waitFor();
    expect(
      await visitor
        .getByTestId('photo')
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await screenshotsAtWidths(visitor, 'media-gallery');
    expect(toVideoSites).toEqual([]);

    await visitor.getByTestId('video-play').first().click();
    const player = visitor.getByTestId('video-player');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    await expect.poll(() => toVideoSites.length).toBeGreaterThan(0); // only now the player loads

    await visitor.getByTestId('photo').first().click();
    await visitor.getByTestId('photo-view').waitFor();
    expect(errors.filter((e) => !/youtube/.test(e))).toEqual([]);
  });
});
