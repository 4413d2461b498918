import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { stockQty } from '../kanvas/fixtures.js';
import { draftSale, get, integritas, post, today, useSaleApp } from './fixtures.js';

const { t, env, db, saldoAkun, kasByKode, cashCustomer, creditCustomer, audits } = useSaleApp(3, 40);

describe('transaksi-selesai', () => {
  it('split payment: tunai to the salesperson’s cash, transfer to the bank, giro to Piutang Giro, the rest a nota putih receivable — one sales journal', async () => {
    const [g1, g2, g3] = env.goods;
    const k = creditCustomer();
    const sale = await draftSale(t, 'sales1', k.id, [
      { barang_id: g1.barang_id, jumlah: 5, diskon: 200 }, { barang_id: g2.barang_id, jumlah: 4 }, { barang_id: g3.barang_id, jumlah: 3 },
    ], { diskon: 300 });
    const bank = await kasByKode('BCA-01');
    const cash = await kasByKode('KAS-S1');
    const before = { kas: Number(cash.saldo), bank: Number(bank.saldo), giro: await saldoAkun('1-1310'), piutang: await saldoAkun('1-1300'), stock: await stockQty(t, `K:${env.kendaraanId}`, g1.barang_id) };
    const tunai = 10_000;
    const transfer = 5_000;
    const giro = 4_000;
    const res = await post(t, 'sales1', 'transaksi-selesai', {
      id: sale.id, bayar: [
        { tipe: 'tunai', jumlah: tunai }, { tipe: 'transfer', jumlah: transfer, kas_id: bank.id },
        { tipe: 'giro', jumlah: giro, giro_nomor: 'GR-778812', giro_bank: 'BRI', giro_jatuh_tempo: today() },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = (await get(t, 'sales1', `penjualan/${sale.id}`)).json().data;
    const credit = done.total - tunai - transfer - giro;
    expect(done).toMatchObject({ status: 'selesai', dibayar: tunai + transfer + giro, piutang: credit, sisa_piutang: credit, hutang_id: expect.any(Number), jurnal_id: expect.any(Number) });
    expect(done.bayar.map((b: { tipe: string; jumlah: number }) => [b.tipe, b.jumlah])).toEqual([['tunai', tunai], ['transfer', transfer], ['giro', giro], ['nota_putih', credit]]);
    expect(done.bayar.every((b: { status: string; nomor: string; jurnal_id: number }) => b.status === 'diterima' && /^BYR\//.test(b.nomor) && b.jurnal_id === done.jurnal_id)).toBe(true);
    expect(done.bayar[2]).toMatchObject({ giro_status: 'terdaftar', giro_nomor: 'GR-778812' });
    expect(done.bayar[0].kas_id).toBe(cash.id);
    const hutang = await db().selectFrom('hutang').selectAll().where('id', '=', done.hutang_id).executeTakeFirstOrThrow();
    const tempo = await db().selectFrom('konsumen').select('tempo_hari').where('id', '=', k.id).executeTakeFirstOrThrow();
    expect(hutang).toMatchObject({ sumber: 'penjualan', penjualan_id: sale.id, jumlah: credit, sisa: credit, jurnal_id: done.jurnal_id });
    expect(hutang.jatuh_tempo).toBe(new Date(Date.parse(today()) + Number(tempo.tempo_hari) * 86_400_000).toISOString().slice(0, 10));
    expect(done.jatuh_tempo).toBe(hutang.jatuh_tempo);
    // Money landed where it belongs.
    expect(Number((await kasByKode('KAS-S1')).saldo)).toBe(before.kas + tunai);
    expect(Number((await kasByKode('BCA-01')).saldo)).toBe(before.bank + transfer);
    expect(await saldoAkun('1-1310')).toBe(before.giro + giro);
    expect(await saldoAkun('1-1300')).toBe(before.piutang + credit);
    // One sales journal: Dr payments + receivable + discounts = Cr sales (gross) + PPN.
    const lines = await db().selectFrom('jurnal_rincian').innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id').select(['akun.kode', 'debit', 'kredit'])
      .where('jurnal_id', '=', done.jurnal_id).execute();
    const gross = done.rincian.reduce((s: number, l: { qty: number; harga: number }) => s + l.qty * l.harga, 0);
    const byKode = (kode: string, side: 'debit' | 'kredit') => lines.filter((l) => l.kode === kode).reduce((s, l) => s + Number(l[side]), 0);
    expect(byKode('4-1300', 'debit')).toBe(200 + 300);
    expect(lines.filter((l) => Number(l.kredit) > 0).reduce((s, l) => s + Number(l.kredit), 0)).toBe(gross + done.ppn);
    expect(byKode('1-1300', 'debit')).toBe(credit);
    // Goods left the vehicle at cost; each line keeps its cost.
    expect(await stockQty(t, `K:${env.kendaraanId}`, g1.barang_id)).toBe(before.stock - 5);
    expect(done.rincian.every((l: { hpp: number }) => l.hpp > 0)).toBe(true);
    const moves = await db().selectFrom('stok_ledger').select(['baris_id', 'qty']).where('dokumen_tipe', '=', 'penjualan').where('dokumen_id', '=', sale.id).execute();
    expect(moves.map((m) => Number(m.qty)).sort()).toEqual([-5, -4, -3].sort());
    // Not twice.
    const again = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('berstatus Selesai');
    await integritas(t);

    // The printed note, with the NOTA PUTIH block.
    const pdf = await get(t, 'sales1', `cetak-penjualan/${sale.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['NOTA PENJUALAN', done.nomor, k.nama, 'Budi Prasetyo', g1.nama, 'NOTA PUTIH', 'GR-778812', 'Konsumen', 'Sales']) expect(text).toContain(s);
    expect(text.replace(/\s+/g, ' ')).toContain(new Intl.NumberFormat('id-ID').format(credit));
  });

  it('the OpenAPI document describes the step with its payment parts', async () => {
    const doc = (await t.call(null, { method: 'GET', url: '/api/docs' })).json();
    const schema = doc.paths['/api/transaksi-selesai'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['id']);
    expect(schema.properties.bayar.items.required).toEqual(['tipe', 'jumlah']);
    expect(schema.properties.bayar.items.properties.tipe.enum).toEqual(['tunai', 'transfer', 'qris', 'giro', 'nota_putih']);
    expect(doc.paths['/api/transaksi-cancel'].post.requestBody.content['application/json'].schema.required).toEqual(['id', 'alasan_batal']);
  });

  it('QRIS (issue 40): paid into a bank like a transfer, its journal line marked QRIS for the settlement; a QRIS part needs an active bank', async () => {
    const sale = await draftSale(t, 'sales1', cashCustomer().id, [{ barang_id: env.goods[0].barang_id, jumlah: 2 }]);
    const noBank = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'qris', jumlah: 1 }] });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().errors['bayar.0.kas_id'][0]).toContain('QRIS');
    const cashBox = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'qris', jumlah: 1, kas_id: (await kasByKode('KAS-S1')).id }] });
    expect(cashBox.statusCode).toBe(422);
    const withGiro = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'qris', jumlah: 1, kas_id: (await kasByKode('BCA-01')).id, giro_nomor: 'G1' }] });
    expect(withGiro.statusCode).toBe(422);
    expect(withGiro.json().errors['bayar.0.giro_nomor']).toEqual(['Tidak diisi untuk QRIS']);
    expect((await get(t, 'sales1', `penjualan/${sale.id}`)).json().data.status).toBe('draft');

    const bank = await kasByKode('BCA-01');
    const res = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'qris', jumlah: sale.total, kas_id: bank.id }] });
    expect(res.statusCode, res.body).toBe(200);
    const done = (await get(t, 'sales1', `penjualan/${sale.id}`)).json().data;
    expect(done.bayar.map((b: { tipe: string; jumlah: number; kas_id: number }) => [b.tipe, b.jumlah, b.kas_id])).toEqual([['qris', sale.total, bank.id]]);
    expect(Number((await kasByKode('BCA-01')).saldo)).toBe(Number(bank.saldo) + sale.total);
    const line = await db().selectFrom('jurnal_rincian').select(['keterangan', 'debit']).where('jurnal_id', '=', done.jurnal_id).where('akun_id', '=', Number(bank.akun_id)).executeTakeFirstOrThrow();
    expect(line).toEqual({ keterangan: 'QRIS', debit: sale.total });
  });

  it('bad payment input: 400 unknown key, 422 keyed per part, more than the total, transfer without bank, giro without its data', async () => {
    const sale = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: env.goods[0].barang_id, jumlah: 1 }]);
    const unknown = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1, warna: 'x' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['bayar.0.warna']).toBeDefined();
    const zero = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 0 }] });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors['bayar.0.jumlah']).toBeDefined();
    const tipe = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'kripto', jumlah: 1 }] });
    expect(tipe.statusCode).toBe(422);
    expect(tipe.json().errors['bayar.0.tipe']).toBeDefined();
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: 'tunai' })).statusCode).toBe(400);
    const over = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: sale.total + 1 }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.bayar[0]).toContain('melebihi total');
    const noBank = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'transfer', jumlah: 1 }] });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().errors['bayar.0.kas_id']).toBeDefined();
    const cashAsBank = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'transfer', jumlah: 1, kas_id: (await kasByKode('KAS-S1')).id }] });
    expect(cashAsBank.statusCode).toBe(422);
    const giro = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'giro', jumlah: 1, giro_nomor: 'G1' }] });
    expect(giro.statusCode).toBe(422);
    expect(Object.keys(giro.json().errors).sort()).toEqual(['bayar.0.giro_bank', 'bayar.0.giro_jatuh_tempo']);
    expect((await post(t, 'gudang', 'transaksi-selesai', { id: sale.id, bayar: [] })).statusCode).toBe(403);
    expect((await post(t, 'sales1', 'transaksi-selesai', { bayar: [] })).statusCode).toBe(422);
    // Nothing was posted by the refusals.
    expect((await get(t, 'sales1', `penjualan/${sale.id}`)).json().data.status).toBe('draft');
    const empty = await post(t, 'sales1', 'transaksi-update', { tanggal: today(), konsumen_id: creditCustomer().id });
    const emptySale = empty.json().data;
    const noGoods = await post(t, 'sales1', 'transaksi-selesai', { id: emptySale.id, bayar: [] });
    expect(noGoods.statusCode).toBe(422);
    expect(noGoods.json().errors.rincian).toBeDefined();
  });

  it('credit limits block: 409 with the reasons; sales giving a reason is still refused; finance overrides with a reason, audited', async () => {
    const k = cashCustomer();
    const sale = await draftSale(t, 'sales1', k.id, [{ barang_id: env.goods[1].barang_id, jumlah: 2 }]);
    const hutangBefore = await countRows(t.database, 'hutang');
    const blocked = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }] });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('limit kredit Rp. 0');
    expect(blocked.json().errors.alasan).toEqual(['Konsumen hanya boleh membeli tunai (limit kredit Rp. 0)']);
    const withReason = await post(t, 'sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }], alasan_izin_kredit: 'Langganan lama' });
    expect(withReason.statusCode).toBe(409);
    const finNoReason = await post(t, 'finance', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }] });
    expect(finNoReason.statusCode).toBe(409);
    expect(finNoReason.json().message).toContain('alasan izin kredit');
    expect(await countRows(t.database, 'hutang')).toBe(hutangBefore);
    // Paying in full needs no credit.
    const cashSale = await draftSale(t, 'sales1', k.id, [{ barang_id: env.goods[1].barang_id, jumlah: 1 }]);
    expect((await post(t, 'sales1', 'transaksi-selesai', { id: cashSale.id, bayar: [{ tipe: 'tunai', jumlah: cashSale.total }] })).statusCode).toBe(200);
    const ok = await post(t, 'finance', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1000 }], alasan_izin_kredit: 'Disetujui owner per telepon, lunas minggu depan' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'selesai', alasan_izin_kredit: 'Disetujui owner per telepon, lunas minggu depan', piutang: sale.total - 1000 });
    const a = await audits('izin_kredit', sale.id);
    expect(a).toHaveLength(1);
    const fin = await db().selectFrom('users').select('id').where('email', '=', 'finance@niaga.local').executeTakeFirstOrThrow();
    expect(a[0].user_id).toBe(fin.id);
    expect(String(a[0].after)).toContain('Disetujui owner per telepon');
    await integritas(t);
  });
});
