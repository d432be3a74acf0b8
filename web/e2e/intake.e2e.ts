import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi as api } from './api';
import { freshPage, openBrowser, type Browser, screenshotsAtWidths } from './browser';
import { ownServer } from './server';

// Issue 12, item 1: the merchant gives arrived birds their chip rings, by scan and by file.
// It changes pigeons: a server of its own.
const own = ownServer();

let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await openBrowser();
  ({ page, errors } = await freshPage(browser));
});
afterAll(async () => {
  await browser?.close();
});

async function shots(name: string, overflowChecked = true) {
  await screenshotsAtWidths(page, `intake-${name}`, overflowChecked);
}

describe('intake (issue 12)', () => {
  let seasonId = '';
  let rings: string[] = [];

  it('the merchant opens the intake of a season from its page and sees the stock', async () => {
    await page.goto(`${own.base}/admin/seasons`);
    await page.locator('#email').waitFor();
    await page.fill('#email', 'merchant@oneloft.example');
    await page.fill('#password', 'Oneloft2026');
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('season-row').first().waitFor();
    // The season with the most pigeons: the demo's current one.
    const ids = await page.getByTestId('season-row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.seasonId!));
    for (const id of ids) {
      const list = await api<{ data: { ring: string }[] }>(undefined, 'GET', `/api/public/seasons/${id}/pigeons?per_page=25`).catch(() => ({ data: [] }));
      if (list.data.length >= 2) {
        seasonId = id;
        rings = list.data.map((p) => p.ring);
        break;
      }
    }
    expect(seasonId).not.toBe('');
    await page.goto(`${own.base}/admin/seasons/${seasonId}`);
    await page.getByTestId('season-intake').click();
    await page.waitForURL(`${own.base}/admin/seasons/${seasonId}/intake`);
    await expect.poll(() => page.getByTestId('stock-registered-count').innerText()).not.toBe('–');
    expect(Number(await page.getByTestId('stock-registered-count').innerText())).toBeGreaterThanOrEqual(2);
    // The breadcrumbs name the season, not its id.
    const season = await api<{ name: string }>(undefined, 'GET', `/api/public/seasons/${seasonId}`);
    await expect.poll(() => page.getByTestId('breadcrumbs').innerText()).toContain(season.name);
    expect((await page.getByTestId('breadcrumbs').innerText()).split(/\s*\/\s*/)).not.toContain(seasonId);
    await shots('start');
  });

  it('scans a ring and a chip: Enter of the reader assigns it and the ring field is ready again', async () => {
    const ring = page.getByTestId('chip-scan-ring');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chip-scan-ring');
    await ring.fill(rings[0]!);
    await ring.press('Enter'); // moves on to the chip
    await page.getByTestId('chip-scan-chip').pressSequentially('e2e-0001');
    await page.getByTestId('chip-scan-chip').press('Enter');
    await page.locator('[data-testid=chip-scan-entry][data-ok=true]').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chip-scan-ring');
    // The same chip for another bird is refused with its reason.
    await ring.fill(rings[1]!);
    await ring.press('Enter');
    await page.getByTestId('chip-scan-chip').fill('E2E0001');
    await page.getByTestId('chip-scan-chip').press('Enter');
    await page.locator('[data-testid=chip-scan-entry][data-ok=false]').waitFor();
    expect(await page.getByTestId('chip-scan-log').innerText()).toContain('This chip ring belongs to another pigeon of the season.');
    await shots('scan');
  });

  it('checks a file first, blocks it while a row is wrong, then imports a good one', async () => {
    const input = page.getByTestId('intake-import').locator('input[type=file]');
    await input.setInputFiles({ name: 'chips.csv', mimeType: 'text/csv', buffer: Buffer.from(`ring,chip\n${rings[1]},E2E0002\nNL-2099-0000001,E2E0003\n`) });
    await page.getByTestId('chip-import-row').nth(1).waitFor();
    expect(await page.getByTestId('chip-import-row').nth(0).getAttribute('data-outcome')).toBe('matched');
    expect(await page.getByTestId('chip-import-row').nth(1).getAttribute('data-outcome')).toBe('unknown_ring');
    expect(await page.getByTestId('chip-import-submit').isDisabled()).toBe(true);
    await shots('import-blocked');
    await input.setInputFiles({ name: 'chips-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rings[1]};E2E0002\n`) });
    await expect.poll(() => page.getByTestId('chip-import-row').count()).toBe(1);
    await page.getByTestId('chip-import-submit').click();
    await expect.poll(() => page.getByTestId('chip-import-summary').innerText()).toBe('Imported: 1');
    await shots('import-done');
    expect(errors).toEqual([]);
  });

  it('gives two birds a status with a note, and refuses the same status again naming the ring', async () => {
    const list = page.getByTestId('intake-statuses');
    for (const ring of rings.slice(0, 2)) {
      await list.getByTestId('intake-pigeon-search').fill(ring);
      const row = list.locator(`[data-testid=intake-pigeon][data-ring="${ring}"]`);
      await row.waitFor();
      await expect.poll(() => list.getByTestId('intake-pigeon').count()).toBe(1);
      await row.getByTestId('intake-pigeon-choose').check();
    }
    await list.getByTestId('intake-status-type').selectOption('6'); // injured
    await list.getByTestId('intake-status-note').fill('Wing checked by the vet');
    await list.getByTestId('intake-status-apply').click();
    await expect.poll(() => list.getByTestId('intake-status-done').innerText()).toBe('Status set: 2');
    await expect.poll(() => list.getByTestId('intake-pigeon-health').first().innerText()).toBe('Injured');
    await shots('statuses');
    await list.locator(`[data-testid=intake-pigeon][data-ring="${rings[1]}"]`).getByTestId('intake-pigeon-choose').check();
    await list.getByTestId('intake-status-apply').click();
    await expect.poll(() => list.getByTestId('intake-status-error').innerText()).toBe(`${rings[1]}: The new status is the same as the last one`);
    expect(errors).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    await page.getByTestId('language-picker').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('intake-scan').getByText('رقم الحلقة').first().waitFor();
    // Not checked for sideways scrolling: the hidden measuring textarea that Mantine's autosize textarea
    // (on the season page visited before) leaves in the body sticks out to the left in right-to-left
    // pages on a phone. Known; see the issue note.
    await shots('ar', false);
    await page.getByTestId('language-picker').selectOption('en');
  });
});
