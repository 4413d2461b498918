/**
 * The demo's closed year-end (issue 36): once every part of the demo has posted (the current weeks' payroll,
 * depreciation, costs and BOP included), finance closes the year whose 31 December lies inside the history, in the
 * middle of the following January as accountants do, through the same service as `POST /api/tutup-buku`.
 */
import type { SeedEnv } from '../../db/seed/areas.js';
import { HISTORY_MONTHS, openingDate } from '../../db/seed/calendar.js';
import { demoUsers, onDemoDate, seedContext } from '../../db/seed/steps.js';
import { todayJakarta } from '../../../common/format.js';
import { closeYear } from '../keuangan/services.js';

export async function closeDemoYear(env: SeedEnv): Promise<void> {
  const months = env.months ?? HISTORY_MONTHS;
  if (months <= 0) return;
  const tahun = Number(openingDate(env.at, months).slice(0, 4));
  if (`${tahun}-12-31` >= todayJakarta(new Date(env.at))) return; // the year has not ended before "now"
  const ctx = onDemoDate(seedContext(env), `${tahun + 1}-01-15`, 3);
  await env.database.db.transaction().execute(async (trx) => {
    const finance = (await demoUsers(trx)).get('finance')!;
    await closeYear(trx, ctx, finance, { tahun });
  });
}
