import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, goodsWithUnit, jurnalLines, nilaiStok, otherGudang, saldoSetting, setClosingDate, settingId, stok, today, userGudang } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

describe.each([
  ['rusak', 'Disposal Barang Rusak', 'cetak-disposal-rusak', 'BERITA ACARA BARANG RUSAK'],
  ['hilang', 'Disposal Barang Hilang', 'cetak-disposal', 'BERITA ACARA BARANG HILANG'],
] as const)('disposal %s: draft → diposting takes the goods out at cost as a stock loss', (jenis, label, cetak, title) => {
  const name = `gudang-disposal-${jenis}`;
  async function draft(user = 'gudang', jumlah = 1, extra: Record<string, unknown> = {}) {
    const g = await goodsWithUnit(t, jenis === 'rusak' ? 2 : 3);
    const res = await post(user, `/input/${name}`, { tanggal: today(), alasan: 'Kemasan sobek saat bongkar muat', rincian: [{ barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah }, { barang_id: g.barang_id, jumlah: 3 }], ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return { doc: res.json().data, g };
  }

  it('happy path: stock, value, the loss journal and the print, to the unit and the rupiah', async () => {
    const { doc, g } = await draft();
    expect(doc).toMatchObject({ status: 'draft', gudang_id: await userGudang(t), nomor: expect.stringMatching(jenis === 'rusak' ? /^DSR\// : /^DSH\//) });
    const out = g.faktor + 3;
    const lokasi = `G:${doc.gudang_id}`;
    const before = { qty: await stok(t, g.barang_id, lokasi), cost: await nilaiStok(t, g.barang_id), inv: await saldoSetting(t, 'akun_persediaan_id'), loss: await saldoSetting(t, 'akun_kerugian_persediaan_id') };
    const res = await post('gudang', `/input/${name}-posting`, { id: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    const first = Math.round((before.cost.nilai * g.faktor) / before.cost.qty);
    const afterFirst = { qty: before.cost.qty - g.faktor, nilai: before.cost.nilai - first };
    const second = Math.round((afterFirst.nilai * 3) / afterFirst.qty);
    expect(done.rincian.map((l: { nilai: number }) => l.nilai)).toEqual([first, second]);
    expect(done).toMatchObject({ status: 'diposting', total: first + second });
    expect(await stok(t, g.barang_id, lokasi)).toBe(before.qty - out);
    expect(await nilaiStok(t, g.barang_id)).toEqual({ qty: before.cost.qty - out, nilai: before.cost.nilai - first - second });
    expect(await saldoSetting(t, 'akun_persediaan_id')).toBe(before.inv - first - second);
    expect(await saldoSetting(t, 'akun_kerugian_persediaan_id')).toBe(before.loss + first + second);
    expect(await jurnalLines(t, done.jurnal_id)).toEqual([
      { akun_id: await settingId(t, 'akun_kerugian_persediaan_id'), debit: first + second, kredit: 0 },
      { akun_id: await settingId(t, 'akun_persediaan_id'), debit: 0, kredit: first + second },
    ]);
    await expectIntegrity(t);

    const pdf = await get('gudang', `/${cetak}?id=${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of [title, `No. ${doc.nomor}`, g.nama, 'Total Kerugian', 'Mengetahui']) expect(text).toContain(s);
    expect((await get('gudang', `/${cetak}`)).statusCode).toBe(422);
    expect((await get('gudang', `/${cetak}?id=999999`)).statusCode).toBe(404);
  });

  it('illegal steps answer 409 naming both states; more than in stock is a 409 that writes nothing', async () => {
    const { doc } = await draft();
    expect((await post('gudang', `/input/${name}-posting`, { id: doc.id })).statusCode).toBe(200);
    const again = await post('gudang', `/input/${name}-posting`, { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${label} berstatus Diposting; Posting hanya dapat dilakukan dari status Draft`);
    expect((await post('gudang', `/input/${name}-batal`, { id: doc.id })).statusCode).toBe(409);
    expect((await post('gudang', `/input/${name}`, { id: doc.id, alasan: 'ubah' })).statusCode).toBe(409);
    expect((await post('gudang', `/input/${name}-rincian`, { id: doc.rincian[0].id, jumlah: 9 })).statusCode).toBe(409);

    const { doc: big, g } = await draft('gudang', 1_000_000);
    const before = await stok(t, g.barang_id, `G:${big.gudang_id}`);
    const short = await post('gudang', `/input/${name}-posting`, { id: big.id });
    expect(short.statusCode).toBe(409);
    expect((await get('gudang', `/${name}/${big.id}`)).json().data.status).toBe('draft');
    expect(await stok(t, g.barang_id, `G:${big.gudang_id}`)).toBe(before);
    expect((await post('gudang', `/input/${name}-batal`, { id: big.id })).json().data.status).toBe('dibatalkan');

    const { doc: closed } = await draft();
    await setClosingDate(t, today());
    try { expect((await post('gudang', `/input/${name}-posting`, { id: closed.id })).statusCode).toBe(409); } finally { await setClosingDate(t, null); }
    const empty = await post('gudang', `/input/${name}`, { tanggal: today(), alasan: 'x', rincian: [] });
    expect((await post('gudang', `/input/${name}-posting`, { id: empty.json().data.id })).json().errors).toEqual({ rincian: ['Disposal belum berisi barang'] });
    const half = await post('gudang', `/input/${name}`, { tanggal: today(), alasan: 'x', rincian: [{ barang_id: doc.rincian[0].barang_id, jumlah: 1, tempat_tipe: 'rak' }] });
    expect(half.statusCode).toBe(422);
    await expectIntegrity(t);
  });

  it('permission by level and scoping by warehouse', async () => {
    const { doc } = await draft();
    expect((await get('finance', `/${name}/${doc.id}`)).statusCode).toBe(200);
    expect((await post('finance', `/input/${name}`, { tanggal: today(), alasan: 'x', gudang_id: doc.gudang_id })).statusCode).toBe(403);
    expect((await post('finance', `/input/${name}-posting`, { id: doc.id })).statusCode).toBe(403);
    expect((await get('sales1', `/${name}`)).statusCode).toBe(403);
    expect((await post('sales1', `/input/${name}-posting`, { id: doc.id })).statusCode).toBe(403);

    const { doc: foreign } = await draft('admin', 1, { gudang_id: await otherGudang(t) });
    expect((await get('gudang', `/${name}/${foreign.id}`)).statusCode).toBe(404);
    expect((await get('gudang', `/${cetak}?id=${foreign.id}`)).statusCode).toBe(404);
    expect((await post('gudang', `/input/${name}-posting`, { id: foreign.id })).statusCode).toBe(404);
    expect((await get('gudang', `/${name}?perPage=100`)).json().data.map((d: { id: number }) => d.id)).not.toContain(foreign.id);
    expect((await post('gm', `/input/${name}-posting`, { id: foreign.id })).statusCode).toBe(200);
    await expectIntegrity(t);
  });
});
