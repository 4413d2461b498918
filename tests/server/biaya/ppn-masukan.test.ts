import { describe, expect, it } from 'vitest';
import { jurnalLines, settingId } from '../gudang/fixtures.js';
import { lessPpn } from '../../../server/domain/biaya/steps.js';
import { advance, akunSaldo, companyKas, draftBody, kasSaldo, today } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const akunId = async (kode: string) => Number((await t.database.db.selectFrom('akun').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
const anyVendor = async () => Number((await t.database.db.selectFrom('vendor').select('id').orderBy('id').executeTakeFirstOrThrow()).id);

describe('a cost document with PPN masukan (issue 37)', () => {
  it('takes the PPN off the expense accounts in proportion and debits PPN Masukan; the payer pays the same total', async () => {
    const body = { ...(await draftBody(t, 'pembayaran')), ppn: 19_820, vendor_id: await anyVendor(), no_faktur_pajak: '04002500000000011', tgl_faktur_pajak: today() };
    const made = await post('gm', '/input/pembayaran', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ total: 200_000, ppn: 19_820, masa_kredit: null });
    const kas = await companyKas(t);
    const vat = await akunSaldo(t, '1-1600');
    const given = await advance(t, 'pembayaran', made.json().data.id, 'terima');
    expect(given.status).toBe('diberikan');
    // listrik 150.000 → 6-1400, sewa 50.000 → 6-1500: 19.820 × 150/200 = 14.865 and 4.955 taken off.
    expect(await jurnalLines(t, Number(given.jurnal_id))).toEqual([
      { akun_id: await akunId('6-1400'), debit: 135_135, kredit: 0 },
      { akun_id: await akunId('6-1500'), debit: 45_045, kredit: 0 },
      { akun_id: await settingId(t, 'akun_ppn_masukan_id'), debit: 19_820, kredit: 0 },
      { akun_id: kas.akun_id, debit: 0, kredit: 200_000 },
    ]);
    expect(await settingId(t, 'akun_ppn_masukan_id')).toBe(await akunId('1-1600'));
    expect(await akunSaldo(t, '1-1600')).toBe(vat + 19_820);
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo - 200_000);

    // The reversal takes the PPN back off 1-1600 with the rest.
    const cancelled = await post('finance', '/pembayaran-cancel', { id: given.id, alasan_batal: 'Salah tagihan' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await akunSaldo(t, '1-1600')).toBe(vat);
  });

  it('lessPpn: the accounts\' parts and the PPN add up to the amounts exactly, a small account keeps its own', () => {
    const sums = new Map([['6-1400', 100_001], ['6-1500', 33_333], ['6-2200', 1]]);
    const less = lessPpn(sums, 13_334);
    expect([...less.values()].reduce((a, b) => a + b, 0) + 13_334).toBe(133_335);
    expect(less.get('6-2200')).toBe(1);
    expect(lessPpn(sums, 0)).toEqual(sums);
  });

  it('refuses PPN of the whole total or more at posting: 422, nothing posted', async () => {
    const made = await post('gm', '/input/biaya-operasional', { ...(await draftBody(t, 'biaya-operasional')), ppn: 200_000 });
    expect(made.statusCode, made.body).toBe(201);
    const kas = await companyKas(t);
    const res = await post('finance', '/biaya-operasional-berikan', { id: made.json().data.id, kas_id: kas.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ppn[0]).toMatch(/^PPN Masukan Rp\. 200\.000 harus lebih kecil dari total Biaya Operasional BOG\/.+ \(Rp\. 200\.000\)$/);
    expect((await get('finance', `/biaya-operasional/${made.json().data.id}`)).json().data.status).toBe('draft');
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo);
  });

  it('the seller\'s tax invoice may be added after payment, with its seller; other fields stay fixed', async () => {
    const made = await post('gm', '/input/biaya-pengambilan', { ...(await draftBody(t, 'biaya-pengambilan')), ppn: 9_910 });
    const given = await advance(t, 'biaya-pengambilan', made.json().data.id, 'terima');
    const noSeller = await post('finance', '/input/biaya-pengambilan', { id: given.id, no_faktur_pajak: '04002500000000012', tgl_faktur_pajak: today() });
    expect(noSeller.statusCode).toBe(422);
    expect(noSeller.json().errors.vendor_id).toEqual(['Vendor wajib diisi bila No. Faktur Pajak diisi']);
    const ok = await post('finance', '/input/biaya-pengambilan', { id: given.id, vendor_id: await anyVendor(), no_faktur_pajak: '04002500000000012', tgl_faktur_pajak: today() });
    expect(ok.statusCode, ok.body).toBe(200);
    const ppn = await post('finance', '/input/biaya-pengambilan', { id: given.id, ppn: 1 });
    expect(ppn.statusCode).toBe(409);
    expect(ppn.json().message).toBe('PPN Masukan tidak dapat diubah: dokumen berstatus Diberikan');
    // Once a PPN period credited it, it is neither edited nor cancelled.
    await t.database.db.updateTable('biaya_pengambilan').set({ masa_kredit: '2026-10' }).where('id', '=', Number(given.id)).execute();
    const edit = await post('finance', '/input/biaya-pengambilan', { id: given.id, no_faktur_pajak: '04002500000000013' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('No. Faktur Pajak tidak dapat diubah: Biaya Pengambilan Barang sudah dikreditkan pada masa PPN');
    const cancel = await post('finance', '/biaya-pengambilan-cancel', { id: given.id, alasan_batal: 'Salah tagihan' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/sudah dikreditkan pada masa 2026-10; dokumen tidak dapat dibatalkan$/);
    expect((await get('finance', `/biaya-pengambilan/${given.id}`)).json().data.status).toBe('diberikan');
  });

  it('kinds whose PPN is not credited carry no PPN field (400)', async () => {
    const res = await post('gm', '/input/entertain', { ...(await draftBody(t, 'entertain')), ppn: 1_000 });
    expect(res.statusCode).toBe(400);
  });
});
