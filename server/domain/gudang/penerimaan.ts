/**
 * Goods receiving (penerimaan): draft with goods lines → diterima. Receiving puts the goods into the warehouse
 * at the price on the supplier's invoice (stock in at cost) and books inventory against trade payables.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { unprocessable, badRequest } from '../../core/errors.js';
import { postingAccount, stockIn } from '../../ledger/index.js';
import { formatMoney, todayJakarta } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { checkReceiptPurchase, computeReceiptLine, receiveFromPurchase } from '../pembelian/services.js';
import { mulDivRound } from '../../core/documents/money.js';
import { numbered } from '../../core/documents/numbered.js';
import { baseQty } from '../../core/documents/units.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { printedLines, printRoute } from '../../core/documents/print.js';
import { stateOnly } from '../../core/steps.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring } from '../../core/route-schema.js';

export const PNR = 'PNR';

const lines: LineBinding = {
  parent: 'penerimaan', child: 'penerimaan-barang', foreignKey: 'penerimaan_id', totalOf: 'nilai',
  async compute(trx, line, prefix, parent) {
    const qty = await baseQty(trx, line, prefix);
    const pl = await computeReceiptLine(trx, line, prefix, await checkReceiptPurchase(trx, parent));
    if (pl) {
      // From a purchase: its price after discount, whatever the line says (settled exactly when received).
      const estimate = mulDivRound(Number(pl.subtotal), qty, Number(pl.qty));
      return { qty, nilai: estimate, harga_satuan: mulDivRound(estimate, 1, Number(line.jumlah)) };
    }
    const nilai = Number(line.jumlah) * Number(line.harga_satuan);
    if (!Number.isSafeInteger(nilai)) throw unprocessable({ [`${prefix}harga_satuan`]: ['Nilai terlalu besar'] });
    return { qty, nilai };
  },
};

/** A receipt may be made from an ordered purchase of the same supplier and warehouse. */
function fromPurchase(): ResourceHooks {
  const base = numbered(PNR);
  return {
    async beforeSave(args) {
      await base.beforeSave!(args);
      await checkReceiptPurchase(args.trx, { ...args.existing, ...args.values });
    },
  };
}

export const terimaPenerimaan: StepHandler = async ({ trx, ctx, user, record }) => {
  const rows = await trx.selectFrom('penerimaan_barang').selectAll().where('penerimaan_id', '=', record.id as number).orderBy('line_no').orderBy('id').execute();
  if (rows.length === 0) throw unprocessable({ rincian: ['Penerimaan belum berisi barang'] });
  const supplier = await nameOf(trx, 'supplier', 'nama', record.supplier_id);
  const keterangan = `Penerimaan ${record.nomor} dari ${supplier}${record.no_faktur ? ` (faktur ${record.no_faktur})` : ''}`;
  if (record.pembelian_id !== null && record.pembelian_id !== undefined) return receiveFromPurchase(ledgerContext(ctx, trx, user), user, record, rows, keterangan);
  const res = await stockIn(ledgerContext(ctx, trx, user), {
    tanggal: String(record.tanggal), loc: { gudang_id: Number(record.gudang_id) },
    doc: { tipe: 'penerimaan', id: Number(record.id), nomor: String(record.nomor) },
    keterangan,
    lines: rows.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), nilai: Number(l.nilai), baris_id: Number(l.id) })),
    contraAkunId: await postingAccount(trx, 'akun_hutang_dagang_id'),
  });
  return { total: res.total, jurnal_id: res.jurnal?.id ?? null };
};

/** The number the next document of a type would get this month, without taking it. */
export async function peekDocNumber(db: Db, type: string, date: string): Promise<string> {
  const period = `${date.slice(0, 4)}/${date.slice(5, 7)}`;
  const row = await db.selectFrom('doc_sequence').select('last').where('type', '=', type).where('period', '=', period).executeTakeFirst();
  return `${type}/${period}/${String(Number(row?.last ?? 0) + 1).padStart(4, '0')}`;
}

export function penerimaanHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, fromPurchase());
  return hooks;
}

export function registerPenerimaanRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  /** `GET /api/penerimaan-invoice[?tanggal=]`: the next receiving number (taken only when the document is saved). */
  route(app, { method: 'GET', url: '/api/penerimaan-invoice', menu: '/penerimaan-barang', summary: 'Nomor penerimaan barang berikutnya pada tanggal itu',
    querystring: Querystring({ tanggal: HandlerQuery(Type.String({ format: 'date' })) }, { strict: true }),
  }, async ({ query: q }) => {
    const tanggal = typeof q.tanggal === 'string' && q.tanggal ? q.tanggal : todayJakarta(ctx.now());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(tanggal)) throw badRequest('Parameter tanggal harus berformat YYYY-MM-DD');
    return { data: { nomor: await peekDocNumber(ctx.db, PNR, tanggal) } };
  });

  printRoute(app, 'cetak-penerimaan', 'penerimaan', async (db, doc) => {
    const rows = await printedLines(db, 'penerimaan_barang', 'penerimaan_id', Number(doc.id));
    return {
      title: 'BUKTI PENERIMAAN BARANG', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)], ['Supplier', await nameOf(db, 'supplier', 'nama', doc.supplier_id)],
        ['No. Faktur', doc.no_faktur as string | null], ['Status', String(doc.status)],
      ],
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Satuan' }, { label: 'Harga', kind: 'money' }, { label: 'Nilai', kind: 'money' }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string, Number(r.harga_satuan), Number(r.nilai)]),
      totals: [['Total', formatMoney(rows.reduce((s, r) => s + Number(r.nilai), 0))]],
      notes: doc.keterangan as string | null,
      signatures: ['Pengirim', 'Diterima oleh', 'Mengetahui'],
    };
  });
}

/** The receipt's step. */
export const penerimaanSteps: StepsByResource = { penerimaan: { terima: terimaPenerimaan, batal: stateOnly } };
