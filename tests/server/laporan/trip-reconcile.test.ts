import { describe, expect, it } from 'vitest';
import { collect } from '../penagihan/fixtures.js';
import { draftSale, get, integritas, post, salesEnv, today, type SaleEnv } from '../penjualan/fixtures.js';
import { useTestApp } from '../support/test-app.js';

// A fresh trip of sales2 on RT-04 (no open trip in the demo), loaded today with 20 of each of two goods.
const env = {} as SaleEnv;
const t = useTestApp({}, async (app) => { Object.assign(env, await salesEnv(app, 2, 20, 'RT-04', { sales: 'sales2', gudang: 'gm' })); });
const cashCustomer = () => env.konsumen[0];
const creditCustomer = () => [...env.konsumen].sort((a, b) => b.limit_kredit - a.limit_kredit)[0];

type Row = Record<string, string | number>;
type Section = { title: string; columns: Array<{ key: string }>; rows: Row[]; total: Row };
const period = `tgl_awal=${today()}&tgl_akhir=${today()}`;
const report = async (name: string): Promise<{ sections: Section[]; summary: Array<{ label: string; value: number }> }> => {
  const res = await get(t, 'finance', `laporan/${name}?${period}&sales_id=${env.karyawanId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const sectionOf = (r: { sections: Section[] }, title: string) => r.sections.find((s) => s.title === title)!;
const reconciles = (r: Row) => Number(r.dimuat) + Number(r.diretur_konsumen) === Number(r.terjual) + Number(r.dikembalikan) + Number(r.hilang) + Number(r.sisa);
const summary = async () => (await get(t, 'sales2', `trip-kendaraan-ringkasan/${env.tripId}`)).json().data;

let cashTotal = 0;
/** The cash taken for the cash sale: its total rounded down to the cash step (common/pembulatan.ts). */
let cashPaid = 0;
let creditTotal = 0;
let tripNomor = '';

describe('a trip is the unit of the droping report, and its money counts a credit sale once', () => {
  it('sells for cash and on credit, collects the credit on the trip, unloads with one lost: every droping row reconciles', async () => {
    const [g1, g2] = env.goods;
    tripNomor = String((await t.database.db.selectFrom('trip_kendaraan').select('nomor').where('id', '=', env.tripId).executeTakeFirstOrThrow()).nomor);
    const cash = await draftSale(t, 'sales2', cashCustomer().id, [{ barang_id: g1.barang_id, jumlah: 3 }]);
    const cashDone = await post(t, 'sales2', 'transaksi-selesai', { id: cash.id, bayar: [{ tipe: 'tunai', jumlah: cash.total }] });
    expect(cashDone.statusCode, cashDone.body).toBe(200);
    cashTotal = Number(cash.total);
    cashPaid = Number(cashDone.json().data.dibayar);
    const credit = await draftSale(t, 'sales2', creditCustomer().id, [{ barang_id: g1.barang_id, jumlah: 2 }, { barang_id: g2.barang_id, jumlah: 1 }]);
    const done = await post(t, 'sales2', 'transaksi-selesai', { id: credit.id, bayar: [] });
    expect(done.statusCode, done.body).toBe(200);
    creditTotal = Number(credit.total);
    expect(done.json().data).toMatchObject({ piutang: creditTotal, hutang_id: expect.any(Number) });
    // The credit is collected in cash later, while the trip is still out.
    const paid = await collect(t, 'sales2', { hutang_id: done.json().data.hutang_id, tipe: 'tunai', jumlah: creditTotal });
    expect(paid).toMatchObject({ sumber: 'pelunasan', trip_kendaraan_id: env.tripId });

    // Unload: what is left goes back, one of the first goods is lost.
    const left = (await summary()).barang.filter((l: { sisa: number }) => l.sisa > 0);
    const rincian = left.map((l: { barang_id: number; sisa: number }) => (l.barang_id === g1.barang_id ? { barang_id: l.barang_id, jumlah: l.sisa - 1, qty_hilang: 1 } : { barang_id: l.barang_id, jumlah: l.sisa }));
    const ret = await post(t, 'sales2', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian });
    expect(ret.statusCode, ret.body).toBe(201);
    expect((await post(t, 'gm', 'input/pengembalian-approve', { id: ret.json().data.id })).statusCode).toBe(200);

    const r = await report('droping-sales');
    const rows = sectionOf(r, 'Barang per Trip').rows.filter((x) => x.trip === tripNomor);
    const rute = await t.database.db.selectFrom('trip_kendaraan').innerJoin('rute', 'rute.id', 'trip_kendaraan.rute_id').select('rute.nama').where('trip_kendaraan.id', '=', env.tripId).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(2);
    expect(rows.every((x) => x.rute === rute.nama)).toBe(true);
    const first = rows.find((x) => x.barang === g1.nama)!;
    expect(first).toMatchObject({ dimuat: 20, terjual: 5, diretur_konsumen: 0, dikembalikan: 14, hilang: 1, sisa: 0 });
    expect(rows.find((x) => x.barang === g2.nama)).toMatchObject({ dimuat: 20, terjual: 1, dikembalikan: 19, hilang: 0, sisa: 0 });
    // Every row of the period, this trip's and the demo's alike, reconciles; so do the totals and the per-trip lines.
    for (const s of ['Barang per Trip', 'Ringkasan per Trip']) {
      const sec = sectionOf(r, s);
      expect(sec.rows.filter((x) => !reconciles(x))).toEqual([]);
      expect(reconciles(sec.total)).toBe(true);
    }
    expect(sectionOf(r, 'Ringkasan per Trip').rows.find((x) => x.trip === tripNomor)).toMatchObject({ rute: rute.nama, dimuat: 40, terjual: 6, dikembalikan: 33, hilang: 1, sisa: 0 });
    expect(sectionOf(r, 'Surat Jalan').rows.some((x) => x.trip === tripNomor && x.rute === rute.nama)).toBe(true);
    await integritas(t);
  });

  it('the trip money: the sale counted once (credit as credit), the collection apart', async () => {
    const s = await summary();
    expect(s.penjualan).toMatchObject({ nota: 2, total: cashTotal + creditTotal, dibayar: cashPaid, kredit: creditTotal });
    expect(s.penjualan.dpp + s.penjualan.ppn).toBe(s.penjualan.total);
    const tunai = s.uang.find((l: { tipe: string }) => l.tipe === 'tunai');
    expect(tunai).toMatchObject({ diterima: cashPaid + creditTotal, dari_penjualan: cashPaid, dari_penagihan: creditTotal });
    expect(s.uang.find((l: { tipe: string }) => l.tipe === 'nota_putih')).toMatchObject({ diterima: creditTotal, dari_penjualan: creditTotal, dari_penagihan: 0 });
    // Money received is the cash of the sale plus the collection, never the credit on top (it was 2 × the credit before).
    expect(s.total_uang).toMatchObject({ diterima: cashPaid + creditTotal, dari_penjualan: cashPaid, dari_penagihan: creditTotal });
  });

  it('the droping report comes as PDF and XLSX with the trip as its unit', async () => {
    const pdf = await get(t, 'finance', `laporan/droping-sales?${period}&sales_id=${env.karyawanId}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const xlsx = await get(t, 'finance', `laporan/droping-sales?${period}&sales_id=${env.karyawanId}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
  });
});

describe('every sales report says whether PPN is in: DPP, PPN and total, per salesperson, route, customer and goods', () => {
  it('DPP + PPN = total on every row, and the four views add up to the same figures', async () => {
    const r = await report('sales');
    const views = ['Per Sales', 'Per Rute', 'Per Konsumen', 'Per Barang'].map((title) => sectionOf(r, title));
    for (const v of views) {
      expect(v.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['dpp', 'ppn', 'total']));
      for (const row of [...v.rows, v.total]) expect(Number(row.dpp) + Number(row.ppn)).toBe(Number(row.total));
    }
    const totals = views.map((v) => [v.total.dpp, v.total.ppn, v.total.total]);
    expect(new Set(totals.map((x) => x.join('|'))).size).toBe(1);
    expect(Number(views[0].total.total)).toBeGreaterThanOrEqual(cashTotal + creditTotal);
    const labels = r.summary.map((x) => x.label);
    expect(labels).toEqual(expect.arrayContaining(['Penjualan DPP (tanpa PPN)', 'PPN Keluaran', 'Total Penjualan (termasuk PPN)']));
  });
});
