/**
 * Read-only views over the cost documents of every kind: `GET /api/dashboard-pembayaran` (totals per state, per
 * cash account and per payment group, SPEC.md section 3: the giro group sums the giro field), `GET /api/biaya-rekap`
 * (/biaya: costs by kind, account and month), `GET /api/biaya-detail` (/biaya/detail: the documents behind it) and
 * `GET /api/ajuanbiaya` (/ajuanbiaya: documents waiting for a step the reader may take).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ResourceDef } from '../../../common/registry.js';
import { tableName } from '../../../common/registry.js';
import { levelIsAny } from '../../../common/levels.js';
import { isRealDate } from '../../../common/validate.js';
import { badRequest, unprocessable } from '../../core/errors.js';
import { stateLabel } from '../../core/save-rules.js';
import type { AuthUser } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { lineBinding } from './steps.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring } from '../../core/route-schema.js';

type Row = Record<string, unknown>;
/** States in which a document's money (or goods) has left: it counts as a cost. */
const POSTED = ['dijurnal', 'diberikan', 'diterima'];

function params(q: Row, allowed: string[]): Row {
  const unknown = Object.keys(q).filter((k) => !allowed.includes(k));
  if (unknown.length) throw badRequest(`Parameter tidak dikenal: ${unknown.join(', ')}`);
  for (const k of ['tgl_awal', 'tgl_akhir']) {
    if (q[k] !== undefined && (typeof q[k] !== 'string' || !isRealDate(q[k] as string))) throw unprocessable({ [k]: ['Tanggal harus berformat YYYY-MM-DD'] });
  }
  if (q.tgl_awal && q.tgl_akhir && String(q.tgl_awal) > String(q.tgl_akhir)) throw unprocessable({ tgl_akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
  return q;
}

/** The cost kinds the user may read, optionally only `jenis` (400 for a kind that does not exist). */
async function readableKinds(app: FastifyInstance, user: AuthUser, jenis: unknown): Promise<ResourceDef[]> {
  const all = app.ctx.registry.resources.filter((r) => r.cost);
  if (jenis !== undefined && !all.some((r) => r.name === jenis)) throw badRequest(`jenis harus salah satu dari: ${all.map((r) => r.name).join(', ')}`);
  const wanted = all.filter((r) => jenis === undefined || r.name === jenis);
  const out: ResourceDef[] = [];
  for (const r of wanted) if (await app.ctx.permissions.can(user, r.menu, 'read')) out.push(r);
  return out;
}

function inPeriod<T extends SelectQueryBuilder<any, any, any>>(qb: T, table: string, q: Row): T {
  let out = qb;
  if (q.tgl_awal) out = out.where(`${table}.tanggal`, '>=', String(q.tgl_awal)) as T;
  if (q.tgl_akhir) out = out.where(`${table}.tanggal`, '<=', String(q.tgl_akhir)) as T;
  return out;
}

// params() reads these (its own 400 for other keys, 422 for a bad date), as it always has.
const jenis = HandlerQuery(Type.String({ description: 'nama dokumen biaya' }));
const period = { tgl_awal: HandlerQuery(Type.String({ format: 'date' })), tgl_akhir: HandlerQuery(Type.String({ format: 'date' })) };

export function registerBiayaReports(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, { method: 'GET', url: '/api/dashboard-pembayaran', summary: 'Ringkasan pembayaran biaya', querystring: Querystring({ jenis, ...period }, { strict: false }) }, async ({ user, query }) => {
    const q = params(query as Row, ['jenis', 'tgl_awal', 'tgl_akhir']);
    const resource = ctx.registry.resources.find((r) => r.cost && r.name === (q.jenis ?? 'pembayaran'));
    if (!resource) throw badRequest('jenis bukan dokumen biaya');
    await ctx.permissions.require(user, resource.menu, 'read');
    const t = tableName(resource);
    const states = await inPeriod(ctx.db.selectFrom(t), t, q)
      .select(['status', (eb) => eb.fn.countAll().as('jumlah'), (eb) => eb.fn.sum('total').as('total')]).groupBy('status').execute();
    const byState = new Map(states.map((s) => [String(s.status), s]));
    const wf = resource.workflow!;
    const statusList = [wf.initial, ...wf.transitions.map((x) => x.to)].filter((s, i, a) => a.indexOf(s) === i)
      .map((s) => ({ value: s, label: stateLabel(resource, s), jumlah: Number(byState.get(s)?.jumlah ?? 0), total: Number(byState.get(s)?.total ?? 0) }));
    const paid = inPeriod(ctx.db.selectFrom(t), t, q).where(`${t}.kas_id`, 'is not', null).where(`${t}.status`, '!=', 'dibatalkan');
    // What left the kas: the total less the PPh 23 withheld (issue 38), which stays on Hutang PPh 23.
    const out = resource.fields.some((f) => f.name === 'pph23') ? sql<number>`${sql.ref(`${t}.total`)} - coalesce(${sql.ref(`${t}.pph23`)}, 0)` : sql<number>`${sql.ref(`${t}.total`)}`;
    const kas = await paid.innerJoin('kas', 'kas.id', `${t}.kas_id`)
      .select(['kas.id as kas_id', 'kas.nama', (eb) => eb.fn.countAll().as('jumlah'), (eb) => eb.fn.sum(out).as('total')])
      .groupBy(['kas.id', 'kas.nama']).orderBy('kas.nama').execute();
    const groups = await paid.select([`${t}.metode`, (eb) => eb.fn.countAll().as('jumlah'), (eb) => eb.fn.sum(out).as('nominal'), (eb) => eb.fn.sum(`${t}.giro`).as('giro')])
      .groupBy(`${t}.metode`).execute();
    const group = (m: string) => {
      const g = groups.find((x) => x.metode === m);
      // SPEC.md section 3: the giro group of payment summaries sums the giro field instead of the nominal.
      return { jumlah: Number(g?.jumlah ?? 0), total: Number((m === 'giro' ? g?.giro : g?.nominal) ?? 0) };
    };
    return {
      data: {
        jenis: resource.name, status: statusList,
        kas: kas.map((k) => ({ kas_id: Number(k.kas_id), nama: String(k.nama), jumlah: Number(k.jumlah), total: Number(k.total ?? 0) })),
        tunai: group('tunai'), transfer: group('transfer'), giro: group('giro'),
        belum: statusList.filter((s) => !['diberikan', 'diterima', 'dibatalkan'].includes(s.value)).reduce((a, s) => a + s.total, 0),
        sudah: statusList.filter((s) => ['diberikan', 'diterima'].includes(s.value)).reduce((a, s) => a + s.total, 0),
      },
    };
  });

  route(app, { method: 'GET', url: '/api/biaya-rekap', menu: '/biaya', summary: 'Rekap biaya per jenis', querystring: Querystring({ jenis, ...period }, { strict: false }) }, async ({ user, query }) => {
    const q = params(query as Row, ['jenis', 'tgl_awal', 'tgl_akhir']);
    const kinds = await readableKinds(app, user, q.jenis);
    const rows: Row[] = [];
    for (const r of kinds) {
      const t = tableName(r);
      const { table: lt, fk } = lineBinding(r);
      const found = await inPeriod(ctx.db.selectFrom(lt).innerJoin(t, `${t}.id`, `${lt}.${fk}`), t, q).where(`${t}.status`, 'in', POSTED)
        .select([`${lt}.kategori`, sql<string>`substr(${sql.ref(`${t}.tanggal`)}, 1, 7)`.as('periode'), (eb) => eb.fn.sum(`${lt}.nilai`).as('total'),
          (eb) => eb.fn.count(sql`distinct ${sql.ref(`${t}.id`)}`).as('dokumen')])
        .groupBy([`${lt}.kategori`, sql`substr(${sql.ref(`${t}.tanggal`)}, 1, 7)`]).execute();
      for (const f of found) {
        const c = r.cost!.categories.find((x) => x.value === f.kategori);
        rows.push({ jenis: r.name, label: r.label, kategori: f.kategori, kategori_label: c?.label ?? f.kategori, akun_kode: c?.akun ?? null, periode: f.periode, dokumen: Number(f.dokumen), total: Number(f.total ?? 0) });
      }
    }
    const codes = [...new Set(rows.map((r) => r.akun_kode as string).filter(Boolean))];
    const akun = codes.length ? await ctx.db.selectFrom('akun').select(['kode', 'nama']).where('kode', 'in', codes).execute() : [];
    const nama = new Map(akun.map((a) => [String(a.kode), String(a.nama)]));
    for (const r of rows) r.akun_nama = nama.get(String(r.akun_kode)) ?? null;
    rows.sort((a, b) => String(b.periode).localeCompare(String(a.periode)) || String(a.jenis).localeCompare(String(b.jenis)) || String(a.akun_kode).localeCompare(String(b.akun_kode)));
    const perJenis = kinds.map((r) => ({ jenis: r.name, label: r.label, total: rows.filter((x) => x.jenis === r.name).reduce((s, x) => s + Number(x.total), 0) }));
    return { data: rows, total: rows.length, per_jenis: perJenis, grand_total: perJenis.reduce((s, x) => s + x.total, 0) };
  });

  route(app, { method: 'GET', url: '/api/biaya-detail', menu: '/biaya', summary: 'Rincian biaya per jenis',
    querystring: Querystring({
      jenis, ...period, status: HandlerQuery(Type.String()), page: HandlerQuery(Type.Integer({ minimum: 1 })), perPage: HandlerQuery(Type.Integer({ minimum: 1 })),
    }, { strict: false }),
  }, async ({ user, query }) => {
    const q = params(query as Row, ['jenis', 'tgl_awal', 'tgl_akhir', 'status', 'page', 'perPage']);
    const page = q.page === undefined ? 1 : Number(q.page);
    const perPage = q.perPage === undefined ? 25 : Number(q.perPage);
    if (!Number.isSafeInteger(page) || page < 1) throw badRequest('page harus bilangan bulat positif');
    if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > 1000) throw badRequest('perPage harus 1 sampai 1000');
    const kinds = await readableKinds(app, user, q.jenis);
    if (!kinds.length) return { data: [], total: 0, jumlah_total: 0 };
    const one = (r: ResourceDef) => {
      const t = tableName(r);
      let qb = inPeriod(ctx.db.selectFrom(t), t, q)
        .select([sql<string>`${r.name}`.as('jenis'), `${t}.id`, `${t}.nomor`, `${t}.tanggal`, `${t}.penerima_id`, `${t}.kas_id`, `${t}.total`, `${t}.status`]);
      qb = q.status === undefined ? qb.where(`${t}.status`, 'in', POSTED) : qb.where(`${t}.status`, '=', String(q.status));
      return qb;
    };
    let union = one(kinds[0]) as SelectQueryBuilder<any, any, Row>;
    for (const r of kinds.slice(1)) union = union.unionAll(one(r) as SelectQueryBuilder<any, any, Row>);
    const all = ctx.db.selectFrom(union.as('u'));
    const [page_rows, count] = await Promise.all([
      all.selectAll().orderBy('tanggal', 'desc').orderBy('nomor', 'desc').limit(perPage).offset((page - 1) * perPage).execute(),
      all.select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('total').as('s')]).executeTakeFirst(),
    ]);
    const label = new Map(kinds.map((r) => [r.name, r]));
    const names = await karyawanNames(ctx.db, page_rows.map((r) => r.penerima_id));
    return {
      data: page_rows.map((r) => ({
        ...r, id: `${r.jenis}-${r.id}`, dokumen_id: Number(r.id), total: Number(r.total), label: label.get(String(r.jenis))!.label,
        status_label: stateLabel(label.get(String(r.jenis))!, r.status), penerima: names.get(Number(r.penerima_id)) ?? null, path: label.get(String(r.jenis))!.path,
      })),
      total: Number(count?.n ?? 0), jumlah_total: Number(count?.s ?? 0),
    };
  });

  route(app, { method: 'GET', url: '/api/ajuanbiaya', menu: '/ajuanbiaya', summary: 'Ajuan biaya yang menunggu tindakan', querystring: Querystring({}, { strict: false }) }, async ({ user, query }) => {
    params(query as Row, []);
    const out: Row[] = [];
    for (const r of ctx.registry.resources.filter((x) => x.cost)) {
      if (!(await ctx.permissions.can(user, r.menu, 'update'))) continue;
      const t = tableName(r);
      for (const step of r.workflow!.transitions.filter((x) => x.name !== 'batal')) {
        if (step.levels?.length && !levelIsAny(user.level_name, step.levels)) continue;
        let qb = ctx.db.selectFrom(t).select(['id', 'nomor', 'tanggal', 'total', 'status', 'penerima_id']).where('status', 'in', step.from);
        if (step.notByCreator) qb = qb.where('created_by', '!=', user.id);
        // The recipient's confirmation is never by whoever handed the money or goods over.
        if (step.name === 'terima') {
          const givers = ['diberikan_oleh', 'dijurnal_oleh'].filter((c) => r.fields.some((f) => f.name === c));
          qb = qb.where(sql<boolean>`coalesce(${sql.join(givers.map((c) => sql.ref(c)))}, 0) != ${user.id}`);
        }
        for (const d of await qb.orderBy('tanggal').limit(200).execute()) {
          out.push({ id: `${r.name}-${d.id}`, jenis: r.name, label: r.label, dokumen_id: Number(d.id), nomor: d.nomor, tanggal: d.tanggal, total: Number(d.total),
            status: d.status, status_label: stateLabel(r, d.status), langkah: step.label, path: r.path, penerima_id: d.penerima_id });
        }
      }
    }
    out.sort((a, b) => String(a.tanggal).localeCompare(String(b.tanggal)));
    const names = await karyawanNames(ctx.db, out.map((r) => r.penerima_id));
    return { data: out.map((r) => ({ ...r, penerima: names.get(Number(r.penerima_id)) ?? null })), total: out.length };
  });
}

async function karyawanNames(db: Db, ids: unknown[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x) => x !== null && x !== undefined).map(Number))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('karyawan').select(['id', 'nama_lengkap']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.nama_lengkap)]));
}
