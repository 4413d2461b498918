import { addDays } from '../../../../common/format.js';
import { openReceivable, postingAccount, type LedgerContext } from '../../../ledger/index.js';
import type { SeedEnv } from '../../../db/seed/areas.js';
import { openingDate, prng } from '../../../db/seed/calendar.js';


/**
 * Unpaid invoices of credit customers from before the books opened (saldo awal hutang), posted through the
 * ledger on the opening date: due dates spread from before the opening to after today, so some customers are
 * within terms, some overdue beyond their tolerance, and a few over their credit limit.
 */
export async function seedHutang({ database, at, months }: SeedEnv): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const finance = await trx.selectFrom('users').select('id').where('email', '=', 'finance@niaga.local').executeTakeFirst();
    const lc: LedgerContext = { trx, kind: database.kind, userId: (finance?.id as number | undefined) ?? null, at, mayBackdate: true };
    const tanggal = openingDate(at, months);
    const equity = await postingAccount(trx, 'akun_modal_id');
    const customers = await trx.selectFrom('konsumen').select(['id', 'kode', 'limit_kredit'])
      .where('limit_kredit', '>', 0).where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('id').execute();
    const random = prng(20261123);
    let faktur = 0;
    for (const k of customers) {
      if (random() > 0.35) continue;
      const limit = Number(k.limit_kredit);
      const invoices = 1 + Math.floor(random() * 3);
      for (let i = 0; i < invoices; i += 1) {
        faktur += 1;
        const jumlah = Math.max(250_000, Math.round((limit * (0.08 + random() * 0.4)) / 500) * 500);
        await openReceivable(lc, {
          konsumen_id: Number(k.id), tanggal, jatuh_tempo: addDays(tanggal, Math.floor(random() * 130) - 10), jumlah,
          sumber: 'saldo_awal', no_faktur: `FJ-LAMA-${String(faktur).padStart(4, '0')}`, keterangan: `Faktur ${k.kode} belum lunas saat pembukuan dibuka`,
          contraAkunId: equity,
        });
      }
    }
  });
}
