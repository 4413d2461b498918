import { describe, expect, it } from 'vitest';
import type { Registry } from '../../../common/registry';
import { buildExportTable, escapeFormula, fetchAllRows } from '../../../src/framework/export/exportTable';
import { toCsv } from '../../../src/framework/export/csv';

const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'konsumen', label: 'Konsumen', labelPlural: 'Konsumen', menu: '/konsumen', path: '/konsumen', titleField: 'nama',
      fields: [
        { name: 'nama', kind: 'text', label: 'Nama' },
        { name: 'limit', kind: 'money', label: 'Limit Kredit' },
        { name: 'aktif', kind: 'bool', label: 'Aktif' },
        { name: 'tipe', kind: 'enum', label: 'Tipe', options: [{ value: 1, label: 'Toko' }, { value: 2, label: 'Grosir' }] },
        { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute' },
        { name: 'sejak', kind: 'date', label: 'Sejak' },
        { name: 'pin', kind: 'password', label: 'PIN' },
      ],
    },
    { name: 'rute', label: 'Rute', labelPlural: 'Rute', menu: '/rute', path: '/rute', titleField: 'nama', fields: [{ name: 'nama', kind: 'text', label: 'Nama' }] },
  ],
};

describe('export escaping', () => {
  it('quotes cells a spreadsheet would run as a formula', () => {
    for (const danger of ['=SUM(A1)', '+62812', '-1+1', '@cmd', '\tx', '\rx']) expect(escapeFormula(danger)).toBe(`'${danger}`);
    expect(escapeFormula('Toko Maju')).toBe('Toko Maju');
    expect(escapeFormula(-1234)).toBe(-1234);
    expect(escapeFormula(null)).toBeNull();
  });
});

describe('export table', () => {
  const records = [{
    id: 7, nama: '=HYPERLINK("http://x")', limit: 1500000, aktif: true, tipe: 2, rute_id: 3, rute: { id: 3, nama: 'Dago, Cigadung' }, sejak: '2026-01-31', pin: 'x',
  }];

  it('has every public field: references by label, options by label, dates DD-MM-YYYY, numbers as numbers', () => {
    const table = buildExportTable(fixture, fixture.resources[0], records);
    expect(table.columns.map((c) => c.header)).toEqual(['ID', 'Nama', 'Limit Kredit', 'Aktif', 'Tipe', 'Rute', 'Sejak']);
    expect(table.rows[0]).toEqual([7, '\'=HYPERLINK("http://x")', 1500000, 'Ya', 'Grosir', 'Dago, Cigadung', '31-01-2026']);
  });

  it('writes RFC 4180 CSV with a byte-order mark', () => {
    const csv = toCsv(buildExportTable(fixture, fixture.resources[0], records));
    expect(csv.startsWith('\uFEFFID,Nama,Limit Kredit,Aktif,Tipe,Rute,Sejak\r\n')).toBe(true);
    expect(csv).toContain('7,"\'=HYPERLINK(""http://x"")",1500000,Ya,Grosir,"Dago, Cigadung",31-01-2026\r\n');
  });

  it('reads every page of the filtered list', async () => {
    const pages: number[] = [];
    const dataProvider = {
      getList: async (_r: string, p: { pagination: { page: number; perPage: number } }) => {
        pages.push(p.pagination.page);
        const count = p.pagination.page < 3 ? p.pagination.perPage : 10;
        return { data: Array.from({ length: count }, (_, i) => ({ id: i })), total: 2 * p.pagination.perPage + 10 };
      },
    };
    const rows = await fetchAllRows(dataProvider as never, 'konsumen', { aktif: true }, { field: 'nama', order: 'ASC' });
    expect(rows).toHaveLength(2010);
    expect(pages).toEqual([1, 2, 3]);
  });
});
