import { describe, expect, it } from 'vitest';
import { saldoSetting } from '../gudang/fixtures.js';
import { ageBucket } from '../../../server/core/aging.js';
import { poster, purchase, receive } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('GET /api/hutang-perusahaan: supplier payables with ageing', () => {
  it('adds up to the supplier payables account, per supplier and per age, with the open purchases', async () => {
    const { get } = poster(t);
    const { doc, g } = await purchase(t);
    await receive(t, doc, [g.faktor, 0]);
    const res = await get('finance', '/hutang-perusahaan');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.jumlah.total).toBe(await saldoSetting(t, 'akun_hutang_supplier_id'));
    for (const s of body.data) {
      expect(s.belum_jatuh_tempo + s.hari_1_30 + s.hari_31_60 + s.hari_61_90 + s.lebih_90).toBe(s.total);
      expect(s.pembelian.reduce((sum: number, p: { hutang: number }) => sum + p.hutang, 0)).toBe(s.total);
    }
    const mine = body.data.find((s: { supplier_id: number }) => s.supplier_id === doc.supplier_id);
    expect(mine.pembelian.find((p: { id: number }) => p.id === doc.id)).toMatchObject({ hutang: 249_750, umur: 'belum_jatuh_tempo' });
    const later = await get('finance', `/hutang-perusahaan?tanggal=2099-01-01&supplier_id=${doc.supplier_id}`);
    expect(later.json().data).toHaveLength(1);
    expect(later.json().data[0].lebih_90).toBe(later.json().data[0].total);
  });

  it('ages by days past the due date', () => {
    expect(ageBucket('2026-01-31', '2026-01-31')).toBe('belum_jatuh_tempo');
    expect(ageBucket('2026-01-31', '2026-02-01')).toBe('hari_1_30');
    expect(ageBucket('2026-01-01', '2026-03-01')).toBe('hari_31_60');
    expect(ageBucket('2026-01-01', '2026-03-31')).toBe('hari_61_90');
    expect(ageBucket('2026-01-01', '2026-04-15')).toBe('lebih_90');
    expect(ageBucket(null, '2026-04-15')).toBe('belum_jatuh_tempo');
  });

  it('needs the menu (403), refuses unknown or bad parameters (400/422)', async () => {
    const { get } = poster(t);
    expect((await get('sales1', '/hutang-perusahaan')).statusCode).toBe(403);
    expect((await get('gudang', '/hutang-perusahaan')).statusCode).toBe(403);
    expect((await get('finance', '/hutang-perusahaan?x=1')).statusCode).toBe(400);
    expect((await get('finance', '/hutang-perusahaan?tanggal=31-12-2026')).statusCode).toBe(422);
    expect((await get('finance', '/hutang-perusahaan?supplier_id=abc')).statusCode).toBe(400);
  });
});
