/**
 * QRIS settlements (issue 40): the acquirer pays a day's QRIS receipts into the bank in one credit, net of the
 * merchant discount rate (MDR) of Bank Indonesia's table (`tarif-mdr-qris`, by merchant category, transaction size
 * and start date). A settlement line is matched to the one day of open QRIS receipts whose net is within Rp 1 of it;
 * the fee (gross − what the bank paid) is posted to Beban Administrasi Bank.
 */
import type { Db } from '../../db/connection.js';
import { daysBetween } from '../../../common/format.js';

export interface MdrRow { kategori: string; batas_atas: number; tarif: number; berlaku_mulai: string }

export async function loadMdrTable(db: Db): Promise<MdrRow[]> {
  const rows = await db.selectFrom('tarif_mdr_qris').select(['kategori', 'batas_atas', 'tarif', 'berlaku_mulai']).execute();
  return rows.map((r) => ({ kategori: String(r.kategori), batas_atas: Number(r.batas_atas), tarif: Number(r.tarif), berlaku_mulai: String(r.berlaku_mulai).slice(0, 10) }));
}

/**
 * The fee on one QRIS receipt of `gross` on `tanggal`: the rows of the category's latest start on or before the date;
 * the smallest upper limit the amount fits under, else the row without a limit. Rupiah, rounded half up.
 */
export function mdrOf(table: MdrRow[], kategori: string, tanggal: string, gross: number): number {
  const rows = table.filter((r) => r.kategori === kategori && r.berlaku_mulai <= tanggal);
  if (!rows.length) return 0;
  const start = rows.reduce((m, r) => (r.berlaku_mulai > m ? r.berlaku_mulai : m), '');
  const current = rows.filter((r) => r.berlaku_mulai === start);
  const limited = current.filter((r) => r.batas_atas > 0 && gross <= r.batas_atas).sort((a, b) => a.batas_atas - b.batas_atas)[0];
  const row = limited ?? current.find((r) => r.batas_atas === 0);
  return row ? Math.round((gross * row.tarif) / 10_000) : 0;
}

export interface QrisReceipt { id: number; tanggal: string; sisa: number }
export interface QrisSettlement { id: number; tanggal: string; jumlah: number }
export interface QrisMatch { bankId: number; receipts: QrisReceipt[]; gross: number; fee: number }

/** The acquirer settles a day's receipts within three days. */
const SETTLEMENT_DAYS = 3;

/** Each settlement with the one day of receipts whose net (gross − MDR) is within Rp 1 of it; ambiguous ones are left. */
export function pairSettlements(settlements: QrisSettlement[], receipts: QrisReceipt[], feeOf: (r: QrisReceipt) => number): QrisMatch[] {
  const days = new Map<string, QrisReceipt[]>();
  for (const r of receipts) if (r.sisa > 0) days.set(r.tanggal, [...(days.get(r.tanggal) ?? []), r]);
  const groups = [...days.entries()].map(([tanggal, rs]) => {
    const gross = rs.reduce((s, r) => s + r.sisa, 0);
    const fee = rs.reduce((s, r) => s + feeOf(r), 0);
    return { tanggal, receipts: rs, gross, net: gross - fee };
  });
  const used = new Set<string>();
  const out: QrisMatch[] = [];
  for (const s of [...settlements].sort((a, b) => a.tanggal.localeCompare(b.tanggal) || a.id - b.id)) {
    const fits = groups.filter((g) => !used.has(g.tanggal) && Math.abs(g.net - s.jumlah) <= 1
      && daysBetween(g.tanggal, s.tanggal) >= 0 && daysBetween(g.tanggal, s.tanggal) <= SETTLEMENT_DAYS && s.jumlah <= g.gross);
    if (fits.length !== 1) continue;
    used.add(fits[0].tanggal);
    out.push({ bankId: s.id, receipts: fits[0].receipts, gross: fits[0].gross, fee: fits[0].gross - s.jumlah });
  }
  return out;
}
