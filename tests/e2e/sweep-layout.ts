/** The layout checks of the screen sweeps (tests/e2e/sweep.ts): the open screen's layout, and a generated list's first record. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { refKey, findResource, type FieldDef } from '../../common/registry.js';
import registry from '../../resources.config.js';
import { formatDate, formatDateTime, formatMonth, formatNumber } from '../../common/format.js';
import { cardParts } from '../../src/framework/list/columnPriority.js';
import { login, shootOnFailure, type useBrowserSession } from './harness.js';
import { SIGNED_IN_PAGES, allScreens, navigate, settled, trackRequests, type Screen } from './screens.js';
import { wordProblems } from './words.js';

export type Session = ReturnType<typeof useBrowserSession>;
export type Api = <T>(p: string) => Promise<T>;
type Row = Record<string, unknown>;

const ONLY = process.env.A11Y_ONLY ?? process.env.SWEEP_ONLY;
/** The paths a run checks: all of them, or those `A11Y_ONLY` / `SWEEP_ONLY` match. */
export const only = ONLY ? new RegExp(ONLY) : undefined;

export const LAPTOP = { name: 'laptop', width: 1366, height: 768 };
export const PHONE = { name: 'ponsel', width: 390, height: 844 };

/** A field's value as the list shows it, for the kinds a title or status takes; undefined when not checkable. */
function shownText(field: FieldDef | undefined, row: Row): string | undefined {
  if (!field) return undefined;
  const v = row[field.name];
  if (v === null || v === undefined || v === '') return undefined;
  switch (field.kind) {
    case 'text': {
      // A document kind reads as the server's words for it ("Penjualan PJ/…"), never the code.
      const doc = field.documentId ? row[`${field.name}_dokumen`] as { jenis: string; nomor: string | null } | null : undefined;
      if (doc !== undefined) return doc ? (doc.nomor ? `${doc.jenis} ${doc.nomor}` : doc.jenis) : undefined;
      return field.month ? formatMonth(String(v)) : String(v);
    }
    case 'email': case 'phone': return String(v);
    case 'int': return formatNumber(Number(v), 0);
    case 'date': return formatDate(String(v));
    case 'datetime': return formatDateTime(String(v));
    case 'enum': return field.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
    case 'bool': return v === true || v === 1 ? 'Ya' : 'Tidak';
    case 'ref': {
      const target = field.ref ? findResource(registry, field.ref) : undefined;
      const expanded = row[refKey(field)] as Row | null;
      const title = target && expanded ? expanded.nama ?? expanded[target.titleField] : undefined;
      return title === undefined || title === null ? undefined : String(title);
    }
    default: return undefined;
  }
}

/** What is wrong with the layout of the open screen (empty when nothing is). */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`halaman bergulir ke samping ${root.scrollWidth - root.clientWidth} px`);
    const main = document.querySelector('main');
    if (!main) return ['tidak ada <main>'];
    const within = (selector: string) => [main, ...document.querySelectorAll('[role="dialog"]')].flatMap((r) => [...r.querySelectorAll<HTMLElement>(selector)]);
    // Every table, a chart's figures kept for screen readers too (they sit in a box as wide as themselves).
    for (const table of within('table')) {
      const container = table.parentElement!;
      const over = Math.round(table.getBoundingClientRect().width - container.clientWidth);
      if (over > 1) problems.push(`tabel lebih lebar ${over} px dari wadahnya`);
    }
    for (const el of within('*')) {
      if (el.matches('input, textarea')) continue;
      const overflow = getComputedStyle(el).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} bergulir ke samping ${el.scrollWidth - el.clientWidth} px`);
      }
    }
    // A line item names its goods in full ("code · whole name", wrapping): never cut short or ended with "…" (issue 35).
    const refs = [
      ...within('.RaSimpleFormIterator-line textarea[aria-autocomplete]').map((el) => ({ el, text: (el as HTMLTextAreaElement).value, rows: true })),
      ...within('[data-line-ref]').map((el) => ({ el, text: el.innerText, rows: false })),
    ];
    for (const { el, text, rows } of refs) {
      if (!text.trim()) continue;
      const cut = el.scrollWidth > el.clientWidth + 1 || (rows && el.scrollHeight > el.clientHeight + 1) || text.includes('…');
      if (cut) problems.push(`rincian terpotong: "${text.slice(0, 40)}"`);
    }
    return problems;
  });
}

/** Whether the first list row shows `text` inside the viewport. */
async function firstRowShows(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const row = document.querySelector('main tbody tr, main [data-testid="list-card"]');
    if (!row) return false;
    const holders = [...row.querySelectorAll<HTMLElement>('*')].filter((e) => (e.textContent ?? '').includes(wanted)
      && ![...e.children].some((c) => (c.textContent ?? '').includes(wanted)));
    return holders.some((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.left >= -1 && r.right <= window.innerWidth + 1 && getComputedStyle(e).visibility !== 'hidden';
    });
  }, text);
}

async function checkFirstRow(screen: Screen, api: Api, page: Page): Promise<string[]> {
  const { resource } = screen;
  const sort = resource.defaultSort ?? { field: 'id', order: 'DESC' };
  const first = (await api<{ data: Row[] }>(`/${resource.name}?page=1&perPage=1&sort=${sort.field}&order=${sort.order}`)).data[0];
  if (!first) return [];
  const parts = cardParts(resource);
  const problems: string[] = [];
  for (const [what, field] of [['judul', parts.title], ['status', parts.status]] as const) {
    const text = shownText(field, first);
    if (text && !(await firstRowShows(page, text))) problems.push(`${what} baris pertama "${text}" tidak terlihat`);
  }
  return problems;
}

/** The layout checks of the open screen: the page's, and on a generated list its first record's title and status. */
export async function screenLayout(page: Page, api: Api, screen: Screen | undefined): Promise<string[]> {
  const problems = await layoutProblems(page);
  if (screen?.kind === 'list' && screen.generated) problems.push(...await checkFirstRow(screen, api, page));
  return problems;
}

/** Opens the dialog a screen is about (status kredit on a customer's page). */
export async function openDialog(page: Page, screen: Screen): Promise<void> {
  await page.locator('main').getByRole('button', { name: screen.open!.click }).click();
  await page.getByRole('dialog').getByText(screen.open!.shows).first().waitFor();
}

/**
 * Every screen of `allScreens` and the signed-in pages at `viewport`, as admin on the demo data: no page-level
 * horizontal scroll, no table wider than its container, nothing scrolling sideways inside the page, and on
 * generated lists the first record's title and status on screen.
 */
export async function layoutSweep(session: Session, viewport: { name: string; width: number; height: number }): Promise<void> {
  const page = await session.fresh();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  trackRequests(page);
  await login(page, session.app.url, 'admin');
  // A resource without demo records (opening balances on a live company) has no detail page to open.
  const { screens: every, missing } = await allScreens((p) => session.api(p));
  const screens = every.filter((s) => !only || only.test(s.path));
  if (only) console.log(`sweep ${viewport.name}: ${screens.map((s) => s.path).join(' ')}; tanpa rekaman demo: ${missing.join(', ') || '-'}`);
  const found: Record<string, string[]> = {};
  const api: Api = (p) => session.api(p);
  const watch = stopwatch();
  for (const screen of screens) {
    await watch.screen(screen.path, async () => {
      await watch.time('buka', async () => {
        await navigate(page, screen.path);
        await settled(page);
        if (screen.open) await openDialog(page, screen);
      });
      const problems = await watch.time('tata letak', () => screenLayout(page, api, screen));
      problems.push(...await watch.time('kata', () => wordProblems(page)));
      if (problems.length) {
        found[`${screen.name} ${screen.path}`] = problems;
        await shootOnFailure(page, `sweep-${viewport.name}-${screen.name}`, true);
      }
      if (screen.open) await page.keyboard.press('Escape');
    });
  }
  for (const path of SIGNED_IN_PAGES.filter((p) => !only || only.test(p))) {
    await navigate(page, path);
    await settled(page);
    const problems = [...await layoutProblems(page), ...await wordProblems(page)];
    if (problems.length) found[`halaman ${path}`] = problems;
  }
  console.log(`sweep ${viewport.name}: ${screens.length} layar; waktu: ${watch}`);
  if (!only) expect(screens.length).toBeGreaterThan(150);
  expect(found).toEqual({});
}

/** Seconds a sweep spent opening screens, switching skins, in axe-core and in the layout checks: printed, never asserted. */
export function stopwatch() {
  const spent: Record<string, number> = {};
  const screens: Array<[string, number]> = [];
  return {
    async time<T>(what: string, work: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try { return await work(); } finally { spent[what] = (spent[what] ?? 0) + performance.now() - started; }
    },
    /** Times one whole screen's visit, so the summary can name the slowest screens. */
    async screen<T>(label: string, work: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try { return await work(); } finally {
        const ms = performance.now() - started;
        screens.push([label, ms]);
        // Said at once: a sweep that runs out of time never reaches its summary.
        if (ms > 15_000) console.log(`layar lambat: ${label} ${(ms / 1000).toFixed(1)} s`);
      }
    },
    toString: () => Object.entries(spent).map(([k, ms]) => `${k} ${Math.round(ms / 1000)} s`).join(', ')
      + (screens.length ? `; terlama: ${[...screens].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([l, ms]) => `${l} ${(ms / 1000).toFixed(1)} s`).join(', ')}` : ''),
  };
}
