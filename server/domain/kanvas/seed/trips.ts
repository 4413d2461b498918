/**
 * The canvas trip's demo: three weeks of goods requests loaded into the two salespeople's vehicles and
 * unloaded again by sales returns, written through the same step handlers as the API, with documents left in
 * every state (a trip still on the road, a return waiting, requests waiting at each step, one rejected). Who acts
 * on which state is base data (server/db/base/status-roles.ts).
 */
import { findResource, type ResourceDef } from '../../../../common/registry.js';
import type { AppContext, AuthUser } from '../../../core/context.js';
import { nextDocNumber } from '../../../core/doc-number.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../../db/seed/steps.js';
import type { Db } from '../../../db/connection.js';
import type { SeedEnv } from '../../../db/seed/areas.js';
import { insertRows } from '../../../db/seed/insert.js';
import { prng } from '../../../db/seed/calendar.js';
import { openTripOf, tripSummary } from '../trip.js';
import { jakartaDaysBefore } from '../../../../common/format.js';
import { salesSeeder } from './sales.js';


const dayBefore = jakartaDaysBefore;

/** A workflow step as the API takes it, on `tanggal`. */
async function step(trx: Db, base: AppContext, resource: ResourceDef, name: string, id: number, user: AuthUser, tanggal: string): Promise<void> {
  await seedStep(trx, onDate(base, tanggal), resource, name, id, user);
}

const onDate = (base: AppContext, tanggal: string) => onDemoDate(base, tanggal, 3);

type Until = 'draft' | 'diajukan' | 'disetujui_gudang' | 'disetujui_sales' | 'dikirim' | 'ditolak';

export async function seedKanvas({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  const rand = prng(707);
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const u = (name: string) => users.get(name)!;
    const routes = await trx.selectFrom('gudang_sales_rute').innerJoin('rute', 'rute.id', 'gudang_sales_rute.rute_id')
      .select(['rute.kode', 'gudang_sales_rute.rute_id', 'gudang_sales_rute.karyawan_id', 'gudang_sales_rute.kendaraan_id', 'gudang_sales_rute.gudang_id']).execute();
    const route = (kode: string) => routes.find((x) => x.kode === kode)!;
    const stockOf = async (gudangId: number) => trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `G:${gudangId}`)
      .where('qty', '>=', 60).orderBy('barang_id').limit(60).execute();

    /** One request by `sales` on `kode`, carried to `until`; the warehouse steps by `gudang`. */
    const request = async (sales: string, gudang: string, kode: string, days: number, until: Until) => {
      const rt = route(kode);
      const tanggal = dayBefore(at, days);
      const goods = await stockOf(Number(rt.gudang_id));
      const picked = new Map<number, number>();
      for (let k = 0; k < 4 + Math.floor(rand() * 4); k++) {
        const g = goods[Math.floor(rand() * goods.length)];
        picked.set(Number(g.barang_id), 6 + 6 * Math.floor(rand() * 5));
      }
      const seller = u(sales);
      const [id] = await insertRows(trx, r('request-barang'), [{
        nomor: await nextDocNumber(trx, 'RB', tanggal), tanggal, karyawan_id: rt.karyawan_id, rute_id: rt.rute_id, kendaraan_id: rt.kendaraan_id,
        gudang_id: rt.gudang_id, tujuan: `Kunjungan ${kode}`, status: 'draft', created_by: seller.id, updated_by: seller.id,
      }], at);
      await insertRows(trx, r('request-barang-rincian'), [...picked].map(([barang_id, jumlah]) => ({
        request_barang_id: id, barang_id, jumlah, qty: jumlah, created_by: seller.id, updated_by: seller.id,
      })), at);
      const konsumen = await trx.selectFrom('konsumen').select('id').where('rute_id', '=', Number(rt.rute_id)).orderBy('id').limit(3).execute();
      await insertRows(trx, r('request-barang-tujuan'), konsumen.map((k, i) => ({ request_barang_id: id, konsumen_id: k.id, urutan: i + 1, created_by: seller.id })), at);
      const res = r('request-barang');
      await seedCreated(trx, onDate(base, tanggal), res, id, seller);
      if (until === 'draft') return id;
      await step(trx, base, res, 'ajukan', id, seller, tanggal);
      if (until === 'diajukan') return id;
      if (until === 'ditolak') {
        await step(trx, base, res, 'tolak', id, u(gudang), tanggal);
        await trx.updateTable('request_barang').set({ alasan_tolak: 'Stok dialokasikan untuk pesanan grosir minggu ini' }).where('id', '=', id).execute();
        return id;
      }
      await step(trx, base, res, 'approveGudang', id, u(gudang), tanggal);
      if (until === 'disetujui_gudang') return id;
      await step(trx, base, res, 'approveSales', id, seller, tanggal);
      if (until === 'disetujui_sales') return id;
      await step(trx, base, res, 'surat', id, u(gudang), tanggal);
      return id;
    };

    /** The vehicle's unloading: what is left on its trip, a few recorded lost or damaged; approved unless left waiting. */
    const unload = async (sales: string, gudang: string, kode: string, days: number, approve: boolean) => {
      const rt = route(kode);
      const tanggal = dayBefore(at, days);
      const trip = await openTripOf(trx, Number(rt.kendaraan_id));
      if (!trip) return;
      const left = (await tripSummary(trx, trip)).filter((l) => l.sisa > 0);
      const seller = u(sales);
      const [id] = await insertRows(trx, r('pengembalian-sales'), [{
        nomor: await nextDocNumber(trx, 'RS', tanggal), tanggal, karyawan_id: trip.karyawan_id, kendaraan_id: rt.kendaraan_id, gudang_id: trip.gudang_id,
        trip_kendaraan_id: trip.id, status: 'draft', created_by: seller.id, updated_by: seller.id,
      }], at);
      await insertRows(trx, r('pengembalian-sales-rincian'), left.map((l, i) => {
        const hilang = i === 0 && rand() < 0.5 ? 1 : 0;
        return { pengembalian_sales_id: id, barang_id: l.barang_id, jumlah: l.sisa - hilang, qty: l.sisa - hilang, qty_hilang: hilang, created_by: seller.id };
      }), at);
      await seedCreated(trx, onDate(base, tanggal), r('pengembalian-sales'), id, seller);
      if (approve) await step(trx, base, r('pengembalian-sales'), 'approve', id, u(gudang), tanggal);
    };

    // Sales from the vehicle on each day of a trip, before it is unloaded (./sales.ts).
    const sales = salesSeeder(trx, base, registry, at, rand);
    const sell = (name: string, kode: string, days: number[]) => sales.trip(u(name), Number(route(kode).kendaraan_id), days);
    // Three weekly trips per salesperson: loaded on the route's day, unloaded two days later.
    for (const week of [3, 2, 1]) {
      const d = week * 7;
      await request('sales1', 'gudang', 'RT-01', d, 'dikirim');
      await request('sales1', 'gudang', 'RT-02', d - 1, 'dikirim');
      await sell('sales1', 'RT-01', [d, d - 1, d - 2]);
      await unload('sales1', 'gudang', 'RT-01', d - 2, true);
      await request('sales2', 'gm', 'RT-04', d, 'dikirim');
      await sell('sales2', 'RT-04', [d, d - 1, d - 2]);
      await unload('sales2', 'gm', 'RT-04', d - 2, true);
    }
    await sales.writeOff(u('finance'), 1);
    // Now: sales1's vehicle is on the road (selling today) and its return waits for the warehouse; requests wait at every step.
    await request('sales1', 'gudang', 'RT-03', 2, 'dikirim');
    await sell('sales1', 'RT-03', [2, 1, 0]);
    await unload('sales1', 'gudang', 'RT-03', 0, false);
    await request('sales1', 'gudang', 'RT-01', 0, 'diajukan');
    await request('sales1', 'gudang', 'RT-02', 1, 'disetujui_gudang');
    await request('sales2', 'gm', 'RT-05', 1, 'disetujui_sales');
    await request('sales2', 'gm', 'RT-06', 3, 'ditolak');
    await request('sales2', 'gm', 'RT-04', 0, 'draft');
    await request('sales2', 'gm', 'RT-05', 0, 'diajukan');

  });
}
