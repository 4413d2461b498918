/**
 * Goods receiving from a purchase (penerimaan with `pembelian_id`): each receipt line names a line of the ordered
 * purchase; receiving adds to the line's received quantity, never above what was ordered (guarded), puts the goods
 * in at the purchase's price after discount (the line's value shared by quantity, rounded so the receipts of a
 * whole line add up to it exactly), books their PPN as input VAT and credits the supplier's payable of that purchase.
 * The purchase becomes Diterima when every line is received in full.
 */
import type { Db } from '../../db/connection.js';
import type { AuthUser } from '../../core/context.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { writeAudit } from '../../core/audit.js';
import { addDays, formatNumber } from '../../../common/format.js';
import { postJournal, postingAccount, raisePayable, stockIn, type LedgerContext } from '../../ledger/index.js';
import { mulDivRound } from '../../core/documents/money.js';

type Row = Record<string, unknown>;

/** The purchase a receipt is made from, checked while the receipt is saved: ordered, same supplier and warehouse. */
export async function checkReceiptPurchase(trx: Db, receipt: Row): Promise<Row | null> {
  if (receipt.pembelian_id === null || receipt.pembelian_id === undefined) return null;
  const p = await trx.selectFrom('pembelian').selectAll().where('id', '=', Number(receipt.pembelian_id)).executeTakeFirst() as Row | undefined;
  if (!p) throw unprocessable({ pembelian_id: ['Pembelian tidak ditemukan'] });
  if (p.status !== 'dipesan') throw conflict(`Pembelian ${p.nomor} berstatus ${p.status}; penerimaan hanya dari pembelian berstatus Dipesan`);
  if (Number(p.supplier_id) !== Number(receipt.supplier_id)) throw unprocessable({ supplier_id: [`Supplier harus sama dengan supplier pembelian ${p.nomor}`] });
  if (receipt.gudang_id !== null && receipt.gudang_id !== undefined && Number(p.gudang_id) !== Number(receipt.gudang_id)) {
    throw unprocessable({ gudang_id: [`Gudang harus gudang tujuan pembelian ${p.nomor}`] });
  }
  return p;
}

/** A receipt line of a purchase: its purchase line (same goods) and an estimate of its value for the draft. */
export async function computeReceiptLine(trx: Db, line: Row, prefix: string, purchase: Row | null): Promise<Row | null> {
  if (!purchase) {
    if (line.pembelian_rincian_id !== null && line.pembelian_rincian_id !== undefined) throw unprocessable({ [`${prefix}pembelian_rincian_id`]: ['Baris pembelian hanya untuk penerimaan dari pembelian'] });
    return null;
  }
  if (line.pembelian_rincian_id === null || line.pembelian_rincian_id === undefined) throw unprocessable({ [`${prefix}pembelian_rincian_id`]: ['Pilih baris pembelian untuk barang ini'] });
  const pl = await trx.selectFrom('pembelian_rincian').selectAll().where('id', '=', Number(line.pembelian_rincian_id)).where('pembelian_id', '=', Number(purchase.id)).executeTakeFirst() as Row | undefined;
  if (!pl) throw unprocessable({ [`${prefix}pembelian_rincian_id`]: [`Baris tidak ada pada pembelian ${purchase.nomor}`] });
  if (Number(pl.barang_id) !== Number(line.barang_id)) throw unprocessable({ [`${prefix}barang_id`]: ['Barang harus sama dengan barang baris pembelian'] });
  return pl;
}

/** The share of `amount` that `qty` of `ordered` carries, cumulative so that all receipts sum to `amount`. */
const share = (amount: number, before: number, after: number, ordered: number) => mulDivRound(amount, after, ordered) - mulDivRound(amount, before, ordered);

/** `penerimaan-terima` of a receipt made from a purchase, inside the step's transaction. */
export async function receiveFromPurchase(lc: LedgerContext, user: AuthUser, record: Row, rows: Row[], keterangan: string): Promise<{ total: number; jurnal_id: number | null }> {
  const { trx } = lc;
  const purchase = await checkReceiptPurchase(trx, record);
  if (!purchase) throw new Error('receiveFromPurchase without a purchase');
  const stockLines: Array<{ barang_id: number; qty: number; nilai: number; baris_id: number }> = [];
  let ppn = 0;
  for (const [i, row] of rows.entries()) {
    const pl = await computeReceiptLine(trx, row, `rincian.${i}.`, purchase);
    const q = Number(row.qty);
    const upd = await trx.updateTable('pembelian_rincian').set((eb) => ({ qty_diterima: eb('qty_diterima', '+', q) }))
      .where('id', '=', Number(pl!.id)).where((eb) => eb(eb('qty_diterima', '+', q), '<=', eb.ref('qty'))).executeTakeFirst();
    if (Number(upd.numUpdatedRows) !== 1) {
      const now = await trx.selectFrom('pembelian_rincian').innerJoin('barang', 'barang.id', 'pembelian_rincian.barang_id')
        .select(['barang.nama', 'pembelian_rincian.qty', 'pembelian_rincian.qty_diterima']).where('pembelian_rincian.id', '=', Number(pl!.id)).executeTakeFirstOrThrow();
      throw conflict(`${now.nama}: diterima ${formatNumber(q)} melebihi sisa pesanan (dipesan ${formatNumber(Number(now.qty))}, sudah diterima ${formatNumber(Number(now.qty_diterima))})`);
    }
    const before = Number((await trx.selectFrom('pembelian_rincian').select('qty_diterima').where('id', '=', Number(pl!.id)).executeTakeFirstOrThrow()).qty_diterima) - q;
    const ordered = Number(pl!.qty);
    const nilai = share(Number(pl!.subtotal), before, before + q, ordered);
    ppn += share(Number(pl!.ppn), before, before + q, ordered);
    await trx.updateTable('penerimaan_barang').set({ nilai, harga_satuan: mulDivRound(nilai, 1, Number(row.jumlah)) }).where('id', '=', Number(row.id)).execute();
    stockLines.push({ barang_id: Number(row.barang_id), qty: q, nilai, baris_id: Number(row.id) });
  }
  const hutangAkun = await postingAccount(trx, 'akun_hutang_supplier_id');
  const doc = { tipe: 'penerimaan', id: Number(record.id), nomor: String(record.nomor) };
  const res = await stockIn(lc, { tanggal: String(record.tanggal), loc: { gudang_id: Number(record.gudang_id) }, doc, keterangan, lines: stockLines, contraAkunId: hutangAkun });
  if (ppn > 0) {
    await postJournal(lc, { tanggal: String(record.tanggal), keterangan: `PPN masukan ${keterangan}`, doc, lines: [
      { akun_id: await postingAccount(trx, 'akun_ppn_masukan_id'), debit: ppn, kredit: 0 }, { akun_id: hutangAkun, debit: 0, kredit: ppn },
    ] });
  }
  await raisePayable(lc, Number(purchase.id), res.total + ppn);
  await settleReceipt(lc, user, purchase, String(record.tanggal));
  return { total: res.total, jurnal_id: res.jurnal?.id ?? null };
}

/** After a receipt: the due date from the first receipt and the supplier's terms; Diterima once every line is in. */
async function settleReceipt(lc: LedgerContext, user: AuthUser, purchase: Row, tanggal: string): Promise<void> {
  const { trx } = lc;
  const set: Row = {};
  if (!purchase.jatuh_tempo) {
    const s = await trx.selectFrom('supplier').select('tempo_hari').where('id', '=', Number(purchase.supplier_id)).executeTakeFirst();
    set.jatuh_tempo = addDays(tanggal, Number(s?.tempo_hari ?? 0));
  }
  const open = await trx.selectFrom('pembelian_rincian').select('id').where('pembelian_id', '=', Number(purchase.id))
    .where((eb) => eb('qty_diterima', '<', eb.ref('qty'))).executeTakeFirst();
  if (!open) set.status = 'diterima';
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('pembelian').set({ ...set, updated_at: lc.at, updated_by: user.id }).where('id', '=', Number(purchase.id)).where('status', '=', 'dipesan').execute();
  await writeAudit(trx, { userId: user.id, action: set.status ? 'diterima' : 'update', resource: 'pembelian', recordId: Number(purchase.id), before: { status: purchase.status, jatuh_tempo: purchase.jatuh_tempo }, after: set, at: lc.at });
}
