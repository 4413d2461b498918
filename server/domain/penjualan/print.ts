/**
 * `GET /api/cetak-penjualan/:id`: the sales note (nota) as the customer receives it — company header, number and
 * date, customer, salesperson, vehicle, the goods with quantity and unit, price, discount and subtotal, the
 * totals with the tax base and PPN, the cash rounding and what is paid, the payment parts, and for a credit part the NOTA PUTIH block (amount, due date) with the
 * customer's and salesperson's signature boxes.
 */
import type { FastifyInstance } from 'fastify';
import { formatDate, formatMoney, formatNumber } from '../../../common/format.js';
import { printedLines, printRoute } from '../../core/documents/print.js';
import { nameOf } from '../../core/documents/names.js';
import { TIPE_BAYAR } from '../../../resources/penjualan.js';

const TIPE: Record<string, string> = Object.fromEntries(TIPE_BAYAR);
const STATUS: Record<string, string> = { selesai: 'Selesai', dibatalkan: 'DIBATALKAN', tak_tertagih: 'Piutang Tak Tertagih', draft: 'Draft' };

export function registerSalePrint(app: FastifyInstance): void {
  const { ctx } = app;
  printRoute(app, 'cetak-penjualan', 'penjualan', async (_db, doc) => {
    const rows = await printedLines(ctx.db, 'penjualan_rincian', 'penjualan_id', Number(doc.id), 'byId');
    const konsumen = await ctx.db.selectFrom('konsumen').select(['kode', 'nama', 'alamat', 'no_hp']).where('id', '=', Number(doc.konsumen_id)).executeTakeFirst();
    const bayar = await ctx.db.selectFrom('penjualan_bayar').selectAll().where('penjualan_id', '=', Number(doc.id)).where('sumber', '=', 'penjualan').orderBy('id').execute();
    const sales = await nameOf(ctx.db, 'karyawan', 'nama_lengkap', doc.karyawan_id);
    const lineDiscounts = rows.reduce((s, r) => s + Number(r.diskon ?? 0), 0);
    const gross = rows.reduce((s, r) => s + Number(r.qty) * Number(r.harga), 0);
    const totals: Array<[string, string]> = [['Jumlah', formatMoney(gross)]];
    if (lineDiscounts > 0) totals.push(['Diskon barang', `- ${formatMoney(lineDiscounts)}`]);
    if (Number(doc.diskon) > 0) totals.push(['Diskon nota', `- ${formatMoney(Number(doc.diskon))}`]);
    if (Number(doc.diskon) > 0) totals.push(['DPP', formatMoney(Number(doc.subtotal) - Number(doc.diskon))]);
    if (Number(doc.ppn) > 0) totals.push(['PPN', formatMoney(Number(doc.ppn))]);
    totals.push(['TOTAL', formatMoney(Number(doc.total))]);
    // Cash rounded down at the point of sale (common/pembulatan.ts): what the customer pays.
    const pembulatan = Number(doc.pembulatan ?? 0);
    if (pembulatan > 0) totals.push(['Pembulatan', `- ${formatMoney(pembulatan)}`], ['TOTAL BAYAR', formatMoney(Number(doc.total) - pembulatan)]);
    for (const b of bayar) {
      const giro = b.tipe === 'giro' ? ` (No. ${b.giro_nomor} ${b.giro_bank}, efektif ${formatDate(String(b.giro_jatuh_tempo))})` : '';
      totals.push([`${TIPE[String(b.tipe)] ?? b.tipe}${giro}`, formatMoney(Number(b.jumlah))]);
    }
    const credit = Number(doc.piutang ?? 0);
    const box = credit > 0 ? {
      title: 'NOTA PUTIH',
      lines: [
        `Sisa pembayaran sebesar ${formatMoney(credit)} menjadi piutang ${konsumen?.nama ?? ''} dan wajib dilunasi paling lambat ${formatDate(String(doc.jatuh_tempo))}.`,
        'Pembayaran sah hanya kepada sales atau rekening perusahaan dengan bukti pembayaran resmi.',
      ],
    } : null;
    return {
      title: 'NOTA PENJUALAN', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Kepada', konsumen ? `${konsumen.nama} (${konsumen.kode})` : null], ['Alamat', konsumen?.alamat as string | undefined], ['No. HP', konsumen?.no_hp as string | undefined],
        ['Sales', sales], ['Kendaraan', await nameOf(ctx.db, 'kendaraan', 'no_polisi', doc.kendaraan_id)],
        ['Status', STATUS[String(doc.status)] ?? String(doc.status)],
      ],
      columns: [
        { label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Satuan' },
        { label: 'Harga', kind: 'money' }, { label: 'Diskon', kind: 'money' }, { label: 'Subtotal', kind: 'money' },
      ],
      rows: rows.map((r) => [
        r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string,
        Number(r.jumlah) ? Math.round((Number(r.qty) * Number(r.harga)) / Number(r.jumlah)) : Number(r.harga), Number(r.diskon ?? 0), Number(r.subtotal),
      ]),
      totals,
      notes: [doc.keterangan, rows.some((r) => r.satuan_kode) ? `Jumlah dalam satuan dasar: ${rows.map((r) => `${r.barang_kode} ${formatNumber(Number(r.qty))} ${r.satuan_dasar}`).join(', ')}` : null,
        doc.status === 'dibatalkan' ? `Dibatalkan: ${doc.alasan_batal ?? ''}` : null].filter(Boolean).join(' — ') || null,
      box,
      signatures: credit > 0 ? ['Konsumen', 'Sales', 'Hormat Kami'] : ['Penerima', 'Sales'],
    };
  });
}
