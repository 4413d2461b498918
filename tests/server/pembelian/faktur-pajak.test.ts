import { describe, expect, it } from 'vitest';
import { anySupplier } from '../gudang/fixtures.js';
import { pembelianRow, purchase, receive } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const NSFP = '04002500012345678';

describe('a purchase records the supplier\'s tax invoice (issue 37, input tax)', () => {
  it('takes a 17-digit Coretax or a 16-digit e-Faktur number as printed, with its date', async () => {
    const { doc } = await purchase(t, { draft: true });
    const typed = await post('finance', '/input/pembelian', { id: doc.id, no_faktur_pajak: '040.025-00.012345678', tgl_faktur_pajak: '2026-11-03' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data).toMatchObject({ no_faktur_pajak: '04002500012345678', tgl_faktur_pajak: '2026-11-03', masa_kredit: null });
    const old = await post('finance', '/input/pembelian', { id: doc.id, no_faktur_pajak: '010.000-24.12345678' });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data.no_faktur_pajak).toBe('0100002412345678');
  });

  it('refuses a wrong length, letters, a number without a date and a date without a number: 422 in Indonesian, nothing written', async () => {
    const { doc } = await purchase(t, { draft: true });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ no_faktur_pajak: '040025000123456', tgl_faktur_pajak: '2026-11-03' }, 'no_faktur_pajak', 'No. Faktur Pajak harus 16 atau 17 digit (terisi 15)'],
      [{ no_faktur_pajak: '0400250001234567A', tgl_faktur_pajak: '2026-11-03' }, 'no_faktur_pajak', 'No. Faktur Pajak hanya boleh berisi angka'],
      [{ no_faktur_pajak: NSFP }, 'tgl_faktur_pajak', 'Tanggal Faktur Pajak wajib diisi bila No. Faktur Pajak diisi'],
      [{ tgl_faktur_pajak: '2026-11-03' }, 'no_faktur_pajak', 'No. Faktur Pajak wajib diisi bila Tanggal Faktur Pajak diisi'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('finance', '/input/pembelian', { id: doc.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const created = await post('finance', '/input/pembelian', {
      tanggal: doc.tanggal, supplier_id: doc.supplier_id, gudang_id: doc.gudang_id, no_faktur_pajak: NSFP,
      rincian: [{ barang_id: doc.rincian[0].barang_id, jumlah: 1, harga: 1_000 }],
    });
    expect(created.statusCode).toBe(422);
    const row = await pembelianRow(t, doc.id);
    expect(row).toMatchObject({ no_faktur_pajak: null, tgl_faktur_pajak: null });
  });

  it('stays editable after ordering, receiving and paying, alone: other fields and lines are fixed (409)', async () => {
    const { doc } = await purchase(t);
    expect((await receive(t, doc, [1, 10])).statusCode).toBe(200);
    const set = await post('finance', '/input/pembelian', { id: doc.id, no_faktur_pajak: NSFP, tgl_faktur_pajak: doc.tanggal });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ status: 'dipesan', no_faktur_pajak: NSFP, total: doc.total });
    // The form sends the whole record back: unchanged fields and lines are no change.
    const whole = (await get('finance', `/pembelian/${doc.id}`)).json().data;
    const resend = await post('finance', '/input/pembelian', {
      id: doc.id, tanggal: whole.tanggal, supplier_id: whole.supplier_id, gudang_id: whole.gudang_id, no_faktur: whole.no_faktur, keterangan: whole.keterangan,
      no_faktur_pajak: NSFP, tgl_faktur_pajak: '2026-11-02',
      rincian: whole.rincian.map((l: Record<string, unknown>) => ({ id: l.id, barang_id: l.barang_id, satuan_id: l.satuan_id, jumlah: l.jumlah, harga: l.harga, diskon: l.diskon, ppn_persen: l.ppn_persen })),
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data.rincian.map((l: { qty_diterima: number }) => l.qty_diterima)).toEqual(whole.rincian.map((l: { qty_diterima: number }) => l.qty_diterima));

    const other = await post('finance', '/input/pembelian', { id: doc.id, keterangan: 'diubah' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Keterangan tidak dapat diubah: dokumen berstatus Dipesan');
    const line = await post('finance', '/input/pembelian', { id: doc.id, rincian: [{ id: whole.rincian[0].id, barang_id: whole.rincian[0].barang_id, jumlah: 9, harga: 1 }] });
    expect(line.statusCode).toBe(409);
    expect(line.json().message).toMatch(/tidak dapat diubah: dokumen berstatus Dipesan$/);
    const after = await pembelianRow(t, doc.id);
    expect(after).toMatchObject({ keterangan: null, tgl_faktur_pajak: '2026-11-02', total: doc.total });
  });

  it('is fixed once rejected or credited in a PPN period', async () => {
    const { doc } = await purchase(t);
    expect((await post('finance', '/input/pembelian-tolak', { id: doc.id, alasan_tolak: 'Harga berubah' })).statusCode).toBe(200);
    const rejected = await post('finance', '/input/pembelian', { id: doc.id, no_faktur_pajak: NSFP, tgl_faktur_pajak: doc.tanggal });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toMatch(/^Pembelian berstatus Ditolak; hanya dapat diubah saat berstatus Draft$/);

    const { doc: credited } = await purchase(t);
    expect((await post('finance', '/input/pembelian', { id: credited.id, no_faktur_pajak: NSFP, tgl_faktur_pajak: credited.tanggal })).statusCode).toBe(200);
    await t.database.db.updateTable('pembelian').set({ masa_kredit: '2026-10' }).where('id', '=', credited.id).execute();
    const locked = await post('finance', '/input/pembelian', { id: credited.id, tgl_faktur_pajak: '2026-10-01' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Tanggal Faktur Pajak tidak dapat diubah: Pembelian sudah dikreditkan pada masa PPN');
    const sent = await post('finance', '/input/pembelian', { id: credited.id, masa_kredit: '2026-11' });
    expect(sent.statusCode).toBe(400);
    expect((await pembelianRow(t, credited.id)).masa_kredit).toBe('2026-10');
  });
});

describe('a supplier\'s NPWP has 16 digits', () => {
  it('takes 16 digits as printed; refuses the old 15 and letters', async () => {
    const id = await anySupplier(t);
    const ok = await post('finance', '/input/supplier', { id, npwp: '01.234.567.8-424.000.1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.npwp).toBe('0123456784240001');
    const short = await post('finance', '/input/supplier', { id, npwp: '01.234.567.8-424.000' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.npwp).toEqual(['NPWP harus 16 digit (terisi 15)']);
    const letters = await post('finance', '/input/supplier', { id, npwp: '01234567842400AB' });
    expect(letters.json().errors.npwp).toEqual(['NPWP hanya boleh berisi angka']);
    expect((await get('finance', `/supplier/${id}`)).json().data.npwp).toBe('0123456784240001');
  });
});
