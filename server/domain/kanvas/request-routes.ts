/**
 * The goods request's own calls beside the registry's: the warehouses it may draw from with their stock of
 * the request's goods, the routes a user may request for with their vehicle and warehouse, changing a draft's
 * route, and the delivery note's print.
 */
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { badRequest, conflict, notFound, unprocessable } from '../../core/errors.js';
import { parseIdParam } from '../../core/request-user.js';
import { getRecord, visibleRows } from '../../core/records.js';
import { inTransaction } from '../../core/transaction.js';
import { nowIso } from '../../core/context.js';
import { writeAudit } from '../../core/audit.js';
import { formatNumber } from '../../../common/format.js';
import { printedLines, sendPrint } from '../../core/documents/print.js';
import { nameOf } from '../../core/documents/names.js';
import { visibleDocument } from '../../core/documents/access.js';
import type { Row } from '../../core/documents/row.js';
import { assignmentOf, stockAt } from './request-barang.js';
import { DOC_MUAT } from './trip.js';
import { placesOfWarehouse } from '../../core/documents/places.js';
import { assertPrintable } from '../../print/printable.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, NoQuery, Querystring, ServiceBody } from '../../core/route-schema.js';

const MENU = '/ajuanbarang';

export function registerRequestRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  /**
   * `GET /api/request-barang-gudang[?request_id=]`: the warehouses (a warehouse admin: theirs), and with a
   * request its goods' stock in each (`stok`: [{ barang_id, diminta, tersedia }]).
   */
  route(app, { method: 'GET', url: '/api/request-barang-gudang', menu: MENU, summary: 'Gudang asal request barang dengan stoknya',
    querystring: Querystring({ request_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'id request barang' })) }, { strict: true }),
  }, async ({ user, query: q }) => {
    const request = q.request_id ? await visibleDocument(app, user, 'request-barang', parseIdParam(q.request_id as string)) : null;
    let gq = ctx.db.selectFrom('gudang').select(['id', 'kode', 'nama_gudang']).where('deleted_at', 'is', null);
    if (user.gudang_id !== null && !request) gq = gq.where('id', '=', user.gudang_id);
    const warehouses = await gq.orderBy('kode').execute();
    const lines = request ? await ctx.db.selectFrom('request_barang_rincian').select(['barang_id', 'qty']).where('request_barang_id', '=', Number(request.id)).execute() : [];
    const data = [];
    for (const g of warehouses) {
      const stock = await stockAt(ctx.db, Number(g.id), lines.map((l) => Number(l.barang_id)));
      data.push({ ...g, dipilih: request ? Number(request.gudang_id) === Number(g.id) : false,
        stok: lines.map((l) => ({ barang_id: Number(l.barang_id), diminta: Number(l.qty), tersedia: stock.get(Number(l.barang_id)) ?? 0 })) });
    }
    return { data, total: data.length };
  });

  /** `GET /api/request-barang-rute`: the routes the user may request goods for, each with its salesperson, vehicle and loading warehouse. */
  route(app, { method: 'GET', url: '/api/request-barang-rute', menu: MENU, summary: 'Rute yang dapat diajukan request barang', querystring: NoQuery() }, async ({ user }) => {
    const rute = findResource(ctx.registry, 'rute')!;
    const routes = await visibleRows(ctx.db, rute, { user, registry: ctx.registry }).select(['rute.id', 'rute.kode', 'rute.nama']).orderBy('rute.kode').execute();
    const data = [];
    for (const r of routes) {
      const a = await assignmentOf(ctx.db, Number(r.id));
      if (!a) continue;
      if (user.gudang_id !== null && Number(a.gudang_id) !== user.gudang_id) continue;
      data.push({
        ...r, karyawan_id: a.karyawan_id, kendaraan_id: a.kendaraan_id, gudang_id: a.gudang_id,
        sales: await nameOf(ctx.db, 'karyawan', 'nama_lengkap', a.karyawan_id), no_polisi: await nameOf(ctx.db, 'kendaraan', 'no_polisi', a.kendaraan_id),
        nama_gudang: await nameOf(ctx.db, 'gudang', 'nama_gudang', a.gudang_id),
      });
    }
    return { data, total: data.length };
  });

  /** `POST /api/input/request-barang-rute` `{ id, rute_id }`: a draft's route, and with it its vehicle and warehouse. */
  route(app, { method: 'POST', url: '/api/input/request-barang-rute', menu: MENU, action: 'update', summary: 'Ganti rute draf request barang',
    body: ServiceBody(Type.Object({ id: Type.Integer({ minimum: 1, description: 'id request barang' }), rute_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }), 'pemeriksaan request barang'),
  }, async ({ user, body: sent }) => {
    const body = (sent ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(body).filter((k) => k !== 'id' && k !== 'rute_id');
    if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((k) => [k, ['Kolom tidak dikenal atau tidak boleh diisi']])));
    if (body.rute_id === undefined || body.rute_id === null || body.rute_id === '') throw unprocessable({ rute_id: ['Rute wajib diisi'] });
    const id = parseIdParam(String(body.id ?? ''));
    const ruteId = parseIdParam(String(body.rute_id));
    const resource = findResource(ctx.registry, 'request-barang')!;
    return inTransaction(ctx, async (trx) => {
      const existing = await visibleRows(trx, resource, { user, registry: ctx.registry }).selectAll('request_barang').where('request_barang.id', '=', id).executeTakeFirst() as Row | undefined;
      if (!existing) throw notFound('Ajuan Barang tidak ditemukan');
      if (existing.status !== 'draft') throw conflict('Rute hanya dapat diubah selama ajuan masih Draft');
      const rute = await visibleRows(trx, findResource(ctx.registry, 'rute')!, { user, registry: ctx.registry }).select('rute.id').where('rute.id', '=', ruteId).executeTakeFirst();
      if (!rute) throw unprocessable({ rute_id: ['Rute tidak ditemukan'] });
      const a = await assignmentOf(trx, ruteId);
      if (!a) throw unprocessable({ rute_id: ['Rute belum punya penugasan sales, kendaraan dan gudang'] });
      const at = nowIso(ctx);
      await trx.updateTable('request_barang').set({ rute_id: ruteId, kendaraan_id: a.kendaraan_id as number, gudang_id: a.gudang_id as number, updated_at: at, updated_by: user.id }).where('id', '=', id).execute();
      const saved = await getRecord(trx, ctx.registry, resource, id, { user: null });
      await writeAudit(trx, { userId: user.id, action: 'rute', resource: resource.name, recordId: id, before: existing, after: saved, at });
      return { data: saved, message: 'Rute ajuan berhasil diubah' };
    });
  });

  /**
   * Where the loaders took each goods from, as the ledger recorded the delivery note's placements: "Blok A / Rak
   * R01: 12; stok bebas: 6" (the rest came from the warehouse's unplaced stock).
   */
  async function pickList(requestId: number, gudangId: number): Promise<(barangId: number, shipped: number) => string> {
    const taken = await ctx.db.selectFrom('penempatan_ledger').select(['barang_id', 'tempat_tipe', 'tempat_id', 'qty'])
      .where('dokumen_tipe', '=', DOC_MUAT).where('dokumen_id', '=', requestId).where('gudang_id', '=', gudangId).orderBy('id').execute();
    const names = taken.length ? new Map((await placesOfWarehouse(ctx.db, gudangId)).map((p) => [`${p.tipe}:${p.id}`, p.nama])) : new Map<string, string>();
    return (barangId, shipped) => {
      const own = taken.filter((t) => Number(t.barang_id) === barangId);
      const fromPlaces = own.reduce((s, t) => s - Number(t.qty), 0);
      const parts = own.map((t) => `${names.get(`${t.tempat_tipe}:${t.tempat_id}`) ?? `${t.tempat_tipe} #${t.tempat_id}`}: ${formatNumber(-Number(t.qty))}`);
      if (shipped > fromPlaces) parts.push(`stok bebas: ${formatNumber(shipped - fromPlaces)}`);
      return parts.join('; ');
    };
  }

  /** `GET /api/cetak-surat-jalan/:request_id/:gudangId`: the delivery note of a shipped request from that warehouse. */
  route(app, { method: 'GET', url: '/api/cetak-surat-jalan/:request_id/:gudangId', menu: MENU, summary: 'Cetak surat jalan request barang dari satu gudang (PDF)',
    // Read in the handler: the request is looked up before the warehouse id is checked, as always.
    params: Type.Object({ request_id: Type.String({ description: 'id request barang' }), gudangId: Type.String({ description: 'id gudang' }) }),
  }, async ({ user, params: p, reply }) => {
    const doc = await visibleDocument(app, user, 'request-barang', parseIdParam(p.request_id));
    if (Number(doc.gudang_id) !== parseIdParam(p.gudangId)) throw notFound('Surat jalan dari gudang ini tidak ditemukan');
    assertPrintable(findResource(ctx.registry, 'request-barang')!, 'cetak-surat-jalan', doc);
    const kendaraan = await ctx.db.selectFrom('kendaraan').select(['no_polisi', 'karyawan_id']).where('id', '=', Number(doc.kendaraan_id)).executeTakeFirst();
    const rute = await ctx.db.selectFrom('rute').select(['kode', 'nama']).where('id', '=', Number(doc.rute_id)).executeTakeFirst();
    const tujuan = await ctx.db.selectFrom('request_barang_tujuan').innerJoin('konsumen', 'konsumen.id', 'request_barang_tujuan.konsumen_id')
      .select('konsumen.nama').where('request_barang_id', '=', Number(doc.id)).orderBy('urutan').orderBy('request_barang_tujuan.id').execute();
    const rows = (await printedLines(ctx.db, 'request_barang_rincian', 'request_barang_id', Number(doc.id), 'byId')).filter((r) => Number(r.qty_dikirim ?? 0) > 0);
    const total = rows.reduce((s, r) => s + Number(r.qty_dikirim), 0);
    const pickedFrom = await pickList(Number(doc.id), Number(doc.gudang_id));
    return sendPrint(app, reply, {
      title: 'SURAT JALAN', nomor: String(doc.no_surat_jalan), tanggal: String(doc.tanggal_kirim),
      facts: [
        ['No. Ajuan', String(doc.nomor)], ['Rute', rute ? `${rute.kode} ${rute.nama}` : null],
        ['Kendaraan', kendaraan?.no_polisi as string | undefined], ['Sopir', await nameOf(ctx.db, 'karyawan', 'nama_lengkap', kendaraan?.karyawan_id)],
        ['Sales', await nameOf(ctx.db, 'karyawan', 'nama_lengkap', doc.karyawan_id)], ['Gudang', await nameOf(ctx.db, 'gudang', 'nama_gudang', doc.gudang_id)],
        ['Tujuan', [doc.tujuan, ...tujuan.map((t) => t.nama)].filter(Boolean).join(', ') || null],
      ],
      columns: [
        { label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Diminta', kind: 'qty' }, { label: 'Disetujui', kind: 'qty' },
        { label: 'Dikirim', kind: 'qty' }, { label: 'Satuan' }, { label: 'Diambil dari', width: '*' },
      ],
      rows: rows.map((r) => [
        r.barang_kode as string, r.barang_nama as string, Number(r.qty), Number(r.qty_disetujui), Number(r.qty_dikirim), r.satuan_dasar as string,
        pickedFrom(Number(r.barang_id), Number(r.qty_dikirim)),
      ]),
      totals: [['Jumlah dikirim', formatNumber(total)]],
      notes: doc.keterangan as string | null,
      signatures: ['Disiapkan oleh', 'Pengirim', 'Penerima'],
    });
  });
}
