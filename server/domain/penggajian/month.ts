/**
 * One month's payroll as finance runs it, through the same services as the API: the run with its slips built from
 * the components, a few days of absence entered, then posted by the owner — paid from `kasId` (`tunai`), recorded
 * as salary payable with one slip cancelled (`hutang`), or left a draft waiting for the month's attendance.
 */
import { findResource } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../db/seed/steps.js';
import { PGJ, rebuildSlips } from './run.js';

export interface PayrollMonth {
  periode: string;
  pay: 'tunai' | 'hutang' | 'draft';
  kasId: number;
  /** The seed's today: a draft is dated on it. */
  today: string;
  finance: AuthUser;
  owner: AuthUser;
  /** Picks which slips have days of absence (varies the months). */
  absence: number;
}

/** The last day of the month `periode` (YYYY-MM). */
export const monthEnd = (periode: string) => new Date(Date.UTC(Number(periode.slice(0, 4)), Number(periode.slice(5, 7)), 0)).toISOString().slice(0, 10);

export async function payrollMonth(trx: Db, base: AppContext, m: PayrollMonth): Promise<number> {
  const r = (name: string) => findResource(base.registry, name)!;
  const draft = m.pay === 'draft';
  const tanggal = draft ? m.today : monthEnd(m.periode);
  const ctx = onDemoDate(base, tanggal, 3);
  const [id] = await insertRows(trx, r('penggajian'), [{
    nomor: await nextDocNumber(trx, PGJ, tanggal), periode: m.periode, kunci_periode: m.periode, tanggal, hari_kerja: 25, cara_bayar: m.pay === 'hutang' ? 'hutang' : 'tunai',
    kas_id: m.pay === 'hutang' ? null : m.kasId, status: 'draft', keterangan: draft ? 'Menunggu rekap absensi akhir bulan' : null,
    created_by: m.finance.id, updated_by: m.finance.id,
  }], ctx.now().toISOString());
  await rebuildSlips(trx, ctx, id, m.finance.id);
  const slips = await trx.selectFrom('slip_gaji').select(['id']).where('penggajian_id', '=', id).orderBy('id').execute();
  for (const [k, s] of slips.entries()) {
    if ((k + m.absence) % 7 === 3) await trx.updateTable('slip_gaji').set({ hari_masuk: 25 - 1 - ((k + m.absence) % 3) }).where('id', '=', Number(s.id)).execute();
  }
  // The posting step recomputes the slips itself; only the draft is recomputed here.
  if (draft) await rebuildSlips(trx, ctx, id, m.finance.id);
  await seedCreated(trx, ctx, r('penggajian'), id, m.finance);
  if (draft) return id;
  await seedStep(trx, onDemoDate(base, tanggal, 4), r('penggajian'), 'posting', id, m.owner);
  if (m.pay === 'hutang') {
    const last = slips[slips.length - 1];
    await seedStep(trx, onDemoDate(base, tanggal, 4), r('slip-gaji'), 'batal', Number(last.id), m.finance, { alasan_batal: 'Karyawan keluar sebelum akhir bulan; dihitung ulang terpisah' });
  }
  return id;
}
