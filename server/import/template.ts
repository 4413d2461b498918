import type { FieldDef, FieldKind, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { AppContext, AuthUser } from '../core/context.js';
import { loadExcel } from '../core/heavy-packages.js';
import { visibleRows } from '../core/records.js';
import { codeField, formatHint, headerOf, importFields } from './columns.js';

type Example = (f: FieldDef) => string | number | Date | boolean;

const fit = (f: FieldDef, s: string): string => {
  const max = f.max ?? 255;
  const min = f.min ?? 0;
  return (s.length < min ? s + '1'.repeat(min - s.length) : s).slice(0, max);
};
const number = (f: FieldDef, n: number) => Math.min(Math.max(n, f.min ?? n), f.max ?? n);

/** An example value per field kind, within the field's limits; references take a real record's code. */
const EXAMPLE: Record<FieldKind, Example> = {
  text: (f) => fit(f, f.name === 'kode' ? 'CONTOH-001' : f.min && f.min >= 8 ? '3273010101900001' : `Contoh ${f.label}`),
  longtext: (f) => fit(f, `Contoh ${f.label.toLowerCase()}`),
  password: () => '',
  file: () => '',
  image: () => '',
  email: () => 'contoh@perusahaan.co.id',
  phone: () => '081234567890',
  int: (f) => number(f, 1),
  qty: (f) => number(f, 10),
  money: (f) => number(f, 10000),
  percent: (f) => number(f, 0),
  decimal: (f) => number(f, 0),
  date: () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())),
  datetime: () => new Date(),
  bool: () => 'Ya',
  enum: (f) => f.options?.[0]?.label ?? '',
  ref: () => '',
};

const TEXT_KINDS = new Set<FieldKind>(['text', 'longtext', 'email', 'phone']);

/** A real record's code (its title when the code is shared, as block codes are across warehouses). */
async function refExample(ctx: AppContext, user: AuthUser, field: FieldDef): Promise<string> {
  const target = findResource(ctx.registry, field.ref ?? '');
  if (!target) return '';
  const table = tableName(target);
  const visible = () => visibleRows(ctx.db, target, { user, registry: ctx.registry });
  const cols = [...new Set([codeField(target)?.name, target.titleField].filter((c): c is string => !!c))];
  const row = await visible().select(cols.map((c) => `${table}.${c}`)).orderBy(`${table}.id`).limit(1).executeTakeFirst() as Record<string, unknown> | undefined;
  if (!row) return '';
  for (const col of cols) {
    const same = await visible().select(`${table}.id`).where(`${table}.${col}`, '=', row[col] as string).limit(2).execute();
    if (same.length === 1) return String(row[col]);
  }
  return String(row[cols[0]] ?? '');
}

/**
 * The import template of a resource: sheet 1 has the fields as columns under their labels (required ones bold
 * and shaded), one example row and text columns formatted as text; sheet 2 ("Petunjuk") says how each column
 * is filled. Only the first sheet is read back.
 */
export async function buildTemplate(ctx: AppContext, user: AuthUser, resource: ResourceDef): Promise<Buffer> {
  const fields = importFields(resource);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Niaga';
  const sheet = workbook.addWorksheet(resource.labelPlural.slice(0, 31));
  const header = sheet.addRow(fields.map(headerOf));
  header.font = { bold: true };
  const example = await Promise.all(fields.map((f) => (f.example !== undefined ? f.example : f.kind === 'ref' ? refExample(ctx, user, f) : f.placeIn ? '' : EXAMPLE[f.kind](f))));
  sheet.addRow(example);
  fields.forEach((f, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(Math.max(headerOf(f).length + 4, 14), 40);
    if (TEXT_KINDS.has(f.kind)) column.numFmt = '@';
    if (f.kind === 'date') column.numFmt = 'dd-mm-yyyy';
    const cell = header.getCell(i + 1);
    if (f.required) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE699' } };
    cell.note = `${f.required ? 'Wajib diisi. ' : ''}${formatHint(f, f.kind === 'ref' ? findResource(ctx.registry, f.ref ?? '') : undefined)}`;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Petunjuk');
  help.addRow(['Kolom', 'Wajib', 'Cara mengisi', 'Keterangan']).font = { bold: true };
  for (const f of fields) {
    help.addRow([headerOf(f), f.required ? 'Ya' : '', formatHint(f, f.kind === 'ref' ? findResource(ctx.registry, f.ref ?? '') : undefined), f.help ?? '']);
  }
  help.addRow([]);
  const code = codeField(resource);
  for (const line of [
    'Baris 1 lembar pertama adalah judul kolom; hapus baris contoh sebelum mengimpor. Lembar ini tidak dibaca.',
    'Referensi diisi dengan kode atau nama data yang dirujuk (huruf besar/kecil tidak dibedakan).',
    'Isian yang diawali =, +, - atau @ disimpan sebagai teks apa adanya; rumus tidak dihitung.',
    code ? `Centang "Perbarui data yang sudah ada" saat impor untuk mengubah data dengan ${code.label} yang sama.` : '',
  ].filter(Boolean)) help.addRow([line]);
  [24, 8, 48, 60].forEach((w, i) => { help.getColumn(i + 1).width = w; });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
