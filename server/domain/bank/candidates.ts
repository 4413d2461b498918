/**
 * Book lines a bank line may be matched to by hand (issue 40): the open lines of its bank account on the same side
 * (money in with receipts, money out with payments) within a month of it, best first: the same amount, then the
 * references its description names, then the nearest date.
 */
import type { Registry } from '../../../common/registry.js';
import { addDays, daysBetween } from '../../../common/format.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../core/errors.js';
import { documentLabel, openBookLines } from './book-lines.js';
import { referenceScore } from './auto-match.js';

const RANGE_DAYS = 31;
const LIMIT = 50;

export async function candidatesOf(db: Db, registry: Registry, id: number) {
  const m = await db.selectFrom('mutasi_bank as m').innerJoin('kas as k', 'k.id', 'm.kas_id')
    .select(['m.id', 'm.tanggal', 'm.keterangan', 'm.referensi', 'm.debit', 'm.kredit', 'm.tercocok', 'k.akun_id']).where('m.id', '=', id).executeTakeFirst();
  if (!m) throw notFound('Mutasi bank tidak ditemukan');
  const tanggal = String(m.tanggal).slice(0, 10);
  const rest = Number(m.kredit) - Number(m.debit) - Number(m.tercocok);
  if (rest === 0) return [];
  const text = `${String(m.keterangan)} ${String(m.referensi ?? '')}`;
  const lines = await openBookLines(db, registry, Number(m.akun_id), { from: addDays(tanggal, -RANGE_DAYS), to: addDays(tanggal, RANGE_DAYS) });
  return lines.filter((b) => b.sisa !== 0 && Math.sign(b.sisa) === Math.sign(rest))
    .map((b) => {
      const refs = referenceScore(text, { nomor: [b.nomor, b.dokumen?.nomor].filter((x): x is string => Boolean(x)), pihak: b.dokumen?.pihak ? [b.dokumen.pihak] : [] });
      const same = b.sisa === rest;
      const distance = Math.abs(daysBetween(b.tanggal, tanggal));
      const skor = Math.max(0, Math.min(100, (same ? 60 : 0) + refs * 15 - distance));
      return {
        jurnal_rincian_id: b.id, jurnal_id: b.jurnal_id, nomor: b.nomor, tanggal: b.tanggal, keterangan: b.keterangan, dokumen: documentLabel(b),
        jumlah: b.jumlah, sisa: b.sisa, skor, sama_jumlah: same, _order: (same ? 1e6 : 0) + refs * 1e4 - distance,
      };
    })
    .sort((a, b) => b._order - a._order || a.jurnal_rincian_id - b.jurnal_rincian_id)
    .slice(0, LIMIT)
    .map(({ _order, ...rest }) => rest);
}
