import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's own bundle, read once, evaluated in each page (WCAG 2.2 AA, issue 31). Not as an added <script>: the
// Content-Security-Policy (script-src 'self') refuses inline scripts, and evaluating through the debugging protocol is not one.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0/2.1/2.2 levels A and AA: what the issue asks of every public page. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core on the page as it is now; answers one line per violation (rule, help, the elements' selectors). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
  }, TAGS);
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

/** Fails, naming each rule, its help and the offending elements, when axe-core finds a violation on the page. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const found = await axeViolations(page);
  if (found.length > 0) throw new Error(`axe-core found ${found.length} violation(s) on ${where} (${page.url()}):\n  ${found.join('\n  ')}`);
}
