/**
 * Input tax (PPN masukan, issue 37): the PPN the company paid its sellers, as its books posted it on PPN Masukan
 * (settings `akun_ppn_masukan_id`, 1-1600), with each seller's tax invoice (faktur pajak) as recorded on the purchase or
 * cost document. The register lists the items of a period; a PPN period's closing credits the creditable ones
 * (`creditInputTax` stamps `masa_kredit`). docs/taxes.md "PPN Masukan" says which date places an item and why.
 *
 * What is posted, and so what counts:
 * - a purchase: the PPN of its goods receipts (server/domain/pembelian/terima.ts books each receipt's share on 1-1600
 *   in a journal of the receipt), read from those journals while posted (a reversed one no longer counts); its DPP is
 *   the value of the taxed goods received. A partly received purchase counts the part received.
 * - a cost document of a kind declaring `cost.ppn`: its `ppn`, posted with its expense journal (its journal step, or
 *   its payment when it has none), while not cancelled; its DPP is its total less that PPN.
 */
import type { Registry, ResourceDef } from '../../../common/registry.js';
import defaultRegistry from '../../../resources.config.js';
import { tableName } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import { postingAccount } from '../../ledger/index.js';
import { unprocessable } from '../../core/errors.js';

export type InputTaxSource = 'pembelian' | 'biaya';

export interface InputTaxItem {
  sumber: InputTaxSource;
  /** The resource: `pembelian`, or the cost kind (`pembayaran`, `biaya-operasional`, …). */
  jenis: string;
  id: number;
  nomor: string;
  /** The document's own date. */
  tanggal: string;
  /** When its PPN was first posted (the first receipt's date; a cost document's journal date). */
  tanggal_posting: string;
  supplier: string | null;
  npwp: string | null;
  no_faktur_pajak: string | null;
  tgl_faktur_pajak: string | null;
  dpp: number;
  ppn: number;
  masa_kredit: string | null;
  /** 'Dikreditkan 2026-10', 'Belum dikreditkan', 'Tanpa faktur pajak (tidak dapat dikreditkan)'. */
  keadaan: string;
}

export interface InputTaxTotals {
  dpp: number;
  ppn: number;
  count: number;
  ids: {
    pembelian: number[];
    /** Cost documents by kind: ids are per table. */
    biaya: Record<string, number[]>;
  };
}

const PERIODE_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last day of a period `YYYY-MM`; null when it is not one. */
export function periodDays(periode: string): { tgl_awal: string; tgl_akhir: string } | null {
  const m = PERIODE_RE.exec(periode);
  if (!m) return null;
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { tgl_awal: `${periode}-01`, tgl_akhir: `${periode}-${String(last).padStart(2, '0')}` };
}

/**
 * The date that places an item in a month: when it became creditable, the later of its tax invoice's date and the first
 * posting of its PPN (an invoice dated before the goods came counts from their receipt: the books hold its PPN only
 * then); without a tax invoice, the posting date. So a month's register holds what that month's closing could credit.
 */
export const placedOn = (item: Pick<InputTaxItem, 'tgl_faktur_pajak' | 'tanggal_posting'>): string =>
  item.tgl_faktur_pajak && item.tgl_faktur_pajak > item.tanggal_posting ? item.tgl_faktur_pajak : item.tanggal_posting;

export function stateWords(item: Pick<InputTaxItem, 'masa_kredit' | 'no_faktur_pajak'>): string {
  if (item.masa_kredit) return `Dikreditkan ${item.masa_kredit}`;
  if (!item.no_faktur_pajak) return 'Tanpa faktur pajak (tidak dapat dikreditkan)';
  return 'Belum dikreditkan';
}

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** Purchases with PPN posted on or before `until`, as posted by then. */
async function purchaseItems(db: Db, until: string): Promise<InputTaxItem[]> {
  const akun = await postingAccount(db, 'akun_ppn_masukan_id');
  const posted = await db.selectFrom('jurnal_rincian as jr')
    .innerJoin('jurnal as j', 'j.id', 'jr.jurnal_id')
    .innerJoin('penerimaan as pn', 'pn.id', 'j.dokumen_id')
    .select(['pn.pembelian_id as pembelian_id'])
    .select((eb) => [eb.fn.sum<number>('jr.debit').as('debit'), eb.fn.sum<number>('jr.kredit').as('kredit'), eb.fn.min<string>('j.tanggal').as('pertama')])
    .where('j.sumber', '=', 'penerimaan').where('j.status', '=', 'posted').where('jr.akun_id', '=', akun)
    .where('pn.pembelian_id', 'is not', null).where('j.tanggal', '<=', until)
    .groupBy('pn.pembelian_id').execute();
  const ppnBy = new Map(posted.map((r) => [Number(r.pembelian_id), { ppn: Number(r.debit) - Number(r.kredit), pertama: String(r.pertama) }]));
  const ids = [...ppnBy].filter(([, v]) => v.ppn > 0).map(([id]) => id);
  if (!ids.length) return [];
  // The taxed goods' value as received (each receipt line's value is its share of the purchase line after discount).
  const dpp = await db.selectFrom('penerimaan_barang as pb')
    .innerJoin('penerimaan as pn', 'pn.id', 'pb.penerimaan_id')
    .innerJoin('pembelian_rincian as pr', 'pr.id', 'pb.pembelian_rincian_id')
    .select(['pn.pembelian_id as pembelian_id']).select((eb) => eb.fn.sum<number>('pb.nilai').as('dpp'))
    .where('pn.status', '=', 'diterima').where('pn.tanggal', '<=', until).where('pr.ppn_persen', '>', 0).where('pn.pembelian_id', 'in', ids)
    .groupBy('pn.pembelian_id').execute();
  const dppBy = new Map(dpp.map((r) => [Number(r.pembelian_id), Number(r.dpp)]));
  const rows = await db.selectFrom('pembelian as p').leftJoin('supplier as s', 's.id', 'p.supplier_id')
    .select(['p.id', 'p.nomor', 'p.tanggal', 'p.no_faktur_pajak', 'p.tgl_faktur_pajak', 'p.masa_kredit', 's.nama as supplier', 's.npwp as npwp'])
    .where('p.id', 'in', ids).where('p.status', 'in', ['dipesan', 'diterima', 'lunas']).execute();
  return rows.map((r) => {
    const item = {
      sumber: 'pembelian' as const, jenis: 'pembelian', id: Number(r.id), nomor: String(r.nomor), tanggal: String(r.tanggal),
      tanggal_posting: ppnBy.get(Number(r.id))!.pertama, supplier: str(r.supplier), npwp: str(r.npwp),
      no_faktur_pajak: str(r.no_faktur_pajak), tgl_faktur_pajak: str(r.tgl_faktur_pajak),
      dpp: dppBy.get(Number(r.id)) ?? 0, ppn: ppnBy.get(Number(r.id))!.ppn, masa_kredit: str(r.masa_kredit),
    };
    return { ...item, keadaan: stateWords(item) };
  });
}

/** The cost kinds that may carry PPN masukan. */
export const ppnCostKinds = (registry: Registry): ResourceDef[] => registry.resources.filter((r) => r.cost?.ppn);

/** Cost documents of a kind with PPN posted on or before `until` and not cancelled. */
async function costItems(db: Db, resource: ResourceDef, until: string): Promise<InputTaxItem[]> {
  const table = tableName(resource);
  const rows = await db.selectFrom(`${table} as b`)
    .leftJoin('vendor as v', 'v.id', 'b.vendor_id')
    // The journal that posted the PPN: the expense journal of the journal step, else the payment's.
    .innerJoin('jurnal as j', (join) => join.on((eb) => eb('j.id', '=', eb.fn.coalesce('b.jurnal_beban_id', 'b.jurnal_id'))))
    .select(['b.id', 'b.nomor', 'b.tanggal', 'b.total', 'b.ppn', 'b.no_faktur_pajak', 'b.tgl_faktur_pajak', 'b.masa_kredit', 'v.nama as supplier', 'v.npwp as npwp', 'j.tanggal as tanggal_posting'])
    .where('b.ppn', '>', 0).where('b.status', '!=', 'dibatalkan').where('j.tanggal', '<=', until)
    .execute() as Array<Record<string, unknown>>;
  return rows.map((r) => {
    const item = {
      sumber: 'biaya' as const, jenis: resource.name, id: Number(r.id), nomor: String(r.nomor), tanggal: String(r.tanggal),
      tanggal_posting: String(r.tanggal_posting), supplier: str(r.supplier), npwp: str(r.npwp),
      no_faktur_pajak: str(r.no_faktur_pajak), tgl_faktur_pajak: str(r.tgl_faktur_pajak),
      dpp: Number(r.total) - Number(r.ppn), ppn: Number(r.ppn), masa_kredit: str(r.masa_kredit),
    };
    return { ...item, keadaan: stateWords(item) };
  });
}

async function allItems(db: Db, registry: Registry, until: string): Promise<InputTaxItem[]> {
  const out = await purchaseItems(db, until);
  for (const kind of ppnCostKinds(registry)) out.push(...await costItems(db, kind, until));
  return out;
}

const byDate = (a: InputTaxItem, b: InputTaxItem) => placedOn(a).localeCompare(placedOn(b)) || a.nomor.localeCompare(b.nomor);

/**
 * The input-tax register of a period: every purchase and cost document whose posted PPN is placed in it (`placedOn`),
 * as posted by the period's last day, oldest first.
 */
export async function inputTaxRegister(db: Db, period: { tgl_awal: string; tgl_akhir: string }, registry: Registry = defaultRegistry): Promise<InputTaxItem[]> {
  const items = await allItems(db, registry, period.tgl_akhir);
  return items.filter((i) => placedOn(i) >= period.tgl_awal && placedOn(i) <= period.tgl_akhir).sort(byDate);
}

function totalsOf(items: InputTaxItem[]): InputTaxTotals {
  const ids: InputTaxTotals['ids'] = { pembelian: [], biaya: {} };
  for (const i of items) {
    if (i.sumber === 'pembelian') ids.pembelian.push(i.id);
    else (ids.biaya[i.jenis] ??= []).push(i.id);
  }
  return { dpp: items.reduce((s, i) => s + i.dpp, 0), ppn: items.reduce((s, i) => s + i.ppn, 0), count: items.length, ids };
}

/** The items a period may credit: with a tax invoice dated by its last day, PPN posted by then, not credited yet. */
async function creditableItems(db: Db, registry: Registry, periode: string): Promise<InputTaxItem[]> {
  const days = periodDays(periode);
  if (!days) throw unprocessable({ periode: ['Periode harus berbentuk YYYY-MM'] });
  const items = await allItems(db, registry, days.tgl_akhir);
  return items.filter((i) => i.no_faktur_pajak && i.tgl_faktur_pajak && i.tgl_faktur_pajak <= days.tgl_akhir && !i.masa_kredit).sort(byDate);
}

/** What the PPN period `YYYY-MM` can credit now: DPP, PPN, how many, which. */
export async function creditableInputTax(db: Db, periode: string, registry: Registry = defaultRegistry): Promise<InputTaxTotals> {
  return totalsOf(await creditableItems(db, registry, periode));
}

/**
 * Credits the period's creditable input tax (the registry's cost kinds by default; pass the app's, `ctx.registry`): stamps `masa_kredit = periode` on exactly those items (inside the
 * caller's transaction: the PPN period's closing) and answers their totals. An item stamped by another closing in
 * the meantime is left as it is and not counted.
 */
export async function creditInputTax(trx: Db, periode: string, registry: Registry = defaultRegistry): Promise<InputTaxTotals> {
  const items = await creditableItems(trx, registry, periode);
  const stamped: InputTaxItem[] = [];
  for (const i of items) {
    const r = await trx.updateTable(i.sumber === 'pembelian' ? 'pembelian' : tableName(registry.resources.find((x) => x.name === i.jenis)!))
      .set({ masa_kredit: periode }).where('id', '=', i.id).where('masa_kredit', 'is', null).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) stamped.push(i);
  }
  return totalsOf(stamped);
}
