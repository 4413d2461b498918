/**
 * PPh 23 withheld when a cost document pays a service or the rent of an asset (issue 38, docs/taxes.md "PPh 23 dan
 * e-Bupot BPPU"): the tax object's rate in force on the payment date (base data `objek_pph23`), 100 % higher for a
 * payee without an NPWP (UU PPh Pasal 23 ayat (1a)), on the gross excluding PPN, rounded half up to the rupiah.
 */
import type { Db } from '../../db/connection.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { mulDivRound } from '../../core/documents/money.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { formatDate } from '../../../common/format.js';

/** The bukti potong's number series (BP23/2026/11/0001), numbered in the month of the payment. */
export const BUKTI_POTONG_PREFIX = 'BP23';

export interface Pph23Rate {
  kode: string;
  nama: string;
  /** Basis points: 200 = 2 %. */
  tarif: number;
  berlaku_mulai: string;
}

/** The rate of the tax object `kode` in force on `date`: its row with the latest start on or before it. */
export async function pph23RateOn(db: Db, kode: string, date: string): Promise<Pph23Rate | null> {
  const row = await db.selectFrom('objek_pph23').select(['kode', 'nama', 'tarif', 'berlaku_mulai'])
    .where('kode', '=', kode).where('berlaku_mulai', '<=', date.slice(0, 10)).orderBy('berlaku_mulai', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? { kode: String(row.kode), nama: String(row.nama), tarif: Number(row.tarif), berlaku_mulai: String(row.berlaku_mulai).slice(0, 10) } : null;
}

/**
 * Has the payee an NPWP? A vendor's 16-digit `npwp` is one, whether a former 15-digit NPWP (0 + 15) or a resident's
 * NIK activated as NPWP (UU HPP; PMK 112/2022). A NIK alone (`nik`) names the payee on the bukti potong but is taxed
 * at the higher rate, as DJP said in 2022 (TAX-REFERENCE §1.6; the 2024 announcement saying otherwise is single-source).
 */
export const hasNpwp = (vendor: { npwp?: unknown }): boolean => /^\d{16}$/.test(String(vendor.npwp ?? ''));

export interface Withholding {
  dpp_pph23: number;
  tarif_pph23: number;
  pph23: number;
  no_bukti_potong: string;
  tgl_bukti_potong: string;
  status_ebupot: 'belum_dilaporkan';
}

/**
 * The PPh 23 a payment dated `tanggal` withholds from a document worth `total` of which `ppn` is PPN, for the tax
 * object row `objekId` and the payee `vendorId`; numbers its bukti potong. A 422 when the document names no vendor or
 * the object has no rate on that date.
 */
export async function withholdPph23(
  trx: Db, doc: { nomor: string; objekId: number; vendorId: unknown; total: number; ppn: number }, tanggal: string,
): Promise<Withholding> {
  if (doc.vendorId === null || doc.vendorId === undefined || doc.vendorId === '') {
    throw unprocessable({ vendor_id: [`Vendor wajib diisi: bukti potong PPh 23 ${doc.nomor} menyebut penerima penghasilan`] });
  }
  const objek = await trx.selectFrom('objek_pph23').select(['kode', 'nama']).where('id', '=', doc.objekId).executeTakeFirst();
  if (!objek) throw unprocessable({ objek_pph23_id: ['Objek PPh 23 tidak ditemukan'] });
  const rate = await pph23RateOn(trx, String(objek.kode), tanggal);
  if (!rate) throw unprocessable({ objek_pph23_id: [`Objek PPh 23 ${objek.kode} belum memiliki tarif yang berlaku pada ${formatDate(tanggal)}`] });
  const vendor = await trx.selectFrom('vendor').select(['npwp']).where('id', '=', Number(doc.vendorId)).executeTakeFirst();
  if (!vendor) throw unprocessable({ vendor_id: ['Vendor tidak ditemukan'] });
  const tarif = hasNpwp(vendor) ? rate.tarif : rate.tarif * 2;
  const dpp = doc.total - doc.ppn;
  const pph23 = mulDivRound(dpp, tarif, 10_000);
  if (pph23 >= doc.total) throw conflict(`PPh 23 ${doc.nomor} (tarif ${tarif / 100}%) tidak boleh sebesar atau melebihi totalnya; periksa tarif Objek PPh 23 ${rate.kode}`);
  return {
    dpp_pph23: dpp, tarif_pph23: tarif, pph23, no_bukti_potong: await nextDocNumber(trx, BUKTI_POTONG_PREFIX, tanggal),
    tgl_bukti_potong: tanggal, status_ebupot: 'belum_dilaporkan',
  };
}
