/**
 * The book side of a bank account (issue 40): the journal lines on the bank's ledger account, signed as the bank sees
 * them (money in positive), with what is not yet matched to a bank line (`sisa`). Cancelled journals and their
 * reversals are left out: the pair never reached the bank and nets to nothing in the books.
 */
import { sql } from 'kysely';
import type { Registry } from '../../../common/registry.js';
import { KETERANGAN_QRIS } from '../../../common/bank.js';
import type { Db } from '../../db/connection.js';
import { describeSources, type SourceDocument } from '../../core/documents/sources.js';

export interface BookLine {
  id: number;
  jurnal_id: number;
  nomor: string;
  tanggal: string;
  keterangan: string;
  jumlah: number;
  sisa: number;
  qris: boolean;
  dokumen: SourceDocument | null;
}

/** Open book lines of `akunId` dated `from`..`to` (or exactly `ids`), with the document and party behind each. */
export async function openBookLines(db: Db, registry: Registry, akunId: number, range: { from: string; to: string } | { ids: number[] }): Promise<BookLine[]> {
  let q = db.selectFrom('jurnal_rincian as jr').innerJoin('jurnal as j', 'j.id', 'jr.jurnal_id')
    .leftJoin(
      (eb) => eb.selectFrom('mutasi_bank_cocok').select(['jurnal_rincian_id', sql<number>`sum(jumlah)`.as('tercocok')]).groupBy('jurnal_rincian_id').as('c'),
      (join) => join.onRef('c.jurnal_rincian_id', '=', 'jr.id'),
    )
    .select(['jr.id', 'jr.jurnal_id', 'jr.tanggal', 'jr.debit', 'jr.kredit', 'jr.keterangan as baris', 'j.nomor', 'j.keterangan', 'j.sumber', 'j.dokumen_id', 'c.tercocok'])
    .where('jr.akun_id', '=', akunId).where('j.status', '=', 'posted');
  q = 'ids' in range ? q.where('jr.id', 'in', range.ids.length ? range.ids : [0]) : q.where('jr.tanggal', '>=', range.from).where('jr.tanggal', '<=', range.to);
  const rows = await q.orderBy('jr.tanggal').orderBy('jr.id').execute() as Array<Record<string, unknown>>;
  await describeSources(db, registry, rows, 'sumber', 'dokumen_id');
  return rows.map((r) => {
    const jumlah = Number(r.debit) - Number(r.kredit);
    return {
      id: Number(r.id), jurnal_id: Number(r.jurnal_id), nomor: String(r.nomor), tanggal: String(r.tanggal).slice(0, 10),
      keterangan: [r.keterangan, r.baris && r.baris !== r.keterangan ? r.baris : null].filter(Boolean).join(' · '),
      jumlah, sisa: jumlah - Number(r.tercocok ?? 0), qris: r.baris === KETERANGAN_QRIS,
      dokumen: (r.sumber_dokumen as SourceDocument | null) ?? null,
    };
  });
}

/** "Penjualan PJ/2026/11/0012 · Toko Maju": how a candidate names its document. */
export function documentLabel(b: BookLine): string {
  const d = b.dokumen;
  if (!d) return b.nomor;
  return [d.jenis, d.nomor, d.pihak ? `· ${d.pihak}` : null].filter(Boolean).join(' ');
}
