import { sql } from 'kysely';
import type { SeedEnv } from '../../core/area.js';
import { shiftMonth } from '../../core/reports/period.js';
import { todayJakarta } from '../../../common/format.js';
import { demoUsers } from '../../db/seed/steps.js';

/**
 * The demo's tax invoices as a company using Coretax would have them: every month before the last uploaded and
 * approved (a made-up 17-digit NSFP, status APPROVED), last month uploaded and waiting for Coretax's export to be
 * read back, this month not yet uploaded. The invoices themselves were made by the demo's sales (faktur.ts).
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
}
