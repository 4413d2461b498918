import { sql } from 'kysely';
import type { SeedEnv } from '../../core/area.js';
import { firstDay, lastDay, shiftMonth } from '../../core/reports/period.js';
import { withholdingKinds } from './ebupot-bppu.js';
import { todayJakarta } from '../../../common/format.js';
import { demoUsers, onDemoDate, seedContext } from '../../db/seed/steps.js';
import { closePpnMasa } from './ppn-masa-tutup.js';
import { ppnMasa } from './ppn-masa.js';

/**
 * The demo's tax invoices as a company using Coretax would have them: every month before the last uploaded and
 * approved (a made-up 17-digit NSFP, status APPROVED), last month uploaded and waiting for Coretax's export to be
 * read back, this month not yet uploaded. The invoices themselves were made by the demo's sales (faktur.ts). Every
 * month before the last is closed (its PPN return filed) on the 10th of the month after, as finance does.
 */
export async function seedFakturPajak(env: SeedEnv): Promise<void> {
  const db = env.database.db;
  const thisMonth = todayJakarta(new Date(env.at)).slice(0, 7);
  const lastMonth = shiftMonth(thisMonth, -1);
  const at = env.at;
  const by = (await demoUsers(db)).get('finance')?.id ?? null;
  const uploaded = { diunggah_oleh: by, diunggah_pada: at, updated_at: at, updated_by: by };
  await db.updateTable('faktur_pajak').set({ status: 'diunggah', ...uploaded })
    .where('status', '=', 'belum_diunggah').where('masa', '=', lastMonth).execute();
  await db.updateTable('faktur_pajak').set({
    ...uploaded, status: 'disetujui', status_coretax: 'APPROVED', status_pada: at, tanggal_nsfp: sql<string>`tanggal`,
    // 04002 + year + a running number: 17 digits, unique (made up: only Coretax gives real ones).
    nsfp: sql<string>`'0' || cast(4002000000000000 + cast(substr(masa, 3, 2) as integer) * 10000000000 + id as varchar(20))`,
  }).where('status', '=', 'belum_diunggah').where('masa', '<', lastMonth).execute();
  const first = await db.selectFrom('faktur_pajak').select((eb) => eb.fn.min('masa').as('masa')).executeTakeFirst();
  if (!first?.masa || !by) return;
  const finance = (await demoUsers(db)).get('finance')!;
  const base = seedContext(env);
  for (let masa = String(first.masa); masa < lastMonth; masa = shiftMonth(masa, 1)) {
    const ctx = onDemoDate(base, `${shiftMonth(masa, 1)}-10`, 3);
    const m = await ppnMasa(db, masa);
    if (m.keluaran === 0 && m.masukan.ppn === 0) continue; // nothing to file (the history's first days)
    await db.transaction().execute((trx) => closePpnMasa(trx, ctx, finance, masa, null));
  }
}

/**
 * The demo's bukti potong PPh 23 (issue 38) as filed: every month before the last reported in e-Bupot on the 20th of
 * the month after (the SPT Masa PPh Unifikasi's deadline), so last month's BPPU is the one to do, as with PPN.
 */
export async function seedEbupot(env: SeedEnv): Promise<void> {
  const db = env.database.db;
  const lastMonth = shiftMonth(todayJakarta(new Date(env.at)).slice(0, 7), -1);
  const by = (await demoUsers(db)).get('finance')?.id ?? null;
  for (const r of withholdingKinds(env.registry)) {
    const table = r.name.replace(/-/g, '_');
    const first = await db.selectFrom(table).select((eb) => eb.fn.min('tgl_bukti_potong').as('d')).where('status_ebupot', '=', 'belum_dilaporkan').executeTakeFirst();
    if (!first?.d) continue;
    for (let masa = String(first.d).slice(0, 7); masa < lastMonth; masa = shiftMonth(masa, 1)) {
      const at = `${shiftMonth(masa, 1)}-20T03:00:00.000Z`;
      await db.updateTable(table).set({ status_ebupot: 'dilaporkan', ebupot_dilaporkan_pada: at, updated_at: at, updated_by: by })
        .where('status_ebupot', '=', 'belum_dilaporkan').where('status', '<>', 'dibatalkan')
        .where('tgl_bukti_potong', '>=', firstDay(masa)).where('tgl_bukti_potong', '<=', lastDay(masa)).execute();
    }
  }
}
