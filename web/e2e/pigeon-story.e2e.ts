import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, openBrowser, screenshotsAtWidths, type Browser } from './browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a pigeon's story", () => {
  it('finds a bird by its ring from the home page and shows every race it flew, on a phone too', async () => {
    // The demo's first bird flew last seasons' races; its ring depends on the seeding year, so read it first.
    const bird = (await (await fetch(`${base}/api/public/pigeons/1`)).json()) as {
      ring: string;
      races: { flight: string; place: number; basketed: number; outcome: string; time?: string }[];
      aces: { scheme: string; rank: number; of: number }[];
    };
    expect(bird.races.length).toBeGreaterThanOrEqual(3);
    const { page, errors } = await freshPage(browser);
    await page.goto(base + '/');
    // Typed the way a fancier reads it off the ring: lower case, no dashes.
    await page.getByTestId('ring-search-input').fill(bird.ring.replaceAll('-', '').toLowerCase());
    await page.getByTestId('ring-search-submit').click();
    await page.getByTestId('ring-search-results').getByRole('link', { name: bird.ring }).click();
    await page.getByTestId('pigeon-races').waitFor();
    expect(await page.getByTestId('pigeon-ring').innerText()).toBe(bird.ring);
    const rows = page.getByTestId('pigeon-races').getByTestId('pedigree-race');
    expect(await rows.count()).toBe(bird.races.length);
    for (const [i, race] of bird.races.entries()) {
      const text = await rows.nth(i).innerText();
      expect(text).toContain(race.flight);
      expect(text).toContain(race.place > 0 ? `${race.place} / ${race.basketed}` : `– / ${race.basketed}`);
      if (race.time) expect(text).toContain(race.time);
      // A race without a place says why.
      const mark = rows.nth(i).getByTestId('race-outcome');
      expect((await mark.count()) ? await mark.getAttribute('data-outcome') : 'placed').toBe(race.outcome);
    }
    // Its places in the season's ace rankings, as the API gives them.
    const aces = page.getByTestId('pigeon-ace');
    expect(await aces.count()).toBe(bird.aces.length);
    for (const [i, ace] of bird.aces.entries()) {
      expect(await aces.nth(i).getAttribute('data-scheme')).toBe(ace.scheme);
      expect(await aces.nth(i).innerText()).toContain(`${ace.rank} of ${ace.of.toLocaleString('en')}`);
    }
    await screenshotsAtWidths(page, 'pigeon-story');
    // On a phone every race is a card whose place shows without a sideways swipe.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId('pigeon-races').getByTestId('pedigree-race-card').first();
    await card.waitFor();
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
