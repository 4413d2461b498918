/**
 * One sale of the demo's history from a vehicle on its trip, through the sale's own services: the draft's header and
 * line pricing (server/domain/penjualan/draft.ts), then the `selesai` step as the salesperson on the sale's date.
 */
import { findResource } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { HttpError } from '../../core/errors.js';
import type { Db } from '../../db/connection.js';
import { insertRows } from '../../db/seed/insert.js';
import { seedCreated, seedStep } from '../../db/seed/steps.js';
import { afterLinesChanged, lineContext, prepareHeader, priceLine } from '../penjualan/services.js';
import { creditStatus, openDebtsOf } from '../keuangan/services.js';

type Row = Record<string, unknown>;

/** How the customer pays: cash, a bank transfer, QRIS, or on credit (nota putih, within the credit limit; else cash). */
export type PayKind = 'tunai' | 'transfer' | 'qris' | 'kredit';

export interface SaleInput {
  seller: AuthUser;
  tanggal: string;
  konsumen: Row;
  goods: Array<{ barang_id: number; qty: number }>;
  pay: PayKind;
  bankId: number;
  /** The account QRIS receipts settle into (the demo's Mandiri Penerimaan). */
  qrisBankId: number;
}

/** The sale's id and what it left on credit, or null when none of the goods has a price for the customer that day. */
export async function recordSale(trx: Db, ctx: AppContext, s: SaleInput): Promise<{ id: number; total: number; piutang: number } | null> {
  const penjualan = findResource(ctx.registry, 'penjualan')!;
  const values: Row = { tanggal: s.tanggal, konsumen_id: s.konsumen.id, karyawan_id: s.seller.karyawan_id, diskon: 0, status: 'draft' };
  await prepareHeader(trx, s.seller, values, null);
  const lc = await lineContext(trx, values);
  const lines: Row[] = [];
  for (const g of s.goods) {
    const line: Row = { barang_id: g.barang_id, jumlah: g.qty, satuan_id: null, diskon: 0 };
    try {
      await priceLine(trx, s.seller, lc, line, null, '');
    } catch (e) {
      if (e instanceof HttpError && e.status === 422) continue;
      throw e;
    }
    lines.push(line);
  }
  if (lines.length === 0) return null;
  const [id] = await insertRows(trx, penjualan, [{ ...values, created_by: s.seller.id, updated_by: s.seller.id }], ctx.now().toISOString());
  await insertRows(trx, findResource(ctx.registry, 'penjualan-rincian')!, lines.map((l, i) => ({
    ...l, penjualan_id: id, line_no: i + 1, created_by: s.seller.id, updated_by: s.seller.id,
  })), ctx.now().toISOString());
  await afterLinesChanged(trx, id);
  await seedCreated(trx, ctx, penjualan, id, s.seller);
  const total = Number((await trx.selectFrom('penjualan').select('total').where('id', '=', id).executeTakeFirstOrThrow()).total);
  let bayar: Row[] = [{ tipe: 'tunai', jumlah: total }];
  if (s.pay === 'transfer') bayar = [{ tipe: 'transfer', jumlah: total, kas_id: s.bankId }];
  if (s.pay === 'qris') bayar = [{ tipe: 'qris', jumlah: total, kas_id: s.qrisBankId }];
  if (s.pay === 'kredit') {
    const status = creditStatus(s.konsumen, await openDebtsOf(trx, Number(s.konsumen.id), s.tanggal), total);
    if (status.boleh_kredit) bayar = [];
  }
  await seedStep(trx, ctx, penjualan, 'selesai', id, s.seller, { bayar, alasan_izin_kredit: null });
  const done = await trx.selectFrom('penjualan').select('piutang').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, total, piutang: Number(done.piutang) };
}
