import type { ResourceHooks } from '../hooks.js';
import { unprocessable } from '../errors.js';
import { nextDocNumber } from '../doc-number.js';

/** A warehouse document needs its warehouse (a warehouse admin's own is filled in) and gets its number on create. */
export function numbered(prefix: string): ResourceHooks {
  return {
    async beforeSave({ trx, values, existing }) {
      const gudangId = values.gudang_id ?? existing?.gudang_id;
      if (gudangId === null || gudangId === undefined) throw unprocessable({ gudang_id: ['Gudang wajib diisi'] });
      if (!existing) values.nomor = await nextDocNumber(trx, prefix, String(values.tanggal));
    },
  };
}
