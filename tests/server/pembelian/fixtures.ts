import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { anySupplier, goodsWithUnit, today, userGudang } from '../gudang/fixtures.js';
import { poster } from '../support/test-app.js';

type Row = Record<string, unknown>;
export { today };

/**
 * A purchase of the warehouse admin's warehouse: 2 dus of a goods at 240.000 less 30.000 with 11% PPN, and 10 pcs of
 * it at 10.000 without PPN. Ordered unless `draft`.
 */
export async function purchase(t: TestApp, opts: { draft?: boolean; user?: string } = {}) {
  const { post } = poster(t);
  const g = await goodsWithUnit(t);
  const res = await post(opts.user ?? 'finance', '/input/pembelian', {
    tanggal: today(), supplier_id: await anySupplier(t), gudang_id: await userGudang(t), no_faktur: 'PO-SUP-1',
    rincian: [
      { barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah: 2, harga: 240_000, diskon: 30_000, ppn_persen: 1_100 },
      { barang_id: g.barang_id, jumlah: 10, harga: 10_000, ppn_persen: 0 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  let doc = res.json().data;
  if (!opts.draft) {
    const ordered = await post('finance', '/input/pembelian-pesan', { id: doc.id });
    expect(ordered.statusCode, ordered.body).toBe(200);
    doc = (await poster(t).get('finance', `/pembelian/${doc.id}`)).json().data;
  }
  return { doc, g };
}

/** A receipt draft of `qty` per purchase line (base unit of each line), made by the warehouse admin; received unless `draft`. */
export async function receive(t: TestApp, doc: Row, qtys: number[], opts: { draft?: boolean } = {}) {
  const { post } = poster(t);
  const lines = (doc.rincian as Row[]).map((l, i) => ({ pembelian_rincian_id: l.id, barang_id: l.barang_id, jumlah: qtys[i], harga_satuan: 1 })).filter((l) => l.jumlah > 0);
  const res = await post('gudang', '/input/penerimaan', { tanggal: today(), supplier_id: doc.supplier_id, pembelian_id: doc.id, rincian: lines });
  expect(res.statusCode, res.body).toBe(201);
  if (opts.draft) return res;
  return post('gudang', '/input/penerimaan-terima', { id: res.json().data.id });
}

/** A company kas (no holder) with money in it. */
export async function companyKas(t: TestApp): Promise<{ id: number; saldo: number; akun_id: number }> {
  const r = await t.database.db.selectFrom('kas').select(['id', 'saldo', 'akun_id']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
  return { id: Number(r.id), saldo: Number(r.saldo), akun_id: Number(r.akun_id) };
}

export { poster };

export async function pembelianRow(t: TestApp, id: number): Promise<Row> {
  const r = await t.database.db.selectFrom('pembelian').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) && ['total', 'hutang', 'sisa', 'dibayar', 'retur', 'nilai_diterima'].includes(k) ? Number(v) : v]));
}
