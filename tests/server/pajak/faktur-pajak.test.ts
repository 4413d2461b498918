import { describe, expect, it } from 'vitest';
import { draftSale, get, integritas, post, today, useSaleApp } from '../penjualan/fixtures.js';
import { multipart } from '../import/files.js';
import { child, childText, parseXml, type XmlNode } from './xml-read.js';

/**
 * Tax invoices (issue 37): made by a completed taxed sale to an identified buyer, exported as Coretax XML, confirmed
 * uploaded, stamped from Coretax's Faktur Keluaran export; a retail buyer gets none; a cancelled sale cancels it.
 */
const { t, env, db } = useSaleApp(3, 40);

const NPWP = '0987654321424000';
const csv = (rows: string[][]) => Buffer.from(['Referensi;Nomor Faktur Pajak;Tanggal Faktur Pajak;Status Faktur', ...rows.map((r) => r.join(';'))].join('\r\n'), 'utf8');
const statusUpload = (user: string, rows: string[][]) => {
  const { payload, headers } = multipart('faktur-keluaran.csv', csv(rows), 'text/csv');
  return t.call(user, { method: 'POST', url: '/api/efaktur-status', payload, headers });
};
const fakturOf = (saleId: number) => db().selectFrom('faktur_pajak').selectAll().where('penjualan_id', '=', saleId).executeTakeFirst();
const invoicesOf = (root: XmlNode) => child(root, 'ListOfTaxInvoice').children;

describe('tax invoices (faktur pajak)', () => {
  let taxedSale: { id: number; nomor: string; ppn: number };
  let buyerId: number;
  let exported: { jumlah: number; sampai: number };

  it('the demo: older months approved with an NSFP, last month uploaded, this month waiting; each one an identified buyer', async () => {
    const rows = await db().selectFrom('faktur_pajak').innerJoin('penjualan', 'penjualan.id', 'faktur_pajak.penjualan_id')
      .innerJoin('konsumen', 'konsumen.id', 'penjualan.konsumen_id')
      .select(['faktur_pajak.status', 'faktur_pajak.nsfp', 'faktur_pajak.masa', 'faktur_pajak.ppn', 'faktur_pajak.ppn_sen', 'penjualan.ppn as sale_ppn', 'konsumen.npwp_nik'])
      .execute();
    expect(rows.length).toBeGreaterThan(50);
    const month = today().slice(0, 7);
    for (const r of rows) {
      expect(r.npwp_nik).toBeTruthy();
      expect(Number(r.ppn)).toBe(Number(r.sale_ppn));
      if (r.masa === month) expect(r.status).toBe('belum_diunggah');
      if (r.status === 'disetujui') expect(r.nsfp).toMatch(/^\d{17}$/);
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['disetujui', 'diunggah', 'belum_diunggah']));
    // A retail buyer's taxed sale has none.
    const retail = await db().selectFrom('penjualan').innerJoin('konsumen', 'konsumen.id', 'penjualan.konsumen_id').select('penjualan.id')
      .where('penjualan.status', '=', 'selesai').where('penjualan.ppn', '>', 0).where('konsumen.jenis_dokumen', 'is', null).limit(1).executeTakeFirstOrThrow();
    expect(await fakturOf(Number(retail.id))).toBeUndefined();
  });

  it('a taxed sale with an untaxed line and a nota discount to an NPWP buyer: one invoice, its taxed lines, figures of the nota', async () => {
    const [taxed, free] = env.goods;
    expect((await post(t, 'admin', 'input/barang', { id: taxed.barang_id, kena_ppn: true, kode_coretax: '010100' })).statusCode).toBe(200);
    expect((await post(t, 'admin', 'input/barang', { id: free.barang_id, kena_ppn: false })).statusCode).toBe(200);
    buyerId = env.konsumen[0].id;
    const who = await post(t, 'admin', 'input/konsumen', {
      id: buyerId, pkp: true, jenis_dokumen: 'TIN', npwp_nik: NPWP, nitku: `${NPWP}000000`, alamat_pajak: 'Jl. Pajak 1, Bandung', email_pajak: 'pajak@toko.test',
    });
    expect(who.statusCode, who.body).toBe(200);
    const sale = await draftSale(t, 'sales1', buyerId, [{ barang_id: taxed.barang_id, jumlah: 7 }, { barang_id: free.barang_id, jumlah: 3 }], { diskon: 1_001 });
    const done = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] });
    expect(done.statusCode, done.body).toBe(200);
    taxedSale = { id: sale.id, nomor: sale.nomor, ppn: sale.ppn };
    const f = (await fakturOf(sale.id))!;
    expect(f).toMatchObject({
      referensi: sale.nomor, tanggal: today(), masa: today().slice(0, 7), status: 'belum_diunggah', kode_transaksi: '04',
      jenis_dokumen: 'TIN', npwp_nik: NPWP, nitku: `${NPWP}000000`, alamat_pembeli: 'Jl. Pajak 1, Bandung', email_pembeli: 'pajak@toko.test',
    });
    expect(Number(f.tarif)).toBe(1_200);
    const saleLines = await db().selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', sale.id).orderBy('line_no').execute();
    const lines = await db().selectFrom('faktur_pajak_rincian').selectAll().where('faktur_pajak_id', '=', Number(f.id)).execute();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    const taxedLine = saleLines.find((l) => Number(l.barang_id) === taxed.barang_id)!;
    expect(line).toMatchObject({ kode: '010100', nama: taxed.nama, opt: 'A' });
    expect(Number(line.dpp)).toBe(Number(taxedLine.dpp));
    expect(Number(line.harga) * Number(line.qty) - Number(line.diskon)).toBe(Number(line.dpp)); // Coretax's identity
    expect(Number(line.diskon)).toBeGreaterThan(0); // its share of the nota discount
    const dppSen = Number(line.dpp) * 100;
    expect(Number(line.dpp_nilai_lain_sen)).toBe(Math.round((dppSen * 11) / 12));
    expect(Math.abs(Number(line.ppn_sen) - Number(taxedLine.ppn) * 100)).toBeLessThanOrEqual(50); // agrees to the rupiah
    expect(Number(f.ppn)).toBe(sale.ppn);
    expect(Number(f.dpp)).toBe(Number(taxedLine.dpp));
    // The buyer as at the sale: a later change of the customer leaves the invoice as it was.
    expect((await post(t, 'admin', 'input/konsumen', { id: buyerId, alamat_pajak: 'Alamat baru' })).statusCode).toBe(200);
    expect((await fakturOf(sale.id))!.alamat_pembeli).toBe('Jl. Pajak 1, Bandung');
    await integritas(t);
  });

  it('a sale to a retail buyer (no tax document) is not invoiced', async () => {
    const k = env.konsumen.find((c) => c.id !== buyerId)!;
    expect((await post(t, 'admin', 'input/konsumen', { id: k.id, pkp: false, jenis_dokumen: null, npwp_nik: null, nitku: null })).statusCode).toBe(200);
    const sale = await draftSale(t, 'sales1', k.id, [{ barang_id: env.goods[0].barang_id, jumlah: 2 }]);
    expect(sale.ppn).toBeGreaterThan(0);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total }] })).statusCode).toBe(200);
    expect(await fakturOf(sale.id)).toBeUndefined();
  });

  it('GET /api/efaktur-xml: one TaxInvoice per invoice of the period not yet uploaded, sums equal to the stored figures', async () => {
    const res = await t.call('finance', { method: 'GET', url: `/api/efaktur-xml?tgl_awal=${today()}&tgl_akhir=${today()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(String(res.headers['content-disposition'])).toContain(`coretax-faktur-${today()}`);
    const root = parseXml(res.body);
    expect(childText(root, 'TIN')).toMatch(/^\d{16}$/);
    const invoices = invoicesOf(root);
    const waiting = await db().selectFrom('faktur_pajak').selectAll().where('status', '=', 'belum_diunggah').where('tanggal', '=', today()).orderBy('id').execute();
    expect(invoices).toHaveLength(waiting.length);
    expect(Number(res.headers['x-faktur-jumlah'])).toBe(waiting.length);
    exported = { jumlah: waiting.length, sampai: Number(res.headers['x-faktur-sampai-id']) };
    expect(exported.sampai).toBe(Number(waiting.at(-1)!.id));
    const mine = invoices.find((inv) => childText(inv, 'RefDesc') === taxedSale.nomor)!;
    expect(childText(mine, 'TrxCode')).toBe('04');
    expect(childText(mine, 'BuyerTin')).toBe(NPWP);
    expect(childText(mine, 'BuyerIDTKU')).toBe(`${NPWP}000000`);
    expect(child(mine, 'ListOfGoodService').children).toHaveLength(1);
    const stored = (await fakturOf(taxedSale.id))!;
    const gs = child(mine, 'ListOfGoodService').children[0];
    expect(childText(gs, 'VAT')).toBe((Number(stored.ppn_sen) / 100).toFixed(2));
    expect(childText(gs, 'Code')).toBe('010100');
    // Σ VAT of the file (sen) = Σ of the invoices' stored figures
    const sum = invoices.flatMap((inv) => child(inv, 'ListOfGoodService').children).reduce((s, g) => s + Math.round(Number(childText(g, 'VAT')) * 100), 0);
    expect(sum).toBe(waiting.reduce((s, w) => s + Number(w.ppn_sen), 0));
    // Each line's VAT rounded half up to the rupiah is the nota's line PPN: the file's lines so rounded add up to the
    // PPN Keluaran the invoices' sales journals credited.
    const byLine = invoices.flatMap((inv) => child(inv, 'ListOfGoodService').children).reduce((s, g) => s + Math.floor((Math.round(Number(childText(g, 'VAT')) * 100) + 50) / 100), 0);
    const saleIds = waiting.map((w) => Number(w.penjualan_id));
    const ppnAkun = await db().selectFrom('akun').select('id').where('kode', '=', '2-1300').executeTakeFirstOrThrow();
    const journal = await db().selectFrom('jurnal_rincian as r').innerJoin('jurnal as j', 'j.id', 'r.jurnal_id')
      .select((eb) => eb.fn.sum('r.kredit').as('kredit')).where('j.sumber', '=', 'penjualan').where('j.dokumen_id', 'in', saleIds).where('r.akun_id', '=', Number(ppnAkun.id))
      .executeTakeFirstOrThrow();
    expect(byLine).toBe(Number(journal.kredit));
  });

  it('export: 403 without the menu, 422 on bad dates or nothing to export, 400 on an unknown parameter', async () => {
    expect((await t.call('sales1', { method: 'GET', url: `/api/efaktur-xml?tgl_awal=${today()}&tgl_akhir=${today()}` })).statusCode).toBe(403);
    const bad = await t.call('finance', { method: 'GET', url: `/api/efaktur-xml?tgl_awal=2026-13-01&tgl_akhir=${today()}` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tgl_awal[0]).toContain('YYYY-MM-DD');
    const none = await t.call('finance', { method: 'GET', url: '/api/efaktur-xml?tgl_awal=2020-01-01&tgl_akhir=2020-01-31' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.tgl_awal[0]).toContain('Tidak ada faktur pajak yang belum diunggah');
    expect((await t.call('finance', { method: 'GET', url: `/api/efaktur-xml?tgl_awal=${today()}&tgl_akhir=${today()}&x=1` })).statusCode).toBe(400);
  });

  it('confirming the upload marks exactly the file\'s invoices diunggah; a second confirmation is a 409', async () => {
    const body = { tgl_awal: today(), tgl_akhir: today(), sampai_id: exported.sampai };
    expect((await post(t, 'sales1', 'faktur-pajak/diunggah', body)).statusCode).toBe(403);
    expect((await post(t, 'finance', 'faktur-pajak/diunggah', { ...body, sampai_id: 'x' })).statusCode).toBe(422);
    const ok = await post(t, 'finance', 'faktur-pajak/diunggah', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.jumlah).toBe(exported.jumlah);
    expect((await fakturOf(taxedSale.id))!.status).toBe('diunggah');
    const again = await post(t, 'finance', 'faktur-pajak/diunggah', body);
    expect(again.statusCode).toBe(409);
    expect((await t.call('finance', { method: 'GET', url: `/api/efaktur-xml?tgl_awal=${today()}&tgl_akhir=${today()}` })).statusCode).toBe(422);
  });

  it('POST /api/efaktur-status: an unknown reference refuses the whole file; a good one stamps NSFP and state once', async () => {
    const nsfp = '04002600000000777';
    const unknown = await statusUpload('finance', [[taxedSale.nomor, nsfp, today(), 'APPROVED'], ['PJ-TIDAK-ADA', '04002600000000778', today(), 'APPROVED']]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file.join(' ')).toContain('Referensi PJ-TIDAK-ADA tidak ditemukan');
    expect((await fakturOf(taxedSale.id))!.status).toBe('diunggah'); // nothing applied
    expect((await statusUpload('sales1', [[taxedSale.nomor, nsfp, today(), 'APPROVED']])).statusCode).toBe(403);
    const rows = [[taxedSale.nomor, nsfp, today(), 'APPROVED'], ['', '04002600000000999', today(), 'APPROVED']];
    const ok = await statusUpload('finance', rows);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ diperbarui: 1, tidak_berubah: 0 });
    expect(ok.json().data.dilewati).toHaveLength(1); // made in Coretax itself: no reference
    expect(await fakturOf(taxedSale.id)).toMatchObject({ status: 'disetujui', nsfp, tanggal_nsfp: today(), status_coretax: 'APPROVED' });
    const twice = await statusUpload('finance', rows);
    expect(twice.json().data).toMatchObject({ diperbarui: 0, tidak_berubah: 1 });
    // Another number for an approved invoice without the amendment row is a conflict.
    const clash = await statusUpload('finance', [[taxedSale.nomor, '04002600000000888', today(), 'APPROVED']]);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.file[0]).toContain(`sudah bernomor ${nsfp}`);
    // A replacement made in Coretax: the amended row and the new approved one.
    const replaced = await statusUpload('finance', [[taxedSale.nomor, nsfp, today(), 'AMENDED'], [taxedSale.nomor, '04002600000000888', today(), 'APPROVED']]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await fakturOf(taxedSale.id))!.nsfp).toBe('04002600000000888');
  });

  it('status file: a file that is not Coretax\'s export is a 422 naming the columns; not multipart is a 415', async () => {
    const { payload, headers } = multipart('lain.csv', Buffer.from('a;b\r\n1;2\r\n'), 'text/csv');
    const res = await t.call('finance', { method: 'POST', url: '/api/efaktur-status', payload, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain('Referensi');
    expect((await t.call('finance', { method: 'POST', url: '/api/efaktur-status', payload: { a: 1 } })).statusCode).toBe(415);
  });

  it('a cancelled sale: its invoice not yet uploaded is cancelled; one already uploaded is flagged for Coretax', async () => {
    const [taxed] = env.goods;
    const one = await draftSale(t, 'sales1', buyerId, [{ barang_id: taxed.barang_id, jumlah: 1 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: one.id, bayar: [{ tipe: 'tunai', jumlah: one.total }] })).statusCode).toBe(200);
    const batal = await post(t, 'finance', 'transaksi-cancel', { id: one.id, alasan_batal: 'Salah input' });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(await fakturOf(one.id)).toMatchObject({ status: 'dibatalkan', penjualan_batal: 0 });
    const two = await draftSale(t, 'sales1', buyerId, [{ barang_id: taxed.barang_id, jumlah: 1 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: two.id, bayar: [{ tipe: 'tunai', jumlah: two.total }] })).statusCode).toBe(200);
    const f = (await fakturOf(two.id))!;
    expect((await post(t, 'finance', 'faktur-pajak/diunggah', { tgl_awal: today(), tgl_akhir: today(), sampai_id: Number(f.id), id: [Number(f.id)] })).statusCode).toBe(200);
    expect((await post(t, 'finance', 'transaksi-cancel', { id: two.id, alasan_batal: 'Salah input' })).statusCode).toBe(200);
    expect(await fakturOf(two.id)).toMatchObject({ status: 'diunggah', penjualan_batal: 1 });
    // Coretax approved the cancelled-before-upload one: refused, with what to do.
    const wrong = await statusUpload('finance', [[one.nomor, '04002600000000555', today(), 'APPROVED']]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file[0]).toContain('batalkan di Coretax');
    await integritas(t);
  });

  it('the list screen reads them (finance), a salesperson may not', async () => {
    const list = await get(t, 'finance', `faktur-pajak?status=disetujui&perPage=5`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    expect(list.json().data[0]).not.toHaveProperty('ppn_sen');
    expect((await get(t, 'sales1', 'faktur-pajak')).statusCode).toBe(403);
    expect((await post(t, 'finance', 'input/faktur-pajak', { referensi: 'X' })).statusCode).toBe(404);
  });
});
