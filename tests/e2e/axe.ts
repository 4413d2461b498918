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
 * The WCAG 2.1 A/AA rules that read colours: the only ones whose answer can change with the skin (the rest read the
 * document's structure, names and roles, which the skins share).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it stands (injected once per document:
 * in-app navigation keeps it), leaving out the `exclude` selectors; with `rules`, only those rules.
 */
export async function axeFindings(page: Page, exclude: string[] = [], rules?: string[]): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  // A dialog or menu still fading in would be measured half transparent: wait for transitions to end.
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const results = await page.evaluate(async ({ tags, exclude, rules }) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, o: object) => Promise<AxeResults> } }).axe;
    const context = exclude.length ? { include: [['html']], exclude: exclude.map((s) => [s]) } : document;
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
    return axe.run(context, { runOnly, resultTypes: ['violations'] });
  }, { tags: WCAG21AA, exclude, rules });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact!, count: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')), help: v.help }));
}
