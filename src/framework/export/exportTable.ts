import type { DataProvider, SortPayload } from 'ra-core';
import type { FieldDef, FieldKind, Registry, ResourceDef } from '../../../common/registry';
import { publicFields } from '../../../common/registry';
import { displayOf, type PlainValue, type Row } from '../display/displayByKind';

export interface ExportColumn {
  header: string;
  kind: FieldKind | 'id';
}

export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: PlainValue[][];
}

/** Cells a spreadsheet would run as a formula (`= + - @`, tab, carriage return, NUL) get a leading quote. */
export function escapeFormula(value: PlainValue): PlainValue {
  return typeof value === 'string' && /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

/** Every public field (references by label, enums by option, booleans Ya/Tidak); numbers stay numbers. */
export function buildExportTable(registry: Registry, resource: ResourceDef, records: Row[]): ExportTable {
  const fields: FieldDef[] = publicFields(resource);
  return {
    title: resource.labelPlural,
    columns: [{ header: 'ID', kind: 'id' }, ...fields.map((f) => ({ header: f.label, kind: f.kind }))],
    rows: records.map((record) => [
      Number(record.id),
      ...fields.map((field) => escapeFormula(displayOf(field).plain({ field, record, registry, mode: 'list' }))),
    ]),
  };
}

export const EXPORT_PAGE_SIZE = 1000;
const MAX_PAGES = 100;

/** All rows of the list as filtered and sorted on screen, page by page (the API caps a page at 1000). */
export async function fetchAllRows(dataProvider: DataProvider, resource: string, filter: Record<string, unknown>, sort: SortPayload): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, total } = await dataProvider.getList(resource, { pagination: { page, perPage: EXPORT_PAGE_SIZE }, sort, filter });
    rows.push(...(data as Row[]));
    if (data.length < EXPORT_PAGE_SIZE || (total !== undefined && rows.length >= total)) break;
  }
  return rows;
}
