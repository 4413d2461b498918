/**
 * The cost documents' prints (SPEC.md section 7): one builder for every kind, registered for each route a `cost`
 * resource declares in `prints`. `cetak-bop-gudang/:id` prints an operational cost, or a tax document with
 * `?jenis=pajak` (SPEC.md gives both the one route); `cetak-barang-entertain?id=` takes its id as a query.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../core/context.js';
import type { ResourceDef } from '../../../common/registry.js';
import { printRouteName } from '../../../common/prints.js';
import { formatDateTime, formatMoney, formatNumber } from '../../../common/format.js';
import type { Db } from '../../db/connection.js';
import { badRequest, unprocessable } from '../../core/errors.js';
import { parseIdParam } from '../../core/request-user.js';
import { stateLabel } from '../../core/save-rules.js';
import { assertPrintable } from '../../print/printable.js';
import { nameOf } from '../../core/documents/names.js';
import { sendPrint } from '../../core/documents/print.js';
import { visibleDocument } from '../../core/documents/access.js';
import { lineBinding } from './steps.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring } from '../../core/route-schema.js';

type Row = Record<string, unknown>;

async function userName(db: Db, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const r = await db.selectFrom('users').leftJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
    .select(['users.email', 'karyawan.nama_lengkap']).where('users.id', '=', Number(id)).executeTakeFirst();
  return r ? String(r.nama_lengkap ?? r.email) : null;
}

async function build(db: Db, resource: ResourceDef, doc: Row) {
  const { table, fk } = lineBinding(resource);
  const lines = await db.selectFrom(table).selectAll().where(fk, '=', Number(doc.id)).orderBy('line_no').orderBy('id').execute() as Row[];
  const cost = resource.cost!;
  const kategori = (v: unknown) => cost.categories.find((c) => c.value === v)?.label ?? String(v ?? '');
  const goods = cost.goods
    ? new Map((await (lines.length ? db.selectFrom('barang').select(['id', 'kode', 'nama']).where('id', 'in', lines.map((l) => Number(l.barang_id))).execute() : Promise.resolve([])))
      .map((b) => [Number(b.id), `${b.kode} ${b.nama}`]))
    : new Map<number, string>();
  const stamp = async (label: string, by: string, at: string): Promise<Array<[string, string | null]>> =>
    (doc[by] ? [[label, `${await userName(db, doc[by])} (${formatDateTime(String(doc[at]))})`]] : []);
  return {
    title: resource.label.toUpperCase(), nomor: String(doc.nomor), tanggal: String(doc.tanggal),
    facts: [
      [resource.fields.find((f) => f.name === 'penerima_id')!.label, await nameOf(db, 'karyawan', 'nama_lengkap', doc.penerima_id)],
      ...(doc.gudang_id ? [['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)] as [string, string | null]] : []),
      ['Status', stateLabel(resource, doc.status)],
      ['Kas/Bank', await nameOf(db, 'kas', 'nama', doc.kas_id)],
      ...(doc.metode === 'giro' ? [['No. Giro', String(doc.no_giro)] as [string, string]] : []),
      ['Dibuat oleh', await userName(db, doc.created_by)],
      ...await stamp('Disetujui oleh', 'disetujui_oleh', 'disetujui_pada'),
      ...await stamp('Diberikan oleh', 'diberikan_oleh', 'diberikan_pada'),
      ...await stamp('Dijurnal oleh', 'dijurnal_oleh', 'dijurnal_pada'),
      ...await stamp('Diterima oleh', 'diterima_oleh', 'diterima_pada'),
    ] as Array<[string, string | null]>,
    columns: cost.goods
      ? [{ label: 'Kategori' }, { label: 'Barang', width: '*' as const }, { label: 'Jumlah', kind: 'qty' as const }, { label: 'Nilai (HPP)', kind: 'money' as const }]
      : [{ label: 'Kategori' }, { label: 'Uraian', width: '*' as const }, { label: 'Jumlah', kind: 'money' as const }],
    rows: lines.map((l) => (cost.goods
      ? [kategori(l.kategori), goods.get(Number(l.barang_id)) ?? '', Number(l.qty), Number(l.nilai)]
      : [kategori(l.kategori), String(l.uraian ?? ''), Number(l.nilai)])),
    totals: [
      ['Total', formatMoney(Number(doc.total))],
      // PPh 23 withheld at payment (issue 38): the bukti potong and what the recipient was paid.
      ...(Number(doc.pph23 ?? 0) > 0
        ? [[`PPh 23 ${formatNumber(Number(doc.tarif_pph23) / 100, 2)}% (${String(doc.no_bukti_potong)})`, `(${formatMoney(Number(doc.pph23))})`], ['Dibayarkan', formatMoney(Number(doc.total) - Number(doc.pph23))]]
        : []),
    ] as Array<[string, string]>,
    notes: doc.keterangan as string | null,
    signatures: ['Dibuat oleh', 'Disetujui oleh', 'Diterima oleh'],
  };
}

/** The resource a print call means: the one whose print path names `jenis=<value>`, else the one naming none. */
function pick(candidates: ResourceDef[], routeName: string, jenis: unknown): ResourceDef {
  const jenisOf = (r: ResourceDef) => /[?&]jenis=([a-z-]+)/.exec(r.prints!.find((p) => printRouteName(p) === routeName)!.path)?.[1] ?? null;
  const found = candidates.find((r) => jenisOf(r) === (jenis ?? null));
  if (!found) throw badRequest(`jenis harus salah satu dari: ${candidates.map((r) => jenisOf(r) ?? '(kosong)').join(', ')}`);
  return found;
}

export function registerBiayaPrints(app: FastifyInstance): void {
  const byRoute = new Map<string, ResourceDef[]>();
  for (const r of app.ctx.registry.resources.filter((x) => x.cost && x.prints)) {
    for (const p of r.prints!) byRoute.set(printRouteName(p), [...(byRoute.get(printRouteName(p)) ?? []), r]);
  }
  for (const [routeName, candidates] of byRoute) {
    const byQuery = candidates[0].prints!.find((p) => printRouteName(p) === routeName)!.path.includes('?id=');
    const handler = async (user: AuthUser, rawId: unknown, query: Row) => {
      const resource = pick(candidates, routeName, query.jenis);
      if (typeof rawId !== 'string' || rawId === '') throw unprocessable({ id: ['Dokumen wajib dipilih'] });
      await app.ctx.permissions.require(user, resource.menu, 'read');
      const doc = await visibleDocument(app, user, resource.name, parseIdParam(rawId));
      assertPrintable(resource, routeName, doc);
      return { resource, doc };
    };
    const summary = `Cetak ${candidates.map((r) => r.label).join(' / ')} (PDF)`;
    const jenis = HandlerQuery(Type.String({ description: 'jenis dokumen biaya bila satu cetakan melayani beberapa' }));
    if (byQuery) {
      const id = HandlerQuery(Type.Integer({ minimum: 1, description: 'id dokumen (wajib)' }));
      route(app, { method: 'GET', url: `/api/${routeName}`, summary, querystring: Querystring({ id, jenis }, { strict: true }) }, async ({ user, query: q, reply }) => {
        const { resource, doc } = await handler(user, q.id, q);
        return sendPrint(app, reply, await build(app.ctx.db, resource, doc));
      });
    } else {
      // The id is read after the kind is picked (a wrong kind answers first), as it always was.
      const params = Type.Object({ id: Type.String({ description: 'id dokumen' }) });
      route(app, { method: 'GET', url: `/api/${routeName}/:id`, summary, params, querystring: Querystring({ jenis, id: HandlerQuery(Type.String({ description: 'tidak dibaca: id ada di alamat' })) }, { strict: true }) }, async ({ user, params: p, query: q, reply }) => {
        const { resource, doc } = await handler(user, p.id, q);
        return sendPrint(app, reply, await build(app.ctx.db, resource, doc));
      });
    }
  }
}
