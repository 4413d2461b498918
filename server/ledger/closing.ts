/**
 * The year-end closing journal (jurnal penutup, server/domain/keuangan/tutup-buku.ts): its source kind, and its lines
 * summed per account so that statements showing a year's activity (Laba Rugi, the movements of Perubahan Modal, the
 * current year of the Neraca) can read the year as it was earned rather than as closed.
 */
import type { Db } from '../db/connection.js';

export const CLOSING_SOURCE = 'tutup_buku';

export type Sums = Map<number, { debit: number; kredit: number }>;

/** Debit and credit per account of the posted closing journals dated `from`…`to` (few rows: one journal a year). */
export async function closingSums(db: Db, from: string | null, to: string): Promise<Sums> {
  let q = db.selectFrom('jurnal_rincian').innerJoin('jurnal', 'jurnal.id', 'jurnal_rincian.jurnal_id')
    .select(['jurnal_rincian.akun_id', (eb) => eb.fn.sum<number>('jurnal_rincian.debit').as('d'), (eb) => eb.fn.sum<number>('jurnal_rincian.kredit').as('k')])
    .where('jurnal.sumber', '=', CLOSING_SOURCE).where('jurnal_rincian.tanggal', '<=', to);
  if (from) q = q.where('jurnal_rincian.tanggal', '>=', from);
  const out: Sums = new Map();
  for (const r of await q.groupBy('jurnal_rincian.akun_id').execute()) out.set(Number(r.akun_id), { debit: Number(r.d ?? 0), kredit: Number(r.k ?? 0) });
  return out;
}

/** `sums` less the closing journals dated `from`…`to` (a new map; `sums` is left as it is). */
export async function withoutClosing<T extends Sums>(db: Db, sums: T, from: string | null, to: string): Promise<T> {
  const closing = await closingSums(db, from, to);
  if (closing.size === 0) return sums;
  const out = new Map([...sums].map(([id, s]) => [id, { ...s }])) as T;
  for (const [id, c] of closing) {
    const s = out.get(id) ?? { debit: 0, kredit: 0 };
    out.set(id, { debit: s.debit - c.debit, kredit: s.kredit - c.kredit });
  }
  return out;
}
