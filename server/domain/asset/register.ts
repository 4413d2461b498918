/**
 * The asset register: a new asset gets its code (from its category when none is typed), starts `aktif` with its
 * opening accumulated depreciation, and is journalled at once (cost to the category's fixed-asset account, any
 * opening accumulation to its accumulated-depreciation account, the rest against the account it was paid from, on
 * the acquisition date, or on the day it is recorded for an older asset brought in with its accumulation), so
 * the register and the books agree from the first rupiah. What the journal fixed (cost, salvage, category, date,
 * opening accumulation, paying account) cannot change afterwards; name, place, custodian, condition and photo can:
 * the registry's `locks` on the asset declares it, and the generic update refuses it (server/core/save-rules.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import { assertFreelyPostable, postJournal } from '../../ledger/index.js';
import type { LedgerContext } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { formatMoney, todayJakarta } from '../../../common/format.js';

type Row = Record<string, unknown>;

/** The category of an asset with its accounts; 422 on `field` when missing or inactive. */
export async function categoryOf(trx: Db, id: number, field = 'asset_kategori_id'): Promise<Row> {
  const k = await trx.selectFrom('asset_kategori').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!k) throw unprocessable({ [field]: ['Kategori aset tidak ditemukan'] });
  if (!k.aktif) throw unprocessable({ [field]: [`Kategori ${k.nama} tidak aktif`] });
  return k as Row;
}

/** The next free code `<category code>-0001`, from the highest of that prefix (one query). */
async function nextCode(trx: Db, prefix: string, kategoriId: number): Promise<string> {
  // Holds the category's row until commit (a no-op update: a row lock on PostgreSQL, the write lock SQLite already
  // has), so two assets of one category made at once read each other's code instead of both taking the same one.
  await trx.updateTable('asset_kategori').set({ aktif: sql`aktif` }).where('id', '=', kategoriId).execute();
  const rows = await trx.selectFrom('asset').select('kode').where('kode', 'like', `${prefix}-%`).execute();
  const max = rows.reduce((m, r) => {
    const n = Number(String(r.kode).slice(prefix.length + 1));
    return Number.isSafeInteger(n) && n > m ? n : m;
  }, 0);
  return `${prefix}-${String(max + 1).padStart(4, '0')}`;
}

/** Checks and server-managed values of a new asset (also used when procurement turns an approved unit into an asset). */
export async function prepareNewAsset(trx: Db, values: Row): Promise<Row> {
  const kategori = await categoryOf(trx, Number(values.asset_kategori_id));
  const harga = Number(values.harga_perolehan);
  const sisa = Number(values.nilai_sisa ?? 0);
  const awal = Number(values.akumulasi_awal ?? 0);
  if (sisa >= harga) throw unprocessable({ nilai_sisa: ['Nilai sisa harus lebih kecil dari harga perolehan'] });
  if (awal > harga - sisa) throw unprocessable({ akumulasi_awal: [`Akumulasi awal paling banyak ${formatMoney(harga - sisa)} (harga perolehan − nilai sisa)`] });
  // Not an account another ledger keeps (inventory, receivables…) nor one of the register's own.
  await assertFreelyPostable(trx, [Number(values.akun_sumber_id)], () => 'akun_sumber_id');
  const kode = typeof values.kode === 'string' && values.kode.trim() ? values.kode.trim() : await nextCode(trx, String(kategori.kode), Number(kategori.id));
  return { ...values, kode, nilai_sisa: sisa, akumulasi_awal: awal, status: 'aktif', akumulasi_penyusutan: awal, nilai_buku: harga - awal };
}

/** The acquisition journal of an asset just inserted; stored on it as `jurnal_id`. */
export async function journalAcquisition(lc: LedgerContext, id: number): Promise<void> {
  const a = await lc.trx.selectFrom('asset').innerJoin('asset_kategori', 'asset_kategori.id', 'asset.asset_kategori_id')
    .select(['asset.kode', 'asset.nama', 'asset.tanggal_perolehan', 'asset.harga_perolehan', 'asset.akumulasi_awal', 'asset.akun_sumber_id', 'asset_kategori.akun_aset_id', 'asset_kategori.akun_akumulasi_id'])
    .where('asset.id', '=', id).executeTakeFirstOrThrow();
  const harga = Number(a.harga_perolehan);
  const awal = Number(a.akumulasi_awal);
  const lines = [
    { akun_id: Number(a.akun_aset_id), debit: harga, kredit: 0, keterangan: `Perolehan ${a.kode}` },
    ...(awal > 0 ? [{ akun_id: Number(a.akun_akumulasi_id), debit: 0, kredit: awal, keterangan: `Akumulasi penyusutan awal ${a.kode}` }] : []),
    { akun_id: Number(a.akun_sumber_id), debit: 0, kredit: harga - awal, keterangan: `Perolehan ${a.kode}` },
  ];
  // A purchase is journalled on its date; an older asset brought into the register with its accumulation so far is
  // journalled on the day it is recorded (its past lies in books closed before Niaga).
  const tanggal = awal > 0 ? todayJakarta(new Date(lc.at)) : String(a.tanggal_perolehan);
  const what = awal > 0 ? 'Saldo awal aset' : 'Perolehan aset';
  const j = await postJournal(lc, { tanggal, keterangan: `${what} ${a.kode} ${a.nama}`, doc: { tipe: 'asset', id }, lines });
  await lc.trx.updateTable('asset').set({ jurnal_id: j.id }).where('id', '=', id).execute();
}

export const assetHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (!existing) {
      Object.assign(values, await prepareNewAsset(trx, values));
      return;
    }
    if (values.kode !== undefined && !String(values.kode ?? '').trim()) throw unprocessable({ kode: ['Kode aset wajib diisi'] });
  },
  async afterCreate({ trx, ctx, req, id }) {
    await journalAcquisition(ledgerContext(ctx, trx, req.user!), id);
  },
};
