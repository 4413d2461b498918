/**
 * The month's PPh 21 of permanent employees for Coretax's e-Bupot 21 (issue 38): the BPMP file (`MmPayrollBulk` →
 * `TIN` → `ListOfMmPayroll` → `MmPayroll`, elements in the order of DJP's "BPMP Excel to XML" template as public
 * converters write it, ../shared/TAX-REFERENCE.md §4.6), one row per posted slip computed with TER (its latest
 * version). The last period (December, or the month employment ends) is reported on the annual A1 slip, not in
 * BPMP, so its slips are listed apart and left out of the file (docs/taxes.md).
 * - `GET /api/ebupot-bpmp?periode=YYYY-MM`: what the file holds, with totals and the slips left out;
 * - `GET /api/ebupot-bpmp-xml?periode=YYYY-MM`: the file of the slips not reported yet;
 * - `POST /api/ebupot-bpmp/dilaporkan {periode}`: marks the file's slips reported (409 when none is left).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring, ServiceBody } from '../../core/route-schema.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { writeAudit } from '../../core/audit.js';
import { nowIso } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { formatBasisPoints, withholderOf, xmlElement as el } from '../pajak/services.js';
import { periodeLabel } from './run.js';

// The e-Bupot screen's menu (Pajak › e-Bupot), like the BPPU file's calls.
const MENU = '/pajak/ebupot';
export const KODE_OBJEK_PPH21_TETAP = '21-100-01';

export interface BpmpRow {
  slip_gaji_id: number;
  nomor: string;
  karyawan: string;
  /** NPWP, else NIK (16 digits). */
  tin: string | null;
  status_ptkp: string;
  jabatan: string;
  bruto: number;
  /** Basis points. */
  tarif: number;
  pph21: number;
  tanggal_potong: string;
  dilaporkan: boolean;
}

function periodeOf(raw: unknown): string {
  const p = String(raw ?? '');
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(p)) throw unprocessable({ periode: ['Periode harus berformat YYYY-MM, mis. 2026-10'] });
  return p;
}

/** The posted slips of `periode` (latest versions): TER rows for the file, last-period rows listed apart. */
export async function bpmpSlips(db: Db, periode: string): Promise<{ rows: BpmpRow[]; tahunan: BpmpRow[] }> {
  const slips = await db.selectFrom('slip_gaji').innerJoin('penggajian', 'penggajian.id', 'slip_gaji.penggajian_id')
    .innerJoin('karyawan', 'karyawan.id', 'slip_gaji.karyawan_id').leftJoin('jabatan', 'jabatan.id', 'karyawan.jabatan_id')
    .select(['slip_gaji.id', 'slip_gaji.nomor', 'slip_gaji.status_ptkp', 'slip_gaji.metode_pph21', 'slip_gaji.bruto_pajak', 'slip_gaji.tarif_ter', 'slip_gaji.pph21',
      'slip_gaji.ebupot_dilaporkan_pada', 'penggajian.tanggal', 'karyawan.nama_lengkap', 'karyawan.npwp', 'karyawan.nik', 'jabatan.nama as jabatan'])
    .where('slip_gaji.periode', '=', periode).where('slip_gaji.status', '=', 'diposting').where('slip_gaji.diganti_oleh_id', 'is', null)
    .where('slip_gaji.metode_pph21', 'in', ['ter', 'tahunan']).orderBy('karyawan.nama_lengkap').orderBy('slip_gaji.id').execute();
  const rows: BpmpRow[] = [];
  const tahunan: BpmpRow[] = [];
  for (const s of slips) {
    const row: BpmpRow = {
      slip_gaji_id: Number(s.id), nomor: String(s.nomor), karyawan: String(s.nama_lengkap), tin: (s.npwp ?? s.nik ?? null) as string | null,
      status_ptkp: String(s.status_ptkp ?? ''), jabatan: String(s.jabatan ?? 'Karyawan'), bruto: Number(s.bruto_pajak), tarif: Number(s.tarif_ter), pph21: Number(s.pph21),
      tanggal_potong: String(s.tanggal).slice(0, 10), dilaporkan: s.ebupot_dilaporkan_pada !== null && s.ebupot_dilaporkan_pada !== undefined,
    };
    (s.metode_pph21 === 'ter' ? rows : tahunan).push(row);
  }
  return { rows, tahunan };
}

/** The BPMP file of `rows` for the withholder `tin` (NPWP) at place of business `idtku` (NITKU), written as the BPPU file is. */
export function bpmpXml(periode: string, withholder: { tin: string; idtku: string }, rows: BpmpRow[]): string {
  const items = rows.map((r) => '<MmPayroll>'
    + el('TaxPeriodMonth', String(Number(periode.slice(5, 7)))) + el('TaxPeriodYear', periode.slice(0, 4))
    + el('CounterpartOpt', 'Resident') + '<CounterpartPassport xsi:nil="true"/>' + el('CounterpartTin', r.tin ?? '')
    + el('StatusTaxExemption', r.status_ptkp) + el('Position', r.jabatan) + el('TaxCertificate', 'N/A') + el('TaxObjectCode', KODE_OBJEK_PPH21_TETAP)
    + el('Gross', String(r.bruto)) + el('Rate', formatBasisPoints(r.tarif, 0)) + el('IDPlaceOfBusinessActivity', withholder.idtku) + el('WithholdingDate', r.tanggal_potong)
    + '</MmPayroll>').join('');
  return "<?xml version='1.0' encoding='UTF-8'?>\n"
    + '<MmPayrollBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    + el('TIN', withholder.tin) + '<ListOfMmPayroll>' + items + '</ListOfMmPayroll></MmPayrollBulk>\n';
}

const total = (rows: BpmpRow[]) => ({
  jumlah: rows.length, bruto: rows.reduce((a, r) => a + r.bruto, 0), pph21: rows.reduce((a, r) => a + r.pph21, 0), belum_dilaporkan: rows.filter((r) => !r.dilaporkan).length,
});
const periodeQuery = Querystring({ periode: HandlerQuery(Type.String({ description: 'YYYY-MM' })) }, { strict: true });

export function registerEbupotBpmp(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/ebupot-bpmp', menu: MENU, summary: 'Isi berkas e-Bupot BPMP (PPh 21 pegawai tetap) sebulan', querystring: periodeQuery,
  }, async ({ query }) => {
    const periode = periodeOf((query as Record<string, unknown>).periode);
    const { rows, tahunan } = await bpmpSlips(ctx.db, periode);
    // The e-Bupot screen's list shape (src/pages/pajak/ebupotSections.ts): rows, totals; the last period's slips apart.
    const withStatus = (r: BpmpRow) => ({ ...r, id: r.slip_gaji_id, status_ebupot: r.dilaporkan ? 'dilaporkan' : 'belum_dilaporkan' });
    return { data: rows.map(withStatus), totals: total(rows), tahunan: tahunan.map(withStatus), totals_tahunan: total(tahunan) };
  });

  route(app, {
    method: 'GET', url: '/api/ebupot-bpmp-xml', menu: MENU, summary: 'Unduh XML e-Bupot BPMP (MmPayrollBulk) sebulan untuk Coretax', querystring: periodeQuery,
  }, async ({ query, reply }) => {
    const periode = periodeOf((query as Record<string, unknown>).periode);
    const withholder = await withholderOf(ctx.db);
    const all = await bpmpSlips(ctx.db, periode);
    const { tahunan } = all;
    // Like the BPPU file: only what is not reported yet (a slip corrected after reporting goes out in a second file).
    const rows = all.rows.filter((r) => !r.dilaporkan);
    if (!rows.length && all.rows.length) throw conflict(`Semua PPh 21 periode ${periodeLabel(periode)} sudah dilaporkan di e-Bupot`);
    if (!rows.length) {
      throw conflict(tahunan.length
        ? `Slip gaji ${periodeLabel(periode)} adalah masa pajak terakhir (dihitung setahun): dilaporkan dengan bukti potong A1, bukan BPMP`
        : `Belum ada slip gaji diposting dengan PPh 21 untuk periode ${periodeLabel(periode)}`);
    }
    const missing = rows.filter((r) => !r.tin || !/^\d{16}$/.test(r.tin));
    if (missing.length) throw conflict(`NPWP/NIK 16 digit belum diisi untuk: ${missing.map((r) => r.karyawan).join(', ')}; lengkapi data karyawan`);
    reply.header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="ebupot-bpmp-${periode}.xml"`)
      .header('x-bupot-jumlah', String(rows.length)).header('access-control-expose-headers', 'x-bupot-jumlah, content-disposition');
    return reply.send(bpmpXml(periode, withholder, rows));
  });

  route(app, {
    method: 'POST', url: '/api/ebupot-bpmp/dilaporkan', menu: MENU, action: 'update', summary: 'Tandai PPh 21 sebulan (BPMP) sudah dilaporkan di e-Bupot',
    body: ServiceBody(Type.Object({ periode: Type.Unknown({ description: 'YYYY-MM' }) }, { additionalProperties: false }), 'pemeriksaan periode'),
  }, async ({ user, body }) => {
    const periode = periodeOf((body as Record<string, unknown> | undefined)?.periode);
    const at = nowIso(ctx);
    const jumlah = await inTransaction(ctx, async (trx) => {
      const ids = (await bpmpSlips(trx, periode)).rows.filter((r) => !r.dilaporkan).map((r) => r.slip_gaji_id);
      if (!ids.length) throw conflict(`Tidak ada PPh 21 periode ${periodeLabel(periode)} yang belum dilaporkan`);
      await trx.updateTable('slip_gaji').set({ ebupot_dilaporkan_pada: at }).where('id', 'in', ids).where('ebupot_dilaporkan_pada', 'is', null).execute();
      await writeAudit(trx, { userId: user.id, action: 'dilaporkan', resource: 'slip-gaji', recordId: null, after: { periode, jumlah: ids.length, berkas: 'BPMP' }, at });
      return ids.length;
    });
    return { data: { jumlah }, message: `${jumlah} bukti potong PPh 21 periode ${periodeLabel(periode)} ditandai sudah dilaporkan di e-Bupot` };
  });
}
