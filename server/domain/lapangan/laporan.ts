/**
 * Supervision of offline work (issue 23):
 * - `POST /api/sinkron-laporan { menunggu, ditolak, tertua_at? }`: the phone reports its queue whenever it is online
 *   (one row per user, the last report wins);
 * - `GET /api/sinkron-ringkasan[?jam=&hari=]`: per salesperson, the queue their phone last reported and the
 *   documents that arrived late — made offline more than `jam` hours (default 12) before they arrived, within the
 *   last `hari` days (default 7). For supervisors, finance and the company-wide levels.
 */
import type { FastifyInstance } from 'fastify';
import { levelIsAny } from '../../../common/levels.js';
import { nowIso } from '../../core/context.js';
import { HttpError, badRequest, forbidden } from '../../core/errors.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { IntQuery, Querystring, ServiceBody } from '../../core/route-schema.js';

const PENGAWAS = ['supervisor', 'finance', 'owner', 'gm', 'admin'] as const;
const TABLES = [['penjualan', 'Penjualan'], ['penjualan_bayar', 'Pembayaran'], ['retur_konsumen', 'Retur']] as const;
const HOUR_MS = 3_600_000;

export function registerLaporanAntrean(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, { method: 'POST', url: '/api/sinkron-laporan', summary: 'Laporan antrean offline sebuah perangkat',
    body: ServiceBody(Type.Object({
      menunggu: Type.Integer({ minimum: 0 }), ditolak: Type.Integer({ minimum: 0 }), tertua_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    }, { additionalProperties: false }), 'pemeriksaan laporan sinkron'),
  }, async ({ user, body: sent }) => {
    const body = sent as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus berupa objek JSON');
    const extra = Object.keys(body).filter((k) => !['menunggu', 'ditolak', 'tertua_at'].includes(k));
    if (extra.length) throw badRequest(`Kolom tidak dikenal: ${extra.join(', ')}`);
    const count = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 100_000 ? v as number : null);
    const menunggu = count(body.menunggu);
    const ditolak = count(body.ditolak);
    const tertua = body.tertua_at === undefined || body.tertua_at === null ? null : Date.parse(String(body.tertua_at));
    if (menunggu === null || ditolak === null || (tertua !== null && !Number.isFinite(tertua))) {
      throw new HttpError(422, 'Laporan antrean tidak valid', { menunggu: ['Jumlah antrean harus bilangan bulat ≥ 0'] });
    }
    const row = {
      karyawan_id: user.karyawan_id, menunggu, ditolak, tertua_at: tertua === null ? null : new Date(tertua).toISOString(), dilaporkan_at: nowIso(ctx),
    };
    await ctx.db.insertInto('antrean_perangkat').values({ user_id: user.id, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute();
    return { data: row, message: 'Antrean perangkat dilaporkan' };
  });

  route(app, { method: 'GET', url: '/api/sinkron-ringkasan', summary: 'Ringkasan sinkron lapangan', querystring: Querystring({ jam: IntQuery(), hari: IntQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    if (!levelIsAny(user.level_name, [...PENGAWAS])) throw forbidden('Ringkasan antrean perangkat hanya untuk Supervisor, Finance dan pimpinan');
    const jam = q.jam ?? 12;
    const hari = q.hari ?? 7;
    const since = new Date(ctx.now().getTime() - hari * 24 * HOUR_MS).toISOString();
    const perSales = new Map<number, { karyawan_id: number; nama: string; menunggu: number | null; ditolak: number | null; dilaporkan_at: string | null; terlambat: number; dokumen_terlambat: Array<{ jenis: string; nomor: string; dibuat_offline_at: string; diterima_at: string }> }>();
    const names = new Map((await ctx.db.selectFrom('karyawan').select(['id', 'nama_lengkap']).execute()).map((k) => [Number(k.id), String(k.nama_lengkap)]));
    const entry = (karyawanId: number) => {
      let e = perSales.get(karyawanId);
      if (!e) perSales.set(karyawanId, e = { karyawan_id: karyawanId, nama: names.get(karyawanId) ?? `#${karyawanId}`, menunggu: null, ditolak: null, dilaporkan_at: null, terlambat: 0, dokumen_terlambat: [] });
      return e;
    };
    for (const r of await ctx.db.selectFrom('antrean_perangkat').selectAll().where('karyawan_id', 'is not', null).execute()) {
      const e = entry(Number(r.karyawan_id));
      e.menunggu = (e.menunggu ?? 0) + Number(r.menunggu);
      e.ditolak = (e.ditolak ?? 0) + Number(r.ditolak);
      if (!e.dilaporkan_at || String(r.dilaporkan_at) > e.dilaporkan_at) e.dilaporkan_at = String(r.dilaporkan_at);
    }
    for (const [table, jenis] of TABLES) {
      const rows = await ctx.db.selectFrom(table).select(['karyawan_id', 'nomor', 'dibuat_offline_at', 'created_at'])
        .where('dibuat_offline_at', 'is not', null).where('dibuat_offline_at', '>=', since).execute();
      for (const r of rows) {
        if (r.karyawan_id === null) continue;
        if (Date.parse(String(r.created_at)) - Date.parse(String(r.dibuat_offline_at)) <= jam * HOUR_MS) continue;
        const e = entry(Number(r.karyawan_id));
        e.terlambat += 1;
        e.dokumen_terlambat.push({ jenis, nomor: String(r.nomor), dibuat_offline_at: String(r.dibuat_offline_at), diterima_at: String(r.created_at) });
      }
    }
    const data = [...perSales.values()].sort((a, b) => a.nama.localeCompare(b.nama));
    return { data, total: data.length, jam, hari };
  });
}
