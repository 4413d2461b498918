/**
 * The bank reconciliation at a date (issue 40, `GET /api/laporan/rekonsiliasi-bank?kas_id=&tanggal=`): the balance the
 * bank's statements give against the balance of the books, with the items in transit on each side:
 * - the bank's balance: the first statement's opening balance plus every bank line up to the date;
 * - the books' balance: the bank's ledger account on that date;
 * - book money in or out not yet on the statement (book lines up to the date without bank lines up to the date);
 * - bank credits and debits not yet in the books (bank lines up to the date without book lines up to the date).
 * Adjusted bank = bank + deposits in transit − payments not yet debited; adjusted books = books + bank credits − bank
 * debits not yet booked; the difference is zero when everything is accounted for. Book lines before the first
 * statement, and opening-balance journals, are taken as settled by its opening balance. Cancelled journals and their reversals dated up to the
 * date net to nothing and are left out.
 */
import { sql } from 'kysely';
import type { ReportColumn, ReportRow } from '../../../common/laporan.js';
import { formatDate, formatMoney } from '../../../common/format.js';
import { unprocessable } from '../../core/errors.js';
import type { ReportCompute } from '../../core/reports/types.js';

const COLUMNS: ReportColumn[] = [
  { key: 'tanggal', label: 'Tanggal', kind: 'date' },
  { key: 'keterangan', label: 'Keterangan', kind: 'text' },
  { key: 'jumlah', label: 'Jumlah', kind: 'money' },
];

export const rekonsiliasiBank: ReportCompute = async ({ db, tgl_akhir: tanggal, kasId }) => {
  if (!kasId) throw unprocessable({ kas_id: ['Rekening bank wajib dipilih'] });
  const kas = await db.selectFrom('kas').select(['id', 'nama', 'akun_id', 'no_rekening']).where('id', '=', kasId).executeTakeFirstOrThrow();
  const first = await db.selectFrom('mutasi_bank_impor').select(['tgl_awal', 'saldo_awal']).where('kas_id', '=', kasId).orderBy('tgl_awal').orderBy('id').limit(1).executeTakeFirst();
  const start = first ? String(first.tgl_awal).slice(0, 10) : tanggal;

  const bankSum = await db.selectFrom('mutasi_bank').select(sql<number>`coalesce(sum(kredit - debit), 0)`.as('n'))
    .where('kas_id', '=', kasId).where('tanggal', '<=', tanggal).executeTakeFirstOrThrow();
  const saldoBank = first ? Number(first.saldo_awal) + Number(bankSum.n) : 0;
  const book = await db.selectFrom('jurnal_rincian').select(sql<number>`coalesce(sum(debit - kredit), 0)`.as('n'))
    .where('akun_id', '=', Number(kas.akun_id)).where('tanggal', '<=', tanggal).executeTakeFirstOrThrow();
  const saldoBuku = Number(book.n);

  // Book lines from the first statement on, up to the date, with the part of them matched to bank lines up to the date.
  const bookLines = await db.selectFrom('jurnal_rincian as jr').innerJoin('jurnal as j', 'j.id', 'jr.jurnal_id')
    .leftJoin('jurnal as balik', 'balik.id', 'j.jurnal_pembalik_id')
    .leftJoin('jurnal as asal', 'asal.id', 'j.jurnal_asal_id')
    .select(['jr.id', 'jr.tanggal', 'jr.debit', 'jr.kredit', 'j.nomor', 'j.keterangan'])
    .select((eb) => eb.selectFrom('mutasi_bank_cocok as c').innerJoin('mutasi_bank as m', 'm.id', 'c.mutasi_bank_id')
      .select(sql<number>`coalesce(sum(c.jumlah), 0)`.as('s')).whereRef('c.jurnal_rincian_id', '=', 'jr.id').where('m.tanggal', '<=', tanggal).as('cocok'))
    .where('jr.akun_id', '=', Number(kas.akun_id)).where('jr.tanggal', '>=', start).where('jr.tanggal', '<=', tanggal)
    // An opening-balance journal is the balance the first statement opens with, never a transfer of its own.
    .where('j.sumber', '!=', 'saldo-awal')
    // A cancelled journal whose reversal is dated up to the date, and such a reversal, cancel out.
    .where((eb) => eb.not(eb.or([
      eb.and([eb('j.status', '=', 'dibatalkan'), eb('balik.tanggal', '<=', tanggal)]),
      eb.and([eb('j.status', '=', 'pembalik'), eb('asal.tanggal', '>=', start)]),
    ])))
    .orderBy('jr.tanggal').orderBy('jr.id').execute();
  const bankLines = await db.selectFrom('mutasi_bank as m').select(['m.id', 'm.tanggal', 'm.keterangan', 'm.debit', 'm.kredit'])
    .select((eb) => eb.selectFrom('mutasi_bank_cocok as c').select(sql<number>`coalesce(sum(c.jumlah), 0)`.as('s'))
      .whereRef('c.mutasi_bank_id', '=', 'm.id').where('c.tanggal_buku', '<=', tanggal).as('cocok'))
    .where('m.kas_id', '=', kasId).where('m.tanggal', '<=', tanggal).orderBy('m.tanggal').orderBy('m.id').execute();

  const row = (tgl: unknown, keterangan: string, jumlah: number): ReportRow => ({ tanggal: String(tgl).slice(0, 10), keterangan, jumlah });
  const setoran: ReportRow[] = [];
  const pembayaran: ReportRow[] = [];
  for (const b of bookLines) {
    const open = Number(b.debit) - Number(b.kredit) - Number(b.cocok ?? 0);
    if (open > 0) setoran.push(row(b.tanggal, `${String(b.nomor)} ${String(b.keterangan)}`, open));
    else if (open < 0) pembayaran.push(row(b.tanggal, `${String(b.nomor)} ${String(b.keterangan)}`, -open));
  }
  const kredit: ReportRow[] = [];
  const debit: ReportRow[] = [];
  for (const m of bankLines) {
    const open = Number(m.kredit) - Number(m.debit) - Number(m.cocok ?? 0);
    if (open > 0) kredit.push(row(m.tanggal, String(m.keterangan), open));
    else if (open < 0) debit.push(row(m.tanggal, String(m.keterangan), -open));
  }
  const sum = (rows: ReportRow[]) => rows.reduce((s, r) => s + Number(r.jumlah), 0);
  const section = (title: string, rows: ReportRow[]) => ({ title, columns: COLUMNS, rows, total: { tanggal: null, keterangan: 'Jumlah', jumlah: sum(rows) } });
  const bankAdjusted = saldoBank + sum(setoran) - sum(pembayaran);
  const bookAdjusted = saldoBuku + sum(kredit) - sum(debit);
  const rekening = kas.no_rekening ? ` (${String(kas.no_rekening)})` : '';
  return {
    sections: [
      {
        title: `${String(kas.nama)}${rekening} per ${formatDate(tanggal)}`,
        columns: [{ key: 'keterangan', label: 'Uraian', kind: 'text' }, { key: 'jumlah', label: 'Jumlah', kind: 'money' }],
        rows: ([
          { keterangan: first ? 'Saldo menurut rekening koran' : 'Saldo menurut rekening koran (belum ada mutasi bank diimpor)', jumlah: saldoBank },
          { keterangan: 'Ditambah setoran dalam perjalanan', jumlah: sum(setoran) },
          { keterangan: 'Dikurangi pembayaran belum didebet bank', jumlah: -sum(pembayaran) },
          { keterangan: 'Saldo bank disesuaikan', jumlah: bankAdjusted, gaya: 'subtotal' },
          { keterangan: 'Saldo menurut buku', jumlah: saldoBuku },
          { keterangan: 'Ditambah kredit bank belum dibukukan', jumlah: sum(kredit) },
          { keterangan: 'Dikurangi debit bank belum dibukukan', jumlah: -sum(debit) },
          { keterangan: 'Saldo buku disesuaikan', jumlah: bookAdjusted, gaya: 'subtotal' },
          { keterangan: bankAdjusted === bookAdjusted ? 'Selisih (rekonsiliasi cocok)' : `Selisih ${formatMoney(Math.abs(bankAdjusted - bookAdjusted))} belum terjelaskan`, jumlah: bankAdjusted - bookAdjusted, gaya: 'total' },
        ] as ReportRow[]),
      },
      section('Setoran dalam perjalanan (di buku, belum di rekening koran)', setoran),
      section('Pembayaran belum didebet bank (di buku, belum di rekening koran)', pembayaran),
      section('Kredit bank belum dibukukan', kredit),
      section('Debit bank belum dibukukan', debit),
    ],
    summary: [
      { label: 'Saldo Bank', value: saldoBank }, { label: 'Saldo Buku', value: saldoBuku },
      { label: 'Saldo Bank Disesuaikan', value: bankAdjusted }, { label: 'Saldo Buku Disesuaikan', value: bookAdjusted },
      { label: 'Selisih', value: bankAdjusted - bookAdjusted },
    ],
  };
};
