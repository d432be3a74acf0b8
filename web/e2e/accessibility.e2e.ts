import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { freshPage, openBrowser, screenshot, signInAt, type Browser } from './browser';

// Issue 31 item 7: WCAG 2.2 AA on every public page and the registration flow. axe-core checks each public
// screen (and each tab of it) on a desktop in English and on a phone in Arabic (right to left); a fancier
// registers a pigeon with the keyboard alone, the focus visible at every step; menus close with Escape.

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page's data is in: no request running, no loader turning. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .mantine-Loader-root'));
}

type Link = { name: string; from?: Link; selector: string };

/** Where a visitor finds each public screen: the link they follow on the page before it. */
const home: Link = { name: 'home', selector: '' };
const lofts: Link = { name: 'lofts', from: home, selector: 'a[href="/lofts"]' };
// Loft 1 runs the demo's live race: every tab of its page has rows.
const loft: Link = { name: 'loft', from: lofts, selector: '[data-testid=loft-card][href="/lofts/1"]' };
const team: Link = { name: 'team', from: loft, selector: '[data-testid=fanciers-table] tbody a' };
const pigeon: Link = { name: 'pigeon', from: team, selector: '[data-testid=pigeon-table] tbody a' };
const flight: Link = { name: 'flight', from: home, selector: '[data-testid=running-flight][data-state=released]' };
const loftNews: Link = { name: 'loft news', from: loft, selector: '[data-testid=tab-news]' };
const article: Link = { name: 'news article', from: loftNews, selector: '[data-testid=news-link]' };
const auctions: Link = { name: 'auctions', from: loft, selector: '[data-testid=loft-auctions-link]' };
const lot: Link = { name: 'auction lot', from: auctions, selector: '[data-testid=lot-card]' };
const seasons: Link = { name: 'seasons', from: home, selector: 'a[href="/seasons"]' };
const season: Link = { name: 'season', from: seasons, selector: '[data-testid=season-link]' };
const store: Link = { name: 'store', from: home, selector: 'a[href="/store"]' };
const product: Link = { name: 'store product', from: store, selector: 'a[data-testid^="store-product-"]' };
const contact: Link = { name: 'contact', from: home, selector: 'a[href="/contact"]' };
const about: Link = { name: 'about', from: home, selector: '[data-testid=footer-about]' };

const found = new Map<string, string>();

/**
 * The path of a screen, read from the link a visitor would follow (a tab is clicked instead: its path is the page's
 * with the tab chosen); the first answer is kept.
 */
async function pathOf(page: Page, link: Link): Promise<string> {
  if (!link.from) return '/';
  const known = found.get(link.name);
  if (known) return known;
  await page.goto(base + (await pathOf(page, link.from)));
  await settle(page);
  const target = page.locator(link.selector).first();
  let path: string;
  if ((await target.getAttribute('role')) === 'tab') {
    await target.click();
    await page.waitForURL(/[?&]tab=/);
    const url = new URL(page.url());
    path = url.pathname + url.search;
  } else {
    const href = await target.getAttribute('href');
    if (!href) throw new Error(`no link ${link.selector} for ${link.name}`);
    path = href;
  }
  found.set(link.name, path);
  return path;
}

/** A screen to check: where it is, and which tab of it (by test id) is opened there. */
type Screen = { name: string; link: Link; tab?: string };

const LOFT_TABS = ['aces', 'activeFlights', 'fanciers', 'flights', 'news', 'media', 'store', 'packages', 'contact'];
// The views of a running race (flight-views.ts, state released).
const FLIGHT_VIEWS = ['live', 'results', 'top', 'mine', 'basketing', 'map', 'presentation'];

const SCREENS: Screen[] = [
  { name: 'home', link: home },
  { name: 'lofts', link: lofts },
  ...LOFT_TABS.map((tab) => ({ name: `loft, tab ${tab}`, link: loft, tab: `tab-${tab}` })),
  { name: 'team', link: team },
  { name: 'pigeon', link: pigeon },
  ...FLIGHT_VIEWS.map((view) => ({ name: `flight, view ${view}`, link: flight, tab: `view-${view}` })),
  { name: 'news article', link: article },
  { name: 'auctions, open lots', link: auctions, tab: 'auctions-tab-open' },
  { name: 'auctions, results', link: auctions, tab: 'auctions-tab-results' },
  { name: 'auction lot', link: lot },
  { name: 'seasons', link: seasons },
  { name: 'season', link: season, tab: 'season-tab-season' },
  { name: 'season rules', link: season, tab: 'season-tab-rules' },
  { name: 'store', link: store },
  { name: 'store product', link: product },
  { name: 'contact', link: contact },
  { name: 'about', link: about },
];

// A desktop left to right and a phone right to left: between them every screen is checked in both directions and
// both layouts, at half the time of all four pairs.
const VIEWS = [
  { lang: 'en', width: 1280 },
  { lang: 'ar', width: 390 },
];

describe.each(VIEWS)('axe-core: no WCAG 2.2 AA violations, $lang at $width px', ({ lang, width }) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await freshPage(browser));
    await page.goto(base + '/');
    await page.getByTestId('language-picker').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
    await page.setViewportSize({ width, height: 900 });
  });

  it.each(SCREENS)('$name', async ({ name, link, tab }) => {
    await page.goto(base + (await pathOf(page, link)));
    await settle(page);
    if (tab) {
      const control = page.getByTestId(tab);
      // A loft shows its store and contact tabs only when it has them; loft 1 has both.
      await control.waitFor();
      if ((await control.getAttribute('aria-selected')) !== 'true') {
        await control.click();
        // The presentation view takes the whole page: its tab is gone once it opens.
        await page.waitForFunction((id) => {
          const el = document.querySelector(`[data-testid="${id}"]`);
          return !el || el.getAttribute('aria-selected') === 'true';
        }, tab);
      }
      await settle(page);
    }
    await expectNoAxeViolations(page, `${name} (${lang}, ${width} px)`);
  });
});

describe('live arrivals for screen readers', () => {
  it('the live view announces the demo race’s arrivals in a polite region apart from the table', async () => {
    const { page, errors } = await freshPage(browser);
    await page.goto(base + '/');
    await settle(page);
    await page.locator('[data-testid=running-flight][data-state=released]').first().click();
    await page.getByTestId('live-status').and(page.locator('[data-status=connected]')).waitFor();
    const region = page.getByTestId('arrival-announcer');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    // serve --demo keeps birds coming home: a batch is announced within a few seconds.
    await expect.poll(() => region.innerText()).toMatch(/^\d+ new arrivals?: /);
    expect(await page.locator('[data-testid=live-table] [aria-live], [data-testid=live-table][aria-live]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** Whether the focused element shows it: an outline or a focus shadow on it, or on the visible control of a hidden input. */
async function focusVisible(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'nothing focused' };
    const ring = (e: Element | null | undefined) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    const input = el as HTMLInputElement;
    const candidates = [el, el.nextElementSibling, ...Array.from(input.labels ?? [])];
    const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''} ${el.textContent?.trim().slice(0, 30) ?? ''}`;
    return { visible: candidates.some(ring), what };
  });
}

/** Presses Tab (Shift+Tab with back) until the focus is on `selector` (or inside it), checking at each step that the focus shows. */
async function tabTo(page: Page, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focusVisible(page);
    // Past the page's last control the focus leaves the page for the browser's own controls: nothing to show.
    if (focus.what === 'nothing focused') continue;
    expect(focus.visible, `focus not visible on ${focus.what}`).toBe(true);
    if (await page.evaluate((sel) => !!document.activeElement?.closest(sel), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Replaces the focused field's text by typing, as a keyboard user does. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Signs fancier 1.1 in through the provider's form, unless the browser's session still holds them. */
async function signedIn(page: Page): Promise<void> {
  await page.goto(`${base}/registrations`);
  await page.locator('#email').or(page.getByTestId('user-name')).first().waitFor();
  if ((await page.locator('#email').count()) > 0) await signInAt(page, base, 'fancier1.1@oneloft.example', '/registrations');
  await page.getByTestId('user-name').waitFor();
}

describe('keyboard only', () => {
  it('a fancier registers a pigeon for a season with the keyboard alone, the focus visible at each step', async () => {
    const { page, errors } = await freshPage(browser);
    await signedIn(page);
    await page.goto(base + '/');
    await settle(page);

    // Menu → Lofts → loft 1 → Register.
    await tabTo(page, 'header a[href="/lofts"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/lofts');
    await settle(page);
    await tabTo(page, '[data-testid=loft-card][href="/lofts/1"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/lofts/1');
    await settle(page);
    await tabTo(page, '[data-testid=register-button]');
    await page.keyboard.press('Enter');
    await page.getByTestId('registration-form').waitFor();
    await settle(page);
    await expectNoAxeViolations(page, 'the registration form');

    // One place of the first entry fee.
    await tabTo(page, '[data-testid=product-quantities] input');
    const quantity = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid);
    await retype(page, '1');
    await page.getByTestId('places').getByText('Places: 1 active').waitFor();

    // The team: the fancier's own, or a new one named here.
    if ((await page.getByTestId('team-select').count()) > 0 && (await page.getByTestId('team-select').inputValue()) === '') {
      await tabTo(page, '[data-testid=team-select]');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByTestId('team-select').inputValue()).not.toBe('');
    } else if ((await page.getByTestId('team-name-input').count()) > 0) {
      await tabTo(page, '[data-testid=team-name-input]');
      await retype(page, 'Keyboard Loft');
      await tabTo(page, '[data-testid=team-country]');
      await page.keyboard.press('ArrowDown');
    }

    for (const [field, value] of [
      ['street', 'Domstraße 1'],
      ['zipcode', '50667'],
      ['city', 'Köln'],
    ] as const) {
      await tabTo(page, `[data-testid=address-${field}]`);
      await retype(page, value);
    }

    await tabTo(page, '[data-testid=add-pigeon]');
    await page.keyboard.press('Enter');
    const ring = `DE-0100-27-K${Date.now().toString().slice(-6)}`;
    await tabTo(page, '[data-testid=pigeon-ring-input]');
    await page.keyboard.type(ring);
    // Back up to the quantity with Shift+Tab: the order runs both ways.
    await tabTo(page, `[data-testid=${quantity}]`, true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('1');

    if ((await page.getByTestId('contract-accept').count()) > 0) {
      await tabTo(page, '[data-testid=contract-accept]');
      await page.keyboard.press('Space');
    }
    await expectNoAxeViolations(page, 'the filled registration form');
    await screenshot(page, 'a11y-registration-keyboard');

    await tabTo(page, '[data-testid=register-submit]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/registrations\/\d+$/);
    await page.getByTestId('order-reference').waitFor();
    await settle(page);
    expect(await page.getByTestId('order-pigeon').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(ring)]));
    await expectNoAxeViolations(page, 'the new registration');
    expect(errors).toEqual([]);
  });

  it('the user menu and the phone menu close with Escape, the focus back on their button', async () => {
    const { page, errors } = await freshPage(browser);
    await signedIn(page);
    await settle(page);

    await tabTo(page, '[data-testid=user-name]');
    await page.keyboard.press('Enter');
    await page.getByTestId('user-menu-items').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu-items').waitFor({ state: 'hidden' });
    // The focus goes back once the menu has closed, which may be a frame after it left the page.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('user-name');

    await page.setViewportSize({ width: 390, height: 844 });
    await tabTo(page, '[data-testid=menu-button]', true);
    await page.keyboard.press('Enter');
    await page.getByTestId('mobile-nav').waitFor();
    await expectNoAxeViolations(page, 'the open phone menu');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-nav').waitFor({ state: 'detached' });
    // The focus goes back once the menu has closed, which may be a frame after it left the page.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('menu-button');
    expect(errors).toEqual([]);
  });
});
