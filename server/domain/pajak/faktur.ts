/**
 * Tax invoice records (`faktur-pajak`, issue 37): made by a sale's `selesai` step, in its transaction, when the
 * company is PKP, the sale carries PPN and the buyer is known by a tax document (NPWP, NIK, passport, other). The
 * buyer is copied as at the sale; each taxed line keeps its Coretax figures (goodServiceLine), so the export writes
 * what was recorded whatever happens to the customer or the goods later. A sale to a buyer without a document is
 * retail (digunggung): no record, summed per month by the PPN return (ppn-masa.ts).
 */
import type { Db } from '../../db/connection.js';
import { loadSettings, ppnRateOn } from '../../ledger/index.js';
import { formatMoney } from '../../../common/format.js';
import { notaGoodServices, type NotaLine } from './nota-lines.js';
import { goodServiceLine, type GoodServiceLine } from './good-service.js';
import type { BuyerDocument } from './coretax-xml.js';

/** Unit code when a unit has none yet: Coretax's "Lainnya" (docs/taxes.md). */
export const UNIT_OTHER = 'UM.0033';

/** Rupiah and sen as people read them: 91666,67 sen → "Rp. 916,67"; 9166667 → "Rp. 91.666,67". */
export function formatSenRupiah(sen: bigint): string {
  const negative = sen < 0n;
  const abs = negative ? -sen : sen;
  const text = `${formatMoney(Number(abs / 100n))},${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A sale's tax invoice transaction code: 04 while a DPP nilai lain ratio applies (11/12 since 2025), else 01. */
export const trxCodeOf = (pembilang: number, penyebut: number): '01' | '04' => (pembilang === penyebut ? '01' : '04');

/** Records the tax invoice of a completed sale, or nothing (not PKP, no PPN, a retail buyer). Answers its id. */
export async function recordTaxInvoice(trx: Db, saleId: number, at: string, userId: number | null): Promise<number | null> {
  const settings = await loadSettings(trx);
  if (!settings.pkp) return null;
  const sale = await trx.selectFrom('penjualan').select(['id', 'nomor', 'tanggal', 'konsumen_id', 'diskon', 'ppn'])
    .where('id', '=', saleId).executeTakeFirstOrThrow();
  if (Number(sale.ppn) <= 0) return null;
  const buyer = await trx.selectFrom('konsumen')
    .select(['id', 'nama', 'alamat', 'jenis_dokumen', 'npwp_nik', 'nitku', 'alamat_pajak', 'email_pajak'])
    .where('id', '=', Number(sale.konsumen_id)).executeTakeFirstOrThrow();
  if (!buyer.jenis_dokumen || !buyer.npwp_nik) return null;
  const tanggal = String(sale.tanggal);
  const rate = await ppnRateOn(trx, tanggal);
  if (!rate) return null;

  const rows = await trx.selectFrom('penjualan_rincian as d').innerJoin('barang as b', 'b.id', 'd.barang_id')
    .leftJoin('satuan as s', 's.id', 'b.satuan_id')
    .select(['d.id', 'd.qty', 'd.harga', 'd.subtotal', 'd.dpp', 'd.ppn', 'b.nama', 'b.kena_ppn', 'b.kode_coretax', 's.kode_coretax as satuan_coretax'])
    .where('d.penjualan_id', '=', saleId).orderBy('d.line_no').orderBy('d.id').execute();
  const nota: NotaLine[] = rows.map((r) => ({
    opt: 'A', code: (r.kode_coretax as string | null) || '000000', name: String(r.nama), unit: (r.satuan_coretax as string | null) || UNIT_OTHER,
    qty: Number(r.qty), price: Number(r.harga), subtotal: Number(r.subtotal), kenaPpn: Boolean(r.kena_ppn),
  }));
  const trxCode = trxCodeOf(rate.dpp_pembilang, rate.dpp_penyebut);
  const ratio = { numerator: rate.dpp_pembilang, denominator: rate.dpp_penyebut };
  const inputs = notaGoodServices(nota, Number(sale.diskon ?? 0), { vatRate: rate.tarif, otherBaseRatio: ratio });
  const taxed = rows.filter((r) => Boolean(r.kena_ppn));
  const lines: GoodServiceLine[] = inputs.map((input) => goodServiceLine({ ...input, trxCode }));
  for (const [i, l] of lines.entries()) {
    // The nota's DPP and the file's TaxBase are one figure (nota-lines.ts); a difference is a bug, not a user error.
    if (l.taxBase !== BigInt(Number(taxed[i].dpp ?? taxed[i].subtotal)) * 100n) {
      throw new Error(`Faktur pajak ${sale.nomor}: DPP baris ${i + 1} tidak sama dengan nota`);
    }
  }
  const sum = (pick: (l: GoodServiceLine) => bigint) => lines.reduce((s, l) => s + pick(l), 0n);
  const dppLain = sum((l) => l.otherTaxBase);
  const ppnSen = sum((l) => l.vat);
  const stamp = { created_at: at, updated_at: at, created_by: userId, updated_by: userId };
  const header = await trx.insertInto('faktur_pajak').values({
    referensi: String(sale.nomor), tanggal, masa: tanggal.slice(0, 7), penjualan_id: saleId, konsumen_id: Number(buyer.id),
    kode_transaksi: trxCode, jenis_dokumen: String(buyer.jenis_dokumen) as BuyerDocument, npwp_nik: String(buyer.npwp_nik),
    nitku: (buyer.nitku as string | null) || null, nama_pembeli: String(buyer.nama),
    alamat_pembeli: String((buyer.alamat_pajak as string | null) || buyer.alamat || '-'), email_pembeli: (buyer.email_pajak as string | null) || null,
    tarif: rate.tarif, dpp_pembilang: rate.dpp_pembilang, dpp_penyebut: rate.dpp_penyebut, dpp: Number(sum((l) => l.taxBase) / 100n), dpp_nilai_lain: formatSenRupiah(dppLain), ppn: Number(sale.ppn),
    ppn_coretax: formatSenRupiah(ppnSen), dpp_nilai_lain_sen: Number(dppLain), ppn_sen: Number(ppnSen), status: 'belum_diunggah', penjualan_batal: 0,
    ...stamp,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(header.id);
  await trx.insertInto('faktur_pajak_rincian').values(lines.map((l, i) => ({
    faktur_pajak_id: id, penjualan_rincian_id: Number(taxed[i].id), opt: l.opt, kode: l.code, nama: l.name, satuan: l.unit,
    harga: Number(taxed[i].harga), qty: Number(taxed[i].qty), diskon: Number(l.totalDiscount / 100n), dpp: Number(l.taxBase / 100n),
    dpp_nilai_lain: formatSenRupiah(l.otherTaxBase), tarif: l.vatRate, ppn_coretax: formatSenRupiah(l.vat), ppn: Number(taxed[i].ppn),
    dpp_nilai_lain_sen: Number(l.otherTaxBase), ppn_sen: Number(l.vat), ...stamp,
  }))).execute();
  return id;
}

/**
 * A cancelled sale: a tax invoice not yet uploaded is cancelled with it (never exported); one already in Coretax keeps
 * its state and is flagged, to be cancelled in Coretax (its export then says dibatalkan).
 */
export async function cancelTaxInvoice(trx: Db, saleId: number, at: string, userId: number | null): Promise<void> {
  await trx.updateTable('faktur_pajak').set({ status: 'dibatalkan', updated_at: at, updated_by: userId })
    .where('penjualan_id', '=', saleId).where('status', '=', 'belum_diunggah').execute();
  await trx.updateTable('faktur_pajak').set({ penjualan_batal: 1, updated_at: at, updated_by: userId })
    .where('penjualan_id', '=', saleId).where('status', '!=', 'dibatalkan').execute();
}
