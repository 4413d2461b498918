/**
 * A month's PPN (the SPT Masa PPN's figures, issue 37): output tax of the month's tax invoices by transaction code,
 * the retail sales (digunggung) summed, customer returns taken off in the month they were approved, the input tax
 * creditable (ppn-masukan.ts), and what is due or overpaid. Beside them, the ledger's PPN Keluaran movement of the
 * month and the difference (zero when every sale and return is posted in its own month), and the Coretax file's
 * VAT in sen. Read by the report `ppn-masa` and by the month's closing (ppn-masa-tutup.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { lastDay } from '../../core/reports/period.js';
import { postingAccount } from '../../ledger/index.js';
import { creditableInputTax } from './ppn-masukan.js';

/** The closing journal's document kind: left out of the ledger side (it empties the month's PPN accounts). */
export const DOC_PPN_MASA = 'ppn_masa';

export interface OutputLine { kode_transaksi: string; jumlah: number; dpp: number; dpp_nilai_lain_sen: number; ppn: number; ppn_sen: number }

export interface PpnMasa {
  periode: string;
  tgl_awal: string;
  tgl_akhir: string;
  faktur: OutputLine[];
  digunggung: { jumlah: number; dpp: number; ppn: number };
  retur: { jumlah: number; dpp: number; ppn: number };
  /** Output tax of the month after returns. */
  keluaran: number;
  masukan: { jumlah: number; dpp: number; ppn: number };
  /** keluaran − masukan: positive is due (kurang bayar), negative overpaid (lebih bayar). */
  kurang_bayar: number;
  buku: { ppn_keluaran: number; selisih: number };
  /** The Coretax file's VAT of the month's invoices, in sen, and its difference from their nota PPN (rounding per line). */
  coretax: { ppn_sen: number; selisih_pembulatan_sen: number };
  penutupan: { id: number; tanggal: string; jurnal_id: number | null; jurnal_nomor: string | null } | null;
}

const num = (v: unknown) => Number(v ?? 0);

export async function ppnMasa(db: Db, periode: string): Promise<PpnMasa> {
  const tgl_awal = `${periode}-01`;
  const tgl_akhir = lastDay(periode);
  const closed = await db.selectFrom('ppn_masa').leftJoin('jurnal', 'jurnal.id', 'ppn_masa.jurnal_id')
    .select(['ppn_masa.id', 'ppn_masa.tanggal', 'ppn_masa.jurnal_id', 'jurnal.nomor as jurnal_nomor', 'ppn_masa.masukan', 'ppn_masa.masukan_jumlah', 'ppn_masa.masukan_dpp'])
    .where('ppn_masa.periode', '=', periode).executeTakeFirst();

  const faktur = (await db.selectFrom('faktur_pajak')
    .select(['kode_transaksi', (eb) => eb.fn.countAll().as('jumlah'), (eb) => eb.fn.sum('dpp').as('dpp'),
      (eb) => eb.fn.sum('dpp_nilai_lain_sen').as('dpp_nilai_lain_sen'), (eb) => eb.fn.sum('ppn').as('ppn'), (eb) => eb.fn.sum('ppn_sen').as('ppn_sen')])
    .where('masa', '=', periode).where('status', '!=', 'dibatalkan').where('penjualan_batal', '=', 0)
    .groupBy('kode_transaksi').orderBy('kode_transaksi').execute())
    .map((r) => ({ kode_transaksi: String(r.kode_transaksi), jumlah: num(r.jumlah), dpp: num(r.dpp), dpp_nilai_lain_sen: num(r.dpp_nilai_lain_sen), ppn: num(r.ppn), ppn_sen: num(r.ppn_sen) }));

  // Taxed sales of the month without a tax invoice: retail buyers (no NPWP/NIK). DPP of their taxed lines.
  const retail = await db.selectFrom('penjualan as p').innerJoin('penjualan_rincian as d', 'd.penjualan_id', 'p.id')
    .select([(eb) => eb.fn.count(sql`distinct p.id`).as('jumlah'), (eb) => eb.fn.sum('d.dpp').as('dpp'), (eb) => eb.fn.sum('d.ppn').as('ppn')])
    .where('p.tanggal', '>=', tgl_awal).where('p.tanggal', '<=', tgl_akhir).where('p.status', 'in', ['selesai', 'tak_tertagih'])
    .where('p.ppn', '>', 0).where('d.ppn', '>', 0)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('faktur_pajak as f').select('f.id').whereRef('f.penjualan_id', '=', 'p.id'))))
    .executeTakeFirst();

  const retur = await db.selectFrom('retur_konsumen')
    .select([(eb) => eb.fn.countAll().as('jumlah'), (eb) => eb.fn.sum('subtotal').as('dpp'), (eb) => eb.fn.sum('ppn').as('ppn')])
    .where('status', '=', 'disetujui').where('ppn', '>', 0).where('tanggal_disetujui', '>=', tgl_awal).where('tanggal_disetujui', '<=', tgl_akhir)
    .executeTakeFirst();

  const akun = await postingAccount(db, 'akun_ppn_keluaran_id');
  const book = await db.selectFrom('jurnal_rincian as r').innerJoin('jurnal as j', 'j.id', 'r.jurnal_id')
    .select([(eb) => eb.fn.sum('r.kredit').as('kredit'), (eb) => eb.fn.sum('r.debit').as('debit')])
    .where('r.akun_id', '=', akun).where('j.tanggal', '>=', tgl_awal).where('j.tanggal', '<=', tgl_akhir)
    .where((eb) => eb.or([eb('j.sumber', 'is', null), eb('j.sumber', '!=', DOC_PPN_MASA)]))
    .executeTakeFirst();

  const masukan = closed
    ? { jumlah: num(closed.masukan_jumlah), dpp: num(closed.masukan_dpp), ppn: num(closed.masukan) }
    : await creditableInputTax(db, periode).then((c) => ({ jumlah: c.count, dpp: c.dpp, ppn: c.ppn }));

  const digunggung = { jumlah: num(retail?.jumlah), dpp: num(retail?.dpp), ppn: num(retail?.ppn) };
  const returns = { jumlah: num(retur?.jumlah), dpp: num(retur?.dpp), ppn: num(retur?.ppn) };
  const keluaran = faktur.reduce((s, f) => s + f.ppn, 0) + digunggung.ppn - returns.ppn;
  const ppnKeluaranBuku = num(book?.kredit) - num(book?.debit);
  const ppnSen = faktur.reduce((s, f) => s + f.ppn_sen, 0);
  return {
    periode, tgl_awal, tgl_akhir, faktur, digunggung, retur: returns, keluaran, masukan, kurang_bayar: keluaran - masukan.ppn,
    buku: { ppn_keluaran: ppnKeluaranBuku, selisih: ppnKeluaranBuku - keluaran },
    coretax: { ppn_sen: ppnSen, selisih_pembulatan_sen: ppnSen - faktur.reduce((s, f) => s + f.ppn * 100, 0) },
    penutupan: closed ? { id: Number(closed.id), tanggal: String(closed.tanggal), jurnal_id: closed.jurnal_id === null ? null : Number(closed.jurnal_id), jurnal_nomor: (closed.jurnal_nomor as string | null) ?? null } : null,
  };
}

