import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry.js';
import { findResource, writableFields } from '../../../common/registry.js';
import type { TestApp } from './helpers.js';

let seq = 0;
const next = () => ++seq;

type Make = (f: FieldDef, n: number) => unknown;

function textOfLength(f: FieldDef, base: string): string {
  const min = f.min ?? 1;
  const max = f.max ?? 255;
  let s = base;
  while (s.length < min) s += String(s.length % 10);
  return s.slice(0, max);
}

/** A valid value per field kind; unique values carry the sequence number. */
const VALUE: Record<Exclude<FieldKind, 'ref'>, Make> = {
  text: (f, n) => textOfLength(f, f.min && f.min >= 10 ? `3${String(n).padStart(f.min - 1, '0')}` : `${f.name.toUpperCase()}-${n}`),
  longtext: (_f, n) => `Keterangan uji ${n}`,
  password: (f) => textOfLength(f, f.max && f.max <= 6 ? '123456' : 'rahasia123'),
  email: (_f, n) => `uji${n}@contoh.co.id`,
  phone: (_f, n) => `0821${String(10000000 + n).slice(-8)}`,
  file: (_f, n) => `berkas-${n}.pdf`,
  image: (_f, n) => `gambar-${n}.png`,
  // A unique int wraps within its bounds (a row number up to 100): the sequence keeps it apart from the demo's rows.
  int: (f, n) => (f.unique ? (f.max !== undefined ? (f.min ?? 0) + (n % (f.max - (f.min ?? 0) + 1)) : (f.min ?? 0) + n) : f.min ?? 1),
  qty: (f) => Math.max(f.min ?? 0, 12),
  money: (f) => Math.max(f.min ?? 0, 150000),
  percent: () => 1100,
  decimal: () => 1.5,
  // A unique date (a rate's start) differs per record.
  date: (f, n) => (f.unique ? new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10) : '2026-11-05'),
  datetime: () => '2026-11-05T03:00:00.000Z',
  bool: () => true,
  enum: (f) => f.options?.[0]?.value,
};

/** A valid create body for a resource; referenced records are created first through the API. */
export async function validBody(t: TestApp, resource: ResourceDef, depth = 0): Promise<Record<string, unknown>> {
  const n = next();
  const body: Record<string, unknown> = {};
  for (const f of writableFields(resource)) {
    if (f.kind === 'ref') {
      // A reference required only with another field (a cost's seller with its tax invoice) is made like a required one.
      if (!f.required && !f.requiredWhen && depth > 0) continue;
      const target = findResource(t.registry, f.ref!)!;
      if (target.name === resource.name) continue;
      // A reference limited to some rows (a bank-only kas) is made as one of them.
      const limits = Object.fromEntries(Object.entries(f.refFilter ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      body[f.name] = await createRecord(t, target, depth + 1, limits);
      continue;
    }
    const allowed = f.digits ?? f.digitsWhen?.digits;
    const digits = Array.isArray(allowed) ? allowed[allowed.length - 1] : allowed;
    // A field unique together with others (a tax object's start date with its code) varies like a unique one.
    const kind = resource.uniqueTogether?.some((g) => g.includes(f.name)) ? { ...f, unique: true } : f;
    body[f.name] = digits !== undefined ? String(3 * 10 ** 15 + n).padStart(digits, '0').slice(-digits) : f.pattern ? f.example : VALUE[f.kind](kind, n);
  }
  // A number that starts with another (a NITKU with its NPWP) is that number and zeros.
  for (const f of writableFields(resource)) {
    const head = f.startsWithField ? body[f.startsWithField.field] : undefined;
    if (typeof head === 'string' && typeof f.digits === 'number') body[f.name] = head.padEnd(f.digits, '0').slice(0, f.digits);
  }
  return body;
}

export async function createRecord(t: TestApp, resource: ResourceDef, depth = 0, values: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('admin', { method: 'POST', url: `/api/input/${resource.name}`, payload: { ...(await validBody(t, resource, depth)), ...values } });
  if (res.statusCode !== 201) throw new Error(`membuat ${resource.name} gagal: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}
