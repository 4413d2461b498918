/** The model-books test's world: the test app and its setting, the in-memory model of the books and its comparison with the server. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { addMonths, monthEnd } from '../../../common/penyusutan.js';
import { todayJakarta } from '../../../common/format.js';
import { PERIOD_TABLE } from '../../../server/ledger/period-balances.js';
import { biayaResources } from '../../../resources/biaya/biaya.js';

// A fixed seed by default, so CI runs the same sequences (each kind of command carried out); `NIAGA_MODEL_SEED=<n>`
// replays a failure, `NIAGA_MODEL_SEED=random` explores new sequences.
export const SEED = process.env.NIAGA_MODEL_SEED === 'random' ? undefined : Number(process.env.NIAGA_MODEL_SEED ?? 1);

// The server's clock runs 250 days ahead: the four months after this one have begun, none has depreciation or
// payroll in the demo, and documents dated "today" fall after all of them.
export const NOW = new Date(Date.now() + 250 * 86_400_000);
export const TODAY = todayJakarta(NOW);
export const MONTHS = [1, 2, 3, 4].map((k) => addMonths(todayJakarta().slice(0, 7), k));
export const CATEGORIES = biayaResources.find((r) => r.name === 'pembayaran')!.cost!.categories;

export let t: TestApp;
export let settingId: number;
export let initialClosing: string | null;
export let kas: { id: number; akun_id: number };
export let accounts: Map<string, number>;
/** Each asset category's expense and accumulated-depreciation accounts. */
export let categoryAccounts: Map<number, { beban: number; akumulasi: number }>;
export const done = new Map<string, number>();
export const count = (kind: string) => done.set(kind, (done.get(kind) ?? 0) + 1);

export const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/${url}`, payload });
export const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api/${url}` });

/** Makes the test app (its clock 250 days ahead) and reads the setting, company kas and accounts the runs use. */
export async function setUp(): Promise<void> {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  const s = await db.selectFrom('setting').select(['id', 'tanggal_tutup_buku']).orderBy('id').executeTakeFirstOrThrow();
  settingId = Number(s.id);
  initialClosing = (s.tanggal_tutup_buku as string | null) ?? null;
  expect(initialClosing === null || initialClosing < `${MONTHS[0]}-01`).toBe(true);
  const k = await db.selectFrom('kas').select(['id', 'akun_id']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
  kas = { id: Number(k.id), akun_id: Number(k.akun_id) };
  accounts = new Map((await db.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
  categoryAccounts = new Map((await db.selectFrom('asset_kategori').select(['id', 'akun_beban_id', 'akun_akumulasi_id']).execute())
    .map((c) => [Number(c.id), { beban: Number(c.akun_beban_id), akumulasi: Number(c.akun_akumulasi_id) }]));
}

export interface Model {
  /** debit − credit per account id. */
  net: Map<number, number>;
  /** Index into MONTHS of the last month closed (-1: none of them). */
  closed: number;
  /** Depreciation months posted (indexes into MONTHS, in order), with their journal's moves. */
  depreciated: Array<{ k: number; id: number; moves: Move[] }>;
  /** Months with a payroll run (not cancelled). */
  payroll: Set<number>;
  /** Costs paid and not cancelled. */
  costs: Array<{ id: number; moves: Move[] }>;
}
/** The real system is the test app, reached through `t`. */
export type Real = Record<string, never>;
export type Move = { akun_id: number; net: number };

export const apply = (m: Model, moves: Move[], sign = 1) => { for (const x of moves) m.net.set(x.akun_id, (m.net.get(x.akun_id) ?? 0) + sign * x.net); };
export const isClosed = (m: Model, k: number) => k <= m.closed;

export async function readModel(): Promise<Model> {
  const db = t.database.db;
  const rows = await db.selectFrom('akun').select(['id', 'debit_total', 'kredit_total']).execute();
  const runs = await db.selectFrom('penggajian').select('periode').where('status', '!=', 'dibatalkan').where('periode', 'in', MONTHS).execute();
  const depr = await db.selectFrom('asset_penyusutan').select(['id', 'periode']).where('status', '=', 'diposting').where('periode', 'in', MONTHS).orderBy('periode').execute();
  const s = await db.selectFrom('setting').select('tanggal_tutup_buku').where('id', '=', settingId).executeTakeFirstOrThrow();
  const closing = (s.tanggal_tutup_buku as string | null) ?? '';
  return {
    net: new Map(rows.map((r) => [Number(r.id), Number(r.debit_total) - Number(r.kredit_total)])),
    closed: MONTHS.filter((p) => monthEnd(p) <= closing).length - 1,
    // Earlier runs' months are only refused or cancelled in order: their moves are not needed, only which they are.
    depreciated: depr.map((d) => ({ k: MONTHS.indexOf(String(d.periode)), id: Number(d.id), moves: [] })),
    payroll: new Set(runs.map((r) => MONTHS.indexOf(String(r.periode)))),
    costs: [],
  };
}

export async function agrees(m: Model): Promise<void> {
  const db = t.database.db;
  const rows = await db.selectFrom('akun').select(['id', 'kode', 'tipe', 'debit_total', 'kredit_total', 'saldo']).execute();
  const wrong = rows.filter((r) => {
    const net = Number(r.debit_total) - Number(r.kredit_total);
    return net !== (m.net.get(Number(r.id)) ?? 0) || Number(r.saldo) !== (Number(r.tipe) === 2 ? -net : net);
  }).map((r) => `${r.kode}: debit−kredit ${Number(r.debit_total) - Number(r.kredit_total)}, saldo ${r.saldo}, model ${m.net.get(Number(r.id))}`);
  expect(wrong).toEqual([]);
  const k = await db.selectFrom('kas').innerJoin('akun', 'akun.id', 'kas.akun_id').select(['kas.saldo as kas', 'akun.saldo as akun']).where('kas.id', '=', kas.id).executeTakeFirstOrThrow();
  expect(Number(k.kas)).toBe(Number(k.akun));
  // The months the commands post into: kept month balances equal the journal lines.
  const month = sql<string>`substr(jurnal_rincian.tanggal, 1, 7)`;
  const lines = await db.selectFrom('jurnal_rincian').select(['akun_id', month.as('bulan'), (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
    .where('tanggal', '>=', `${MONTHS[0]}-01`).groupBy(['akun_id', month]).execute();
  const kept = await db.selectFrom(PERIOD_TABLE).select(['akun_id', 'bulan', 'debit', 'kredit']).where('bulan', '>=', MONTHS[0]).execute();
  const asText = (r: { akun_id: unknown; bulan: unknown; d: unknown; k: unknown }) => `${r.akun_id} ${r.bulan} ${Number(r.d)}/${Number(r.k)}`;
  expect(kept.filter((r) => Number(r.debit) || Number(r.kredit)).map((r) => asText({ ...r, d: r.debit, k: r.kredit })).sort())
    .toEqual(lines.map(asText).sort());
  const total = await db.selectFrom('jurnal_rincian').select((eb) => [eb.fn.sum<number>('debit').as('d'), eb.fn.sum<number>('kredit').as('k')]).executeTakeFirstOrThrow();
  expect(Number(total.d)).toBe(Number(total.k));
  const s = await db.selectFrom('setting').select('tanggal_tutup_buku').where('id', '=', settingId).executeTakeFirstOrThrow();
  expect(m.closed < 0 ? (s.tanggal_tutup_buku ?? null) : s.tanggal_tutup_buku).toBe(m.closed < 0 ? initialClosing : monthEnd(MONTHS[m.closed]));
}
