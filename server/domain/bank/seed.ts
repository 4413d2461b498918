import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SeedEnv } from '../../core/area.js';
import { shiftMonth } from '../../core/reports/period.js';
import { todayJakarta } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { demoUsers, onDemoDate, seedContext } from '../../db/seed/steps.js';
import { writeBcaCsv, writeMt940 } from './format/index.js';
import { demoStatement, type DemoBank } from './demo-statements.js';
import { importStatement } from './statement-import.js';

/** Where the demo leaves last month's statements for finance to import (beside the embedded database). */
export const DEMO_STATEMENT_DIR = 'data/demo-mutasi-bank';

/** The file a demo bank's statement is printed as: KlikBCA CSV for BCA, MT940 for the others. */
export function demoStatementFile(kas: DemoBank, s: Awaited<ReturnType<typeof demoStatement>>): { name: string; text: string } {
  const bank = kas.nama.replace(/^Bank\s+/i, '').replace(/\W+/g, '-');
  const month = s.tgl_awal.slice(0, 7);
  return s.format === 'mt940'
    ? { name: `${bank}-${month}.sta`, text: writeMt940({ ...s, bic: 'BMRIIDJA' }) }
    : { name: `${bank}-${month}.csv`, text: writeBcaCsv({ ...s, nama: 'PT NIAGA DEMO' }) };
}

/**
 * The demo's bank statements (issue 40): every month of its books on each bank account, imported by finance on the
 * 3rd of the month after and matched as the import does, except last month's, which are written to
 * data/demo-mutasi-bank/ for finance to import (README "Demo"); this month's are not yet out.
 */
export async function seedBankStatements(env: SeedEnv): Promise<void> {
  const db = env.database.db;
  const thisMonth = todayJakarta(new Date(env.at)).slice(0, 7);
  const lastMonth = shiftMonth(thisMonth, -1);
  const finance = (await demoUsers(db)).get('finance');
  if (!finance) return;
  const banks = (await db.selectFrom('kas').select(['id', 'akun_id', 'nama', 'no_rekening']).where('jenis', '=', 'bank').where('deleted_at', 'is', null).orderBy('id').execute())
    .map((k) => ({ id: Number(k.id), akun_id: Number(k.akun_id), nama: String(k.nama), no_rekening: k.no_rekening ? String(k.no_rekening) : null }));
  const base = seedContext(env);
  for (const kas of banks) {
    const first = await db.selectFrom('jurnal_rincian').select((eb) => eb.fn.min('tanggal').as('d')).where('akun_id', '=', kas.akun_id).executeTakeFirst();
    if (!first?.d) continue;
    let opening: number | null = null;
    for (let month = String(first.d).slice(0, 7); month <= lastMonth; month = shiftMonth(month, 1)) {
      const statement = await demoStatement(db, env.registry, kas, month, opening);
      opening = statement.saldo_akhir;
      const file = demoStatementFile(kas, statement);
      if (month === lastMonth) {
        const dir = resolve(process.cwd(), DEMO_STATEMENT_DIR);
        await mkdir(dir, { recursive: true });
        await writeFile(resolve(dir, file.name), file.text);
        continue;
      }
      const ctx = onDemoDate(base, `${shiftMonth(month, 1)}-03`, 3);
      await db.transaction().execute((trx) => importStatement(ledgerContext(ctx, trx, finance), env.registry, kas, Buffer.from(file.text), file.name));
    }
  }
}
