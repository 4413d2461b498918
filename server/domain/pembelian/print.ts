/** The purchasing prints: the purchase order (cetak-pembelian), a payment receipt (cetak-pembelian-bayar), a supplier return. */
import type { FastifyInstance } from 'fastify';
import { formatDate, formatMoney, formatNumber } from '../../../common/format.js';
import { STATUS_PEMBELIAN } from '../../../resources/pembelian.js';
import { nameOf } from '../../core/documents/names.js';
import { printedLines, printRoute } from '../../core/documents/print.js';

const STATUS = Object.fromEntries(STATUS_PEMBELIAN);
const pct = (bp: number) => `${formatNumber(bp / 100)}%`;

export function registerPembelianPrints(app: FastifyInstance): void {
  printRoute(app, 'cetak-pembelian', 'pembelian', async (db, doc) => {
    const rows = await printedLines(db, 'pembelian_rincian', 'pembelian_id', Number(doc.id));
    const totals: Array<[string, string]> = [['Subtotal', formatMoney(Number(doc.subtotal))]];
    if (Number(doc.diskon) > 0) totals.push(['Diskon', formatMoney(Number(doc.diskon))]);
    totals.push(['PPN', formatMoney(Number(doc.ppn))], ['Total', formatMoney(Number(doc.total))]);
    if (Number(doc.dibayar) > 0) totals.push(['Dibayar', formatMoney(Number(doc.dibayar))], ['Sisa', formatMoney(Number(doc.sisa))]);
    return {
      title: 'PESANAN PEMBELIAN', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Supplier', await nameOf(db, 'supplier', 'nama', doc.supplier_id)], ['Kirim ke Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)],
        ['No. Faktur', doc.no_faktur as string | null], ['Jatuh Tempo', doc.jatuh_tempo ? formatDate(String(doc.jatuh_tempo)) : null],
        ['Status', STATUS[String(doc.status)] ?? String(doc.status)],
      ],
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Satuan' }, { label: 'Harga', kind: 'money' },
        { label: 'Diskon', kind: 'money' }, { label: 'PPN' }, { label: 'Nilai', kind: 'money' }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string, Number(r.harga),
        Number(r.diskon), pct(Number(r.ppn_persen)), Number(r.nilai)]),
      totals, notes: doc.keterangan as string | null,
      signatures: ['Dibuat oleh', 'Disetujui oleh', 'Supplier'],
    };
  });

  printRoute(app, 'cetak-pembelian-bayar', 'pembelian-bayar', async (db, doc) => {
    const p = await db.selectFrom('pembelian').select(['nomor', 'total', 'dibayar', 'sisa', 'hutang']).where('id', '=', Number(doc.pembelian_id)).executeTakeFirstOrThrow();
    return {
      title: 'BUKTI PEMBAYARAN PEMBELIAN', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Dibayar kepada', await nameOf(db, 'supplier', 'nama', doc.supplier_id)], ['Pembelian', String(p.nomor)],
        ['Dari Kas/Bank', await nameOf(db, 'kas', 'nama', doc.kas_id)],
      ],
      columns: [{ label: 'Uraian', width: '*' }, { label: 'Jumlah', kind: 'money' }],
      rows: [[`Pembayaran pembelian ${p.nomor}`, Number(doc.jumlah)]],
      totals: [['Jumlah Dibayar', formatMoney(Number(doc.jumlah))], ['Total Pembelian', formatMoney(Number(p.total))],
        ['Sudah Dibayar', formatMoney(Number(p.dibayar))], ['Sisa Pembelian', formatMoney(Number(p.sisa))]],
      notes: doc.keterangan as string | null,
      signatures: ['Dibayar oleh', 'Diterima oleh'],
    };
  });

  printRoute(app, 'cetak-retur-supplier', 'retur-supplier', async (db, doc) => {
    const rows = await printedLines(db, 'retur_supplier_rincian', 'retur_supplier_id', Number(doc.id));
    const p = doc.pembelian_id ? await db.selectFrom('pembelian').select('nomor').where('id', '=', Number(doc.pembelian_id)).executeTakeFirst() : undefined;
    return {
      title: 'BUKTI RETUR SUPPLIER', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Supplier', await nameOf(db, 'supplier', 'nama', doc.supplier_id)], ['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)],
        ['Pembelian', (p?.nomor as string | undefined) ?? null],
        ['Penyelesaian', doc.penyelesaian === 'potong_hutang' ? 'Potong hutang pembelian' : 'Pengembalian dana'],
      ],
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Satuan' }, { label: 'Nilai (HPP)', kind: 'money' }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string, Number(r.nilai)]),
      totals: [['Total', formatMoney(Number(doc.total))]],
      notes: doc.keterangan as string | null,
      signatures: ['Diserahkan oleh', 'Diterima Supplier', 'Mengetahui'],
    };
  });
}
