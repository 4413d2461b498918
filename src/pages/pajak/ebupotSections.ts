/**
 * The e-Bupot screen's sections (/pajak/ebupot, issue 38): one entry per Coretax withholding file. Each section lists
 * a month's bukti potong from `listPath` (`GET ?periode=YYYY-MM` → `{ data: rows, totals }`), downloads `xmlPath`
 * (`GET ?periode=`) and marks the month reported through `markPath` (`POST {periode}`). A new file (BPMP, the monthly
 * PPh 21 of the payroll) is one more entry here; EbupotSection.tsx draws every entry the same way.
 */
import { STATUS_EBUPOT } from '../../../resources/biaya/document';

export type EbupotRow = Record<string, unknown>;

/** How a column shows its value: rupiah, a rate in basis points, a DD-MM-YYYY date, a status in words, or text. */
export type EbupotColumnKind = 'money' | 'percent' | 'date' | 'status' | 'text';

export interface EbupotColumn {
  /** The row's field, or a name of the column's own when `value` composes it. */
  field: string;
  label: string;
  kind?: EbupotColumnKind;
  /** Text of a composed column (a document's kind and number). */
  value?: (row: EbupotRow) => string;
}

export interface EbupotTotal {
  /** A field of the list's `totals`. */
  field: string;
  label: string;
  kind: 'money' | 'count';
}

export interface EbupotSectionConfig {
  /** Unique key (`bppu`, `bpmp`): React key and the section's test id. */
  key: string;
  /** Heading, e.g. "BPPU (PPh 23)". */
  title: string;
  /** One line under the heading: what the file holds. */
  description: string;
  /** API paths after /api. */
  listPath: string;
  xmlPath: string;
  markPath: string;
  /** The download button's words ("Unduh XML BPPU") and the file name when the server names none. */
  xmlLabel: string;
  xmlName: (periode: string) => string;
  columns: EbupotColumn[];
  totals: EbupotTotal[];
  /** A row's unique key. */
  rowKey: (row: EbupotRow) => string;
  /** Status field of a row and the words of its values. */
  statusField: string;
  statusLabels: Record<string, string>;
}

export const BPPU_SECTION: EbupotSectionConfig = {
  key: 'bppu',
  title: 'BPPU (PPh 23)',
  description: 'Bukti potong PPh 23 atas jasa dan sewa harta yang dibayar pada masa ini (tanggal pembayaran).',
  listPath: '/ebupot-bppu',
  xmlPath: '/ebupot-bppu-xml',
  markPath: '/ebupot-bppu/dilaporkan',
  xmlLabel: 'Unduh XML BPPU',
  xmlName: (periode) => `ebupot-bppu-${periode}.xml`,
  columns: [
    { field: 'no_bukti_potong', label: 'No. Bukti Potong' },
    { field: 'tgl_bukti_potong', label: 'Tanggal Potong', kind: 'date' },
    // Name and NPWP/NIK in one column: a month's table fits a 1366-px laptop.
    { field: 'vendor', label: 'Vendor, NPWP/NIK', value: (r) => `${String(r.vendor ?? '')} · ${String(r.npwp_nik ?? '-')}` },
    { field: 'kode_objek', label: 'Kode Objek' },
    { field: 'dpp', label: 'DPP', kind: 'money' },
    { field: 'tarif', label: 'Tarif', kind: 'percent' },
    { field: 'pph23', label: 'PPh 23', kind: 'money' },
    { field: 'dokumen', label: 'Dokumen', value: (r) => `${String(r.sumber_label)} ${String(r.nomor)}` },
    { field: 'status_ebupot', label: 'Status', kind: 'status' },
  ],
  totals: [
    { field: 'jumlah', label: 'Bukti Potong', kind: 'count' },
    { field: 'dpp', label: 'DPP', kind: 'money' },
    { field: 'pph23', label: 'PPh 23', kind: 'money' },
  ],
  rowKey: (r) => `${String(r.sumber)}-${String(r.id)}`,
  statusField: 'status_ebupot',
  statusLabels: Object.fromEntries(STATUS_EBUPOT),
};

/** PPh 21 of permanent employees, one row per posted payslip computed by TER (server/domain/penggajian/ebupot-bpmp.ts). */
export const BPMP_SECTION: EbupotSectionConfig = {
  key: 'bpmp',
  title: 'BPMP (PPh 21 Bulanan)',
  description: 'PPh 21 pegawai tetap dari slip gaji yang diposting pada masa ini (tarif efektif/TER). Masa pajak terakhir (Desember atau bulan keluar) dilaporkan dengan bukti potong A1.',
  listPath: '/ebupot-bpmp',
  xmlPath: '/ebupot-bpmp-xml',
  markPath: '/ebupot-bpmp/dilaporkan',
  xmlLabel: 'Unduh XML BPMP',
  xmlName: (periode) => `ebupot-bpmp-${periode}.xml`,
  columns: [
    { field: 'nomor', label: 'Slip Gaji' },
    { field: 'karyawan', label: 'Karyawan, NPWP/NIK', value: (r) => `${String(r.karyawan ?? '')} · ${String(r.tin ?? '-')}` },
    { field: 'status_ptkp', label: 'PTKP' },
    { field: 'bruto', label: 'Bruto', kind: 'money' },
    { field: 'tarif', label: 'Tarif TER', kind: 'percent' },
    { field: 'pph21', label: 'PPh 21', kind: 'money' },
    { field: 'status_ebupot', label: 'Status', kind: 'status' },
  ],
  totals: [
    { field: 'jumlah', label: 'Pegawai', kind: 'count' },
    { field: 'bruto', label: 'Bruto', kind: 'money' },
    { field: 'pph21', label: 'PPh 21', kind: 'money' },
  ],
  rowKey: (r) => String(r.id),
  statusField: 'status_ebupot',
  statusLabels: Object.fromEntries(STATUS_EBUPOT),
};

/** The screen's sections, in order. */
export const EBUPOT_SECTIONS: EbupotSectionConfig[] = [BPPU_SECTION, BPMP_SECTION];
