import { describe, expect, it } from 'vitest';
import { get, integritas, post, today } from '../penjualan/fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { shiftMonth } from '../../../server/core/reports/period.js';
import { ppnMasa } from '../../../server/domain/pajak/ppn-masa.js';

/**
 * The month's PPN (issue 37): the SPT Masa PPN's figures from the tax invoices, the retail sales, the returns and the
 * creditable input tax; equal to the ledger's PPN Keluaran of the month; closed once into Hutang PPN / PPN Lebih Bayar.
 */
const t = useTestApp();
const db = () => t.database.db;
const thisMonth = today().slice(0, 7);
const lastMonth = shiftMonth(thisMonth, -1);
const saldo = async (kode: string) => Number((await db().selectFrom('akun').select('saldo').where('kode', '=', kode).executeTakeFirstOrThrow()).saldo);

describe('PPN masa', () => {
  it('the demo\'s last month: output tax from its invoices and retail sales, less returns, equal to the ledger', async () => {
    const m = await ppnMasa(db(), lastMonth);
    expect(m.faktur.map((f) => f.kode_transaksi)).toEqual(['04']);
    expect(m.faktur[0].jumlah).toBeGreaterThan(0);
    expect(m.digunggung.ppn).toBeGreaterThan(0);
    expect(m.keluaran).toBe(m.faktur[0].ppn + m.digunggung.ppn - m.retur.ppn);
    expect(m.buku).toEqual({ ppn_keluaran: m.keluaran, selisih: 0 });
    // The file's VAT per line in sen differs from the nota's rupiah by less than half a rupiah a line.
    const lines = await db().selectFrom('faktur_pajak_rincian as r').innerJoin('faktur_pajak as f', 'f.id', 'r.faktur_pajak_id')
      .select((eb) => eb.fn.countAll().as('n')).where('f.masa', '=', lastMonth).where('f.status', '!=', 'dibatalkan').where('f.penjualan_batal', '=', 0).executeTakeFirstOrThrow();
    expect(Math.abs(m.coretax.selisih_pembulatan_sen)).toBeLessThanOrEqual(50 * Number(lines.n));
    expect(m.masukan.ppn).toBeGreaterThan(0);
    expect(m.kurang_bayar).toBe(m.keluaran - m.masukan.ppn);
    expect(m.penutupan).toBeNull();
  });

  it('GET /api/laporan/ppn-masa?periode: the same figures on screen, PDF and XLSX; 422 on a bad period; the menu is needed', async () => {
    const m = await ppnMasa(db(), lastMonth);
    const res = await get(t, 'finance', `laporan/ppn-masa?periode=${lastMonth}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.tgl_awal).toBe(`${lastMonth}-01`);
    expect(data.summary).toEqual([
      { label: 'PPN Keluaran', value: m.keluaran }, { label: 'PPN Masukan', value: m.masukan.ppn },
      { label: m.kurang_bayar >= 0 ? 'Kurang Bayar' : 'Lebih Bayar', value: Math.abs(m.kurang_bayar) },
    ]);
    expect(data.sections[0].total.ppn).toBe(m.keluaran);
    expect(data.sections[2].rows[1].nilai).toBe('Rp. 0,00');
    const pdf = await get(t, 'finance', `laporan/ppn-masa?periode=${lastMonth}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    expect((await get(t, 'finance', `laporan/ppn-masa?periode=${lastMonth}&format=xlsx`)).statusCode).toBe(200);
    expect((await get(t, 'finance', 'laporan/ppn-masa?periode=2026-13')).statusCode).toBe(422);
    expect((await get(t, 'sales1', `laporan/ppn-masa?periode=${lastMonth}`)).statusCode).toBe(403);
  });

  it('closing the month: 403 without the menu, 422 on a bad period, 409 for a month not ended', async () => {
    expect((await post(t, 'sales1', 'input/ppn-masa', { periode: lastMonth })).statusCode).toBe(403);
    expect((await post(t, 'finance', 'input/ppn-masa', { periode: '2026-13' })).statusCode).toBe(422);
    const open = await post(t, 'finance', 'input/ppn-masa', { periode: thisMonth });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain('belum berakhir');
  });

  it('a month with a tax invoice not yet uploaded is refused until it is', async () => {
    const one = await db().selectFrom('faktur_pajak').select(['id', 'status']).where('masa', '=', lastMonth).where('status', '=', 'diunggah').limit(1).executeTakeFirstOrThrow();
    await db().updateTable('faktur_pajak').set({ status: 'belum_diunggah' }).where('id', '=', Number(one.id)).execute();
    const res = await post(t, 'finance', 'input/ppn-masa', { periode: lastMonth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('1 faktur pajak masa');
    await db().updateTable('faktur_pajak').set({ status: 'diunggah' }).where('id', '=', Number(one.id)).execute();
  });

  it('closes once: one journal on the month\'s last day empties PPN Keluaran and PPN Masukan into Hutang PPN, input credited', async () => {
    const m = await ppnMasa(db(), lastMonth);
    const before = { keluaran: await saldo('2-1300'), masukan: await saldo('1-1600'), hutang: await saldo('2-1310'), lebih: await saldo('1-1610') };
    const res = await post(t, 'finance', 'input/ppn-masa', { periode: lastMonth });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({ periode: lastMonth, keluaran: m.keluaran, masukan: m.masukan.ppn, kurang_bayar: m.kurang_bayar });
    expect(res.json().message).toContain(`Masa PPN`);
    const jurnal = await db().selectFrom('jurnal').selectAll().where('id', '=', Number(row.jurnal_id)).executeTakeFirstOrThrow();
    expect(jurnal.sumber).toBe('ppn_masa');
    expect(String(jurnal.tanggal).slice(0, 7)).toBe(lastMonth);
    expect(await saldo('2-1300')).toBe(before.keluaran - m.keluaran);
    expect(await saldo('1-1600')).toBe(before.masukan - m.masukan.ppn);
    if (m.kurang_bayar >= 0) expect(await saldo('2-1310')).toBe(before.hutang + m.kurang_bayar);
    else expect(await saldo('1-1610')).toBe(before.lebih - m.kurang_bayar);
    // What it credited is stamped, and no longer creditable.
    const stamped = await db().selectFrom('pembelian').select((eb) => eb.fn.countAll().as('n')).where('masa_kredit', '=', lastMonth).executeTakeFirstOrThrow();
    expect(Number(stamped.n)).toBeGreaterThan(0);
    const after = await ppnMasa(db(), lastMonth);
    expect(after.penutupan).toMatchObject({ jurnal_id: Number(row.jurnal_id) });
    expect(after.masukan.ppn).toBe(m.masukan.ppn);
    expect(after.buku.selisih).toBe(0); // the closing journal is not the month's output tax
    const again = await post(t, 'finance', 'input/ppn-masa', { periode: lastMonth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('sudah ditutup');
    const report = (await get(t, 'finance', `laporan/ppn-masa?periode=${lastMonth}`)).json().data;
    expect(report.sections[2].rows.at(-1).nilai).toContain('Ditutup');
    await integritas(t);
  });
});
