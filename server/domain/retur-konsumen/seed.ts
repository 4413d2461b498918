/**
 * The demo's customer returns and sales targets. Targets: each salesperson's sales and collection targets for
 * last month and this month, set by the supervisor. Returns: of the demo's completed sales, per salesperson the
 * latest few get a return each, left in every state (approved by finance, checked out waiting for approval,
 * reported, draft, cancelled), written through the same step handlers as the API. Without completed sales (the
 * sale's demo not there yet) there are no returns.
 */
import { findResource, type ResourceDef } from '../../../common/registry.js';
import { levelIs } from '../../../common/levels.js';
import { todayJakarta } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { recomputeTotals } from './retur.js';
import { returLineValues } from './caps.js';
import type { Db } from '../../db/connection.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../db/seed/steps.js';

type Row = Record<string, unknown>;
const onDate = (base: AppContext, tanggal: string) => onDemoDate(base, tanggal, 4);

/** Last month's and this month's targets of every salesperson. */
export async function seedTargets(trx: Db, registry: SeedEnv['registry'], at: string): Promise<void> {
  const users = await demoUsers(trx);
  const spv = users.get('spv') ?? users.get('admin')!;
  const sales = [...users.values()].filter((u) => levelIs(u.level_name, 'sales') && u.karyawan_id !== null);
  const month = todayJakarta(new Date(at)).slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const resource = findResource(registry, 'target-sales')!;
  const base = { registry, now: () => new Date(at) } as AppContext;
  for (const [i, s] of sales.entries()) {
    for (const periode of [last, month]) {
      const [id] = await insertRows(trx, resource, [{
        karyawan_id: s.karyawan_id, periode, target_penjualan: 45_000_000 + i * 10_000_000, target_tagihan: 15_000_000 + i * 5_000_000,
        keterangan: 'Target bulanan dari supervisor', created_by: spv.id, updated_by: spv.id,
      }], at);
      await seedCreated(trx, base, resource, id, spv);
    }
  }
}

type State = 'disetujui' | 'checkout' | 'dilaporkan' | 'draft' | 'dibatalkan';
const STATES: State[] = ['disetujui', 'checkout', 'dilaporkan', 'draft', 'dibatalkan'];

/** Returns of the latest completed sales of each salesperson, one per state. */
export async function seedReturns(trx: Db, base: AppContext, at: string): Promise<number> {
  const { registry } = base;
  const users = await demoUsers(trx);
  const finance = users.get('finance')!;
  const res = findResource(registry, 'retur-konsumen')!;
  const lineRes = findResource(registry, 'retur-konsumen-rincian')!;
  const today = todayJakarta(new Date(at));
  let made = 0;
  for (const seller of [...users.values()].filter((u) => levelIs(u.level_name, 'sales') && u.karyawan_id !== null)) {
    const sales = await trx.selectFrom('penjualan').selectAll().where('karyawan_id', '=', seller.karyawan_id!).where('status', '=', 'selesai')
      .orderBy('tanggal', 'desc').orderBy('id', 'desc').limit(12).execute() as Row[];
    let next = 0;
    for (const sale of sales) {
      if (next >= STATES.length) break;
      const lines = await trx.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', Number(sale.id)).orderBy('id').execute() as Row[];
      const free = lines.filter((l) => Number(l.qty) - Number(l.qty_retur ?? 0) >= 2);
      if (!free.length) continue;
      const state = STATES[next];
      const tanggal = String(sale.tanggal) < today ? String(sale.tanggal) : today;
      const picked = free.slice(0, state === 'disetujui' ? 2 : 1);
      const values = await Promise.all(picked.map((l) => returLineValues(trx, Number(l.id), 1)));
      const total = values.reduce((s, v) => s + Number(v.subtotal) + Number(v.ppn), 0);
      let penyelesaian = 'potong_piutang';
      if (!sale.hutang_id || Number((await trx.selectFrom('hutang').select('sisa').where('id', '=', Number(sale.hutang_id)).executeTakeFirst())?.sisa ?? 0) < total) {
        const kas = await trx.selectFrom('kas').select('saldo').where('karyawan_id', '=', seller.karyawan_id!).where('jenis', '=', 'kas_sales').executeTakeFirst();
        if (state === 'disetujui' && Number(kas?.saldo ?? 0) < total) continue;
        penyelesaian = 'tunai';
      }
      const trip = sale.trip_kendaraan_id ? await trx.selectFrom('trip_kendaraan').select('gudang_id').where('id', '=', Number(sale.trip_kendaraan_id)).executeTakeFirst() : undefined;
      const [id] = await insertRows(trx, res, [{
        nomor: await nextDocNumber(trx, 'RK', tanggal), tanggal, karyawan_id: sale.karyawan_id, konsumen_id: sale.konsumen_id, penjualan_id: sale.id,
        kendaraan_id: sale.kendaraan_id, gudang_id: trip?.gudang_id ?? null, penyelesaian, status: 'draft',
        keterangan: state === 'disetujui' ? 'Kemasan penyok saat pengiriman' : 'Konsumen mengembalikan barang tidak laku', created_by: seller.id, updated_by: seller.id,
      }], at);
      await insertRows(trx, lineRes, values.map((v, i) => ({ ...v, retur_konsumen_id: id, kondisi: i === 1 ? 'rusak' : 'baik', line_no: i + 1, created_by: seller.id, updated_by: seller.id })), at);
      await recomputeTotals(trx, id);
      const day = onDate(base, tanggal);
      await seedCreated(trx, day, res, id, seller);
      const step = (name: string, user: AuthUser, input: Row = {}) => seedStep(trx, day, res as ResourceDef, name, id, user, input);
      if (state === 'dibatalkan') await step('batal', seller, { alasan_batal: 'Konsumen batal mengembalikan barang' });
      if (state !== 'draft' && state !== 'dibatalkan') await step('laporkan', seller);
      if (state === 'checkout' || state === 'disetujui') await step('checkout', seller);
      if (state === 'disetujui') await step('approve', finance);
      next += 1;
      made += 1;
    }
  }
  return made;
}

export async function seedReturSales({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  await database.db.transaction().execute(async (trx) => {
    await seedTargets(trx, registry, at);
    await seedReturns(trx, base, at);
  });
}
