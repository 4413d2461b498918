/**
 * Finance takes the week's cash to the bank: what Kas Besar holds above its float goes to the operating account,
 * as the manual journal a user posts for it (`POST /api/input/jurnal`: the same ledger call and checks).
 */
import type { AppContext, AuthUser } from '../../core/context.js';
import { ledgerContext } from '../../core/ledger-context.js';
import type { Db } from '../../db/connection.js';
import { onDemoDate } from '../../db/seed/steps.js';
import { assertFreelyPostable, postJournal } from '../../ledger/index.js';

const FLOAT = 10_000_000;

export async function bankTheCash(trx: Db, base: AppContext, finance: AuthUser, kasId: number, bankId: number, tanggal: string): Promise<void> {
  const [kas, bank] = await Promise.all([kasId, bankId].map((id) => trx.selectFrom('kas').select(['akun_id', 'saldo', 'nama']).where('id', '=', id).executeTakeFirstOrThrow()));
  const amount = Math.floor((Number(kas.saldo) - FLOAT) / 100_000) * 100_000;
  if (amount <= 0) return;
  const lines = [
    { akun_id: Number(bank.akun_id), debit: amount, kredit: 0, keterangan: null },
    { akun_id: Number(kas.akun_id), debit: 0, kredit: amount, keterangan: null },
  ];
  await assertFreelyPostable(trx, lines.map((l) => l.akun_id), (i) => `rincian.${i}.akun_id`);
  await postJournal(ledgerContext(onDemoDate(base, tanggal, 4), trx, finance), {
    tanggal, keterangan: `Setor tunai ${kas.nama} ke ${bank.nama}`, doc: { tipe: 'manual', id: null }, lines,
  });
}
