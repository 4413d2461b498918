/**
 * The document behind a ledger row, in words: the ledgers write a document kind and id (`jurnal.sumber` +
 * `dokumen_id`, `stok_ledger.dokumen_tipe` + `dokumen_id`); screens show "Penjualan PJ/2026/11/0012", linked to
 * that document's page, and the party it concerns (customer, supplier, employee). One query per kind and per party
 * resource for a whole page, never one per row.
 */
import type { Registry, ResourceDef } from '../../../common/registry.js';
import { findResource, resourceOps, tableName } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';

type Row = Record<string, unknown>;

/** How a screen names the document behind a row (the `<field>_dokumen` key of the answer). */
export interface SourceDocument {
  /** The document's kind in Indonesian ("Penjualan", "Pembatalan Penjualan"). */
  jenis: string;
  /** Its number (or name) when it has one. */
  nomor: string | null;
  /** Its page in the app, when the reader's screens have one. */
  path: string | null;
  /** The customer, supplier or employee it concerns. */
  pihak: string | null;
}

/**
 * Kinds the ledgers write that are not a registry resource's name, with the resource their id points at (none: the
 * row is its own document, e.g. a cash receipt typed on the cash screen) and the Indonesian words for them. A kind
 * `<resource>-batal` is the cancellation of that resource's document.
 */
const KINDS: Record<string, { resource?: string; jenis: string }> = {
  manual: { jenis: 'Jurnal Umum' },
  'kas-alur': { jenis: 'Kas Masuk/Keluar' },
  'kas-mutasi': { jenis: 'Mutasi Kas' },
  'saldo-awal': { jenis: 'Saldo Awal' },
  hutang: { resource: 'hutang', jenis: 'Piutang Konsumen' },
  penjualan_batal: { resource: 'penjualan', jenis: 'Pembatalan Penjualan' },
  penjualan_tak_tertagih: { resource: 'penjualan', jenis: 'Piutang Tak Tertagih' },
  retur_konsumen: { resource: 'retur-konsumen', jenis: 'Retur Konsumen' },
  retur_konsumen_rusak: { resource: 'retur-konsumen', jenis: 'Retur Konsumen (Rusak)' },
  surat_jalan: { resource: 'request-barang', jenis: 'Surat Jalan' },
  pengembalian_sales: { resource: 'pengembalian-sales', jenis: 'Pengembalian Sales' },
  pengembalian_sales_hilang: { resource: 'pengembalian-sales', jenis: 'Barang Hilang Sales' },
  'giro-cair': { resource: 'giro-masuk', jenis: 'Pencairan Giro' },
  'giro-tolak': { resource: 'giro-masuk', jenis: 'Giro Ditolak' },
  asset: { resource: 'asset', jenis: 'Aset' },
  // The year-end closing journal: its id is the year closed, not a record.
  tutup_buku: { jenis: 'Jurnal Penutup' },
};

/** Who a document concerns: its first reference to one of these, in this order. */
const PARTIES = ['konsumen', 'supplier', 'vendor', 'karyawan'];

interface Kind { jenis: string; resource: ResourceDef | undefined }

/** The resource and words of a kind; unknown kinds read as themselves in words ("stok-opname" → "Stok Opname"). */
export function sourceKind(registry: Registry, kind: string): Kind {
  const known = KINDS[kind];
  if (known) return { jenis: known.jenis, resource: known.resource ? findResource(registry, known.resource) : undefined };
  const direct = findResource(registry, kind) ?? findResource(registry, kind.replace(/_/g, '-'));
  if (direct) return { jenis: direct.label, resource: direct };
  const cancelled = /^(.+)[-_]batal$/.exec(kind);
  if (cancelled) {
    const of = sourceKind(registry, cancelled[1]);
    return { jenis: `Pembatalan ${of.jenis}`, resource: of.resource };
  }
  return { jenis: kind.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '), resource: undefined };
}

function partyField(registry: Registry, resource: ResourceDef) {
  for (const name of PARTIES) {
    const field = resource.fields.find((f) => f.kind === 'ref' && f.ref === name && !f.internal);
    if (field) return { field, target: findResource(registry, name)! };
  }
  return undefined;
}

/**
 * Adds `<kindField>_dokumen` (a `SourceDocument`) to each row from its kind and its `idField`; `nomorField`, where
 * the row keeps the document's number itself (the stock ledger), is preferred to the document's title.
 */
export async function describeSources(db: Db, registry: Registry, rows: Row[], kindField: string, idField: string, nomorField?: string): Promise<void> {
  const groups = new Map<string, { kind: Kind; ids: Set<number> }>();
  for (const r of rows) {
    const tipe = String(r[kindField] ?? '');
    if (!tipe) continue;
    const group = groups.get(tipe) ?? { kind: sourceKind(registry, tipe), ids: new Set<number>() };
    if (typeof r[idField] === 'number' && group.kind.resource) group.ids.add(r[idField] as number);
    groups.set(tipe, group);
  }
  // One read per document resource (two kinds of one resource share it), then one per party resource.
  const byResource = new Map<string, { resource: ResourceDef; ids: Set<number> }>();
  for (const { kind, ids } of groups.values()) {
    if (!kind.resource || ids.size === 0) continue;
    const entry = byResource.get(kind.resource.name) ?? { resource: kind.resource, ids: new Set<number>() };
    ids.forEach((id) => entry.ids.add(id));
    byResource.set(kind.resource.name, entry);
  }
  const docs = new Map<string, Row>();
  const partyIds = new Map<string, { target: ResourceDef; ids: Set<number> }>();
  await Promise.all([...byResource.values()].map(async ({ resource, ids }) => {
    const party = partyField(registry, resource);
    const columns = ['id', resource.titleField, ...(party ? [party.field.name] : [])];
    const found = await db.selectFrom(tableName(resource)).select(columns).where('id', 'in', [...ids]).execute() as Row[];
    for (const d of found) {
      docs.set(`${resource.name}:${String(d.id)}`, { ...d, _party: party ? d[party.field.name] : null, _partyOf: party?.target.name });
      if (party && typeof d[party.field.name] === 'number') {
        const entry = partyIds.get(party.target.name) ?? { target: party.target, ids: new Set<number>() };
        entry.ids.add(d[party.field.name] as number);
        partyIds.set(party.target.name, entry);
      }
    }
  }));
  const names = new Map<string, string>();
  await Promise.all([...partyIds.values()].map(async ({ target, ids }) => {
    const found = await db.selectFrom(tableName(target)).select(['id', target.titleField]).where('id', 'in', [...ids]).execute() as Row[];
    for (const p of found) names.set(`${target.name}:${String(p.id)}`, String(p[target.titleField]));
  }));
  for (const r of rows) {
    const tipe = String(r[kindField] ?? '');
    if (!tipe) { r[`${kindField}_dokumen`] = null; continue; }
    const { kind } = groups.get(tipe)!;
    const doc = kind.resource && typeof r[idField] === 'number' ? docs.get(`${kind.resource.name}:${String(r[idField])}`) : undefined;
    const own = nomorField && r[nomorField] ? String(r[nomorField]) : null;
    const title = doc ? doc[kind.resource!.titleField] : null;
    const shown: SourceDocument = {
      jenis: kind.jenis,
      nomor: own ?? (title === null || title === undefined ? null : String(title)),
      path: doc && resourceOps(kind.resource!).includes('get') ? `${kind.resource!.path}/${String(doc.id)}/show` : null,
      pihak: doc && doc._party !== null && doc._party !== undefined ? names.get(`${String(doc._partyOf)}:${String(doc._party)}`) ?? null : null,
    };
    r[`${kindField}_dokumen`] = shown;
  }
}
