import { describe, expect, it } from 'vitest';
import { draftSale, get, integritas, post, today, useSaleApp } from './fixtures.js';

/**
 * The PPN rate end to end: rates are `percent` fields, stored in basis points (11% = 1100); the settings form types
 * and shows percent (src/framework/inputs/numberFormats.ts). A sale charges the rate in force on its date from the
 * tarif_ppn table × its DPP nilai lain ratio (12% × 11/12 = 1100 since 2025), round(DPP × rate / 10.000) per taxable
 * line; the settings' `ppn_persen` is only for dates before the table's first row.
 */
const { t, env } = useSaleApp(2, 20);

const setting = async () => (await get(t, 'finance', 'setting')).json().data;

describe('PPN rate (setting ppn_persen)', () => {
  it('a new company has 11% stored in basis points', async () => {
    expect((await setting()).ppn_persen).toBe(1_100);
  });

  it('the settings form saves what it typed ×100; out of range answers in percent', async () => {
    const { id } = await setting();
    const over = await post(t, 'finance', 'input/setting', { id, ppn_persen: 10_001 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.ppn_persen).toEqual(['Tarif PPN Cadangan maksimal 100%']);
    expect((await post(t, 'finance', 'input/setting', { id, ppn_persen: -1 })).json().errors.ppn_persen).toEqual(['Tarif PPN Cadangan minimal 0%']);
    expect((await post(t, 'finance', 'input/setting', { id, ppn_persen: 12.5 })).statusCode).toBe(422);
    // "12,5" typed in the form is sent as 1250
    const ok = await post(t, 'finance', 'input/setting', { id, ppn_persen: 1_250 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await setting()).ppn_persen).toBe(1_250);
  });

  it('a sale taxes its taxable lines at the rate in force on its date × the DPP ratio, per line, rounded; the setting does not change it', async () => {
    const [taxed, free] = env.goods;
    const upd = await post(t, 'admin', 'input/barang', { id: taxed.barang_id, kena_ppn: true });
    expect(upd.statusCode, upd.body).toBe(200);
    if (free.kena_ppn) expect((await post(t, 'admin', 'input/barang', { id: free.barang_id, kena_ppn: false })).statusCode).toBe(200);
    const { id } = await setting();
    expect((await post(t, 'finance', 'input/setting', { id, ppn_persen: 1_250 })).statusCode).toBe(200);
    for (const rate of [1_100, 1_200]) {
      // 12 % on the full price from today: a new row of the table, typed by finance (1200 × 12/12).
      if (rate === 1_200) {
        const row = await post(t, 'finance', 'input/tarif-ppn', { berlaku_mulai: today(), tarif: 1_200, dpp_pembilang: 12, dpp_penyebut: 12, dasar_hukum: 'uji' });
        expect(row.statusCode, row.body).toBe(201);
      }
      const sale = await draftSale(t, 'sales1', env.konsumen[0].id, [{ barang_id: taxed.barang_id, jumlah: 3 }, { barang_id: free.barang_id, jumlah: 2 }]);
      const [a, b] = sale.rincian;
      expect(a.subtotal).toBe(3 * taxed.harga);
      expect(a.ppn).toBe(Math.round((a.subtotal * rate) / 10_000));
      expect(a.ppn).toBeGreaterThan(0);
      expect(a.ppn).toBeLessThan(a.subtotal); // never the rate read as hundreds of percent
      expect(b.ppn).toBe(0);
      expect(sale.ppn).toBe(a.ppn);
      expect(sale.total).toBe(sale.subtotal - sale.diskon + sale.ppn);
    }
    await integritas(t);
  });
});
