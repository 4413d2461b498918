import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CoretaxFileError, parseCoretaxDate, readCoretaxStatus, stateOfStatus,
} from '../../../server/domain/pajak/coretax-status.js';

/**
 * Coretax's "Faktur Keluaran" export read back (anonymised fixtures in ./fixtures: a CSV with Indonesian `;`, an XLSX
 * whose header is on row 3 with real date cells, and files that are not Coretax's).
 */
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

describe('readCoretaxStatus', () => {
  it('reads a CSV export: reference, NSFP, date, status, period; bad rows reported by number, the rest read', async () => {
    const { rows, problems } = await readCoretaxStatus(fixture('faktur-keluaran.csv'), 'faktur-keluaran.csv');
    expect(rows).toEqual([
      { row: 2, referensi: 'PJ/2026/10/0001', nomor_faktur: '04002600000000101', tanggal: '2026-10-05', status: 'APPROVED', state: 'disetujui', masa: 10, tahun: 2026 },
      { row: 3, referensi: 'PJ/2026/10/0002', nomor_faktur: '', tanggal: '2026-10-06', status: 'CREATED', state: null, masa: 10, tahun: 2026 },
      { row: 4, referensi: 'PJ/2026/10/0003', nomor_faktur: '04002600000000103', tanggal: '2026-10-07', status: 'REJECTED', state: 'ditolak', masa: 10, tahun: 2026 },
    ]);
    expect(problems).toEqual([
      { row: 6, message: 'Referensi kosong: faktur ini tidak dapat dicocokkan dengan nota' },
      { row: 7, message: 'Nomor Faktur Pajak PJ/2026/10/0005 kosong padahal statusnya APPROVED' },
      { row: 8, message: 'Tanggal Faktur Pajak PJ/2026/10/0006 tidak dikenali: "31/02/2026" (YYYY-MM-DD atau DD/MM/YYYY)' },
    ]);
  });

  it('reads an XLSX export whose header is below a title, with date cells and a numeric period', async () => {
    const { rows, problems } = await readCoretaxStatus(fixture('faktur-keluaran.xlsx'), 'Faktur Keluaran.XLSX');
    expect(rows.map((r) => [r.row, r.referensi, r.nomor_faktur, r.tanggal, r.status, r.state, r.masa, r.tahun])).toEqual([
      [4, 'PJ/2026/10/0001', '04002600000000101', '2026-10-05', 'APPROVED', 'disetujui', 10, 2026],
      [5, 'PJ/2026/10/0002', '04002600000000102', '2026-10-06', 'AMENDED', 'diganti', 10, 2026],
      [7, 'PJ/2026/10/0004', '04002600000000104', '2026-10-08', 'CANCELLED', 'dibatalkan', 10, 2026],
    ]);
    expect(problems).toEqual([{ row: 6, message: expect.stringMatching(/^PJ\/2026\/10\/0003: Nomor Faktur Pajak tersimpan sebagai angka/) }]);
  });

  it('refuses a file without a needed column, naming it, and a file that is not Coretax\'s', async () => {
    await expect(readCoretaxStatus(fixture('faktur-keluaran-tanpa-status.csv'), 'x.csv'))
      .rejects.toThrow('Kolom Status Faktur tidak ditemukan di baris judul (baris 1) berkas Faktur Keluaran Coretax');
    await expect(readCoretaxStatus(fixture('bukan-coretax.csv'), 'x.csv')).rejects.toThrow(/bukan ekspor Faktur Keluaran Coretax/);
    await expect(readCoretaxStatus(fixture('bukan-coretax.csv'), 'x.xls')).rejects.toThrow(/sebagai XLSX atau CSV/);
    await expect(readCoretaxStatus(fixture('faktur-keluaran.csv'), 'x.xlsx')).rejects.toBeInstanceOf(CoretaxFileError);
  });

  it('matches headers whatever their case and spacing', async () => {
    const csv = 'referensi,NOMOR  FAKTUR_PAJAK,tanggal faktur pajak,status faktur\nPJ/1,04002600000000001,2026-10-01,approved\n';
    const { rows } = await readCoretaxStatus(Buffer.from(csv), 'a.csv');
    expect(rows).toEqual([
      { row: 2, referensi: 'PJ/1', nomor_faktur: '04002600000000001', tanggal: '2026-10-01', status: 'APPROVED', state: 'disetujui', masa: null, tahun: null },
    ]);
  });

  it('dates and states', () => {
    expect(parseCoretaxDate('2026-02-28T00:00:00')).toBe('2026-02-28');
    expect(parseCoretaxDate('1.3.2026')).toBe('2026-03-01');
    expect(parseCoretaxDate('2026-02-29')).toBeNull();
    expect(parseCoretaxDate(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(stateOfStatus('WAITING_FOR_CANCELLATION')).toBeNull();
    expect(stateOfStatus('CANCELED')).toBe('dibatalkan');
  });
});
