import { describe, expect, it } from 'vitest';
import { draftSale, get, integritas, post, useSaleApp } from './fixtures.js';

/**
 * The PPN rate end to end: `ppn_persen` is a `percent` field, stored like every rate in basis points (11% = 1100);
 * the settings form types and shows percent (src/framework/inputs/numberFormats.ts), and the sale computes
 * round(subtotal × ppn_persen / 10.000) per taxable line.
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
    expect(over.json().errors.ppn_persen).toEqual(['Tarif PPN maksimal 100%']);
    expect((await post(t, 'finance', 'input/setting', { id, ppn_persen: -1 })).json().errors.ppn_persen).toEqual(['Tarif PPN minimal 0%']);
    expect((await post(t, 'finance', 'input/setting', { id, ppn_persen: 12.5 })).statusCode).toBe(422);
    // "12,5" typed in the form is sent as 1250
    const ok = await post(t, 'finance', 'input/setting', { id, ppn_persen: 1_250 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await setting()).ppn_persen).toBe(1_250);
  });

  it('a sale taxes its taxable lines at the stored rate, per line, rounded', async () => {
    const [taxed, free] = env.goods;
    const upd = await post(t, 'admin', 'input/barang', { id: taxed.barang_id, kena_ppn: true });
    expect(upd.statusCode, upd.body).toBe(200);
    if (free.kena_ppn) expect((await post(t, 'admin', 'input/barang', { id: free.barang_id, kena_ppn: false })).statusCode).toBe(200);
    const { id } = await setting();
    for (const rate of [1_100, 1_250]) {
      expect((await post(t, 'finance', 'input/setting', { id, ppn_persen: rate })).statusCode).toBe(200);
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
