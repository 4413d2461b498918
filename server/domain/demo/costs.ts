/**
 * The demo's monthly running costs in its history, as cost documents through their own steps (server/domain/biaya):
 * the office's bills (electricity, rent of the two smaller warehouses, the vans' fuel and upkeep, bank charges) paid
 * by transfer, and the main warehouse's operating costs.
 */
import { findResource, type ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../db/seed/steps.js';

/** [resource, category, description, rupiah a month]; fuel and upkeep follow how busy the month was. */
const MONTHLY: Array<[string, string, string, number, boolean]> = [
  ['pembayaran', 'listrik', 'Listrik, air & internet kantor dan gudang', 4_200_000, false],
  ['pembayaran', 'sewa', 'Sewa Gudang Cimahi dan Gudang Jatinangor', 15_000_000, false],
  ['pembayaran', 'bbm', 'BBM kendaraan kanvas', 5_400_000, true],
  ['pembayaran', 'kendaraan', 'Servis berkala kendaraan', 1_800_000, true],
  ['pembayaran', 'bank', 'Biaya administrasi bank', 250_000, false],
  ['biaya-operasional', 'gudang', 'Operasional gudang (plastik wrap, palet)', 2_000_000, true],
  ['biaya-operasional', 'kebersihan', 'Kebersihan & keamanan gudang', 2_500_000, false],
];

export interface CostActors { gm: AuthUser; owner: AuthUser; finance: AuthUser; receiver: AuthUser; bankId: number; gudangId: number }

/** The month's costs on `tanggal`; `busy` scales the costs that follow trading (1 = an ordinary month). */
export async function monthlyCosts(trx: Db, base: AppContext, a: CostActors, tanggal: string, busy: number): Promise<void> {
  for (const name of ['pembayaran', 'biaya-operasional']) {
    const resource = findResource(base.registry, name)!;
    const lines = MONTHLY.filter((m) => m[0] === name).map(([, kategori, uraian, nilai, scaled]) => ({
      kategori, uraian, nilai: scaled ? Math.round((nilai * busy) / 1000) * 1000 : nilai,
    }));
    await costDocument(trx, onDemoDate(base, tanggal, 3), resource, a, tanggal, lines);
  }
}

async function costDocument(trx: Db, ctx: AppContext, resource: ResourceDef, a: CostActors, tanggal: string,
  lines: Array<{ kategori: string; uraian: string; nilai: number }>): Promise<void> {
  const at = ctx.now().toISOString();
  const hasGudang = resource.fields.some((f) => f.name === 'gudang_id');
  const [id] = await insertRows(trx, resource, [{
    nomor: await nextDocNumber(trx, resource.cost!.prefix, tanggal), tanggal, penerima_id: a.receiver.karyawan_id, ...(hasGudang ? { gudang_id: a.gudangId } : {}),
    status: 'draft', keterangan: `Biaya bulan ${tanggal.slice(0, 7)}`, created_by: a.gm.id, updated_by: a.gm.id,
  }], at);
  const fk = resource.lines!.foreignKey;
  await insertRows(trx, findResource(ctx.registry, resource.lines!.resource)!, lines.map((l, k) => ({
    [fk]: id, line_no: k + 1, kategori: l.kategori, uraian: l.uraian, nilai: l.nilai, created_by: a.gm.id, updated_by: a.gm.id,
  })), at);
  await trx.updateTable(resource.name.replace(/-/g, '_')).set({ total: lines.reduce((s, l) => s + l.nilai, 0) }).where('id', '=', id).execute();
  await seedCreated(trx, ctx, resource, id, a.gm);
  for (const t of resource.workflow!.transitions.filter((x) => x.name !== 'batal')) {
    const actor = t.name === 'approve' ? a.owner : t.name === 'jurnal' || t.name === 'berikan' ? a.finance : a.receiver;
    await seedStep(trx, ctx, resource, t.name, id, actor, t.name === 'berikan' ? { kas_id: a.bankId, metode: 'transfer' } : {});
  }
}
