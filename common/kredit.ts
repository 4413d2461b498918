/**
 * The credit limits block (DESIGN.md section 6), one rule for the server (check-hutang, the sale's selesai step) and
 * for the salesperson's phone checking a sale offline against its stored customers and open invoices (issue 23).
 */
import { formatDate, formatMoney } from './format.js';

export interface OpenDebt { id: number; nomor: string; no_faktur: string | null; tanggal: string; jatuh_tempo: string; jumlah: number; sisa: number; terlambat_hari: number }

/** A customer's open debts on `tanggal` and whether a credit sale of `jumlah` more is allowed (DESIGN.md: credit limits block). */
export function creditStatus(konsumen: Record<string, unknown>, debts: OpenDebt[], jumlah: number) {
  const limit = Number(konsumen.limit_kredit ?? 0);
  const toleransi = Number(konsumen.toleransi_hari ?? 0);
  const total = debts.reduce((s, d) => s + d.sisa, 0);
  const overdue = debts.filter((d) => d.terlambat_hari > 0);
  const longest = overdue.reduce((m, d) => Math.max(m, d.terlambat_hari), 0);
  const alasan: string[] = [];
  if (limit === 0) alasan.push('Konsumen hanya boleh membeli tunai (limit kredit Rp. 0)');
  else if (total + jumlah > limit) alasan.push(`Limit kredit ${formatMoney(limit)} terlampaui: hutang ${formatMoney(total)}${jumlah ? ` + penjualan ${formatMoney(jumlah)}` : ''}`);
  const blocking = overdue.filter((d) => d.terlambat_hari > toleransi);
  if (blocking.length) alasan.push(`${blocking.length} faktur lewat jatuh tempo lebih dari ${toleransi} hari (terlama ${longest} hari, sejak ${formatDate(blocking[0].jatuh_tempo)})`);
  return {
    limit_kredit: limit, tempo_hari: Number(konsumen.tempo_hari ?? 0), toleransi_hari: toleransi,
    total_hutang: total, jumlah_faktur: debts.length,
    lewat_tempo: { jumlah_faktur: overdue.length, total: overdue.reduce((s, d) => s + d.sisa, 0), hari_terlama: longest },
    sisa_limit: Math.max(0, limit - total), jumlah, boleh_kredit: alasan.length === 0, alasan,
  };
}

