/**
 * The screen sweeps (tests/e2e/a11y-sweep*.test.ts, screen-sweep.test.ts), each file one pass in a browser of its
 * own so the passes run side by side (e2e files run four at a time):
 * - `a11y-sweep.test.ts` to `a11y-sweep-4.test.ts`, a quarter of the screens each: 1366 × 768, axe-core on every screen
 *   in both skins (every rule, switched with the top bar's button, the colour rules), and on the screens of `allScreens`
 *   and the signed-in pages the layout checks of the screen sweep, in the same visit.
 * - `screen-sweep.test.ts`: 390 × 844: the layout checks.
 * `A11Y_ONLY=<regex>` or `SWEEP_ONLY=<regex>` checks only the paths it matches (while fixing a screen).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { login, shootOnFailure } from './harness.js';
import { PUBLIC_PAGES, SIGNED_IN_PAGES, SPEC_ROUTES, allScreens, navigate, settled, trackRequests, withEditForms, type Screen } from './screens.js';
import { COLOUR_RULES, axeFindings, type Finding } from './axe.js';
import { LAPTOP, layoutSweep, only, openDialog, PHONE, screenLayout, stopwatch, type Api, type Session } from './sweep-layout.js';
import { wordProblems } from './words.js';

export { LAPTOP, layoutSweep, only, PHONE };

export const SKINS = { dark: { mode: 'dark', name: 'gelap' }, light: { mode: 'light', name: 'terang' } } as const;
type Skin = (typeof SKINS)[keyof typeof SKINS];

/** The side menu is the same component on every screen: checked on the first signed-in screen of a skin, then left out. */
const MENU = 'nav[aria-label="Menu utama"]';

function describeFindings(findings: Finding[]): string[] {
  return findings.map((f) => `${f.rule} (${f.impact}, ${f.count}×): ${f.targets.join(' | ')}`);
}

/**
 * Puts the open page in `skin`: the top bar's button where the page has one (the screen stays, its data is not read
 * again), else the stored choice and a reload (the public pages).
 */
async function switchSkin(page: Page, skin: Skin): Promise<void> {
  const button = page.locator('header button[data-theme-mode]');
  if (await button.count()) {
    await button.click();
    await page.locator(`header button[data-theme-mode="${skin.mode}"]`).waitFor();
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 })));
  } else {
    await page.evaluate((mode) => localStorage.setItem('niaga.theme', mode), skin.mode);
    await page.reload();
    await settled(page);
  }
}

/** The signed-in paths of the accessibility sweep in their order, each once. */
async function a11yPaths(api: Api, layout: boolean) {
  const { screens, missing } = await allScreens(api);
  const layoutScreens = new Set<Screen>(layout ? screens : []);
  const registryPaths = new Set(withEditForms(screens).map((s) => s.path));
  const paths = [
    ...SIGNED_IN_PAGES.map((path) => ({ label: 'halaman', path, screen: undefined as Screen | undefined, layout })),
    ...withEditForms(screens).map((s) => ({ label: s.name, path: s.path, screen: s as Screen | undefined, layout: layoutScreens.has(s) })),
    // A SPEC.md route that is a registry screen is that screen, checked once.
    ...SPEC_ROUTES.filter((path) => !registryPaths.has(path)).map((path) => ({ label: 'rute SPEC', path, screen: undefined, layout: false })),
  ];
  return { paths, missing };
}

/**
 * WCAG 2.1 AA on every screen (issue 24): axe-core's serious and critical findings in both skins at a laptop's
 * 1366 × 768, as admin on the demo data. Every registry resource's list, create, edit and detail page, its
 * hand-written screens, the hand-written pages, the public pages and every SPEC.md section 2 route that needs no
 * record id (one that lands on a screen already checked is not checked twice). One login; screens are opened by
 * in-app navigation, checked with every rule in the skin the page is in, switched to the other skin with the top
 * bar's button and checked again with the rules that read colours (`COLOUR_RULES`: the others read structure, names
 * and roles, which the skins share); the next screen starts in that skin, so each skin gets every rule on half of
 * the screens and the colour rules on all of them. With `layout`, the screens of `allScreens` and the signed-in
 * pages also get the layout checks of `layoutSweep` in the same visit (the laptop size of the screen sweep).
 * `part: [i, n]` checks every n-th path from the i-th (and the public pages in part 0), so n files share the sweep.
 */
export async function a11ySweep(session: Session, options: { layout?: boolean; part?: [number, number] } = {}): Promise<void> {
  const [part, parts] = options.part ?? [0, 1];
  const page = await session.fresh();
  await page.setViewportSize({ width: LAPTOP.width, height: LAPTOP.height });
  trackRequests(page);
  const found: Record<string, string[]> = {};
  const layoutFound: Record<string, string[]> = {};
  const wordsFound: Record<string, string[]> = {};
  const tally = new Map<string, number>();
  const checked = new Set<string>();
  const checks: Record<string, number> = { [SKINS.dark.name]: 0, [SKINS.light.name]: 0 };
  let colourOnly = 0;
  let layoutChecked = 0;
  let skin: Skin = SKINS.dark; // a new browser's skin
  const menuChecked = new Set<Skin>();
  const watch = stopwatch();
  const checkScreen = async (label: string, rules?: string[]) => {
    const findings = await watch.time('axe', () => axeFindings(page, menuChecked.has(skin) ? [MENU] : [], rules));
    for (const f of findings) tally.set(f.rule, (tally.get(f.rule) ?? 0) + f.count);
    checks[skin.name] += 1;
    if (rules) colourOnly += 1;
    if (findings.length) {
      found[`${skin.name}: ${label}`] = describeFindings(findings);
      await shootOnFailure(page, `a11y-${skin.name}-${label}`, true);
    }
    if ((await page.locator(MENU).count()) > 0) menuChecked.add(skin);
  };
  /**
   * Checks the open screen in its skin with every rule, then in the other skin with the rules that read colours (the
   * rest cannot change with the skin); `dialog` is closed for the switch and opened again.
   */
  const inBothSkins = async (label: string, dialog?: Screen) => {
    await checkScreen(label);
    if (dialog) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    skin = skin === SKINS.dark ? SKINS.light : SKINS.dark;
    await watch.time('ganti tema', () => switchSkin(page, skin));
    if (dialog) await openDialog(page, dialog);
    await checkScreen(label, COLOUR_RULES);
  };
  const api: Api = (p) => session.api(p);
  /** No English word and no internal code on any screen the sweep opens (issue 35). */
  const checkWords = async (label: string) => {
    const problems = await watch.time('kata', () => wordProblems(page));
    if (problems.length) wordsFound[label] = problems;
  };
  const checkLayout = async (label: string, screen: Screen | undefined) => {
    layoutChecked += 1;
    const problems = await watch.time('tata letak', () => screenLayout(page, api, screen));
    if (problems.length) {
      layoutFound[label] = problems;
      await shootOnFailure(page, `sweep-${LAPTOP.name}-${label}`, true);
    }
  };

  for (const path of part === 0 ? PUBLIC_PAGES.filter((p) => !only || only.test(p)) : []) {
    await page.goto(`${session.app.url}${path}`);
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (checked.has(landed)) continue;
    checked.add(landed);
    await checkWords(`halaman publik ${landed}`);
    await inBothSkins(`halaman publik ${landed}`);
  }
  await login(page, session.app.url, 'admin');
  const all = await a11yPaths(api, !!options.layout);
  const paths = all.paths.filter((p, i) => i % parts === part && (!only || only.test(p.path)));
  for (const { label, path, screen, layout } of paths) {
    await watch.screen(path, async () => {
      if (screen?.open) {
        await watch.time('buka', async () => { await navigate(page, path); await settled(page); await openDialog(page, screen); });
        if (layout) await checkLayout(`${screen.name} ${path}`, screen);
        await checkWords(`${label} ${path}`);
        await inBothSkins(`${label} ${path}`, screen);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        return;
      }
      if (layout) {
        // The screen sweep opens each of these and requires it to open.
        await watch.time('buka', async () => { await navigate(page, path); await settled(page); });
        await checkLayout(screen ? `${screen.name} ${path}` : `${label} ${path}`, screen);
      } else {
        await watch.time('buka', async () => { await navigate(page, path).catch(() => undefined); await settled(page); });
      }
      const landed = new URL(page.url()).pathname;
      if (checked.has(landed)) return;
      checked.add(landed);
      await checkWords(`${label} ${landed}`);
      await inBothSkins(`${label} ${landed}`);
    });
  }
  // A record page of a resource without demo records cannot be opened: named here rather than failing.
  console.log(`a11y bagian ${part + 1}/${parts}: ${paths.length} dari ${all.paths.length} jalur, diperiksa ${JSON.stringify(checks)} (${colourOnly} dengan aturan warna saja), `
    + `temuan per aturan ${JSON.stringify(Object.fromEntries(tally))}; tanpa rekaman demo: ${all.missing.join(', ') || '-'}`
    + (options.layout ? `; tata letak ${LAPTOP.width} × ${LAPTOP.height}: ${layoutChecked} layar` : '') + `; waktu: ${watch}`);
  if (!only) {
    expect(all.paths.length).toBeGreaterThan(500);
    expect(checks[SKINS.dark.name]).toBeGreaterThan(all.paths.length / parts - 50);
    expect(checks[SKINS.light.name]).toBe(checks[SKINS.dark.name]);
    // Every screen of this part that takes the layout checks got them (the parts share them unevenly).
    if (options.layout) expect(layoutChecked).toBe(paths.filter((p) => p.layout).length);
  }
  expect({ axe: found, layout: layoutFound, words: wordsFound }).toEqual({ axe: {}, layout: {}, words: {} });
}
