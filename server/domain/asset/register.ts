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
import { fiscalBasis, fiscalOpening, kelompokFiskal, openFiscalBook, resolveFiscal } from './buku-fiskal.js';

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
  // The fiscal book's group and method: those given, else the category's defaults (issue 38).
  const fiscal: Row = { ...values };
  await resolveFiscal(trx, fiscal, null, kategori);
  const kode = typeof values.kode === 'string' && values.kode.trim() ? values.kode.trim() : await nextCode(trx, String(kategori.kode), Number(kategori.id));
  return { ...fiscal, kode, nilai_sisa: sisa, akumulasi_awal: awal, status: 'aktif', akumulasi_penyusutan: awal, nilai_buku: harga - awal };
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
  await openFiscalBook(lc.trx, id, todayJakarta(new Date(lc.at)));
}

export const assetHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (!existing) {
      Object.assign(values, await prepareNewAsset(trx, values));
      return;
    }
    if (values.kode !== undefined && !String(values.kode ?? '').trim()) throw unprocessable({ kode: ['Kode aset wajib diisi'] });
    if (values.kelompok_fiskal_id !== undefined || values.metode_fiskal !== undefined) {
      await resolveFiscal(trx, values, existing, null);
      // A group given to an asset whose fiscal book has not started (an asset of an earlier release): it opens where
      // the commercial book stands.
      if (!existing.penyusutan_fiskal_terakhir && values.kelompok_fiskal_id !== undefined && values.kelompok_fiskal_id !== existing.kelompok_fiskal_id) {
        const k = values.kelompok_fiskal_id === null ? undefined : await kelompokFiskal(trx, Number(values.kelompok_fiskal_id));
        const basis = k ? fiscalBasis({ ...existing, ...values, k_masa: k.masa_manfaat, k_gl: k.tarif_garis_lurus, k_sm: k.tarif_saldo_menurun }) : null;
        const awal = fiscalOpening(basis, {
          akumulasi_awal: Number(existing.akumulasi_awal ?? 0), penyusutan_terakhir: (existing.penyusutan_terakhir as string | null) ?? null,
          recordedOn: todayJakarta(new Date(String(existing.created_at))),
        });
        Object.assign(values, { akumulasi_fiskal_awal: awal, akumulasi_fiskal: awal, nilai_buku_fiskal: Number(existing.harga_perolehan) - awal });
      }
    }
  },
  async afterCreate({ trx, ctx, req, id }) {
    await journalAcquisition(ledgerContext(ctx, trx, req.user!), id);
  },
};

/** A category's default tax group and method: saldo menurun refused for a building's group (issue 38). */
export const kategoriHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (values.kelompok_fiskal_id !== undefined || values.metode_fiskal !== undefined) await resolveFiscal(trx, values, existing, null);
  },
};
