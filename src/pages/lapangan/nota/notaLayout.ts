import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../../common/format';
import { tipeBayar, type NotaData } from './notaData';

/**
 * The nota's layout, declared once (issue 39): a list of blocks that the thermal text (`notaText.ts`, which the
 * ESC/POS encoder and the shared picture print), and the browser's HTML (`NotaCetak.tsx`) each walk.
 *
 * Money: inside the goods lines (price × quantity, line discount, line subtotal) figures are written without
 * "Rp." so a line fits 32 columns; every total and payment line keeps the "Rp. 1.234.567" style (formatMoney).
 */
export type NotaBlock =
  /** The company's name: centered, bold. */
  | { kind: 'title'; text: string }
  /** A centered line (address, phone, NPWP, the nota's heading when `bold`). */
  | { kind: 'center'; text: string; bold?: boolean }
  /** Left-aligned text, wrapped on word boundaries. */
  | { kind: 'text'; text: string; bold?: boolean }
  /** A label on the left and an amount right-aligned; the amount goes to its own line when both do not fit. */
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  /** A goods line: its full name (wrapped), then quantity × price and the subtotal, then its discount if any. */
  | { kind: 'line'; nama: string; qty: string; amount: string; diskon: string | null }
  /** Signature places side by side, each with its label and a line to sign on. */
  | { kind: 'signatures'; labels: string[] }
  | { kind: 'spacer' };

const plain = (n: number) => formatNumber(Math.round(n), 0);
const minus = (n: number) => `- ${formatMoney(n)}`;
const when = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso) : formatDateTime(iso));

export function notaLayout(nota: NotaData): NotaBlock[] {
  const blocks: NotaBlock[] = [];
  const p = nota.perusahaan;
  if (p) {
    blocks.push({ kind: 'title', text: p.nama });
    if (p.alamat) blocks.push({ kind: 'center', text: p.alamat });
    if (p.telepon) blocks.push({ kind: 'center', text: `Telp. ${p.telepon}` });
    if (p.npwp) blocks.push({ kind: 'center', text: `NPWP ${p.npwp}` });
    blocks.push({ kind: 'rule' });
  }
  blocks.push({ kind: 'center', text: nota.judul, bold: true });
  blocks.push({ kind: 'text', text: `No: ${nota.nomor}` });
  blocks.push({ kind: 'text', text: `Tgl: ${when(nota.waktu)}` });
  blocks.push({ kind: 'text', text: `Konsumen: ${nota.konsumen.nama}${nota.konsumen.kode ? ` (${nota.konsumen.kode})` : ''}` });
  if (nota.konsumen.alamat) blocks.push({ kind: 'text', text: nota.konsumen.alamat });
  if (nota.sales) blocks.push({ kind: 'text', text: `Sales: ${nota.sales}` });
  if (nota.kendaraan) blocks.push({ kind: 'text', text: `Kendaraan: ${nota.kendaraan}` });
  blocks.push({ kind: 'rule' });
  for (const l of nota.lines) {
    blocks.push({
      kind: 'line', nama: l.nama, qty: `${formatNumber(l.jumlah)} ${l.satuan} x ${plain(l.harga)}`.replace(/\s+/g, ' '),
      amount: plain(l.subtotal), diskon: l.diskon > 0 ? `-${plain(l.diskon)}` : null,
    });
  }
  blocks.push({ kind: 'rule' });
  const showSubtotal = nota.diskon > 0 || nota.ppn > 0;
  if (showSubtotal) blocks.push({ kind: 'pair', left: 'Subtotal', right: formatMoney(nota.subtotal) });
  if (nota.diskon > 0) blocks.push({ kind: 'pair', left: 'Diskon Nota', right: minus(nota.diskon) });
  if (nota.ppn > 0) blocks.push({ kind: 'pair', left: 'PPN', right: formatMoney(nota.ppn) });
  blocks.push({ kind: 'pair', left: 'TOTAL', right: formatMoney(nota.total), bold: true });
  if (nota.pembulatan > 0) {
    blocks.push({ kind: 'pair', left: 'Pembulatan', right: minus(nota.pembulatan) });
    blocks.push({ kind: 'pair', left: 'TOTAL BAYAR', right: formatMoney(nota.total_bayar), bold: true });
  }
  if (nota.bayar.length > 0) {
    blocks.push({ kind: 'rule' });
    for (const b of nota.bayar) blocks.push({ kind: 'pair', left: tipeBayar(b.tipe), right: formatMoney(b.jumlah) });
  }
  if (nota.jatuh_tempo) blocks.push({ kind: 'text', text: `Jatuh Tempo: ${formatDate(nota.jatuh_tempo)}`, bold: true });
  if (nota.keterangan) blocks.push({ kind: 'text', text: `Ket: ${nota.keterangan}` });
  if (nota.catatan) blocks.push({ kind: 'text', text: nota.catatan });
  if (nota.tanda_tangan.length > 0) {
    blocks.push({ kind: 'spacer' });
    blocks.push({ kind: 'signatures', labels: nota.tanda_tangan });
  }
  return blocks;
}
