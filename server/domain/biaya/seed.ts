/**
 * The demo's payments and cost documents of the last days, through the same step services as the API: for every
 * registry kind declaring `cost`, one document in each of its states (draft, each step's state) and one cancelled
 * after its money or goods left (so its reversal is in the books). The GM drafts, the owner approves, finance
 * journals and pays from the company's richest kas, and a user of a receiving level confirms.
 */
import { findResource, type LevelKey, type ResourceDef } from '../../../common/registry.js';
import { levelIsAny } from '../../../common/levels.js';
import { jakartaDaysBefore } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../db/seed/steps.js';

type Row = Record<string, unknown>;
const UNTUK: Record<string, string> = {
  pembayaran: 'Tagihan bulanan kantor', 'biaya-pengambilan': 'Ambil barang dari supplier', 'biaya-operasional': 'Operasional gudang mingguan',
  entertain: 'Jamuan pelanggan besar', 'barang-entertain': 'Bingkisan untuk toko mitra', pajak: 'Setoran pajak daerah',
};

export async function seedBiaya({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const gudang = users.get('gudang')!;
    const kas = await trx.selectFrom('kas').select(['id']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    const karyawan = (await trx.selectFrom('karyawan').select('id').orderBy('id').limit(6).execute()).map((k) => Number(k.id));
    // PKP sellers, who have an NPWP (the vendor known only by NIK is the demo year's cleaning service).
    const vendors = (await trx.selectFrom('vendor').select('id').where('deleted_at', 'is', null).where('npwp', 'is not', null).orderBy('id').execute()).map((v) => Number(v.id));
    const objek = await pph23Objects(trx);
    const stocked = await trx.selectFrom('stok').select(['barang_id']).where('lokasi', '=', `G:${gudang.gudang_id}`).where('qty', '>=', 30).orderBy('barang_id').limit(4).execute();
    let n = 0;
    for (const resource of registry.resources.filter((r) => r.cost)) {
      const steps = resource.workflow!.transitions.filter((x) => x.name !== 'batal');
      // One document stopping in each state, then one cancelled after all its steps.
      const plans = [...steps.map((_, i) => ({ upTo: i, cancel: false })), { upTo: steps.length, cancel: false }, { upTo: steps.length, cancel: true }];
      for (const [i, plan] of plans.entries()) {
        n += 1;
        const tanggal = jakartaDaysBefore(at, Math.max(0, 6 - i));
        const ctx = onDemoDate(base, tanggal, 3);
        const id = await draftDocument(trx, ctx, resource, users.get('gm')!, {
          tanggal, penerima: karyawan[n % karyawan.length], gudang: gudang.gudang_id, goods: stocked.map((s) => Number(s.barang_id)), n,
          keterangan: UNTUK[resource.name] ?? resource.label, vendors, objek: objek[resource.name],
        });
        for (const step of steps.slice(0, plan.upTo)) {
          const actor = actorOf(step.name, step.levels, users);
          const input: Row = step.name === 'berikan' ? { kas_id: Number(kas.id), ...(resource.name === 'pembayaran' && i === plans.length - 2 ? { metode: 'giro', no_giro: `GR-${tanggal.replace(/-/g, '')}` } : { metode: n % 2 ? 'transfer' : 'tunai' }) } : {};
          await seedStep(trx, onDemoDate(base, tanggal, 4), resource, step.name, id, actor, input);
        }
        if (plan.cancel) await seedStep(trx, onDemoDate(base, tanggal, 4), resource, 'batal', id, users.get('finance')!, { alasan_batal: 'Salah pilih penerima, dibuat ulang' });
      }
    }
  });
}

/** The demo user taking a step: the owner approves, finance journals and pays, the warehouse admin or supervisor (else the GM) confirms. */
function actorOf(step: string, levels: LevelKey[] | undefined, users: Map<string, AuthUser>): AuthUser {
  if (step === 'approve') return users.get('owner')!;
  if (step === 'jurnal' || step === 'berikan') return users.get('finance')!;
  if (step === 'terima') {
    for (const name of ['gudang', 'spv', 'gm']) if (!levels?.length || levelIsAny(users.get(name)!.level_name, levels)) return users.get(name)!;
  }
  return users.get('gm')!;
}

/**
 * The services the last days' documents of the kinds carrying PPN pay, withholding PPh 23 (issue 38): the payments'
 * rent of equipment, the pickups' transport, the warehouse's machine upkeep.
 */
async function pph23Objects(trx: Db): Promise<Record<string, number>> {
  const id = async (kode: string) => Number((await trx.selectFrom('objek_pph23').select('id').where('kode', '=', kode).orderBy('berlaku_mulai').executeTakeFirstOrThrow()).id);
  return { pembayaran: await id('24-100-02'), 'biaya-pengambilan': await id('24-104-56'), 'biaya-operasional': await id('24-104-29') };
}

/**
 * A kind that may carry PPN masukan (issue 37): its bills are a PKP vendor's, PPN at 11/111 of the amount paid (12 % of
 * 11/12 of the price); every other document has the vendor's tax invoice (17 digits, dated the document's day), the rest
 * none yet, so the input-tax register shows both. Each withholds PPh 23 on its service when paid (issue 38).
 */
function ppnMasukanDemo(d: { tanggal: string; n: number; vendors: number[]; objek?: number }, total: number): Row {
  const withInvoice = d.n % 2 === 0;
  return {
    objek_pph23_id: d.objek ?? null,
    ppn: Math.round((total * 11) / 111), vendor_id: d.vendors[d.n % d.vendors.length],
    no_faktur_pajak: withInvoice ? `04002${d.tanggal.slice(2, 4)}9${String(d.n).padStart(9, '0')}` : null, tgl_faktur_pajak: withInvoice ? d.tanggal : null,
  };
}

async function draftDocument(trx: Db, ctx: AppContext, resource: ResourceDef, user: AuthUser,
  d: { tanggal: string; penerima: number; gudang: number | null; goods: number[]; n: number; keterangan: string; vendors: number[]; objek?: number }): Promise<number> {
  const cost = resource.cost!;
  const at = ctx.now().toISOString();
  const hasGudang = resource.fields.some((f) => f.name === 'gudang_id');
  const [id] = await insertRows(trx, resource, [{
    nomor: await nextDocNumber(trx, cost.prefix, d.tanggal), tanggal: d.tanggal, penerima_id: d.penerima, ...(hasGudang ? { gudang_id: d.gudang } : {}),
    status: 'draft', keterangan: d.keterangan, created_by: user.id, updated_by: user.id,
  }], at);
  const lineRes = findResource(ctx.registry, resource.lines!.resource)!;
  const fk = resource.lines!.foreignKey;
  const lines: Row[] = cost.categories.slice(0, 2).map((c, k) => (cost.goods
    ? { [fk]: id, line_no: k + 1, kategori: c.value, barang_id: d.goods[(d.n + k) % d.goods.length], satuan_id: null, jumlah: 2 + k, qty: 2 + k, nilai: 0, created_by: user.id, updated_by: user.id }
    : { [fk]: id, line_no: k + 1, kategori: c.value, uraian: `${c.label} ${d.tanggal.slice(8, 10)}/${d.tanggal.slice(5, 7)}`, nilai: 75_000 + 25_000 * ((d.n + k) % 8), created_by: user.id, updated_by: user.id }));
  await insertRows(trx, lineRes, lines, at);
  const total = lines.reduce((s, l) => s + Number(l.nilai), 0);
  await trx.updateTable(resource.name.replace(/-/g, '_')).set({ total, ...(cost.ppn ? ppnMasukanDemo(d, total) : {}) }).where('id', '=', id).execute();
  await seedCreated(trx, ctx, resource, id, user);
  return id;
}
