/**
 * `GET /api/asset-penyusutan-fiskal?asset_id=&tahun=` (issue 38): one asset's tax year from the fiscal book as kept
 * (buku-fiskal.ts, nothing recomputed): each month's commercial and fiscal depreciation and their difference, the
 * year's totals, and the fiscal book value at the year's start and end. Read with the asset report's right
 * (`/asset-laporan`); 422 for a bad asset id or year, 404 for an unknown asset.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/connection.js';
import { notFound, unprocessable } from '../../core/errors.js';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring } from '../../core/route-schema.js';

type Row = Record<string, unknown>;

/** A query value as a whole number in [min, max], or a 422 on `field` in Indonesian. */
function wholeQuery(v: unknown, field: string, label: string, min: number, max: number): number {
  if (v === undefined || v === '') throw unprocessable({ [field]: [`${label} wajib diisi`] });
  const s = Array.isArray(v) ? v.at(-1) : v;
  if (typeof s !== 'string' || !/^\d{1,10}$/.test(s) || Number(s) < min || Number(s) > max) throw unprocessable({ [field]: [`${label} harus bilangan bulat ${min} sampai ${max}`] });
  return Number(s);
}

export const parseTahun = (v: unknown): number => wholeQuery(v, 'tahun', 'Tahun', 1990, 2100);

/** One asset's fiscal year as the book holds it. */
export async function fiscalYearOf(db: Db, assetId: number, tahun: number): Promise<Row> {
  const a = await db.selectFrom('asset').leftJoin('kelompok_harta_fiskal as k', 'k.id', 'asset.kelompok_fiskal_id')
    .select(['asset.id', 'asset.kode', 'asset.nama', 'asset.tanggal_perolehan', 'asset.harga_perolehan', 'asset.metode_fiskal', 'asset.akumulasi_fiskal_awal', 'asset.kelompok_fiskal_id', 'k.nama as kelompok'])
    .where('asset.id', '=', assetId).executeTakeFirst();
  if (!a) throw notFound('Aset tidak ditemukan');
  const rows = await db.selectFrom('asset_fiskal_bulanan').select(['periode', 'penyusutan_komersial', 'penyusutan_fiskal', 'selisih', 'akumulasi_fiskal_sebelum', 'akumulasi_fiskal'])
    .where('asset_id', '=', assetId).where('tahun', '=', tahun).orderBy('periode').orderBy('id').execute();
  const before = await db.selectFrom('asset_fiskal_bulanan').select('akumulasi_fiskal').where('asset_id', '=', assetId).where('tahun', '<', tahun)
    .orderBy('periode', 'desc').orderBy('id', 'desc').executeTakeFirst();
  const harga = Number(a.harga_perolehan);
  const awal = rows.length ? Number(rows[0].akumulasi_fiskal_sebelum) : before ? Number(before.akumulasi_fiskal) : Number(a.akumulasi_fiskal_awal);
  const bulan = Array.from({ length: 12 }, (_, i) => {
    const periode = `${tahun}-${String(i + 1).padStart(2, '0')}`;
    const of = rows.filter((r) => r.periode === periode);
    const komersial = of.reduce((s, r) => s + Number(r.penyusutan_komersial), 0);
    const fiskal = of.reduce((s, r) => s + Number(r.penyusutan_fiskal), 0);
    return { periode, penyusutan_komersial: komersial, penyusutan_fiskal: fiskal, selisih: komersial - fiskal };
  });
  const sum = (k: 'penyusutan_komersial' | 'penyusutan_fiskal' | 'selisih') => bulan.reduce((s, b) => s + b[k], 0);
  const fiskal = sum('penyusutan_fiskal');
  return {
    asset: { id: Number(a.id), kode: String(a.kode), nama: String(a.nama), tanggal_perolehan: String(a.tanggal_perolehan), harga_perolehan: harga, kelompok_fiskal_id: a.kelompok_fiskal_id === null ? null : Number(a.kelompok_fiskal_id), kelompok: a.kelompok ?? null, metode_fiskal: a.metode_fiskal ?? null },
    tahun, bulan,
    total: { penyusutan_komersial: sum('penyusutan_komersial'), penyusutan_fiskal: fiskal, selisih: sum('selisih') },
    nilai_buku_fiskal_awal: harga - awal, nilai_buku_fiskal_akhir: harga - awal - fiskal,
  };
}

export function registerFiscalRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/asset-penyusutan-fiskal', menu: '/asset-laporan', summary: 'Penyusutan komersial dan fiskal satu aset per bulan dalam satu tahun pajak',
    querystring: Querystring({
      asset_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'id aset' })),
      tahun: HandlerQuery(Type.Integer({ minimum: 1990, maximum: 2100, description: 'tahun pajak' })),
    }, { strict: true }),
  }, async ({ query: q }) => {
    const errors: Record<string, string[]> = {};
    const read = <T>(f: () => T): T | undefined => {
      try { return f(); } catch (e) { Object.assign(errors, (e as { errors?: Record<string, string[]> }).errors ?? {}); return undefined; }
    };
    const assetId = read(() => wholeQuery(q.asset_id, 'asset_id', 'Aset', 1, Number.MAX_SAFE_INTEGER));
    const tahun = read(() => parseTahun(q.tahun));
    if (Object.keys(errors).length || assetId === undefined || tahun === undefined) throw unprocessable(errors);
    return { data: await fiscalYearOf(ctx.db, assetId, tahun) };
  });
}
