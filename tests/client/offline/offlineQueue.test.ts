import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore } from 'idb-keyval';
import { enqueue, fixDoc, listQueue, queueCounts, syncQueue, voidDoc, type QueuedDoc, type SendResult } from '../../../src/offline/queue';
import { availableStock, offlineCredit, readDay, returnable, saveDay, type DayData } from '../../../src/offline/dayData';
import { priceSale } from '../../../src/offline/offlineSale';

/** The phone's queue and stored day (issue 23), on fake-indexeddb: what survives, in what order, and what it allows. */
const USER = 7;

const day = (over: Partial<DayData> = {}): DayData => ({
  disimpan_pada: '2026-11-26T01:00:00.000Z', tanggal: '2026-11-26', user_id: USER, karyawan_id: 3,
  trip: { id: 1, nomor: 'TRP-1', kendaraan_id: 2, no_polisi: 'D 1234 AB' },
  barang: [
    { barang_id: 10, kode: 'B10', nama: 'Kopi Sachet', kena_ppn: false, qty: 50, satuan: [{ satuan_id: 1, kode: 'PCS', nama: 'Pcs', faktor: 1 }, { satuan_id: 2, kode: 'BOX', nama: 'Box', faktor: 10 }] },
    { barang_id: 11, kode: 'B11', nama: 'Teh Botol', kena_ppn: true, qty: 5, satuan: [{ satuan_id: 1, kode: 'PCS', nama: 'Pcs', faktor: 1 }] },
  ],
  konsumen: [
    { id: 100, kode: 'K1', nama: 'Toko Makmur', alamat: null, rute_id: 1, konsumen_type_id: 1, limit_kredit: 100_000, tempo_hari: 14, toleransi_hari: 7 },
    { id: 101, kode: 'K2', nama: 'Warung Tunai', alamat: null, rute_id: 1, konsumen_type_id: 2, limit_kredit: 0, tempo_hari: 0, toleransi_hari: 0 },
  ],
  hutang: [{ id: 500, nomor: 'HT-1', no_faktur: null, konsumen_id: 100, penjualan_id: null, tanggal: '2026-11-20', jatuh_tempo: '2026-12-01', jumlah: 60_000, sisa: 60_000 }],
  harga: [{ barang_id: 10, konsumen_type_id: null, harga: 2_000 }, { barang_id: 10, konsumen_type_id: 1, harga: 1_800 }, { barang_id: 11, konsumen_type_id: null, harga: 5_000 }],
  kas: [{ id: 1, kode: 'KS-1', nama: 'Kas Sales', jenis: 'tunai' }],
  ppn_persen: 1_100,
  ...over,
});

const sale = (konsumen_id: number, jumlah: number, satuan_id = 1, barang_id = 10, tunai?: number) => {
  const d = day();
  return { d, priced: priceSale(d, [], { konsumen_id, tanggal: d.tanggal, lines: [{ barang_id, satuan_id, jumlah }], bayar: tunai === undefined ? [] : [{ tipe: 'tunai', jumlah: tunai }] }) };
};

async function queueSale(konsumen_id: number, jumlah: number, tunai: number) {
  const { priced } = sale(konsumen_id, jumlah, 1, 10, tunai);
  return enqueue({ jenis: 'penjualan', user_id: USER, data: priced.data, ringkasan: priced.summary, stok_keluar: priced.stok_keluar });
}

beforeEach(async () => {
  await clear(createStore('niaga-antrean', 'antrean'));
  await clear(createStore('niaga-hari', 'hari'));
});

describe('the offline queue', () => {
  it('persists in IndexedDB: a fresh read (as after closing the browser) finds every document, with its client id and key', async () => {
    const a = await queueSale(100, 2, 3_600);
    const b = await queueSale(101, 1, 2_000);
    const stored = await listQueue(USER);
    expect(stored.map((d) => d.client_id)).toEqual([a.client_id, b.client_id]);
    expect(stored[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored[0].key).not.toBe(stored[1].key);
    expect(stored[0].state).toBe('menunggu');
    expect(await listQueue(USER + 1)).toEqual([]);
  });

  it('sends in the order the documents were made, and stops at no answer (kept for the next round, same key)', async () => {
    const docs = [await queueSale(100, 1, 1_800), await queueSale(100, 1, 1_800), await queueSale(100, 1, 1_800)];
    const seen: string[] = [];
    let calls = 0;
    const flaky = async (doc: QueuedDoc): Promise<SendResult> => {
      seen.push(doc.client_id);
      calls += 1;
      return calls === 2 ? { kind: 'later', message: 'Network Error' } : { kind: 'ok', id: calls, nomor: `PJ-${calls}` };
    };
    const first = await syncQueue(USER, flaky);
    expect(first).toEqual({ sent: 1, refused: 0, waiting: 2 });
    expect(seen).toEqual([docs[0].client_id, docs[1].client_id]);
    const keyBefore = (await listQueue(USER))[1].key;
    const second = await syncQueue(USER, flaky);
    expect(second).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(seen.slice(2)).toEqual([docs[1].client_id, docs[2].client_id]);
    const after = await listQueue(USER);
    expect(after.map((d) => d.state)).toEqual(['terkirim', 'terkirim', 'terkirim']);
    expect(after[1].key).toBe(keyBefore);
    expect(after[1].percobaan).toBe(2);
    expect(after[2].server).toEqual({ id: 4, nomor: 'PJ-4' });
    // A sent queue sent again sends nothing.
    expect((await syncQueue(USER, flaky)).sent).toBe(0);
  });

  it('a thrown error (offline) counts as no answer, never as a refusal', async () => {
    await queueSale(100, 1, 1_800);
    const r = await syncQueue(USER, async () => { throw new Error('Failed to fetch'); });
    expect(r).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect((await listQueue(USER))[0]).toMatchObject({ state: 'menunggu', alasan: undefined });
  });

  it('a refused document stays with the server reason; the next goes on; fixing gives a new key, voiding keeps it listed', async () => {
    const bad = await queueSale(100, 1, 1_800);
    const good = await queueSale(100, 1, 1_800);
    const reason = 'Stok Kopi Sachet di kendaraan tidak cukup: tersisa 0, diminta 1';
    const r = await syncQueue(USER, async (d) => (d.client_id === bad.client_id ? { kind: 'refused', message: reason, errors: { rincian: ['habis'] } } : { kind: 'ok', id: 9, nomor: 'PJ-9' }));
    expect(r).toEqual({ sent: 1, refused: 1, waiting: 0 });
    const [refused, sent] = await listQueue(USER);
    expect(refused).toMatchObject({ client_id: bad.client_id, state: 'ditolak', alasan: reason, errors: { rincian: ['habis'] } });
    expect(sent.client_id).toBe(good.client_id);
    expect(queueCounts(await listQueue(USER))).toMatchObject({ menunggu: 0, ditolak: 1 });
    // Not sent again until fixed.
    expect((await syncQueue(USER, async () => ({ kind: 'ok', id: 1, nomor: 'x' }))).sent).toBe(0);
    const fixed = await fixDoc(bad.client_id, { data: { ...bad.data, keterangan: 'dikurangi' }, ringkasan: bad.ringkasan });
    expect(fixed.state).toBe('menunggu');
    expect(fixed.key).not.toBe(bad.key);
    expect(fixed.client_id).toBe(bad.client_id);
    await voidDoc(bad.client_id);
    expect((await listQueue(USER)).map((d) => d.state)).toEqual(['dibatalkan', 'terkirim']);
  });
});

describe('the stored day', () => {
  it('is kept per user in IndexedDB', async () => {
    await saveDay(day());
    expect((await readDay(USER))?.trip?.nomor).toBe('TRP-1');
    expect(await readDay(USER + 1)).toBeUndefined();
  });

  it('offline stock = vehicle stock − queued (sent after the data was stored counts too; voided does not)', async () => {
    const d = day();
    const a = await queueSale(100, 3, 5_400);
    const b = await queueSale(101, 4, 8_000);
    await queueSale(101, 5, 10_000);
    await voidDoc(b.client_id);
    await syncQueue(USER, async (doc) => (doc.client_id === a.client_id ? { kind: 'ok', id: 1, nomor: 'PJ-1' } : { kind: 'later', message: '' }), () => new Date('2026-11-26T02:00:00Z'));
    const q = await listQueue(USER);
    expect(availableStock(d, q).get(10)).toBe(50 - 3 - 5);
    // Stored again after the sync: the server's quantity already counts the sent sale.
    expect(availableStock({ ...d, disimpan_pada: '2026-11-26T03:00:00.000Z', barang: [{ ...d.barang[0], qty: 47 }] }, q).get(10)).toBe(47 - 5);
  });

  it('prices, units, PPN, stock and credit are checked on the phone', () => {
    const ok = sale(100, 2, 2).priced; // 2 boxes of 10 at the type's price 1.800
    expect(ok.errors).toEqual([]);
    expect(ok.summary.total).toBe(36_000);
    expect(ok.stok_keluar).toEqual({ 10: 20 });
    expect(ok.summary.bayar).toEqual([{ tipe: 'nota_putih', jumlah: 36_000 }]);
    expect(sale(101, 1, 1, 11, 5_550).priced.summary).toMatchObject({ total: 5_550, ppn: 550 });
    expect(sale(100, 6, 1, 11, 33_300).priced.errors.join()).toMatch(/Stok Teh Botol .* tidak cukup: tersisa 5/);
    expect(sale(101, 1, 1, 10).priced.errors.join()).toMatch(/hanya boleh membeli tunai/);
    expect(sale(100, 3, 2).priced.errors.join()).toMatch(/Limit kredit Rp\. 100\.000 terlampaui/);
  });

  it('every payment type: tunai, transfer to a bank, giro with its number, bank and date; the rest is nota putih', () => {
    const d = day();
    const base = { konsumen_id: 100, tanggal: d.tanggal, lines: [{ barang_id: 10, satuan_id: 2, jumlah: 1 }] };
    const missing = priceSale(d, [], { ...base, bayar: [{ tipe: 'giro', jumlah: 5_000 }, { tipe: 'transfer', jumlah: 1_000 }] });
    expect(missing.errors.join()).toMatch(/No\. giro, bank dan tanggal efektif wajib/);
    expect(missing.errors.join()).toMatch(/Rekening bank tujuan transfer wajib/);
    const ok = priceSale(d, [], { ...base, bayar: [
      { tipe: 'tunai', jumlah: 5_000 }, { tipe: 'transfer', jumlah: 3_000, kas_id: 9 },
      { tipe: 'giro', jumlah: 4_000, giro_nomor: 'GR-1', giro_bank: 'BCA', giro_jatuh_tempo: '2026-12-10' },
    ] });
    expect(ok.errors).toEqual([]);
    expect(ok.data.bayar).toEqual([
      { tipe: 'tunai', jumlah: 5_000 }, { tipe: 'transfer', jumlah: 3_000, kas_id: 9 },
      { tipe: 'giro', jumlah: 4_000, giro_nomor: 'GR-1', giro_bank: 'BCA', giro_jatuh_tempo: '2026-12-10' },
    ]);
    expect(ok.summary.bayar?.at(-1)).toEqual({ tipe: 'nota_putih', jumlah: 6_000 });
  });

  it('a queued credit sale and a queued collection move the customer credit the phone sees', async () => {
    const d = day();
    expect(offlineCredit(d, [], 100, 40_000).boleh_kredit).toBe(true);
    const credit = await queueSale(100, 10, 0); // 18.000 on credit
    expect(credit.ringkasan.total).toBe(18_000);
    expect(offlineCredit(d, await listQueue(USER), 100, 40_000).boleh_kredit).toBe(false);
    await enqueue({ jenis: 'penjualan-bayar', user_id: USER, data: { hutang_id: 500, tipe: 'tunai', jumlah: 20_000 }, ringkasan: { konsumen_nama: 'Toko Makmur', total: 20_000 } });
    expect(offlineCredit(d, await listQueue(USER), 100, 40_000).boleh_kredit).toBe(true);
  });

  it('a return may take what was sold less what was returned and what returns in the queue already take', async () => {
    const d = day();
    const line = { id: 77, qty: 10, qty_retur: 3 };
    expect(returnable(d, [], line)).toBe(7);
    await enqueue({ jenis: 'retur-konsumen', user_id: USER, data: { penjualan_id: 1, rincian: [{ penjualan_rincian_id: 77, jumlah: 4 }] }, ringkasan: { konsumen_nama: 'Toko Makmur', total: 0 } });
    expect(returnable(d, await listQueue(USER), line)).toBe(3);
  });
});
