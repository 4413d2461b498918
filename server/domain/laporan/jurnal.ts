import type { ReportColumn, ReportRow } from '../../../common/laporan.js';
import type { Db } from '../../db/connection.js';
import type { Period } from '../../core/reports/period.js';
import type { ReportCompute } from '../../core/reports/types.js';

export const JURNAL_COLUMNS: ReportColumn[] = [
  { key: 'tanggal', label: 'Tanggal', kind: 'date' }, { key: 'nomor', label: 'No. Jurnal', kind: 'text' },
  { key: 'keterangan', label: 'Keterangan', kind: 'text' }, { key: 'kode', label: 'Kode Akun', kind: 'text' },
  { key: 'akun', label: 'Akun', kind: 'text' }, { key: 'debit', label: 'Debit', kind: 'money' }, { key: 'kredit', label: 'Kredit', kind: 'money' },
];

/**
 * The period's journal lines in date order, a journal's lines together (they are inserted in one statement, so
 * their ids follow each other); the index on jurnal_rincian's date serves the range.
 */
export function journalLines(db: Db, p: Period) {
  return db.selectFrom('jurnal_rincian as r')
    .innerJoin('jurnal as j', 'j.id', 'r.jurnal_id')
    .innerJoin('akun as a', 'a.id', 'r.akun_id')
    .select(['r.id', 'r.tanggal', 'j.id as jurnal_id', 'j.nomor', 'j.keterangan as jurnal_keterangan', 'r.keterangan', 'a.kode', 'a.nama as akun', 'r.debit', 'r.kredit', 'j.status'])
    .where('r.tanggal', '>=', p.tgl_awal).where('r.tanggal', '<=', p.tgl_akhir)
    .orderBy('r.tanggal').orderBy('r.id');
}

export const toJurnalRow = (r: Record<string, unknown>): ReportRow => ({
  tanggal: String(r.tanggal), nomor: String(r.nomor), keterangan: String(r.keterangan ?? r.jurnal_keterangan ?? ''), kode: String(r.kode), akun: String(r.akun),
  debit: Number(r.debit), kredit: Number(r.kredit),
});

/**
 * Jurnal: every journal line of the period with its totals. The screen gets a page of lines (`total_rows` says
 * how many); downloads get them all.
 */
export const jurnal: ReportCompute = async ({ db, tgl_awal, tgl_akhir, page }) => {
  const p = { tgl_awal, tgl_akhir };
  const totals = await db.selectFrom('jurnal_rincian').select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
    .where('tanggal', '>=', tgl_awal).where('tanggal', '<=', tgl_akhir).executeTakeFirst();
  let q = journalLines(db, p);
  if (page) q = q.limit(page.perPage).offset((page.page - 1) * page.perPage);
  const rows = (await q.execute()).map(toJurnalRow);
  const debit = Number(totals?.d ?? 0);
  const kredit = Number(totals?.k ?? 0);
  return {
    sections: [{ columns: JURNAL_COLUMNS, rows, total: { tanggal: null, nomor: '', keterangan: '', kode: '', akun: 'Total', debit, kredit } }],
    summary: [{ label: 'Total Debit', value: debit }, { label: 'Total Kredit', value: kredit }],
    total_rows: Number(totals?.n ?? 0),
  };
};

/** Every line of the period in batches of `size`, by keyset on (tanggal, id): a download of any length in bounded memory. */
export async function* allJournalLines(db: Db, p: Period, size = 5000): AsyncIterable<ReportRow> {
  let after: { tanggal: string; id: number } | null = null;
  for (;;) {
    let q = journalLines(db, p);
    if (after) {
      const a: { tanggal: string; id: number } = after;
      q = q.where((eb) => eb.or([eb('r.tanggal', '>', a.tanggal), eb.and([eb('r.tanggal', '=', a.tanggal), eb('r.id', '>', a.id)])]));
    }
    const batch = await q.limit(size).execute();
    for (const r of batch) yield toJurnalRow(r);
    if (batch.length < size) return;
    const last = batch[batch.length - 1];
    after = { tanggal: String(last.tanggal), id: Number(last.id) };
  }
}
