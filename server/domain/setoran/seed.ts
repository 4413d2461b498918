/**
 * The money after the sale in the demo: collections of the saldo-awal receivables in each type by both
 * salespeople, one giro cleared and one bounced, and deposits in each state (diajukan, diterima, disetujui) with
 * one shortage — written through the same services as the API (server/domain/penagihan, server/domain/setoran)
 * on the demo's dates, by the named demo users. Each deposit takes the salesperson's sale payments up to its day too
 * (server/domain/kanvas/seed/sales.ts runs with the trips, before this). What sales1 received since its last deposit —
 * the sales of the trip on the road (two days ago to today) and its collections of yesterday and today — is left
 * undeposited.
 */
import { findResource } from '../../../common/registry.js';
import { jakartaDaysBefore } from '../../../common/format.js';
import type { AppContext } from '../../core/context.js';
import { bounceGiro, clearGiro, recordCollection, type CollectionInput } from '../penagihan/services.js';
import { createDeposit } from './setoran.js';
import { notesOf } from './notes.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { demoUsers, onDemoDate, seedStep, seedContext } from '../../db/seed/steps.js';

const dayBefore = jakartaDaysBefore;
const onDate = (base: AppContext, tanggal: string) => onDemoDate(base, tanggal, 3);

export async function seedSetoran({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const setoran = findResource(registry, 'setoran')!;
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const u = (name: string) => users.get(name)!;
    const kas = async (kode: string) => Number((await trx.selectFrom('kas').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
    const bca = await kas('BCA-01');
    const mandiri = await kas('MDR-01');
    const kasBesar = await kas('KAS-01');

    /** The open invoices of a salesperson's customers, largest first; each collection takes from the next one. */
    const invoicesOf = async (sales: string) => (await trx.selectFrom('hutang').innerJoin('konsumen', 'konsumen.id', 'hutang.konsumen_id')
      .innerJoin('rute', 'rute.id', 'konsumen.rute_id').select(['hutang.id', 'hutang.sisa'])
      .where('rute.karyawan_id', '=', u(sales).karyawan_id).where('hutang.sisa', '>', 0).orderBy('hutang.sisa', 'desc').orderBy('hutang.id').execute())
      .map((h) => ({ id: Number(h.id), sisa: Number(h.sisa) }));
    const queues = { sales1: await invoicesOf('sales1'), sales2: await invoicesOf('sales2') };
    let giroNo = 0;
    const collect = async (sales: 'sales1' | 'sales2', days: number, tipe: 'tunai' | 'transfer' | 'giro', jumlah: number): Promise<number | null> => {
      const h = queues[sales].find((x) => x.sisa >= 50_000);
      if (!h) return null;
      const amount = Math.min(jumlah, h.sisa);
      h.sisa -= amount;
      const tanggal = dayBefore(at, days);
      const input: CollectionInput = { hutang_id: h.id, tanggal, tipe, jumlah: amount, keterangan: `Penagihan ${tipe}` };
      if (tipe === 'transfer') input.kas_id = giroNo % 2 ? bca : mandiri;
      if (tipe === 'giro') Object.assign(input, { giro_nomor: `GR-${String(402150 + ++giroNo)}`, giro_bank: ['BRI', 'BNI', 'BCA'][giroNo % 3], giro_jatuh_tempo: dayBefore(at, days - 7) });
      return (await recordCollection(trx, onDate(base, tanggal), u(sales), input)).id;
    };
    const deposit = async (sales: string, days: number, pecahan: Array<{ nominal: number; lembar: number }>) =>
      (await createDeposit(trx, onDate(base, dayBefore(at, days)), u(sales), { tanggal: dayBefore(at, days), pecahan })).id;
    /**
     * Cash counted as it is handed over: the largest notes first, down to the Rp 100 coin; the sale payments are
     * exact to the rupiah (line PPN), so the odd rupiah left are counted as Rp 1 pieces and a deposit is short only
     * by `kurang`.
     */
    const notes = async (sales: string, days: number, kurang = 0) => {
      const rows = await trx.selectFrom('penjualan_bayar').select('jumlah').where('karyawan_id', '=', u(sales).karyawan_id)
        .where('setoran_id', 'is', null).where('status', '=', 'diterima').where('tipe', '=', 'tunai').where('tanggal', '<=', dayBefore(at, days)).execute();
      return notesOf(rows.reduce((sum, r) => sum + Number(r.jumlah), 0) - kurang);
    };
    const step = (name: string, id: number, user: string, days: number, input: Record<string, unknown> = {}) =>
      seedStep(trx, onDate(base, dayBefore(at, days)), setoran, name, id, u(user), input);

    // Two weeks ago: sales1 collects in every type and deposits short by Rp 50.000; approved.
    await collect('sales1', 14, 'tunai', 350_000);
    await collect('sales1', 14, 'transfer', 150_000);
    const g1 = await collect('sales1', 14, 'giro', 200_000);
    const d1 = await deposit('sales1', 13, await notes('sales1', 13, 50_000));
    await step('terima', d1, 'finance', 13);
    await step('approve', d1, 'owner', 12, { kas_id: kasBesar });
    // sales2: cash and a giro, deposited exactly; approved.
    await collect('sales2', 10, 'tunai', 400_000);
    const g2 = await collect('sales2', 10, 'giro', 250_000);
    await collect('sales2', 10, 'transfer', 125_000);
    const d2 = await deposit('sales2', 9, await notes('sales2', 9));
    await step('terima', d2, 'finance', 9);
    await step('approve', d2, 'finance', 8, { kas_id: kasBesar });
    // sales1's giro clears; sales2's bounces (the invoice opens again, finance and sales2 are told).
    if (g1) await clearGiro(trx, onDate(base, dayBefore(at, 5)), u('finance'), { id: g1, kas_id: bca, tanggal: dayBefore(at, 5) });
    if (g2) await bounceGiro(trx, onDate(base, dayBefore(at, 4)), u('finance'), { id: g2, alasan: 'Saldo rekening penerbit tidak cukup', tanggal: dayBefore(at, 4) });
    // sales1: received, not approved yet.
    await collect('sales1', 6, 'tunai', 220_000);
    await collect('sales1', 6, 'transfer', 100_000);
    const d3 = await deposit('sales1', 5, await notes('sales1', 5));
    await step('terima', d3, 'finance', 4);
    // sales2: deposited, waiting for finance.
    await collect('sales2', 3, 'tunai', 180_000);
    await collect('sales2', 3, 'giro', 150_000);
    await deposit('sales2', 2, await notes('sales2', 2));
    // sales1 collected yesterday and today: not deposited yet (the Setor page shows it).
    await collect('sales1', 1, 'tunai', 125_000);
    await collect('sales1', 0, 'giro', 90_000);
  });
}
