/**
 * e-Bupot Unifikasi BPPU (issue 38, docs/taxes.md "PPh 23 dan e-Bupot BPPU"): the month's bukti potong PPh 23 — cost
 * documents whose payment (dated in the month) withheld PPh 23 — as a list with totals (`GET /api/ebupot-bppu`) and as
 * Coretax's `BpuBulk` upload file (`GET /api/ebupot-bppu-xml`) of those not yet reported; `markReported` stamps them.
 *
 * The file as Odoo's `data/ebupot_templates.xml` @ c3047ef3 and its `tests/results/sample_ebupot.xml` @ 1ee0d033, in
 * the field order of the public mirror of DJP's "BPPU Excel to XML v.3" schema (../shared/TAX-REFERENCE.md §4.6):
 * BpuBulk / TIN / ListOfBpu / Bpu: TaxPeriodMonth, TaxPeriodYear, CounterpartTin,
 * IDPlaceOfBusinessActivityOfIncomeRecipient, TaxCertificate, TaxObjectCode, TaxBase, Rate, Document, DocumentNumber,
 * DocumentDate, IDPlaceOfBusinessActivity, GovTreasurerOpt, SP2DNumber (xsi:nil), WithholdingDate.
 */
import type { Registry, ResourceDef } from '../../../common/registry.js';
import { formatMonth } from '../../../common/format.js';
import type { Db } from '../../db/connection.js';
import { conflict } from '../../core/errors.js';
import { firstDay, lastDay } from '../../core/reports/period.js';
import { loadSettings } from '../../ledger/index.js';
import { el } from './coretax-xml.js';
import { formatBasisPoints } from './decimal.js';

export interface BppuRow {
  /** The cost document: its resource, id, number, date and kind in words. */
  sumber: string;
  sumber_label: string;
  id: number;
  nomor: string;
  tanggal: string;
  no_bukti_potong: string;
  tgl_bukti_potong: string;
  vendor_id: number;
  vendor: string;
  /** The payee's NPWP (16) or, without one, its NIK; null when it has neither (the file refuses it). */
  npwp_nik: string | null;
  kode_objek: string;
  objek: string;
  dpp: number;
  /** Basis points. */
  tarif: number;
  pph23: number;
  status_ebupot: string;
}

export interface BppuTotals {
  jumlah: number;
  dpp: number;
  pph23: number;
  belum_dilaporkan: number;
}

/** The cost kinds that may withhold PPh 23: those carrying input tax (`cost.ppn`), the services bought. */
export const withholdingKinds = (registry: Registry): ResourceDef[] => registry.resources.filter((r) => r.cost?.ppn);

const table = (r: ResourceDef) => r.name.replace(/-/g, '_');

/** The month's bukti potong (by payment date), oldest first; cancelled documents are not. */
export async function bppuRows(db: Db, registry: Registry, periode: string): Promise<BppuRow[]> {
  const out: BppuRow[] = [];
  for (const r of withholdingKinds(registry)) {
    const t = table(r);
    const rows = await db.selectFrom(t)
      .innerJoin('vendor', 'vendor.id', `${t}.vendor_id`)
      .innerJoin('objek_pph23', 'objek_pph23.id', `${t}.objek_pph23_id`)
      .select([
        `${t}.id as id`, `${t}.nomor as nomor`, `${t}.tanggal as tanggal`, `${t}.no_bukti_potong as no_bukti_potong`, `${t}.tgl_bukti_potong as tgl_bukti_potong`,
        `${t}.vendor_id as vendor_id`, 'vendor.nama as vendor', 'vendor.npwp as npwp', 'vendor.nik as nik', 'objek_pph23.kode as kode_objek', 'objek_pph23.nama as objek',
        `${t}.dpp_pph23 as dpp`, `${t}.tarif_pph23 as tarif`, `${t}.pph23 as pph23`, `${t}.status_ebupot as status_ebupot`,
      ])
      .where(`${t}.no_bukti_potong`, 'is not', null).where(`${t}.status`, '<>', 'dibatalkan')
      .where(`${t}.tgl_bukti_potong`, '>=', firstDay(periode)).where(`${t}.tgl_bukti_potong`, '<=', lastDay(periode))
      .execute() as Array<Record<string, unknown>>;
    for (const x of rows) {
      const npwp = x.npwp ? String(x.npwp) : '';
      const nik = x.nik ? String(x.nik) : '';
      out.push({
        sumber: r.name, sumber_label: r.label, id: Number(x.id), nomor: String(x.nomor), tanggal: String(x.tanggal).slice(0, 10),
        no_bukti_potong: String(x.no_bukti_potong), tgl_bukti_potong: String(x.tgl_bukti_potong).slice(0, 10),
        vendor_id: Number(x.vendor_id), vendor: String(x.vendor), npwp_nik: npwp || nik || null,
        kode_objek: String(x.kode_objek), objek: String(x.objek), dpp: Number(x.dpp), tarif: Number(x.tarif), pph23: Number(x.pph23),
        status_ebupot: String(x.status_ebupot ?? 'belum_dilaporkan'),
      });
    }
  }
  return out.sort((a, b) => a.tgl_bukti_potong.localeCompare(b.tgl_bukti_potong) || a.no_bukti_potong.localeCompare(b.no_bukti_potong));
}

export function bppuTotals(rows: BppuRow[]): BppuTotals {
  return {
    jumlah: rows.length, dpp: rows.reduce((s, r) => s + r.dpp, 0), pph23: rows.reduce((s, r) => s + r.pph23, 0),
    belum_dilaporkan: rows.filter((r) => r.status_ebupot !== 'dilaporkan').length,
  };
}

/** The withholder (pemotong): the company's NPWP and NITKU from Pengaturan Perusahaan, else a 409 saying what to fill. */
export async function withholderOf(db: Db): Promise<{ tin: string; idtku: string }> {
  const s = await loadSettings(db);
  const tin = String(s.npwp ?? '');
  const idtku = String(s.nitku ?? '');
  if (!/^\d{16}$/.test(tin) || !/^\d{22}$/.test(idtku) || !idtku.startsWith(tin)) {
    throw conflict('Lengkapi NPWP (16 digit) dan NITKU (22 digit) perusahaan di Pengaturan Perusahaan sebelum mengunduh XML e-Bupot');
  }
  return { tin, idtku };
}

/**
 * The rows the file holds: the month's bukti potong not yet reported. A 409 when there is none (an empty file is
 * never uploaded: a month without withholding needs no BPPU) or when a payee has neither NPWP nor NIK.
 */
export function rowsToReport(rows: BppuRow[], periode: string): BppuRow[] {
  const todo = rows.filter((r) => r.status_ebupot !== 'dilaporkan');
  if (!todo.length) {
    throw conflict(rows.length
      ? `Semua bukti potong PPh 23 masa ${formatMonth(periode)} sudah dilaporkan di e-Bupot`
      : `Tidak ada bukti potong PPh 23 pada masa ${formatMonth(periode)}: tidak ada yang perlu dilaporkan`);
  }
  const missing = todo.filter((r) => !r.npwp_nik || !/^\d{16}$/.test(r.npwp_nik));
  if (missing.length) {
    const names = [...new Set(missing.map((r) => `${r.vendor} (${r.no_bukti_potong})`))].join(', ');
    throw conflict(`Lengkapi NPWP atau NIK 16 digit vendor di menu Vendor sebelum mengunduh XML e-Bupot: ${names}`);
  }
  return todo;
}

/** The BpuBulk file of `rows` (already checked by rowsToReport) withheld by `withholder`. */
export function bppuXml(withholder: { tin: string; idtku: string }, periode: string, rows: BppuRow[]): string {
  const [year, month] = periode.split('-');
  const bpu = rows.map((r) => '<Bpu>'
    + el('TaxPeriodMonth', String(Number(month))) + el('TaxPeriodYear', year)
    + el('CounterpartTin', r.npwp_nik!) + el('IDPlaceOfBusinessActivityOfIncomeRecipient', `${r.npwp_nik}000000`)
    + el('TaxCertificate', 'N/A') + el('TaxObjectCode', r.kode_objek)
    // Whole rupiah: a valid xs:decimal and xs:integer alike (Odoo writes 1000.0; DJP's XSD was not seen).
    + el('TaxBase', String(r.dpp)) + el('Rate', formatBasisPoints(r.tarif, 0))
    + el('Document', 'PaymentProof') + el('DocumentNumber', r.nomor) + el('DocumentDate', r.tanggal)
    + el('IDPlaceOfBusinessActivity', withholder.idtku) + el('GovTreasurerOpt', 'N/A')
    + '<SP2DNumber xsi:nil="true"/>' + el('WithholdingDate', r.tgl_bukti_potong)
    + '</Bpu>').join('');
  return "<?xml version='1.0' encoding='UTF-8'?>\n"
    + '<BpuBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    + el('TIN', withholder.tin) + '<ListOfBpu>' + bpu + '</ListOfBpu></BpuBulk>\n';
}

/** Stamps the month's bukti potong not yet reported as reported; how many (a 409 when none). */
export async function markReported(trx: Db, registry: Registry, periode: string, at: string, userId: number): Promise<number> {
  let n = 0;
  for (const r of withholdingKinds(registry)) {
    const res = await trx.updateTable(table(r)).set({ status_ebupot: 'dilaporkan', ebupot_dilaporkan_pada: at, updated_at: at, updated_by: userId })
      .where('status_ebupot', '=', 'belum_dilaporkan').where('status', '<>', 'dibatalkan')
      .where('tgl_bukti_potong', '>=', firstDay(periode)).where('tgl_bukti_potong', '<=', lastDay(periode))
      .executeTakeFirst();
    n += Number(res.numUpdatedRows);
  }
  if (n === 0) throw conflict(`Tidak ada bukti potong PPh 23 masa ${formatMonth(periode)} yang belum dilaporkan: mungkin sudah ditandai`);
  return n;
}
