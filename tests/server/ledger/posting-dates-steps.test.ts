/**
 * Posting dates (issue 36) of the steps that still posted on the day of the click: a cost document's `jurnal`, the
 * BOP LPJ, the bad-debt write-off (and its cancellation) and the end of a canvas trip settled by a deposit. Each
 * document is dated last month and its step taken today: the journal is dated last month; with the books closed to
 * last month's end the step is a 409 naming the closing date, and a `tgl_posting` in the open period goes through.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayJakarta } from '../../../common/format.js';
import { kas } from '../penagihan/fixtures.js';
import { draftBody } from '../biaya/fixtures.js';
import { akun, kasPerusahaan } from '../bop/fixtures.js';
import { draftSale, get, post, salesEnv, type SaleEnv } from '../penjualan/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const today = todayJakarta();
/** The last day of last month (the closing date of the refusals), and a day of last month (the documents' date). */
const CLOSE = addDays(`${today.slice(0, 7)}-01`, -1);
const L = addDays(CLOSE, -10);

async function journalDate(id: unknown): Promise<string> {
  const j = await t.database.db.selectFrom('jurnal').select('tanggal').where('id', '=', Number(id)).executeTakeFirstOrThrow();
  return String(j.tanggal).slice(0, 10);
}

async function setClosing(tanggal: string | null) {
  await t.database.db.updateTable('setting').set({ tanggal_tutup_buku: tanggal }).execute();
}

afterAll(async () => { await setClosing(null); });

/** A Biaya Entertain dated `tanggal`, drafted by the GM. */
async function entertain(tanggal: string): Promise<number> {
  const res = await post(t, 'gm', 'input/entertain', { ...(await draftBody(t, 'entertain')), tanggal });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().data.id);
}

/** A BOP of sales1 dated `tanggal`, paid, with LPJ lines of that date (spent exactly the advance). */
async function bopWithLpj(tanggal: string): Promise<number> {
  const made = await post(t, 'sales1', 'input/bop-ajuan', { tanggal, keperluan: 'Kunjungan toko bulan lalu', rincian: [{ uraian: 'Solar', jumlah: 250_000 }] });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data.id;
  const paid = await post(t, 'finance', 'bop-approve-ajuan', { id, kas_id: (await kasPerusahaan(t)).id });
  expect(paid.statusCode, paid.body).toBe(200);
  const line = await post(t, 'sales1', 'input/bop-laporan', { bop_ajuan_id: id, tanggal, uraian: 'Solar truk', akun_id: await akun(t, '6-1200'), jumlah: 250_000 });
  expect(line.statusCode, line.body).toBe(201);
  return Number(id);
}

/** Demo credit sales of an earlier day still owed, oldest first. */
async function owedSales() {
  return t.database.db.selectFrom('penjualan').innerJoin('hutang', 'hutang.id', 'penjualan.hutang_id')
    .select(['penjualan.id', 'penjualan.tanggal']).where('penjualan.status', '=', 'selesai').where('hutang.sisa', '>', 0)
    .where('penjualan.tanggal', '<', today).orderBy('penjualan.tanggal').orderBy('penjualan.id').execute();
}

describe('posting dates of the remaining steps', () => {
  it('a cost document of last month is journalled on its date; closed: 409, then a tgl_posting in the open period', async () => {
    const id = await entertain(L);
    const res = await post(t, 'finance', 'entertain-jurnal', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await journalDate(res.json().data.jurnal_beban_id)).toBe(L);

    const other = await entertain(L);
    await setClosing(CLOSE);
    const closed = await post(t, 'finance', 'entertain-jurnal', { id: other });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(`tutup buku s.d. ${formatDate(CLOSE)}`);
    const open = await post(t, 'finance', 'entertain-jurnal', { id: other, tgl_posting: today });
    expect(open.statusCode, open.body).toBe(200);
    expect(await journalDate(open.json().data.jurnal_beban_id)).toBe(today);
    await setClosing(null);
  });

  it('a BOP LPJ of last month reported today is journalled on its last line\'s date; closed: 409, then tgl_posting', async () => {
    const id = await bopWithLpj(L);
    const res = await post(t, 'sales1', 'input/bop-lapor', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('selesai');
    expect(await journalDate(res.json().data.jurnal_lpj_id)).toBe(L);

    const other = await bopWithLpj(L);
    await setClosing(CLOSE);
    const closed = await post(t, 'sales1', 'input/bop-lapor', { id: other });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(formatDate(CLOSE));
    const open = await post(t, 'sales1', 'input/bop-lapor', { id: other, tgl_posting: today });
    expect(open.statusCode, open.body).toBe(200);
    expect(await journalDate(open.json().data.jurnal_lpj_id)).toBe(today);
    await setClosing(null);
  });

  it('a bad debt of an earlier day is written off on the sale\'s date, and its cancellation voids it there; closed: 409, then tgl_posting', async () => {
    const [first, second] = await owedSales();
    expect(second).toBeTruthy();
    const res = await post(t, 'finance', 'penjualan-tak-tertagih', { id: first.id, alasan_tak_tertagih: 'Toko tutup' });
    expect(res.statusCode, res.body).toBe(200);
    const jurnalId = res.json().data.jurnal_tak_tertagih_id;
    expect(await journalDate(jurnalId)).toBe(String(first.tanggal));
    const undo = await post(t, 'finance', 'batalkan-penjualan-tak-tertagih', { id: first.id });
    expect(undo.statusCode, undo.body).toBe(200);
    const reversal = await t.database.db.selectFrom('jurnal').select('tanggal').where('jurnal_asal_id', '=', Number(jurnalId)).executeTakeFirstOrThrow();
    expect(String(reversal.tanggal)).toBe(String(first.tanggal));

    const closing = String(second.tanggal);
    await setClosing(closing);
    const closed = await post(t, 'finance', 'penjualan-tak-tertagih', { id: second.id, alasan_tak_tertagih: 'Pemilik pindah' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(formatDate(closing));
    const open = await post(t, 'finance', 'penjualan-tak-tertagih', { id: second.id, alasan_tak_tertagih: 'Pemilik pindah', tgl_posting: today });
    expect(open.statusCode, open.body).toBe(200);
    expect(await journalDate(open.json().data.jurnal_tak_tertagih_id)).toBe(today);
    await setClosing(null);
  });

  it('a canvas trip settled by a deposit of last month approved today ends on the deposit\'s date; closed: 409', async () => {
    const trip = async (env: SaleEnv) => (await get(t, 'sales2', `trip-kendaraan-ringkasan/${env.tripId}`)).json().data;
    const env = await salesEnv(t, 1, 5, 'RT-04', { sales: 'sales2', gudang: 'gm' });
    const sale = await draftSale(t, 'sales2', env.konsumen[0].id, [{ barang_id: env.goods[0].barang_id, jumlah: 2 }]);
    expect((await post(t, 'sales2', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] })).statusCode).toBe(200);
    const left = (await trip(env)).barang.filter((l: { sisa: number }) => l.sisa > 0);
    const ret = await post(t, 'sales2', 'input/pengembalian-sales', { tanggal: today, kendaraan_id: env.kendaraanId, rincian: left.map((l: { barang_id: number; sisa: number }) => ({ barang_id: l.barang_id, jumlah: l.sisa })) });
    expect(ret.statusCode, ret.body).toBe(201);
    expect((await post(t, 'gm', 'input/pengembalian-approve', { id: ret.json().data.id })).statusCode).toBe(200);
    const held = (await get(t, 'sales2', 'setoran-ringkasan')).json().data.totals.tunai as number;
    const setor = await post(t, 'sales2', 'transaksi-setor', { pecahan: [{ nominal: 1_000, lembar: Math.floor(held / 1000) }, { nominal: 1, lembar: held % 1000 }].filter((p) => p.lembar > 0) });
    expect(setor.statusCode, setor.body).toBe(201);
    const id = setor.json().data.id;
    expect((await post(t, 'finance', 'transaksi-terima', { id })).statusCode).toBe(200);
    // The trip was unloaded and the deposit made last month (dates set back: the stock of today cannot be back-dated here).
    const db = t.database.db;
    await db.updateTable('trip_kendaraan').set({ ditutup_pada: addDays(L, -1) }).where('id', '=', env.tripId).execute();
    await db.updateTable('setoran').set({ tanggal: L }).where('id', '=', id).execute();

    await setClosing(CLOSE);
    const closed = await post(t, 'finance', 'transaksi-setor-approve', { id, kas_id: (await kas(t, 'KAS-01')).id });
    expect(closed.statusCode).toBe(409);
    expect((await trip(env)).status).toBe('tutup');
    await setClosing(null);

    const ok = await post(t, 'finance', 'transaksi-setor-approve', { id, kas_id: (await kas(t, 'KAS-01')).id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await journalDate(ok.json().data.jurnal_id)).toBe(L);
    expect(await trip(env)).toMatchObject({ status: 'selesai', selesai_pada: L });
  });
});
