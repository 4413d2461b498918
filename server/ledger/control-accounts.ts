import type { Db } from '../db/connection.js';
import { unprocessable } from '../core/errors.js';
import type { FieldErrors } from '../../common/validate.js';
import { loadSettings } from './settings.js';

/**
 * Accounts whose balance another ledger keeps: the inventory account follows the stock ledger's value and
 * the receivables account the customers' open debts, so only their documents may post to them. A journal
 * whose accounts a person picks (a manual journal, a cash receipt or payment) that touched one would break
 * "stock value = inventory account balance" or "customer debts = receivables account balance".
 */
const KEPT_ELSEWHERE = {
  akun_persediaan_id: 'dokumen persediaan (penerimaan, opname, pemusnahan)',
  akun_piutang_id: 'dokumen hutang konsumen (saldo awal hutang, penjualan, pembayaran)',
  akun_piutang_giro_id: 'penjualan dan penagihan dengan giro (register giro)',
  akun_hutang_supplier_id: 'dokumen pembelian (penerimaan dari pembelian, pembayaran, retur supplier)',
  akun_uang_muka_bop_id: 'dokumen BOP (pembayaran uang muka, LPJ, setoran sisa)',
  akun_hutang_bop_id: 'dokumen BOP (LPJ dan reimburse)',
} as const;

/** Refuses, with a 422 on each offending line (`fieldOf(i)`), lines that post to an account kept by another ledger. */
export async function assertFreelyPostable(trx: Db, akunIds: number[], fieldOf: (index: number) => string): Promise<void> {
  const settings = await loadSettings(trx);
  const kept = new Map<number, string>();
  for (const [key, via] of Object.entries(KEPT_ELSEWHERE)) {
    if (typeof settings[key] === 'number') kept.set(settings[key] as number, via);
  }
  // The asset register keeps each asset category's fixed-asset and accumulated-depreciation accounts.
  for (const k of await trx.selectFrom('asset_kategori').select(['akun_aset_id', 'akun_akumulasi_id']).execute()) {
    for (const id of [k.akun_aset_id, k.akun_akumulasi_id]) if (typeof id === 'number' && !kept.has(id)) kept.set(id, 'dokumen aset tetap (register aset, penyusutan, penjualan, disposal)');
  }
  const hits = akunIds.map((id, i) => ({ id, i })).filter(({ id }) => kept.has(id));
  if (hits.length === 0) return;
  const names = new Map((await trx.selectFrom('akun').select(['id', 'kode', 'nama']).where('id', 'in', hits.map((h) => h.id)).execute())
    .map((a) => [a.id as number, `${a.kode} ${a.nama}`]));
  const errors: FieldErrors = {};
  for (const { id, i } of hits) errors[fieldOf(i)] = [`Akun ${names.get(id)} hanya diisi lewat ${kept.get(id)}, bukan jurnal manual`];
  throw unprocessable(errors);
}
