import { describe, expect, it } from 'vitest';
import type { DayData } from '../../../src/offline/dayData';
import { priceSale } from '../../../src/offline/offlineSale';

/** The phone's sale prices as the server will (issue 36): PPN on the DPP after the nota discount, cash rounded down. */
const day = (over: Partial<DayData> = {}): DayData => ({
  disimpan_pada: '2026-11-26T01:00:00.000Z', tanggal: '2026-11-26', user_id: 7, karyawan_id: 3,
  trip: { id: 1, nomor: 'TRP-1', kendaraan_id: 2, no_polisi: 'D 1234 AB' },
  barang: [{ barang_id: 11, kode: 'B11', nama: 'Teh Botol', kena_ppn: true, qty: 50, satuan: [{ satuan_id: 1, kode: 'PCS', nama: 'Pcs', faktor: 1 }] }],
  konsumen: [{ id: 101, kode: 'K2', nama: 'Warung Tunai', alamat: null, rute_id: 1, konsumen_type_id: 2, limit_kredit: 0, tempo_hari: 0, toleransi_hari: 0 }],
  hutang: [],
  harga: [{ barang_id: 11, konsumen_type_id: null, harga: 15_000 }],
  kas: [],
  ppn_persen: 1_100,
  ...over,
});

const sell = (d: DayData, tunai: number, diskon = 10_000) =>
  priceSale(d, [], { konsumen_id: 101, tanggal: d.tanggal, lines: [{ barang_id: 11, satuan_id: 1, jumlah: 10 }], diskon, bayar: [{ tipe: 'tunai', jumlah: tunai }] });

describe('the phone’s sale', () => {
  it('10 × Rp. 15.000 with a nota discount of Rp. 10.000: PPN 15.400 on a DPP of 140.000', () => {
    const p = sell(day(), 155_400);
    expect(p.summary).toMatchObject({ subtotal: 150_000, diskon: 10_000, ppn: 15_400, total: 155_400, pembulatan: 0 });
    expect(p.errors).toEqual([]);
  });

  it('cash settling the sale is rounded down to the day’s step, the rest is neither credit nor a shortage', () => {
    // 150.000 − 9.992 = 140.008 → PPN 15.401, total 155.409: paid 155.400 in cash, 9 rounded
    const p = sell(day({ pembulatan_tunai: 100 }), 155_409, 9_992);
    expect(p.summary).toMatchObject({ total: 155_409, pembulatan: 9 });
    expect(p.summary.bayar).toEqual([{ tipe: 'tunai', jumlah: 155_400 }]);
    expect(p.errors).toEqual([]);
    // a day stored before the step was sent: no rounding, the cash-only customer must pay it all
    const old = sell(day(), 155_400, 9_992);
    expect(old.summary.pembulatan).toBe(0);
    expect(old.errors.join(' ')).toContain('ditolak');
  });
});
