import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import type { Db } from '../../db/connection.js';
import type { FieldErrors } from '../../../common/validate.js';

type Row = Record<string, unknown>;

const BASE_UNIT_LINE = 'Satuan dasar tidak perlu dikonversi; pilih satuan yang lebih besar';

/** Goods among `ids` whose base unit is also listed as one of their larger units, with the refusal. */
async function baseUnitClashes(trx: Db, ids: number[]): Promise<Map<number, FieldErrors>> {
  const clashes = await trx.selectFrom('barang_satuan').innerJoin('barang', 'barang.id', 'barang_satuan.barang_id')
    .select('barang.id').where('barang.id', 'in', ids).whereRef('barang_satuan.satuan_id', '=', 'barang.satuan_id').execute();
  return new Map(clashes.map((c) => [Number(c.id), { satuan_id: [`${BASE_UNIT_LINE} (satuan ini sudah tercantum di Konversi Satuan)`] }]));
}

/** Server rules of master-data entries that the registry cannot say as data. */
export function masterDataHooks(_app: FastifyInstance): HooksByResource {
  return {
    barang: {
      // A larger unit is never the base unit itself (its factor would have to be 1).
      beforeSave({ values, existing, lines }) {
        const base = 'satuan_id' in values ? values.satuan_id : existing?.satuan_id;
        const errors: Record<string, string[]> = {};
        (lines ?? []).forEach((l, i) => { if (l.satuan_id === base) errors[`konversi_satuan.${i}.satuan_id`] = [BASE_UNIT_LINE]; });
        if (Object.keys(errors).length) throw unprocessable(errors);
      },
      // Changing the base unit to one already listed as a larger unit is refused too.
      async afterWrite({ trx, id }) {
        const clash = (await baseUnitClashes(trx, [id])).get(id);
        if (clash) throw unprocessable(clash);
      },
      afterWriteMany: ({ trx, ids }) => baseUnitClashes(trx, ids),
    },
    satuan: {
      // A unit's Coretax code is one of Coretax's list (base data `satuan_coretax`, docs/taxes.md).
      async beforeSave({ trx, values }) {
        const kode = values.kode_coretax;
        if (typeof kode !== 'string' || kode === '') return;
        const known = await trx.selectFrom('satuan_coretax').select('id').where('kode', '=', kode).executeTakeFirst();
        if (!known) throw unprocessable({ kode_coretax: [`Kode Satuan Coretax ${kode} tidak ada di daftar Satuan Coretax`] });
      },
    },
    'barang-satuan': {
      async beforeSave({ trx, values, existing }) {
        const barangId = (values.barang_id ?? existing?.barang_id) as number;
        const satuanId = values.satuan_id ?? existing?.satuan_id;
        const barang = await trx.selectFrom('barang').select('satuan_id').where('id', '=', barangId).executeTakeFirst();
        if (barang && barang.satuan_id === satuanId) throw unprocessable({ satuan_id: [BASE_UNIT_LINE] });
      },
    },
    'harga-jual': {
      beforeSave({ values, existing }) {
        const merged: Row = { ...existing, ...values };
        if (merged.berlaku_sampai && merged.berlaku_mulai && String(merged.berlaku_sampai) < String(merged.berlaku_mulai)) {
          throw unprocessable({ berlaku_sampai: ['Berlaku Sampai tidak boleh sebelum Berlaku Mulai'] });
        }
      },
    },
    kendaraan: {
      // Plates are compared as written on the plate: upper case, single spaces ("d  1234 abc" = "D 1234 ABC").
      beforeSave({ values }) {
        if (typeof values.no_polisi === 'string') values.no_polisi = values.no_polisi.toUpperCase().replace(/\s+/g, ' ').trim();
      },
    },
    'gudang-sales-rute': {
      // One vehicle serves one salesperson (who may cover several routes with it).
      async beforeSave({ trx, values, existing }) {
        const merged: Row = { ...existing, ...values };
        const other = await trx.selectFrom('gudang_sales_rute').innerJoin('karyawan', 'karyawan.id', 'gudang_sales_rute.karyawan_id')
          .select(['karyawan.nama_lengkap']).where('gudang_sales_rute.kendaraan_id', '=', merged.kendaraan_id as number)
          .where('gudang_sales_rute.karyawan_id', '!=', merged.karyawan_id as number).executeTakeFirst();
        if (other) throw unprocessable({ kendaraan_id: [`Kendaraan sudah ditugaskan ke ${other.nama_lengkap}`] });
      },
      // The route's salesperson follows the assignment, so route scoping follows it too.
      async afterWrite({ trx, id }) {
        const row = await trx.selectFrom('gudang_sales_rute').select(['rute_id', 'karyawan_id']).where('id', '=', id).executeTakeFirst();
        if (row) await trx.updateTable('rute').set({ karyawan_id: row.karyawan_id }).where('id', '=', row.rute_id as number).execute();
      },
    },
  };
}
