import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { ajuan, akun, dibayar, karyawanOf, kasPerusahaan, lpj, saldo } from './fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const CALLS = [
  'GET /bop-ajuan', 'GET /bop-ajuan/{id}', 'POST /input/bop-ajuan', 'POST /bop-approve-ajuan', 'POST /bop-approve-reimburse', 'POST /bop-approve-pengembalian',
  'POST /bop-setor', 'GET /get-item-lpj', 'GET /bop-laporan', 'GET /bop-laporan/{id}', 'POST /input/bop-laporan',
  'GET /cetak-ajuan-bop/{id}', 'GET /cetak-laporan-bop/{id}', 'GET /cetak-reimburse-bop/{id}', 'GET /cetak-pengembalian-bop/{id}',
];

async function print(path: string, id: unknown, user = 'finance'): Promise<string> {
  const res = await t.call(user, { method: 'GET', url: `/api/${path}/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return pdfText(res.rawPayload);
}

describeSpecCalls('SPEC.md section 7 BOP calls', t, CALLS);

describe('BOP spent less: diajukan → dibayar → LPJ → dilaporkan → dikembalikan → selesai', () => {
  it('pays the advance, journals the LPJ per account, takes the rest back into cash, prints each stage', async () => {
    const kas = await kasPerusahaan(t);
    const before = { uangMuka: await saldo(t, '1-1500'), bbm: await saldo(t, '6-1200'), sewa: await saldo(t, '6-1500') };
    const doc = await ajuan(t);
    expect(doc).toMatchObject({ status: 'diajukan', total: 500_000, jumlah: 0, karyawan_id: await karyawanOf(t, 'sales1') });
    expect(doc.nomor).toMatch(/^BOP\/\d{4}\/\d{2}\/\d{4}$/);
    expect(await print('cetak-ajuan-bop', doc.id, 'sales1')).toMatch(/AJUAN BOP .*Rencana 1.*Rp\. 300\.000.*Total Rencana Rp\. 500\.000.*Dibuat oleh.*Disetujui oleh.*Diterima oleh/);

    const paid = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id, jumlah: 450_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    const bop = paid.json().data;
    expect(bop).toMatchObject({ status: 'dibayar', jumlah: 450_000, selisih: 450_000, kas_id: kas.id });
    expect(await jurnalLines(t, bop.jurnal_id)).toEqual([
      { akun_id: await akun(t, '1-1500'), debit: 450_000, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: 450_000 },
    ]);
    expect(await saldo(t, '1-1500')).toBe(before.uangMuka + 450_000);
    expect((await kasPerusahaan(t)).saldo).toBe(kas.saldo - 450_000);

    await lpj(t, doc.id, [200_000]);
    const sewa = await post('sales1', '/input/bop-laporan', { bop_ajuan_id: doc.id, tanggal: doc.tanggal, uraian: 'Sewa tempat pameran', akun_id: await akun(t, '6-1500'), jumlah: 150_000 });
    expect(sewa.statusCode, sewa.body).toBe(201);
    const items = await get('sales1', `/get-item-lpj?id=${doc.id}`);
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().item.map((i: { uraian: string; akun_kode: string; jumlah: number }) => [i.uraian, i.akun_kode, i.jumlah]))
      .toEqual([['Biaya 1', '6-1200', 200_000], ['Sewa tempat pameran', '6-1500', 150_000]]);
    expect(items.json().data).toMatchObject({ terpakai: 350_000, selisih: 100_000, status: 'dibayar' });
    const list = (await get('sales1', `/bop-laporan?bop_ajuan_id=${doc.id}`)).json();
    expect(list.total).toBe(2);

    const reported = await post('sales1', '/input/bop-lapor', { id: doc.id });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data).toMatchObject({ status: 'dilaporkan', terpakai: 350_000, selisih: 100_000, penyelesaian: 'pengembalian' });
    expect(await jurnalLines(t, reported.json().data.jurnal_lpj_id)).toEqual([
      { akun_id: await akun(t, '6-1200'), debit: 200_000, kredit: 0 }, { akun_id: await akun(t, '6-1500'), debit: 150_000, kredit: 0 },
      { akun_id: await akun(t, '1-1500'), debit: 0, kredit: 350_000 },
    ]);
    expect(await saldo(t, '6-1200')).toBe(before.bbm + 200_000);
    expect(await saldo(t, '6-1500')).toBe(before.sewa + 150_000);
    expect(await print('cetak-laporan-bop', doc.id)).toMatch(/LAPORAN PERTANGGUNGJAWABAN BOP .*Sewa tempat pameran.*6-1500.*Total Terpakai Rp\. 350\.000 Sisa Dikembalikan Rp\. 100\.000/);

    expect((await post('finance', '/bop-approve-reimburse', { id: doc.id, kas_reimburse_id: kas.id })).statusCode).toBe(409);
    const approved = await post('finance', '/bop-approve-pengembalian', { id: doc.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('dikembalikan');
    const done = await post('finance', '/bop-setor', { id: doc.id, kas_setor_id: kas.id });
    expect(done.statusCode, done.body).toBe(200);
    const end = done.json().data;
    expect(end).toMatchObject({ status: 'selesai', jumlah: 450_000, terpakai: 350_000, dikembalikan: 100_000, reimburse: 0 });
    expect(end.jumlah).toBe(end.terpakai + end.dikembalikan - end.reimburse);
    expect(await jurnalLines(t, end.jurnal_selesai_id)).toEqual([
      { akun_id: kas.akun_id, debit: 100_000, kredit: 0 }, { akun_id: await akun(t, '1-1500'), debit: 0, kredit: 100_000 },
    ]);
    expect(await saldo(t, '1-1500')).toBe(before.uangMuka);
    expect((await kasPerusahaan(t)).saldo).toBe(kas.saldo - 350_000);
    expect(await print('cetak-pengembalian-bop', doc.id)).toMatch(/BUKTI PENGEMBALIAN BOP .*Rp\. 100\.000.*Dibuat oleh.*Disetujui oleh.*Diterima oleh/);
    expect((await t.call('finance', { method: 'GET', url: `/api/cetak-reimburse-bop/${doc.id}` })).statusCode).toBe(409);
    await expectIntegrity(t);
  });
});

describe('BOP spent more: dilaporkan with a reimbursement owed → direimburse', () => {
  it('owes the holder the difference (hutang-perusahaan) until finance pays it', async () => {
    const kas = await kasPerusahaan(t);
    const before = { uangMuka: await saldo(t, '1-1500'), hutang: await saldo(t, '2-1600') };
    const bop = await dibayar(t, 'sales2', [400_000]);
    await lpj(t, bop.id, [300_000, 175_000], 'sales2');
    const reported = await post('sales2', '/input/bop-lapor', { id: bop.id });
    expect(reported.json().data).toMatchObject({ status: 'dilaporkan', terpakai: 475_000, selisih: -75_000, penyelesaian: 'reimburse' });
    expect((await get('finance', '/bop-ajuan?penyelesaian=reimburse&perPage=100')).json().data.map((b: { id: number }) => b.id)).toContain(bop.id);
    expect(await jurnalLines(t, reported.json().data.jurnal_lpj_id)).toEqual([
      { akun_id: await akun(t, '6-1200'), debit: 300_000, kredit: 0 }, { akun_id: await akun(t, '6-1200'), debit: 175_000, kredit: 0 },
      { akun_id: await akun(t, '1-1500'), debit: 0, kredit: 400_000 }, { akun_id: await akun(t, '2-1600'), debit: 0, kredit: 75_000 },
    ]);
    expect(await saldo(t, '1-1500')).toBe(before.uangMuka);
    expect(await saldo(t, '2-1600')).toBe(before.hutang + 75_000);

    const debts = (await get('finance', '/hutang-perusahaan')).json();
    expect(debts.reimburse_bop.jumlah.total).toBe(await saldo(t, '2-1600'));
    const holder = debts.reimburse_bop.data.find((h: { karyawan_id: number }) => h.karyawan_id === bop.karyawan_id);
    expect(holder.bop.find((b: { id: number }) => b.id === bop.id)).toMatchObject({ hutang: 75_000, umur: 'belum_jatuh_tempo' });
    expect(debts.semua.total).toBe(debts.jumlah.total + debts.reimburse_bop.jumlah.total);
    const later = (await get('finance', '/hutang-perusahaan?tanggal=2099-01-01')).json();
    expect(later.reimburse_bop.jumlah.lebih_90).toBe(later.reimburse_bop.jumlah.total);

    expect((await post('finance', '/bop-approve-pengembalian', { id: bop.id })).statusCode).toBe(409);
    const paid = await post('finance', '/bop-approve-reimburse', { id: bop.id, kas_reimburse_id: kas.id });
    expect(paid.statusCode, paid.body).toBe(200);
    const end = paid.json().data;
    expect(end).toMatchObject({ status: 'direimburse', reimburse: 75_000, dikembalikan: 0 });
    expect(end.jumlah).toBe(end.terpakai + end.dikembalikan - end.reimburse);
    expect(await saldo(t, '2-1600')).toBe(before.hutang);
    expect((await kasPerusahaan(t)).saldo).toBe(kas.saldo - 475_000);
    expect((await get('finance', '/hutang-perusahaan')).json().reimburse_bop.data.flatMap((h: { bop: Array<{ id: number }> }) => h.bop.map((b) => b.id))).not.toContain(bop.id);
    expect(await print('cetak-reimburse-bop', bop.id)).toMatch(/BUKTI REIMBURSE BOP .*Rp\. 75\.000.*Dibuat oleh.*Disetujui oleh.*Diterima oleh/);
    expect((await t.call('finance', { method: 'GET', url: `/api/cetak-pengembalian-bop/${bop.id}` })).statusCode).toBe(409);
    await expectIntegrity(t);
  });

  it('spending exactly the advance ends the BOP at once (selesai)', async () => {
    const bop = await dibayar(t, 'sales1', [250_000]);
    await lpj(t, bop.id, [100_000, 150_000]);
    const reported = await post('sales1', '/input/bop-lapor', { id: bop.id });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data).toMatchObject({ status: 'selesai', terpakai: 250_000, selisih: 0, dikembalikan: 0, reimburse: 0, penyelesaian: 'pas' });
    expect(reported.json().message).toContain('Selesai');
    await expectIntegrity(t);
  });

  it('a request can be refused with a reason (ditolak), moving no money', async () => {
    const doc = await ajuan(t, 'gudang', [80_000]);
    const res = await post('finance', '/input/bop-tolak', { id: doc.id, alasan_tolak: 'Anggaran bulan ini habis' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ditolak', alasan_tolak: 'Anggaran bulan ini habis', jurnal_id: null, jumlah: 0 });
  });
});
