/**
 * STAND-IN for transaksi-selesai (helper A's sale, not on main yet): a completed sale written the way the ledger
 * would — a `penjualan` in status 'selesai' with its `penjualan_rincian` lines (qty, harga, diskon, ppn, subtotal,
 * hpp per base unit), the goods out of the vehicle of the salesperson's open trip (stockOut, doc tipe DOC_JUAL,
 * against cost of goods sold), the cash part into the salesperson's kas and the credit part as a receivable of the
 * sale (openReceivable, hutang.penjualan_id) — all in one transaction on the test database. Switch to
 * `POST /api/transaksi-selesai` when A's sale lands and delete this stand-in.
 */
import { expect } from 'vitest';
import { sql } from 'kysely';
import type { TestApp } from '../helpers.js';
import { openReceivable, postJournal, postingAccount, stockOut, type LedgerContext } from '../../../server/ledger/index.js';
import { DOC_JUAL } from '../../../server/domain/kanvas/trip.js';
import { get, post, shippedRequest, today, userOf } from '../kanvas/fixtures.js';

export { get, post, today, userOf };

export interface SaleLineSpec { barang_id: number; qty: number; harga: number; diskon?: number; ppn_persen?: number }

/** The salesperson's open trip (loading goods through a delivery note when there is none). */
export async function openTripFor(t: TestApp, user: string, ruteKode = 'RT-01') {
  const u = await userOf(t, user);
  const find = () => t.database.db.selectFrom('trip_kendaraan').selectAll().where('karyawan_id', '=', Number(u.karyawan_id)).where('status', '=', 'buka').executeTakeFirst();
  let trip = await find();
  if (!trip) {
    const gudang = await t.database.db.selectFrom('gudang_sales_rute').innerJoin('rute', 'rute.id', 'gudang_sales_rute.rute_id').select('gudang_sales_rute.gudang_id').where('rute.kode', '=', ruteKode).executeTakeFirstOrThrow();
    const goods = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${gudang.gudang_id}`).where('qty', '>', 50).orderBy('barang_id').limit(3).execute();
    if (user === 'sales1') await shippedRequest(t, goods.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 30 })), ruteKode);
    else {
      const rute = await t.database.db.selectFrom('rute').select('id').where('kode', '=', ruteKode).executeTakeFirstOrThrow();
      const rb = (await post(t, user, 'input/request-barang', { tanggal: today(), rute_id: rute.id, rincian: goods.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 30 })) })).json().data;
      for (const [who, url] of [[user, 'request-barang-ajukan'], ['gm', 'request-approve-gudang'], [user, 'request-approve-sales'], ['gm', 'request-barang-surat']]) {
        const res = await post(t, who, `input/${url}`, { id: rb.id });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
    }
    trip = await find();
  }
  return trip!;
}

/** Goods in the vehicle with at least `min` units, the first `n`. */
export async function vehicleGoods(t: TestApp, kendaraanId: number, n: number, min = 5) {
  const rows = await t.database.db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${kendaraanId}`).where('qty', '>=', min).orderBy('barang_id').limit(n).execute();
  expect(rows.length, 'barang di kendaraan').toBeGreaterThanOrEqual(Math.min(n, 1));
  return rows.map((r) => ({ barang_id: Number(r.barang_id), qty: Number(r.qty) }));
}

/** A customer on one of the salesperson's routes. */
export async function customerOf(t: TestApp, user: string, skip = 0) {
  const u = await userOf(t, user);
  return t.database.db.selectFrom('konsumen').innerJoin('gudang_sales_rute', 'gudang_sales_rute.rute_id', 'konsumen.rute_id')
    .select(['konsumen.id', 'konsumen.rute_id', 'konsumen.nama']).where('gudang_sales_rute.karyawan_id', '=', Number(u.karyawan_id))
    .where('konsumen.deleted_at', 'is', null).orderBy('konsumen.id').offset(skip).limit(1).executeTakeFirstOrThrow();
}

/**
 * A completed sale by `user` to `konsumenId` of `lines` from the vehicle of their open trip; `kredit` of the
 * total stays open as the sale's receivable (nota putih), the rest is cash in the salesperson's kas.
 */
export async function completedSale(t: TestApp, user: string, konsumenId: number, lines: SaleLineSpec[], kredit = 0, tanggal = today(), diskonNota = 0) {
  const trip = await openTripFor(t, user);
  const u = await userOf(t, user);
  const k = await t.database.db.selectFrom('konsumen').select(['rute_id']).where('id', '=', konsumenId).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  return t.database.db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { trx, kind: t.database.kind, userId: u.id, at, mayBackdate: true };
    const priced = lines.map((l) => {
      const diskon = l.diskon ?? 0;
      const subtotal = l.qty * l.harga - diskon;
      return { ...l, diskon, subtotal, ppn: l.ppn_persen ? Math.round((subtotal * l.ppn_persen) / 100) : 0 };
    });
    const subtotal = priced.reduce((s, l) => s + l.subtotal, 0);
    const ppn = priced.reduce((s, l) => s + l.ppn, 0);
    const total = subtotal - diskonNota + ppn;
    expect(kredit).toBeLessThanOrEqual(total);
    const nomor = `PJ/TEST/${Math.random().toString(36).slice(2, 8)}`;
    const head = await trx.insertInto('penjualan').values({
      nomor, tanggal, karyawan_id: u.karyawan_id, konsumen_id: konsumenId, rute_id: k.rute_id, kendaraan_id: trip.kendaraan_id, trip_kendaraan_id: trip.id,
      subtotal, diskon: diskonNota, ppn, total, dibayar: total - kredit, piutang: kredit, sisa_piutang: kredit, status: 'selesai',
      created_at: at, updated_at: at, created_by: u.id, updated_by: u.id, selesai_oleh: u.id, selesai_pada: at,
    }).returning('id').executeTakeFirstOrThrow();
    const penjualanId = Number(head.id);
    const lineIds: number[] = [];
    for (const [i, l] of priced.entries()) {
      const r = await trx.insertInto('penjualan_rincian').values({
        penjualan_id: penjualanId, line_no: i + 1, barang_id: l.barang_id, jumlah: l.qty, qty: l.qty, harga: l.harga, harga_daftar: l.harga,
        diskon: l.diskon, ppn: l.ppn, subtotal: l.subtotal, hpp: 0, qty_retur: 0, created_at: at, updated_at: at, created_by: u.id, updated_by: u.id,
      }).returning('id').executeTakeFirstOrThrow();
      lineIds.push(Number(r.id));
    }
    const out = await stockOut(lc, {
      tanggal, loc: { kendaraan_id: Number(trip.kendaraan_id) }, doc: { tipe: DOC_JUAL, id: penjualanId, nomor }, contraAkunId: await postingAccount(trx, 'akun_hpp_id'),
      keterangan: `Penjualan ${nomor} (fixture)`, lines: priced.map((l, i) => ({ barang_id: l.barang_id, qty: l.qty, baris_id: lineIds[i] })),
    });
    for (const [i, m] of out.movements.entries()) {
      await trx.updateTable('penjualan_rincian').set({ hpp: Math.round(Math.abs(m.nilai) / priced[i].qty) }).where('id', '=', lineIds[i]).execute();
    }
    let hutangId: number | null = null;
    if (kredit > 0) {
      const h = await openReceivable(lc, { konsumen_id: konsumenId, tanggal, jatuh_tempo: tanggal, jumlah: kredit, sumber: 'penjualan', no_faktur: nomor, contraAkunId: await postingAccount(trx, 'akun_penjualan_id') });
      hutangId = h.id;
      await trx.updateTable('hutang').set({ penjualan_id: penjualanId }).where('id', '=', h.id).execute();
    }
    const tunai = total - kredit;
    if (tunai > 0) {
      const kas = await trx.selectFrom('kas').select('akun_id').where('karyawan_id', '=', Number(u.karyawan_id)).where('jenis', '=', 'tunai').executeTakeFirstOrThrow();
      const ppnTunai = Math.min(ppn, tunai);
      const jl = [{ akun_id: Number(kas.akun_id), debit: tunai, kredit: 0 }];
      if (diskonNota > 0) jl.push({ akun_id: await postingAccount(trx, 'akun_potongan_penjualan_id'), debit: diskonNota, kredit: 0 });
      if (tunai - ppnTunai + diskonNota > 0) jl.push({ akun_id: await postingAccount(trx, 'akun_penjualan_id'), debit: 0, kredit: tunai - ppnTunai + diskonNota });
      if (ppnTunai > 0) jl.push({ akun_id: await postingAccount(trx, 'akun_ppn_keluaran_id'), debit: 0, kredit: ppnTunai });
      await postJournal(lc, { tanggal, keterangan: `Penjualan ${nomor} tunai (fixture)`, doc: { tipe: 'penjualan', id: penjualanId, nomor }, lines: jl });
    }
    await trx.updateTable('penjualan').set({ hutang_id: hutangId }).where('id', '=', penjualanId).execute();
    const saleLines = await trx.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', penjualanId).orderBy('id').execute();
    return { id: penjualanId, nomor, total, subtotal, ppn, hutang_id: hutangId, trip, lines: saleLines.map((l) => ({ ...l, id: Number(l.id), hpp: Number(l.hpp), qty: Number(l.qty), subtotal: Number(l.subtotal), ppn: Number(l.ppn), barang_id: Number(l.barang_id) })) };
  });
}

export async function saldoAkun(t: TestApp, key: 'akun_retur_penjualan_id' | 'akun_piutang_id' | 'akun_ppn_keluaran_id' | 'akun_kerugian_persediaan_id' | 'akun_hpp_id'): Promise<number> {
  const s = await t.database.db.selectFrom('setting').selectAll().executeTakeFirstOrThrow() as Record<string, unknown>;
  const r = await t.database.db.selectFrom('jurnal_rincian').select((eb) => [eb.fn.sum<number>('debit').as('d'), eb.fn.sum<number>('kredit').as('k')])
    .where('akun_id', '=', Number(s[key])).executeTakeFirst();
  return Number(r?.d ?? 0) - Number(r?.k ?? 0);
}

export async function kasSaldo(t: TestApp, user: string): Promise<number> {
  const u = await userOf(t, user);
  const k = await t.database.db.selectFrom('kas').select('saldo').where('karyawan_id', '=', Number(u.karyawan_id)).where('jenis', '=', 'tunai').executeTakeFirstOrThrow();
  return Number(k.saldo);
}

export async function integritasOk(t: TestApp): Promise<void> {
  const res = await get(t, 'admin', 'integritas');
  expect(res.json().ok, res.body).toBe(true);
}

export { post as postApi };

/**
 * STAND-IN for helper B's collection (pelunasan): the salesperson receives `jumlah` in cash against the open
 * receivable `hutangId` — a penjualan_bayar row (sumber pelunasan), hutang sisa lowered (guarded) and the journal
 * Dr the salesperson's kas / Cr receivables. Switch to B's API when it lands.
 */
export async function collectionStandIn(t: TestApp, user: string, hutangId: number, jumlah: number, tanggal = today()) {
  const u = await userOf(t, user);
  const at = new Date().toISOString();
  await t.database.db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { trx, kind: t.database.kind, userId: u.id, at, mayBackdate: true };
    const h = await trx.selectFrom('hutang').select(['konsumen_id', 'penjualan_id']).where('id', '=', hutangId).executeTakeFirstOrThrow();
    const r = await trx.updateTable('hutang').set({ sisa: sql`sisa - ${jumlah}` }).where('id', '=', hutangId).where('sisa', '>=', jumlah).executeTakeFirst();
    expect(Number(r.numUpdatedRows)).toBe(1);
    const kas = await trx.selectFrom('kas').select(['id', 'akun_id']).where('karyawan_id', '=', Number(u.karyawan_id)).where('jenis', '=', 'tunai').executeTakeFirstOrThrow();
    const j = await postJournal(lc, { tanggal, keterangan: 'Pelunasan (fixture)', doc: { tipe: 'penjualan_bayar', id: null }, lines: [
      { akun_id: Number(kas.akun_id), debit: jumlah, kredit: 0 }, { akun_id: await postingAccount(trx, 'akun_piutang_id'), debit: 0, kredit: jumlah },
    ] });
    await trx.insertInto('penjualan_bayar').values({
      nomor: `BYR/TEST/${Math.random().toString(36).slice(2, 8)}`, tanggal, karyawan_id: u.karyawan_id, konsumen_id: h.konsumen_id, penjualan_id: h.penjualan_id, hutang_id: hutangId,
      sumber: 'pelunasan', tipe: 'tunai', jumlah, kas_id: kas.id, status: 'diterima', jurnal_id: j.id, created_at: at, updated_at: at, created_by: u.id, updated_by: u.id,
    }).execute();
  });
}
