import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/format.js';
import { creditableInputTax, creditInputTax, inputTaxRegister, periodDays, type InputTaxItem } from '../../../server/domain/pajak/services.js';
import { draftBody, advance } from '../biaya/fixtures.js';
import { purchase, receive, today } from '../pembelian/fixtures.js';
import { saldoSetting } from '../gudang/fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post } = useApiApp();

const periode = () => today().slice(0, 7);
const nextMonth = () => addDays(periodDays(periode())!.tgl_akhir, 1);
let n = 0;
const nsfp = () => `0400250000000${String(++n).padStart(4, '0')}`;
const anyVendor = async () => Number((await t.database.db.selectFrom('vendor').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
const month = () => inputTaxRegister(t.database.db, periodDays(periode())!, t.registry);
const find = (rows: InputTaxItem[], sumber: string, id: number) => rows.find((r) => r.sumber === sumber && r.id === Number(id));

/** A purchase given a tax invoice (unless `faktur` is null), ordered, and received in part or in full. */
async function bought(opts: { faktur?: string | null; received?: 'sebagian' | 'semua' | 'tidak'; reject?: boolean } = {}) {
  const { doc } = await purchase(t, { draft: true });
  if (opts.faktur !== null) {
    const set = await post('finance', '/input/pembelian', { id: doc.id, no_faktur_pajak: nsfp(), tgl_faktur_pajak: opts.faktur ?? today() });
    expect(set.statusCode, set.body).toBe(200);
  }
  if (opts.reject) {
    expect((await post('finance', '/input/pembelian-tolak', { id: doc.id, alasan_tolak: 'Harga berubah' })).statusCode).toBe(200);
    return doc;
  }
  expect((await post('finance', '/input/pembelian-pesan', { id: doc.id })).statusCode).toBe(200);
  const g = doc.rincian[0].qty / 2;
  if (opts.received === 'sebagian') expect((await receive(t, doc, [g, 4])).statusCode).toBe(200);
  if ((opts.received ?? 'semua') === 'semua') expect((await receive(t, doc, [2 * g, 10])).statusCode).toBe(200);
  return doc;
}

/** A payment with PPN 19.820 on 200.000, with its seller's tax invoice unless `faktur` is null; paid unless `draft`, then cancelled if asked. */
async function cost(opts: { faktur?: string | null; draft?: boolean; cancel?: boolean } = {}) {
  const body = { ...(await draftBody(t, 'pembayaran')), ppn: 19_820, vendor_id: await anyVendor(), ...(opts.faktur === null ? {} : { no_faktur_pajak: nsfp(), tgl_faktur_pajak: opts.faktur ?? today() }) };
  const made = await post('gm', '/input/pembayaran', body);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data.id;
  if (opts.draft) return made.json().data;
  const doc = await advance(t, 'pembayaran', id, 'terima');
  if (opts.cancel) expect((await post('finance', '/pembayaran-cancel', { id, alasan_batal: 'Salah tagihan' })).statusCode).toBe(200);
  return doc;
}

describe('input tax register (PPN masukan, issue 37)', () => {
  it('lists posted purchases and cost documents with PPN by month, with the seller, the tax invoice and its state', async () => {
    const partly = await bought({ received: 'sebagian' });
    const noInvoice = await bought({ faktur: null });
    const rejected = await bought({ reject: true });
    const ordered = await bought({ received: 'tidak' });
    const paid = await cost();
    const cancelled = await cost({ cancel: true });
    const drafted = await cost({ draft: true });
    const rows = await month();

    const p = find(rows, 'pembelian', partly.id)!;
    const supplier = await t.database.db.selectFrom('supplier').select(['nama', 'npwp']).where('id', '=', partly.supplier_id).executeTakeFirstOrThrow();
    // Half the dus line (450.000 after discount, PPN 49.500) came; the 4 pcs without PPN are no part of the DPP.
    expect(p).toMatchObject({
      jenis: 'pembelian', nomor: partly.nomor, tanggal: today(), tanggal_posting: today(), supplier: supplier.nama, npwp: supplier.npwp,
      tgl_faktur_pajak: today(), dpp: 225_000, ppn: 24_750, masa_kredit: null, keadaan: 'Belum dikreditkan',
    });
    expect(p.no_faktur_pajak).toMatch(/^\d{17}$/);
    expect(String(supplier.npwp)).toMatch(/^\d{16}$/);
    expect(find(rows, 'pembelian', noInvoice.id)).toMatchObject({ dpp: 450_000, ppn: 49_500, no_faktur_pajak: null, keadaan: 'Tanpa faktur pajak (tidak dapat dikreditkan)' });
    expect(find(rows, 'biaya', paid.id)).toMatchObject({ jenis: 'pembayaran', nomor: paid.nomor, dpp: 180_180, ppn: 19_820, keadaan: 'Belum dikreditkan' });
    expect(find(rows, 'biaya', paid.id)!.supplier).toBeTruthy();
    for (const [sumber, id] of [['pembelian', rejected.id], ['pembelian', ordered.id], ['biaya', cancelled.id], ['biaya', drafted.id]] as const) {
      expect(find(rows, sumber, id), `${sumber} ${id}`).toBeUndefined();
    }
    // Last month's register holds none of them; the rows are in date order.
    const before = await inputTaxRegister(t.database.db, { tgl_awal: '2000-01-01', tgl_akhir: addDays(periodDays(periode())!.tgl_awal, -1) }, t.registry);
    expect(before.find((r) => r.id === partly.id && r.sumber === 'pembelian')).toBeUndefined();
    expect(rows.map((r) => r.tgl_faktur_pajak && r.tgl_faktur_pajak > r.tanggal_posting ? r.tgl_faktur_pajak : r.tanggal_posting)).toEqual(
      rows.map((r) => (r.tgl_faktur_pajak && r.tgl_faktur_pajak > r.tanggal_posting ? r.tgl_faktur_pajak : r.tanggal_posting)).sort());
  });

  it('a month credits what has a tax invoice dated by its end, posted and not credited; crediting stamps them once', async () => {
    const a = await bought({ received: 'sebagian' });
    const b = await cost();
    const none = await bought({ faktur: null });
    const later = await bought({ faktur: nextMonth() });
    const rejected = await bought({ reject: true });
    const cancelled = await cost({ cancel: true });

    const all = await inputTaxRegister(t.database.db, { tgl_awal: '2000-01-01', tgl_akhir: periodDays(periode())!.tgl_akhir }, t.registry);
    const expected = all.filter((r) => r.no_faktur_pajak && !r.masa_kredit);
    const creditable = await creditableInputTax(t.database.db, periode(), t.registry);
    expect(creditable).toMatchObject({
      count: expected.length, dpp: expected.reduce((s, r) => s + r.dpp, 0), ppn: expected.reduce((s, r) => s + r.ppn, 0),
    });
    expect(creditable.ids.pembelian).toContain(a.id);
    expect(creditable.ids.biaya.pembayaran).toContain(b.id);
    for (const id of [none.id, later.id, rejected.id]) expect(creditable.ids.pembelian).not.toContain(id);
    expect(creditable.ids.biaya.pembayaran).not.toContain(cancelled.id);
    expect(creditable.ppn).toBeLessThanOrEqual(await saldoSetting(t, 'akun_ppn_masukan_id'));

    const credited = await t.database.db.transaction().execute((trx) => creditInputTax(trx, periode(), t.registry));
    expect(credited).toEqual(creditable);
    const rows = await month();
    expect(find(rows, 'pembelian', a.id)).toMatchObject({ masa_kredit: periode(), keadaan: `Dikreditkan ${periode()}` });
    expect(find(rows, 'biaya', b.id)).toMatchObject({ masa_kredit: periode(), keadaan: `Dikreditkan ${periode()}` });
    expect(find(rows, 'pembelian', none.id)!.masa_kredit).toBeNull();
    // Nothing is left for the month, and a second closing stamps nothing and moves nothing.
    expect(await creditableInputTax(t.database.db, periode(), t.registry)).toEqual({ dpp: 0, ppn: 0, count: 0, ids: { pembelian: [], biaya: {} } });
    expect(await t.database.db.transaction().execute((trx) => creditInputTax(trx, periode(), t.registry))).toMatchObject({ count: 0, ppn: 0 });
    await expect(creditableInputTax(t.database.db, '2026-13', t.registry)).rejects.toMatchObject({ status: 422, message: 'Periode harus berbentuk YYYY-MM' });
    // The invoice dated next month waits for next month.
    const next = nextMonth().slice(0, 7);
    const then = await creditableInputTax(t.database.db, next, t.registry);
    expect(then.ids.pembelian).toContain(later.id);
    expect(then.ppn).toBeGreaterThanOrEqual(49_500);
  });
});
