/**
 * The demo's monthly running costs in its history, as cost documents through their own steps (server/domain/biaya):
 * the office's bills (electricity, rent of the two smaller warehouses, the vans' fuel and upkeep, bank charges) paid
 * by transfer, and the main warehouse's operating costs; the services among them withhold PPh 23 (issue 38).
 */
import { findResource, type ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../db/seed/steps.js';

/**
 * [resource, category, description, rupiah a month, follows trading, PPh 23: [tax object, vendor code]]. A service
 * withholding PPh 23 is a document of its own (a bukti potong names one payee): the vans' upkeep at the workshop (2 %)
 * and the warehouse's cleaning and guarding by a person known only by NIK (4 %). The warehouses' rent is a building's,
 * final PPh 4(2), which Niaga does not withhold yet (docs/taxes.md).
 */
const MONTHLY: Array<[string, string, string, number, boolean, [string, string]?]> = [
  ['pembayaran', 'listrik', 'Listrik, air & internet kantor dan gudang', 4_200_000, false],
  ['pembayaran', 'sewa', 'Sewa Gudang Cimahi dan Gudang Jatinangor', 15_000_000, false],
  ['pembayaran', 'bbm', 'BBM kendaraan kanvas', 5_400_000, true],
  ['pembayaran', 'kendaraan', 'Servis berkala kendaraan', 1_800_000, true, ['24-104-30', 'VND-001']],
  ['pembayaran', 'bank', 'Biaya administrasi bank', 250_000, false],
  ['biaya-operasional', 'gudang', 'Operasional gudang (plastik wrap, palet)', 2_000_000, true],
  ['biaya-operasional', 'kebersihan', 'Kebersihan & keamanan gudang', 2_500_000, false, ['24-104-36', 'VND-009']],
];

export interface CostActors { gm: AuthUser; owner: AuthUser; finance: AuthUser; receiver: AuthUser; bankId: number; gudangId: number }

/** The month's costs on `tanggal`; `busy` scales the costs that follow trading (1 = an ordinary month). */
export async function monthlyCosts(trx: Db, base: AppContext, a: CostActors, tanggal: string, busy: number): Promise<void> {
  for (const name of ['pembayaran', 'biaya-operasional']) {
    const resource = findResource(base.registry, name)!;
    const line = ([, kategori, uraian, nilai, scaled]: (typeof MONTHLY)[number]) => ({
      kategori, uraian, nilai: scaled ? Math.round((nilai * busy) / 1000) * 1000 : nilai,
    });
    const mine = MONTHLY.filter((m) => m[0] === name);
    await costDocument(trx, onDemoDate(base, tanggal, 3), resource, a, tanggal, mine.filter((m) => !m[5]).map(line));
    for (const m of mine.filter((x) => x[5])) {
      const [kode, vendorKode] = m[5]!;
      const objek = await trx.selectFrom('objek_pph23').select('id').where('kode', '=', kode).orderBy('berlaku_mulai').executeTakeFirstOrThrow();
      const vendor = await trx.selectFrom('vendor').select('id').where('kode', '=', vendorKode).executeTakeFirstOrThrow();
      await costDocument(trx, onDemoDate(base, tanggal, 3), resource, a, tanggal, [line(m)], { objek_pph23_id: Number(objek.id), vendor_id: Number(vendor.id) });
    }
  }
}

async function costDocument(trx: Db, ctx: AppContext, resource: ResourceDef, a: CostActors, tanggal: string,
  lines: Array<{ kategori: string; uraian: string; nilai: number }>, pph23: { objek_pph23_id: number; vendor_id: number } | null = null): Promise<void> {
  const at = ctx.now().toISOString();
  const hasGudang = resource.fields.some((f) => f.name === 'gudang_id');
  const [id] = await insertRows(trx, resource, [{
    nomor: await nextDocNumber(trx, resource.cost!.prefix, tanggal), tanggal, penerima_id: a.receiver.karyawan_id, ...(hasGudang ? { gudang_id: a.gudangId } : {}),
    status: 'draft', keterangan: `Biaya bulan ${tanggal.slice(0, 7)}`, created_by: a.gm.id, updated_by: a.gm.id, ...(pph23 ?? {}),
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
