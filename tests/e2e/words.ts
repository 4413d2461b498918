/**
 * What a screen must never say (issue 35, "words, not codes"), checked by the screen sweeps on every screen they open
 * (tests/e2e/sweep.ts, sweep-layout.ts): English words (harness `ENGLISH`), and internal codes: a registry resource's
 * name in its kebab or snake form as a whole word (`penjualan-bayar`, `retur_konsumen`), a record id as `#541`, a
 * Material icon's code name (`LocalShipping`).
 */
import type { Page } from 'playwright-core';
import registry from '../../resources.config.js';
import { englishOn } from './harness.js';
import { ICON_LABELS } from '../../src/layout/iconLabels.js';

/** Registry names that are codes on a screen: those of two words or more (a one-word name is also a plain word). */
const CODE_NAMES = [...new Set(registry.resources.map((r) => r.name).filter((n) => n.includes('-'))
  .flatMap((n) => [n, n.replace(/-/g, '_')]))]
  // The ledgers' own kinds that are no resource's name.
  .concat(['retur_konsumen_rusak', 'surat_jalan', 'pengembalian_sales', 'pengembalian_sales_hilang', 'penjualan_batal', 'penjualan_tak_tertagih', 'saldo_awal'])
  .sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
/** A name standing alone: not inside a path, a file name or a longer word. */
const CODE = new RegExp(`(?<![\\w/.#-])(${CODE_NAMES.map(escape).join('|')})(?![\\w/.-])`, 'g');
/** An id in words: "Jurnal #541". */
const RECORD_ID = /(?<![\w&])#\d+\b/g;
/**
 * The icon code names the app's menu data uses (src/layout/iconLabels.ts lists them) that read as no word: two
 * capitalised words joined (`LocalShipping`, `AdminPanelSettings`) or a name with a digit (`Inventory2`). Plain
 * single words (`Menu`, `Store`) are words, left to the dictionary.
 */
const ICON_CODE = new RegExp(`\\b(${Object.keys(ICON_LABELS).filter((n) => /^[A-Z][a-z]+[A-Z]|\\d/.test(n)).join('|')})\\b`, 'g');

/** The internal codes on the visible page (empty when it speaks in words). */
export async function codesOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = [...text.matchAll(CODE), ...text.matchAll(RECORD_ID)].map((m) => m[0]);
  found.push(...[...text.matchAll(ICON_CODE)].map((m) => m[0]));
  return [...new Set(found)];
}

/** English words and internal codes on the open screen, as sweep findings (empty when there are none). */
export async function wordProblems(page: Page): Promise<string[]> {
  const english = [...new Set(await englishOn(page))];
  const codes = await codesOn(page);
  return [
    ...(english.length ? [`kata Inggris: ${english.join(', ')}`] : []),
    ...(codes.length ? [`kode internal: ${codes.join(', ')}`] : []),
  ];
}
