import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, freshPage, fromUserMenu, openBrowser, screenshotsAtWidths, signInAt, type Browser } from './browser';
import { ownServer } from './server';

// Issue 29: a fancier opens the pedigree tool from the menu, imports 200 pigeons from a CSV after a check that
// found a bad line, opens a bird's 5-generation chart, prints it as PDF and is refused a loop of ancestors; the
// demo fancier sees a raced bird's oneloft results on its card and its parent's offspring results. Pedigrees are
// new data: a server of its own.
const own = ownServer();

let browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  browsers = [];
});

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const browser = await openBrowser();
  browsers.push(browser);
  const { page, errors } = await freshPage(browser);
  await signInAt(page, own.base, email, '/registrations');
  await page.waitForURL((u) => u.pathname === '/registrations');
  await page.getByTestId('user-name').waitFor({ state: 'attached' });
  return { page, errors };
}

/** The user menu's Pedigree entry. */
async function openPedigree(page: Page) {
  await fromUserMenu(page, 'Pedigree');
  await page.getByTestId('pedigree-pigeons').waitFor();
}

/**
 * 200 pigeons: a full 5-generation tree of NL-2026-1000001 (bird i has sire 2i and dam 2i+1, 31 birds), then 169 of
 * its youngsters; headers in German and semicolons, as a German spreadsheet writes them.
 */
function csv(badLine = false): string {
  const ring = (i: number) => `NL-${2026 - 2 * Math.floor(Math.log2(i))}-${1000000 + i}`;
  const lines = ['Ring;Name;Geschlecht;Vater;Mutter;Farbe'];
  for (let i = 1; i <= 200; i++) {
    const tree = i <= 31;
    const sex = i === 1 ? 'cock' : tree ? (i % 2 === 0 ? 'cock' : 'hen') : i % 2 === 0 ? 'cock' : 'hen';
    const sire = tree ? (i <= 15 ? ring(2 * i) : '') : ring(1);
    const dam = tree && i <= 15 ? ring(2 * i + 1) : '';
    lines.push([tree ? ring(i) : `NL-2026-${2000000 + i}`, i === 1 ? 'Kampioen' : `Bird ${i}`, sex, sire, dam, 'Blue'].join(';'));
  }
  if (badLine) lines[2] = 'NL-26-1;Wrong;hen;;;Blue';
  return lines.join('\n') + '\n';
}

async function chooseFile(page: Page, text: string) {
  await page
    .getByTestId('pedigree-import')
    .locator('input[type=file]')
    .setInputFiles({ name: 'pigeons.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe('pedigree (issue 29)', () => {
  let page: Page;
  let errors: string[];

  it('opens from the menu with the trial, and refuses a ring that is not the federation’s', async () => {
    ({ page, errors } = await signedIn('fancier1.2@oneloft.example'));
    await openPedigree(page);
    await page.getByTestId('pedigree-empty').waitFor();
    expect(await page.getByTestId('pedigree-trial').innerText()).toMatch(/60 days left/);
    await page.getByTestId('pedigree-add').click();
    await page.getByTestId('pedigree-ring').fill('NL-26-123');
    await page.getByTestId('pedigree-save').click();
    await page.getByTestId('pedigree-pigeon-form').getByText('The ring number must look like NL-2026-1234567.', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await screenshotsAtWidths(page, 'pedigree-empty');
  });

  it('checks a CSV first, shows the bad line and writes nothing, then imports 200 pigeons', async () => {
    await page.getByTestId('pedigree-tab-import').click();
    await chooseFile(page, csv(true));
    await page.getByTestId('import-check').click();
    await page.getByTestId('import-problems').waitFor();
    expect(await page.getByTestId('import-problem').first().innerText()).toMatch(/Line 3[\s\S]*Ring number[\s\S]*NL-2026-1234567/);
    expect(await page.getByTestId('import-write').isDisabled()).toBe(true);
    expect(await page.getByTestId('import-map-sire').inputValue()).toBe('Vater');
    await screenshotsAtWidths(page, 'pedigree-import-check');

    await chooseFile(page, csv());
    await page.getByTestId('import-check').click();
    await expect.poll(() => page.getByTestId('import-summary').innerText()).toMatch(/^200 lines: 200 new/);
    await page.getByTestId('import-write').click();
    await page.getByTestId('import-done').waitFor();
    await page.getByTestId('pedigree-tab-pigeons').click();
    await expect.poll(() => page.getByTestId('total').innerText()).toMatch(/200/);
  });

  it('reads a Pigeon Planner export without mapping, and exports the pairs', async () => {
    await page.getByTestId('pedigree-tab-import').click();
    // Pigeon Planner 2's layout: sexes as numbers (1 hen), the band and its year apart, the sire by band and year.
    const pp = [
      '"pindex","band","year","sex","visible","status","colour","name","strain","loft","image","sire band","sire year","dam band","dam year"',
      '"NL2026300","NL 3000001","2026","1","1","1","Red","Desktop Hen","","Loft A","","NL 1000001","2026","",""',
    ];
    await chooseFile(page, pp.join('\n') + '\n');
    await page.getByTestId('import-check').click();
    await page.getByTestId('import-format').waitFor();
    expect(await page.getByTestId('import-map-ring').count()).toBe(0);
    await expect.poll(() => page.getByTestId('import-summary').innerText()).toMatch(/^1 lines?: 1 new/);
    await page.getByTestId('import-write').click();
    await page.getByTestId('import-done').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pedigree-export-pairs').click()]);
    expect(download.suggestedFilename()).toBe('breeding-pairs.csv');
    await page.getByTestId('pedigree-tab-pigeons').click();
    await page.getByTestId('pedigree-search').fill('3000001');
    await expect.poll(() => page.getByTestId('pedigree-row').innerText()).toMatch(/Desktop Hen/);
  });

  it('opens a bird’s 5-generation chart and prints it as PDF', async () => {
    await page.getByTestId('pedigree-search').fill('nl 2026 1000001');
    // one row, of that bird (the list keeps the last search's rows until the new ones come)
    await expect.poll(async () => (await page.getByTestId('pedigree-row').allInnerTexts()).join('|')).toMatch(/^[^|]*NL-2026-1000001[^|]*$/);
    await page.getByTestId('pedigree-row').getByRole('link').click();
    await page.getByTestId('pedigree-card').waitFor();
    await page.getByTestId('pedigree-generations').getByText('5', { exact: true }).click();
    await expect.poll(() => page.getByTestId('pedigree-chart').getAttribute('data-generations')).toBe('5');
    expect(await page.getByTestId('chart-card').count()).toBe(31);
    expect(await page.getByTestId('chart-unknown').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pedigree-pdf').click()]);
    expect(download.suggestedFilename()).toBe('pedigree-NL-2026-1000001.pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'oneloft-pedigree-')), 'pedigree.pdf');
    await download.saveAs(file);
    await promisify(execFile)('pdftoppm', ['-png', '-r', '70', '-singlefile', file, join(ARTIFACTS, 'pedigree-pdf')]);
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
    expect(stdout).toContain('NL-2026-1000001');
    expect(stdout).toContain('NL-2018-1000016'); // a bird of the fifth generation
    await screenshotsAtWidths(page, 'pedigree-chart');
  });

  it('refuses to make a bird its own ancestor', async () => {
    // The root's sire may not get the root as its sire.
    await page.getByTestId('pedigree-chart').getByText('NL-2024-1000002').click();
    await expect.poll(() => page.getByTestId('pedigree-card-ring').innerText()).toBe('NL-2024-1000002');
    await page.getByTestId('pedigree-edit').click();
    const sire = page.getByTestId('pedigree-sire');
    await sire.click();
    await sire.fill('1000001');
    await page.getByRole('option', { name: /NL-2026-1000001/ }).click();
    await page.getByTestId('pedigree-save').click();
    await page.getByTestId('pedigree-pigeon-form').getByText('A pigeon cannot be its own ancestor.', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a raced bird’s oneloft results on its card, and its parent’s offspring results', async () => {
    const { page: demo, errors: demoErrors } = await signedIn('fancier1.1@oneloft.example');
    await openPedigree(demo);
    await demo.getByTestId('pedigree-search').fill('DE-0100');
    await demo.getByTestId('pedigree-row').first().waitFor();
    // The demo fancier's birds of last season: some were never basketed (reserves, injured); the first that raced.
    const rows = await demo.getByTestId('pedigree-row').count();
    for (let i = 0; i < rows; i++) {
      await demo.getByTestId('pedigree-row').nth(i).getByRole('link').click();
      await demo.getByTestId('pedigree-card').waitFor();
      await demo.locator('[data-testid=pedigree-races], [data-testid=pedigree-no-races]').first().waitFor();
      if ((await demo.getByTestId('pedigree-race').count()) > 0) break;
      await demo.goBack();
      await demo.getByTestId('pedigree-row').first().waitFor();
    }
    expect(await demo.getByTestId('pedigree-race').count()).toBeGreaterThan(0);
    expect(await demo.getByTestId('pedigree-race').first().innerText()).toMatch(/Final|Hot spot/);
    await screenshotsAtWidths(demo, 'pedigree-raced');
    // A photo for the bird: shown on its card, and with its shared pedigree below.
    await demo.getByTestId('pedigree-photo-upload').locator('input[type=file]').setInputFiles(resolve('public/og-image.png'));
    await demo.getByTestId('pedigree-photo-image').waitFor();
    expect(await demo.getByTestId('pedigree-photo-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The owner shares its pedigree; its race pigeon's public page shows the chart.
    await demo.getByTestId('pedigree-edit').click();
    await demo.getByLabel('Share its pedigree on its race pigeon page').check();
    await demo.getByTestId('pedigree-save').click();
    await demo.getByTestId('pedigree-shared-badge').waitFor();
    await demo.getByTestId('pedigree-race-pigeon').click();
    await demo.getByTestId('shared-pedigree').waitFor();
    expect(await demo.getByTestId('shared-pedigree').getByTestId('chart-card').count()).toBeGreaterThan(2);
    await demo.getByTestId('shared-pedigree-photo').waitFor();
    await screenshotsAtWidths(demo, 'pedigree-shared');
    await demo.goBack();
    await demo.getByTestId('pedigree-card').waitFor();
    // Its sire, the demo's Kaiser, has raced youngsters.
    await demo.getByText('Sire:').getByRole('link').click();
    await expect.poll(() => demo.getByTestId('pedigree-offspring').innerText()).toMatch(/youngsters? raced/);
    await demo.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => demo.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await demo.getByTestId('pedigree-chart').waitFor();
    await screenshotsAtWidths(demo, 'pedigree-card-ar');
    expect(demoErrors).toEqual([]);
  });
});
