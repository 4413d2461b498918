/**
 * Writing matches (issue 40): a match is rows of `mutasi_bank_cocok` (a bank line, a book line and the part of the
 * amount between them, signed as the bank sees it) and the bank line's kept `tercocok` and state. Every writer of
 * matches goes through here, in the caller's transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type Cara = 'otomatis' | 'qris' | 'aturan' | 'manual' | 'jurnal' | 'uang_muka';

export interface Link {
  mutasi_bank_id: number;
  jurnal_rincian_id: number;
  jurnal_id: number;
  tanggal_buku: string;
  keterangan: string;
  jumlah: number;
  cara: Cara;
}

const CHUNK = 400;

/** Inserts the links and brings each touched bank line's `tercocok`, `status` and `cara` up to date. */
export async function writeLinks(trx: Db, links: Link[], stamp: { at: string; userId: number | null }, extra: Map<number, { aturan_id?: number; jurnal_id?: number }> = new Map()): Promise<void> {
  if (!links.length) return;
  for (let i = 0; i < links.length; i += CHUNK) {
    await trx.insertInto('mutasi_bank_cocok').values(links.slice(i, i + CHUNK).map((l) => ({
      ...l, keterangan: l.keterangan.slice(0, 255), created_at: stamp.at, updated_at: stamp.at, created_by: stamp.userId, updated_by: stamp.userId,
    }))).execute();
  }
  const caraOf = new Map<number, Cara>();
  for (const l of links) if (!caraOf.has(l.mutasi_bank_id)) caraOf.set(l.mutasi_bank_id, l.cara);
  await refreshLines(trx, [...caraOf.keys()], stamp, caraOf);
  for (const [id, set] of extra) await trx.updateTable('mutasi_bank').set(set).where('id', '=', id).execute();
}

/**
 * Recomputes `tercocok` and `status` of bank lines from their links (one statement per state and way), and sets
 * `cara` where given; a line left without links loses its way, rule and journal.
 */
export async function refreshLines(trx: Db, ids: number[], stamp: { at: string; userId: number | null }, caraOf: Map<number, Cara> = new Map()): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const sums = await trx.selectFrom('mutasi_bank as m')
      .leftJoin('mutasi_bank_cocok as c', 'c.mutasi_bank_id', 'm.id')
      .select(['m.id', 'm.kredit', 'm.debit', sql<number>`coalesce(sum(c.jumlah), 0)`.as('tercocok')])
      .where('m.id', 'in', part).groupBy(['m.id', 'm.kredit', 'm.debit']).execute();
    // One statement per state and way: a whole match's tercocok is the line's own amount; a part is written per line (rare).
    const groups = new Map<string, { status: string; cara: string | null; ids: number[]; tercocok?: number }>();
    for (const r of sums) {
      const amount = Number(r.kredit) - Number(r.debit);
      const tercocok = Number(r.tercocok);
      const status = tercocok === 0 ? 'belum' : tercocok === amount ? 'cocok' : 'sebagian';
      const cara = status === 'belum' ? null : caraOf.get(Number(r.id)) ?? 'keep';
      const key = status === 'sebagian' ? `sebagian|${String(r.id)}` : `${status}|${cara}`;
      const g = groups.get(key) ?? { status, cara, ids: [], ...(status === 'sebagian' ? { tercocok } : {}) };
      g.ids.push(Number(r.id));
      groups.set(key, g);
    }
    for (const g of groups.values()) {
      const tercocok = g.status === 'cocok' ? sql<number>`kredit - debit` : g.status === 'belum' ? 0 : g.tercocok!;
      const set: Record<string, unknown> = { tercocok, status: g.status, updated_at: stamp.at, updated_by: stamp.userId };
      if (g.cara === null) Object.assign(set, { cara: null, aturan_id: null, jurnal_id: null });
      else if (g.cara !== 'keep') set.cara = g.cara;
      await trx.updateTable('mutasi_bank').set(set).where('id', 'in', g.ids).execute();
    }
  }
}
