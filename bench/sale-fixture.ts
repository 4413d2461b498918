/** What the sale benches sell with: sales1's open demo trip, a customer on its route, goods priced for every type. */
import { todayJakarta } from '../common/format.js';
import type { Db } from '../server/db/connection.js';

export async function saleFixture(db: Db) {
  const sales1 = await db.selectFrom('users').select(['id', 'karyawan_id']).where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
  const trip = await db.selectFrom('trip_kendaraan').selectAll().where('karyawan_id', '=', Number(sales1.karyawan_id)).where('status', '=', 'buka').executeTakeFirstOrThrow();
  const konsumen = await db.selectFrom('konsumen').select('id').where('rute_id', '=', Number(trip.rute_id)).where('aktif', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const goods = await db.selectFrom('barang').select('id').where('aktif', '=', 1)
    .where('id', 'in', db.selectFrom('harga_jual').select('barang_id').where('aktif', '=', 1).where('konsumen_type_id', 'is', null).where('berlaku_mulai', '<=', todayJakarta()))
    .orderBy('id').limit(30).execute();
  return { sales1, trip, konsumen, goods };
}
