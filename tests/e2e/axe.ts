import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

/** axe-core's browser bundle, evaluated in the page: a script tag would be refused by the app's CSP (no inline scripts). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.1 levels A and AA, the bar the project holds itself to. */
export const WCAG21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  rule: string;
  impact: string;
  /** How many elements break it, and the first few of them. */
  count: number;
  targets: string[];
  help: string;
}

/**
 * axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it stands (injected once per document:
 * in-app navigation keeps it).
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, WCAG21AA);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact!, count: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')), help: v.help }));
}
