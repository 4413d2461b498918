import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { jakartaDaysBefore } from '../../../common/format.js';

const t = useTestApp();

describe('canvas demo seed', () => {
  it('leaves requests in every state, closed trips that add up, one trip on the road with its return waiting', async () => {
    const rb = (await t.call('admin', { method: 'GET', url: '/api/request-barang?perPage=1000' })).json().data as Array<{ status: string; no_surat_jalan: string | null }>;
    expect(new Set(rb.map((r) => r.status))).toEqual(new Set(['draft', 'diajukan', 'disetujui_gudang', 'disetujui_sales', 'dikirim', 'ditolak']));
    expect(rb.filter((r) => r.status === 'dikirim').every((r) => /^SJ\/\d{4}\/\d{2}\/\d{4}$/.test(String(r.no_surat_jalan)))).toBe(true);
    const every = (await t.call('admin', { method: 'GET', url: '/api/trip-kendaraan?perPage=1000' })).json().data as Array<{ id: number; status: string; dibuka_pada: string }>;
    // The demo's year before the current weeks (server/domain/demo): every trip unloaded and settled.
    const handover = jakartaDaysBefore(new Date().toISOString(), 21);
    expect(every.filter((x) => x.dibuka_pada < handover).every((x) => x.status === 'selesai')).toBe(true);
    const trips = every.filter((x) => x.dibuka_pada >= handover);
    // Six unloaded trips: finished where finance approved all their money, else waiting for it.
    expect(trips.filter((x) => x.status === 'tutup' || x.status === 'selesai').length).toBe(6);
    expect(trips.filter((x) => x.status === 'buka').length).toBe(1);
    expect(new Set(trips.map((x) => x.status))).toEqual(new Set(['buka', 'tutup', 'selesai']));
    for (const trip of trips) {
      const s = (await t.call('admin', { method: 'GET', url: `/api/trip-kendaraan-ringkasan/${trip.id}` })).json().data;
      expect(s.total.dimuat).toBeGreaterThan(0);
      // what came into the vehicle (loaded, returned by customers) = what left it (sold, unloaded, lost) + what is on it
      expect(s.total.dimuat + s.total.diretur_konsumen).toBe(s.total.terjual + s.total.dikembalikan + s.total.hilang + s.total.sisa);
      if (trip.status !== 'buka') expect(s.total.sisa).toBe(0);
      const u = s.total_uang;
      expect(u.diterima, `trip ${trip.id}`).toBe(u.belum_disetor + u.menunggu_persetujuan + u.disetujui);
      expect(u.diterima, `trip ${trip.id}`).toBe(u.dari_penjualan + u.dari_penagihan);
      // Settled means every payment of the trip, its nota putih (credit) too, is in an approved deposit.
      const all = (k: 'diterima' | 'disetujui') => (s.uang as Array<Record<string, number>>).reduce((n, l) => n + l[k], 0);
      if (trip.status === 'selesai') expect(all('disetujui'), `trip ${trip.id}`).toBe(all('diterima'));
      if (trip.status === 'tutup') expect(all('disetujui'), `trip ${trip.id}`).toBeLessThan(all('diterima'));
      // Sales counted once: DPP + PPN = total = paid at the sale + credit + cash rounding.
      expect(s.penjualan.dpp + s.penjualan.ppn).toBe(s.penjualan.total);
      expect(s.penjualan.dibayar + s.penjualan.kredit + s.penjualan.pembulatan).toBe(s.penjualan.total);
    }
    const returns = ((await t.call('gudang', { method: 'GET', url: '/api/pengembalian-sales?perPage=1000' })).json().data as Array<{ status: string; tanggal: string }>)
      .filter((x) => x.tanggal >= handover);
    expect(returns.map((x) => x.status).sort()).toEqual(['disetujui', 'disetujui', 'disetujui', 'draft']);
    const badge = (await t.call('gudang', { method: 'GET', url: '/api/param-notif' })).json().data.find((p: { resource: string }) => p.resource === 'request-barang');
    expect(badge.notif).toBeGreaterThan(0);
    expect((await t.call('admin', { method: 'GET', url: '/api/integritas' })).json().ok).toBe(true);
  });
});
