/**
 * The document behind a ledger row, in words (server/core/documents/sources.ts): the journal list and record, the
 * stock card and the cash flow answer the kind in Indonesian, the number, the page and the party, for a whole page in
 * a fixed number of queries, never the code (`penjualan-bayar`, `retur_konsumen`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { sourceKind } from '../../../server/core/documents/sources.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Row = Record<string, unknown> & { sumber_dokumen?: { jenis: string; nomor: string | null; path: string | null; pihak: string | null } };

describe('source documents in words', () => {
  it('names every kind the demo ledgers wrote in Indonesian, never as its code', async () => {
    const kinds = (await t.database.db.selectFrom('jurnal').select('sumber').distinct().execute()).map((r) => String(r.sumber));
    const stock = (await t.database.db.selectFrom('stok_ledger').select('dokumen_tipe').distinct().execute()).map((r) => String(r.dokumen_tipe));
    for (const kind of [...kinds, ...stock]) {
      const { jenis } = sourceKind(t.registry, kind);
      expect({ kind, jenis }).not.toEqual({ kind, jenis: expect.stringMatching(/[-_]|^[a-z]/) });
    }
    expect(sourceKind(t.registry, 'retur_konsumen').jenis).toBe('Retur Konsumen');
    expect(sourceKind(t.registry, 'barang-entertain-batal').jenis).toBe('Pembatalan Barang Entertain');
  });

  it('answers a journal page with each source\'s kind, number, page and party', async () => {
    const res = await t.call('finance', { method: 'GET', url: '/api/jurnal?perPage=100&sort=id&order=DESC' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Row[];
    const sale = (await t.call('finance', { method: 'GET', url: '/api/jurnal?sumber=penjualan&perPage=1' })).json().data[0] as Row;
    const penjualan = await t.database.db.selectFrom('penjualan').innerJoin('konsumen', 'konsumen.id', 'penjualan.konsumen_id')
      .select(['penjualan.nomor', 'konsumen.nama']).where('penjualan.id', '=', Number(sale.dokumen_id)).executeTakeFirstOrThrow();
    expect(sale.sumber_dokumen).toEqual({ jenis: 'Penjualan', nomor: penjualan.nomor, path: `/penjualan/${String(sale.dokumen_id)}/show`, pihak: penjualan.nama });
    const payment = (await t.call('finance', { method: 'GET', url: '/api/jurnal?sumber=penjualan-bayar&perPage=1' })).json().data[0] as Row;
    expect(payment.sumber_dokumen).toMatchObject({ jenis: 'Pembayaran Konsumen', nomor: expect.stringMatching(/\//), pihak: expect.any(String) });
    for (const r of rows) expect(r.sumber_dokumen?.jenis).toMatch(/^[A-Z]/);
    // The record answers it too.
    const one = await t.call('finance', { method: 'GET', url: `/api/jurnal/${String(sale.id)}` });
    expect(one.json().data.sumber_dokumen).toEqual(sale.sumber_dokumen);
  });

  it('answers a stock card row with the document\'s own number and a manual journal without a link', async () => {
    const card = (await t.call('admin', { method: 'GET', url: '/api/stok-ledger?perPage=50&dokumen_tipe=surat_jalan' })).json().data as Array<Row & { dokumen_tipe_dokumen: Row['sumber_dokumen'] }>;
    expect(card.length).toBeGreaterThan(0);
    expect(card[0].dokumen_tipe_dokumen).toMatchObject({ jenis: 'Surat Jalan', nomor: card[0].dokumen_nomor, path: expect.stringMatching(/^\/ajuanbarang\/\d+\/show$/) });
    const opening = (await t.call('finance', { method: 'GET', url: '/api/jurnal?sumber=saldo-awal&perPage=1' })).json().data[0] as Row;
    expect(opening.sumber_dokumen).toEqual({ jenis: 'Saldo Awal', nomor: null, path: null, pihak: null });
  });

  it('gives each cash line its document and the customer or salesperson it concerns', async () => {
    const kas = (await t.call('finance', { method: 'GET', url: '/api/kas?perPage=100' })).json().data as Row[];
    const sales1 = kas.find((k) => k.kode === 'KAS-S1')!;
    const flow = (await t.call('finance', { method: 'GET', url: `/api/kas-alur?kas_id=${String(sales1.id)}&perPage=100` })).json();
    const paid = (flow.data as Row[]).find((r) => r.sumber === 'penjualan-bayar')!;
    expect(paid.sumber_dokumen).toMatchObject({ jenis: 'Pembayaran Konsumen', nomor: expect.stringMatching(/^BYR\//), path: expect.stringMatching(/^\/penjualan-bayar\/\d+\/show$/) });
    const konsumen = await t.database.db.selectFrom('penjualan_bayar').innerJoin('konsumen', 'konsumen.id', 'penjualan_bayar.konsumen_id')
      .select('konsumen.nama').where('penjualan_bayar.id', '=', Number(paid.dokumen_id)).executeTakeFirstOrThrow();
    expect(paid.sumber_dokumen!.pihak).toBe(konsumen.nama);
    const ledger = (await t.call('finance', { method: 'GET', url: `/api/buku-besar/${String(sales1.akun_id)}?perPage=5` })).json();
    for (const r of ledger.data as Row[]) expect(r.sumber_dokumen?.jenis).toMatch(/^[A-Z]/);
  });
});
