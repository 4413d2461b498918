import type { Db } from '../db/connection.js';
import { conflict } from '../core/errors.js';
import { formatDate } from '../../common/format.js';

export type PostingAccount =
  | 'akun_persediaan_id' | 'akun_hutang_dagang_id' | 'akun_piutang_id' | 'akun_penjualan_id' | 'akun_hpp_id'
  | 'akun_selisih_persediaan_id' | 'akun_kerugian_persediaan_id' | 'akun_modal_id' | 'akun_kas_id'
  | 'akun_piutang_giro_id' | 'akun_ppn_keluaran_id' | 'akun_potongan_penjualan_id' | 'akun_retur_penjualan_id'
  | 'akun_piutang_tak_tertagih_id' | 'akun_selisih_lebih_setoran_id' | 'akun_selisih_kurang_setoran_id'
  | 'akun_hutang_supplier_id' | 'akun_ppn_masukan_id' | 'akun_piutang_supplier_id'
  | 'akun_beban_perbaikan_kendaraan_id' | 'akun_beban_gaji_id' | 'akun_hutang_gaji_id' | 'akun_piutang_karyawan_id'
  | 'akun_uang_muka_bop_id' | 'akun_hutang_bop_id' | 'akun_pembulatan_id' | 'akun_laba_ditahan_id'
  | 'akun_hutang_ppn_id' | 'akun_ppn_lebih_bayar_id' | 'akun_hutang_pph23_id'
  | 'akun_hutang_pph21_id' | 'akun_beban_bpjs_id' | 'akun_hutang_bpjs_id' | 'akun_beban_adm_bank_id' | 'akun_uang_muka_konsumen_id';

const LABEL: Record<PostingAccount, string> = {
  akun_persediaan_id: 'Akun Persediaan', akun_hutang_dagang_id: 'Akun Hutang Dagang', akun_piutang_id: 'Akun Piutang Usaha',
  akun_penjualan_id: 'Akun Penjualan', akun_hpp_id: 'Akun Harga Pokok Penjualan', akun_selisih_persediaan_id: 'Akun Selisih Persediaan',
  akun_kerugian_persediaan_id: 'Akun Kerugian Persediaan', akun_modal_id: 'Akun Modal', akun_kas_id: 'Akun Kas Perusahaan',
  akun_piutang_giro_id: 'Akun Piutang Giro', akun_ppn_keluaran_id: 'Akun PPN Keluaran', akun_potongan_penjualan_id: 'Akun Potongan Penjualan',
  akun_retur_penjualan_id: 'Akun Retur Penjualan', akun_piutang_tak_tertagih_id: 'Akun Beban Piutang Tak Tertagih',
  akun_selisih_lebih_setoran_id: 'Akun Selisih Lebih Setoran', akun_selisih_kurang_setoran_id: 'Akun Selisih Kurang Setoran',
  akun_hutang_supplier_id: 'Akun Hutang Pembelian Supplier', akun_ppn_masukan_id: 'Akun PPN Masukan', akun_piutang_supplier_id: 'Akun Piutang Retur Supplier',
  akun_beban_perbaikan_kendaraan_id: 'Akun Beban Pemeliharaan Kendaraan', akun_beban_gaji_id: 'Akun Beban Gaji', akun_hutang_gaji_id: 'Akun Hutang Gaji',
  akun_piutang_karyawan_id: 'Akun Piutang Karyawan',
  akun_uang_muka_bop_id: 'Akun Uang Muka BOP', akun_hutang_bop_id: 'Akun Hutang Reimburse BOP',
  akun_pembulatan_id: 'Akun Selisih Pembulatan Penjualan', akun_laba_ditahan_id: 'Akun Laba Ditahan',
  akun_hutang_ppn_id: 'Akun Hutang PPN', akun_ppn_lebih_bayar_id: 'Akun PPN Lebih Bayar',
  akun_hutang_pph21_id: 'Akun Hutang PPh 21', akun_beban_bpjs_id: 'Akun Beban BPJS Perusahaan', akun_hutang_bpjs_id: 'Akun Hutang BPJS',
  akun_hutang_pph23_id: 'Akun Hutang PPh 23',
  akun_beban_adm_bank_id: 'Akun Beban Administrasi Bank', akun_uang_muka_konsumen_id: 'Akun Uang Muka Konsumen',
};

/**
 * The settings row, read once per transaction: a sale asks for it five times (each posting account, each
 * journal's closing-date check). Memoised on the transaction object, which lives as long as the transaction, so
 * a value never outlives it; outside a transaction it is read every time. Code that writes the row inside a
 * transaction calls `forgetSettings(trx)` after the write.
 */
const perTransaction = new WeakMap<Db, Promise<Record<string, unknown>>>();

export function loadSettings(trx: Db): Promise<Record<string, unknown>> {
  if (!trx.isTransaction) return readSettings(trx);
  let settings = perTransaction.get(trx);
  if (!settings) {
    settings = readSettings(trx);
    perTransaction.set(trx, settings);
    // A failed read is not remembered.
    settings.catch(() => perTransaction.delete(trx));
  }
  return settings;
}

/** Forgets the settings row read in `trx` (after a write to it there). */
export function forgetSettings(trx: Db): void {
  perTransaction.delete(trx);
}

async function readSettings(db: Db): Promise<Record<string, unknown>> {
  return (await db.selectFrom('setting').selectAll().orderBy('id').limit(1).executeTakeFirst()) ?? {};
}

/** The account a kind of posting uses, from settings (never a constant in code). */
export async function postingAccount(trx: Db, which: PostingAccount): Promise<number> {
  const settings = await loadSettings(trx);
  const id = settings[which];
  if (typeof id !== 'number') throw conflict(`${LABEL[which]} belum diatur di Pengaturan Perusahaan`);
  return id;
}

/** Nothing posts on or before the closing date. */
export async function assertOpenPeriod(trx: Db, tanggal: string): Promise<void> {
  const closing = (await loadSettings(trx)).tanggal_tutup_buku as string | null | undefined;
  if (closing && tanggal <= closing) {
    throw conflict(`Tanggal ${formatDate(tanggal)} sudah ditutup buku (tutup buku s.d. ${formatDate(closing)})`);
  }
}
