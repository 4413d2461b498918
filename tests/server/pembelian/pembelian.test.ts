import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, jurnalLines, saldoSetting, settingId, stok } from '../gudang/fixtures.js';
import { companyKas, pembelianRow, purchase, receive, today } from './fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const addDays = (iso: string, d: number) => new Date(Date.parse(iso) + d * 86_400_000).toISOString().slice(0, 10);

/** SPEC.md section 7 Purchasing and the generic list resource pembelian-rincian, plus the screens' own calls. */
const CALLS = [
  'GET /pembelian', 'GET /pembelian/{id}', 'POST /input/pembelian', 'POST /input/pembelian-tolak', 'GET /cetak-pembelian/{id}', 'GET /cetak-pembelian-bayar/{id}',
  'GET /retur-supplier', 'POST /input/retur-supplier', 'POST /input/retur-supplier-rincian', 'POST /retur-supplier-checkout',
  'GET /pembelian-rincian', 'GET /pembelian-rincian/{id}', 'POST /input/pembelian-rincian', 'POST /input/pembelian-bayar', 'GET /hutang-perusahaan',
];

describeSpecCalls('SPEC.md section 7 purchasing calls', t, CALLS);

describe('pembelian: draft → dipesan → diterima (through receiving) → lunas', () => {
  it('happy path: totals per line, partial receipt, payments, due date, lunas, prints and integrity', async () => {
    const { doc: draft, g } = await purchase(t, { draft: true });
    expect(draft.nomor).toMatch(/^PO\/\d{4}\/\d{2}\/\d{4}$/);
    expect(draft).toMatchObject({ status: 'draft', subtotal: 580_000, diskon: 30_000, ppn: 49_500, total: 599_500, sisa: 599_500, hutang: 0 });
    expect(draft.rincian.map((l: { qty: number; subtotal: number; ppn: number; nilai: number }) => [l.qty, l.subtotal, l.ppn, l.nilai]))
      .toEqual([[2 * g.faktor, 450_000, 49_500, 499_500], [10, 100_000, 0, 100_000]]);
    expect((await post('finance', '/input/pembelian-pesan', { id: draft.id })).json().data.status).toBe('dipesan');
    const list = (await get('finance', '/pembelian?perPage=5')).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.status.find((s: { value: string }) => s.value === 'dipesan')).toMatchObject({ label: 'Dipesan', jumlah: expect.any(Number) });
    const doc = (await get('finance', `/pembelian/${draft.id}`)).json().data;

    const lokasi = `G:${doc.gudang_id}`;
    const before = { qty: await stok(t, g.barang_id, lokasi), ap: await saldoSetting(t, 'akun_hutang_supplier_id'), vat: await saldoSetting(t, 'akun_ppn_masukan_id'), ad: await saldoSetting(t, 'akun_hutang_dagang_id') };
    const first = await receive(t, doc, [g.faktor, 4]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'diterima', total: 265_000 });
    expect(await jurnalLines(t, first.json().data.jurnal_id)).toEqual([
      { akun_id: await settingId(t, 'akun_persediaan_id'), debit: 265_000, kredit: 0 },
      { akun_id: await settingId(t, 'akun_hutang_supplier_id'), debit: 0, kredit: 265_000 },
    ]);
    expect(await stok(t, g.barang_id, lokasi)).toBe(before.qty + g.faktor + 4);
    expect(await saldoSetting(t, 'akun_hutang_supplier_id')).toBe(before.ap + 289_750);
    expect(await saldoSetting(t, 'akun_ppn_masukan_id')).toBe(before.vat + 24_750);
    expect(await saldoSetting(t, 'akun_hutang_dagang_id')).toBe(before.ad);
    let p = await pembelianRow(t, doc.id);
    expect(p).toMatchObject({ status: 'dipesan', nilai_diterima: 289_750, hutang: 289_750, sisa: 599_500 });
    const tempo = Number((await t.database.db.selectFrom('supplier').select('tempo_hari').where('id', '=', doc.supplier_id).executeTakeFirstOrThrow()).tempo_hari);
    expect(p.jatuh_tempo).toBe(addDays(today(), tempo));

    const over = await receive(t, doc, [g.faktor + 1, 0], { draft: true });
    const refused = await post('gudang', '/input/penerimaan-terima', { id: over.json().data.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/melebihi sisa pesanan/);
    expect((await post('gudang', '/input/penerimaan-batal', { id: over.json().data.id })).statusCode).toBe(200);

    const kas = await companyKas(t);
    const tooMuch = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 289_751 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.jumlah[0]).toBe('Jumlah melebihi hutang berjalan Rp. 289.750');
    const pay1 = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 100_000, tanggal: today() });
    expect(pay1.statusCode, pay1.body).toBe(201);
    expect(pay1.json().data).toMatchObject({ nomor: expect.stringMatching(/^BYP\//), supplier_id: doc.supplier_id, jumlah: 100_000 });
    expect((await companyKas(t)).saldo).toBe(kas.saldo - 100_000);
    p = await pembelianRow(t, doc.id);
    expect(p).toMatchObject({ dibayar: 100_000, hutang: 189_750, sisa: 499_500 });

    const rest = await receive(t, doc, [g.faktor, 6]);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.total).toBe(285_000);
    p = await pembelianRow(t, doc.id);
    expect(p).toMatchObject({ status: 'diterima', nilai_diterima: 599_500, hutang: 499_500, sisa: 499_500 });
    const pay2 = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 499_500 });
    expect(pay2.statusCode, pay2.body).toBe(201);
    expect(await pembelianRow(t, doc.id)).toMatchObject({ status: 'lunas', hutang: 0, sisa: 0, dibayar: 599_500 });
    const again = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/berstatus Lunas/);
    await expectIntegrity(t);

    const po = await get('finance', `/cetak-pembelian/${doc.id}`);
    expect(po.statusCode).toBe(200);
    expect(po.headers['content-type']).toBe('application/pdf');
    const poText = await pdfText(po.rawPayload);
    for (const s of ['PESANAN PEMBELIAN', `No. ${doc.nomor}`, g.nama, 'Rp. 599.500', 'Rp. 49.500', 'Lunas']) expect(poText).toContain(s);
    const receipt = await get('finance', `/cetak-pembelian-bayar/${pay2.json().data.id}`);
    expect(receipt.statusCode).toBe(200);
    const rText = await pdfText(receipt.rawPayload);
    for (const s of ['BUKTI PEMBAYARAN PEMBELIAN', pay2.json().data.nomor, doc.nomor, 'Rp. 499.500']) expect(rText).toContain(s);
  });

  it('every step out of its state answers 409 naming the states, and nothing moves', async () => {
    const { doc } = await purchase(t);
    const twice = await post('finance', '/input/pembelian-pesan', { id: doc.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Pembelian berstatus Dipesan; Pesan ke Supplier hanya dapat dilakukan dari status Draft');
    expect((await post('finance', '/input/pembelian', { id: doc.id, keterangan: 'ubah' })).statusCode).toBe(409);
    expect((await post('finance', '/input/pembelian-rincian', { id: doc.rincian[0].id, jumlah: 9 })).statusCode).toBe(409);
    const kas = await companyKas(t);
    const nothingOwed = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 1 });
    expect(nothingOwed.statusCode).toBe(409);
    expect(nothingOwed.json().message).toMatch(/belum memiliki hutang/);

    const { doc: draft } = await purchase(t, { draft: true });
    expect((await post('finance', '/input/pembelian-bayar', { pembelian_id: draft.id, kas_id: kas.id, jumlah: 1 })).statusCode).toBe(409);
    const fromDraft = await post('gudang', '/input/penerimaan', { tanggal: today(), supplier_id: draft.supplier_id, pembelian_id: draft.id, rincian: [] });
    expect(fromDraft.statusCode).toBe(409);

    await receive(t, doc, [1, 0]);
    const late = await post('finance', '/input/pembelian-tolak', { id: doc.id, alasan_tolak: 'Harga berubah' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/sudah diterima sebagian/);

    const noReason = await post('finance', '/input/pembelian-tolak', { id: draft.id });
    expect(noReason.statusCode).toBe(422);
    const ok = await post('finance', '/input/pembelian-tolak', { id: draft.id, alasan_tolak: 'Supplier tidak sanggup' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'ditolak', alasan_tolak: 'Supplier tidak sanggup' });
    expect((await post('finance', '/input/pembelian-pesan', { id: draft.id })).statusCode).toBe(409);
    await expectIntegrity(t);
  });

  it('permission: the warehouse admin reads and receives but neither orders nor pays; sales sees nothing', async () => {
    const { doc } = await purchase(t);
    expect((await get('gudang', `/pembelian/${doc.id}`)).statusCode).toBe(200);
    expect((await post('gudang', '/input/pembelian', { tanggal: today(), supplier_id: doc.supplier_id, gudang_id: doc.gudang_id })).statusCode).toBe(403);
    expect((await post('gudang', '/input/pembelian-tolak', { id: doc.id, alasan_tolak: 'xxx' })).statusCode).toBe(403);
    await receive(t, doc, [1, 0]);
    const kas = await companyKas(t);
    expect((await post('gudang', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 1 })).statusCode).toBe(403);
    expect((await get('sales1', '/pembelian')).statusCode).toBe(403);
    expect((await get('sales1', `/cetak-pembelian/${doc.id}`)).statusCode).toBe(403);
    expect((await post('sales1', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: kas.id, jumlah: 1 })).statusCode).toBe(403);
  });

  it('GET /api/integritas names the supplier payables check when a purchase\'s payable leaves its account', async () => {
    const { doc, g } = await purchase(t);
    await receive(t, doc, [g.faktor, 0]);
    const ok = (await get('finance', '/integritas')).json().checks.find((c: { name: string }) => c.name === 'Hutang supplier sama dengan sisa hutang pembelian');
    expect(ok).toMatchObject({ ok: true, detail: expect.stringMatching(/^hutang pembelian = akun hutang supplier = Rp\. [\d.]+/) });
    await t.database.db.updateTable('pembelian').set({ hutang: 1 }).where('id', '=', doc.id).execute();
    try {
      const failed = (await get('finance', '/integritas')).json().checks.filter((c: { ok: boolean }) => !c.ok);
      expect(failed.map((c: { name: string }) => c.name)).toEqual(['Hutang supplier sama dengan sisa hutang pembelian']);
      expect(failed[0].detail).toContain(doc.nomor);
    } finally {
      await t.database.db.updateTable('pembelian').set({ hutang: 249_750 }).where('id', '=', doc.id).execute();
    }
    await expectIntegrity(t);
  });

  it('bad input: unknown field 400, discount above the gross 422, a salesperson\'s cash 422, a foreign line or supplier 422', async () => {
    const { doc, g } = await purchase(t);
    expect((await post('finance', '/input/pembelian', { tanggal: today(), supplier_id: doc.supplier_id, gudang_id: doc.gudang_id, status: 'lunas' })).statusCode).toBe(400);
    const disc = await post('finance', '/input/pembelian', { tanggal: today(), supplier_id: doc.supplier_id, gudang_id: doc.gudang_id, rincian: [{ barang_id: g.barang_id, jumlah: 1, harga: 1_000, diskon: 1_001 }] });
    expect(disc.statusCode).toBe(422);
    expect(disc.json().errors['rincian.0.diskon']).toEqual(['Diskon baris tidak boleh melebihi jumlah × harga']);
    expect((await post('finance', '/input/pembelian', { tanggal: today(), supplier_id: doc.supplier_id, gudang_id: doc.gudang_id, rincian: [{ barang_id: g.barang_id, jumlah: 0, harga: 1 }] })).statusCode).toBe(422);
    await receive(t, doc, [1, 0]);
    const salesKas = await t.database.db.selectFrom('kas').select('id').where('jenis', '=', 'kas_sales').executeTakeFirstOrThrow();
    const bad = await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, kas_id: salesKas.id, jumlah: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kas_id[0]).toMatch(/adalah Kas Sales \(Pegangan\); pilih Kas Besar, Kas Kecil atau Bank/);
    expect((await post('finance', '/input/pembelian-bayar', { pembelian_id: doc.id, jumlah: 1 })).statusCode).toBe(422);
    const { doc: other } = await purchase(t);
    const foreign = await post('gudang', '/input/penerimaan', { tanggal: today(), supplier_id: doc.supplier_id, pembelian_id: doc.id,
      rincian: [{ pembelian_rincian_id: other.rincian[0].id, barang_id: g.barang_id, jumlah: 1, harga_satuan: 1 }] });
    expect(foreign.statusCode).toBe(422);
    const otherSupplier = await t.database.db.selectFrom('supplier').select('id').where('id', '!=', doc.supplier_id).executeTakeFirstOrThrow();
    const wrongSupplier = await post('gudang', '/input/penerimaan', { tanggal: today(), supplier_id: otherSupplier.id, pembelian_id: doc.id, rincian: [] });
    expect(wrongSupplier.statusCode).toBe(422);
    expect(wrongSupplier.json().errors.supplier_id[0]).toBe(`Supplier harus sama dengan supplier pembelian ${doc.nomor}`);
  });
});
