/**
 * The demo company's bank statements (issue 40), made from its own books as its banks would print them: each transfer
 * the books hold on a bank account (the customer's or supplier's name and, mostly, the document's number in the
 * description; a supplier payment now and then booked by the bank a day later), a day's QRIS receipts settled the day
 * after net of the MDR fee, the month's administration fee, interest and its final tax, and a few credits nobody
 * booked. BCA's statements come as KlikBCA CSV, Mandiri's as MT940. Each month's opening balance is the last month's
 * closing; the first is the books' balance before it (an opening-balance journal inside the month counts as before).
 */
import { sql } from 'kysely';
import type { Registry } from '../../../common/registry.js';
import { addDays } from '../../../common/format.js';
import { lastDay } from '../../core/reports/period.js';
import type { Db } from '../../db/connection.js';
import { loadSettings } from '../../ledger/index.js';
import { openBookLines } from './book-lines.js';
import { loadMdrTable, mdrOf } from './qris.js';
import type { Statement, StatementLine } from './format/index.js';

export interface DemoBank { id: number; akun_id: number; nama: string; no_rekening: string | null }

const ddmm = (d: string) => `${d.slice(8, 10)}${d.slice(5, 7)}`;

/** A month's statement of `kas` (YYYY-MM), opening at `opening` (null: the books' balance before the month). */
export async function demoStatement(db: Db, registry: Registry, kas: DemoBank, month: string, opening: number | null): Promise<Statement> {
  const from = `${month}-01`;
  const to = lastDay(month);
  const book = (await openBookLines(db, registry, kas.akun_id, { from, to }));
  const isOpening = (b: { dokumen: { jenis: string } | null }) => b.dokumen?.jenis === 'Saldo Awal';
  let saldoAwal = opening;
  if (saldoAwal === null) {
    const before = await db.selectFrom('jurnal_rincian').select(sql<number>`coalesce(sum(debit - kredit), 0)`.as('n')).where('akun_id', '=', kas.akun_id).where('tanggal', '<', from).executeTakeFirstOrThrow();
    saldoAwal = Number(before.n) + book.filter(isOpening).reduce((s, b) => s + b.jumlah, 0);
  }
  const settings = await loadSettings(db);
  const kategori = String(settings.qris_kategori_merchant ?? 'usaha_kecil');
  const mdr = await loadMdrTable(db);
  const lines: Array<Omit<StatementLine, 'baris' | 'saldo'>> = [];
  const qrisDays = new Map<string, number>();
  let n = 0;
  for (const b of book) {
    if (isOpening(b) || b.jumlah === 0) continue;
    n += 1;
    if (b.qris) {
      qrisDays.set(b.tanggal, (qrisDays.get(b.tanggal) ?? 0) + b.jumlah - mdrOf(mdr, kategori, b.tanggal, b.jumlah));
      continue;
    }
    const pihak = (b.dokumen?.pihak ?? '').toUpperCase();
    // Four lines in five carry the document's number, as the sender typed it in the transfer's news.
    const nomor = n % 5 === 0 ? '' : ` ${b.dokumen?.nomor ?? b.nomor}`;
    const masuk = b.jumlah > 0;
    const later = !masuk && n % 7 === 0 && addDays(b.tanggal, 1) <= to;
    lines.push({
      tanggal: later ? addDays(b.tanggal, 1) : b.tanggal,
      keterangan: `TRSF E-BANKING ${masuk ? 'CR' : 'DB'} ${ddmm(b.tanggal)}/FTSCY/WS${String(90000 + b.id).slice(-5)} ${pihak}${nomor}`.replace(/\s+/g, ' ').trim(),
      referensi: null, debit: masuk ? 0 : -b.jumlah, kredit: masuk ? b.jumlah : 0,
    });
  }
  for (const [day, net] of qrisDays) {
    const paid = addDays(day, 1) <= to ? addDays(day, 1) : day;
    lines.push({ tanggal: paid, keterangan: `QRIS SETTLEMENT ${ddmm(day)} MID 936000${kas.id}`, referensi: null, debit: 0, kredit: net, });
  }
  // Credits nobody booked, about one in forty lines: a customer's transfer without a nota, a deposit at the counter.
  const seed = Number(month.replace('-', '')) + kas.id;
  for (let i = 0; i < Math.floor(n / 40); i += 1) {
    const day = addDays(from, (9 + i * 10) % 27);
    lines.push(i % 2 === 0
      ? { tanggal: day, keterangan: `TRSF E-BANKING CR ${ddmm(day)}/FTSCY/WS7${(seed + i) % 10000} TANPA BERITA`, referensi: null, debit: 0, kredit: 100_000 + ((seed + i) % 37) * 25_000 }
      : { tanggal: day, keterangan: 'SETORAN TUNAI KCU', referensi: null, debit: 0, kredit: 250_000 + ((seed + i) % 11) * 50_000 });
  }
  lines.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
  const sum = lines.reduce((s, l) => s + l.kredit - l.debit, 0);
  const bunga = Math.max(1_000, Math.round(((saldoAwal + sum) * 25) / 120_000)); // about 2,5 % a year on the closing balance
  lines.push({ tanggal: to, keterangan: 'BUNGA', referensi: null, debit: 0, kredit: bunga });
  lines.push({ tanggal: to, keterangan: 'PAJAK BUNGA', referensi: null, debit: Math.round(bunga * 0.2), kredit: 0 });
  lines.push({ tanggal: to, keterangan: 'BIAYA ADM', referensi: null, debit: 15_000, kredit: 0 });
  let running = saldoAwal;
  const full: StatementLine[] = lines.map((l, i) => {
    running += l.kredit - l.debit;
    return { ...l, baris: i + 1, saldo: running };
  });
  return {
    format: kas.nama.toUpperCase().includes('MANDIRI') ? 'mt940' : 'bca', rekening: kas.no_rekening ? kas.no_rekening.replace(/\D/g, '') : null,
    tgl_awal: from, tgl_akhir: to, saldo_awal: saldoAwal, saldo_akhir: running, lines: full, pending: 0,
  };
}
