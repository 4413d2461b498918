import type { FieldDef, FieldKind, Registry, ResourceDef } from '../../../common/registry';
import { findResource, publicFields, refKey } from '../../../common/registry';

type Row = Record<string, unknown>;

/** A plausible value of each field kind, and how the generated views must show it. */
export const SAMPLE_BY_KIND: Record<FieldKind, { value: (f: FieldDef) => unknown; shown: (f: FieldDef) => string | null }> = {
  // A document kind is shown from the server's words for it (`<field>_dokumen`), an icon as its drawing and words.
  text: {
    value: (f) => (f.icon ? 'LocalShipping' : f.month ? '2026-11' : `Contoh ${f.label}`),
    shown: (f) => (f.documentId ? null : f.icon ? 'Truk pengiriman' : f.month ? 'November 2026' : `Contoh ${f.label}`),
  },
  longtext: { value: (f) => `Catatan ${f.label}`, shown: (f) => `Catatan ${f.label}` },
  int: { value: () => 12345, shown: () => '12.345' },
  qty: { value: () => 1500, shown: () => '1.500' },
  money: { value: () => 1234567, shown: () => 'Rp. 1.234.567' },
  percent: { value: () => 1250, shown: () => '12,5%' },
  decimal: { value: () => 2.5, shown: () => '2,5' },
  date: { value: () => '2026-11-05', shown: () => '05-11-2026' },
  datetime: { value: () => '2026-11-05T07:30:00.000Z', shown: () => '05-11-2026 14:30' },
  bool: { value: () => true, shown: () => 'Ya' },
  enum: { value: (f) => f.options?.[0]?.value ?? null, shown: (f) => f.options?.[0]?.label ?? null },
  ref: { value: () => 1, shown: (f) => `Rujukan ${f.ref}` },
  file: { value: () => 'https://contoh.id/berkas.pdf', shown: () => null },
  image: { value: () => 'https://contoh.id/gambar.png', shown: () => null },
  email: { value: () => 'contoh@niaga.local', shown: () => 'contoh@niaga.local' },
  phone: { value: () => '081234567890', shown: () => '081234567890' },
  password: { value: () => undefined, shown: () => null },
};

/** A record of the resource as the API answers it: every public field filled, references expanded. */
export function sampleRecord(registry: Registry, resource: ResourceDef, id = 1): Row {
  const row: Row = { id, created_at: '2026-11-05T01:00:00.000Z', updated_at: '2026-11-05T02:00:00.000Z' };
  for (const field of publicFields(resource)) {
    row[field.name] = SAMPLE_BY_KIND[field.kind].value(field);
    if (field.kind === 'ref') {
      const target = field.ref ? findResource(registry, field.ref) : undefined;
      row[refKey(field)] = target ? { id: 1, [target.titleField]: `Rujukan ${field.ref}` } : null;
    }
  }
  if (resource.lines) {
    const child = findResource(registry, resource.lines.resource);
    row[resource.lines.field] = child ? [sampleRecord(registry, child, 100), sampleRecord(registry, child, 101)] : [];
  }
  return row;
}
