/**
 * The asset area's own calls (SPEC.md section 7 Assets): the depreciation preview of a month, an asset's QR code
 * (a PNG whose content is the asset code) and its printable label sheet (a PDF of labels with the QR, code and name),
 * and the depreciation schedule and book value added to `GET /api/asset/:id` for its detail page, with the law's fiscal
 * schedule beside it (`jadwal_fiskal`, issue 38).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';

import { unprocessable } from '../../core/errors.js';
import { loadSettings } from '../../ledger/index.js';
import { renderPdf } from '../../print/pdf.js';
import { sendFile, sendPdf } from '../../print/reply.js';
import { depreciationSchedule } from '../../../common/penyusutan.js';
import { visibleDocument } from '../../core/documents/access.js';
import { bulanPertama, checkPeriode, previewMonth } from './penyusutan.js';
import { kelompokFiskal } from './buku-fiskal.js';
import { fiscalByYear, fiscalSchedule, type MetodeFiskal } from './penyusutan-fiskal.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, IdParams, Querystring, TextQuery } from '../../core/route-schema.js';

type Row = Record<string, unknown>;

/** The law's fiscal schedule of an asset with a tax group (issue 38): by month and by tax year; null without a group. */
export async function fiscalScheduleOf(app: FastifyInstance, asset: Row): Promise<Row | null> {
  if (asset.kelompok_fiskal_id === null || asset.kelompok_fiskal_id === undefined) return null;
  const k = await kelompokFiskal(app.ctx.db, Number(asset.kelompok_fiskal_id));
  if (!k) return null;
  const basis = {
    tanggal_perolehan: String(asset.tanggal_perolehan), harga_perolehan: Number(asset.harga_perolehan), masa_manfaat: k.masa_manfaat,
    metode: (asset.metode_fiskal === 'saldo_menurun' ? 'saldo_menurun' : 'garis_lurus') as MetodeFiskal, tarif_garis_lurus: k.tarif_garis_lurus, tarif_saldo_menurun: k.tarif_saldo_menurun,
  };
  return { kelompok: k.nama, metode: basis.metode, masa_manfaat: k.masa_manfaat, per_tahun: fiscalByYear(basis), rincian: fiscalSchedule(basis) };
}

/** The schedule of an asset with its category's life, for the detail page. */
export async function scheduleOf(app: FastifyInstance, asset: Row): Promise<Row> {
  const k = await app.ctx.db.selectFrom('asset_kategori').select(['umur_bulan']).where('id', '=', Number(asset.asset_kategori_id)).executeTakeFirstOrThrow();
  const rows = depreciationSchedule({
    tanggal_perolehan: String(asset.tanggal_perolehan), harga_perolehan: Number(asset.harga_perolehan), nilai_sisa: Number(asset.nilai_sisa), umur_bulan: Number(k.umur_bulan),
    bulan_pertama: await bulanPertama(app.ctx.db),
  });
  return { umur_bulan: Number(k.umur_bulan), bulan_pertama: await bulanPertama(app.ctx.db), rincian: rows };
}

function labelSheet(company: string, asset: Row, count: number): TDocumentDefinitions {
  const label = (): Content => ({
    stack: [
      { text: company, fontSize: 7, alignment: 'center', margin: [0, 0, 0, 2] },
      { qr: String(asset.kode), fit: 92, alignment: 'center' },
      { text: String(asset.kode), bold: true, fontSize: 10, alignment: 'center', margin: [0, 3, 0, 0] },
      { text: String(asset.nama).slice(0, 60), fontSize: 7, alignment: 'center' },
    ],
    margin: [4, 6, 4, 6],
  });
  const rows: Content[][] = [];
  for (let i = 0; i < count; i += 3) rows.push([0, 1, 2].map((k) => (i + k < count ? label() : { text: '' })));
  return {
    pageSize: 'A4', pageMargins: [28, 28, 28, 28], info: { title: `Label QR ${asset.kode}` },
    content: [{ table: { widths: ['*', '*', '*'], dontBreakRows: true, body: rows }, layout: { hLineStyle: () => ({ dash: { length: 3 } }), vLineStyle: () => ({ dash: { length: 3 } }) } }],
  };
}

export function registerAssetRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, { method: 'GET', url: '/api/cek-biaya-penyusutan-asset', menu: '/asset-penyusutan', summary: 'Periksa biaya penyusutan aset per periode', querystring: Querystring({ periode: TextQuery() }, { strict: true }) }, async ({ query: q }) => {
    return { data: await previewMonth(ctx.db, checkPeriode(ctx, q.periode)) };
  });

  route(app, { method: 'GET', url: '/api/asset-qr-code/:id', menu: '/asset', summary: 'Kode QR satu aset (PNG)', params: IdParams('id aset') }, async ({ user, params, reply }) => {
    const asset = await visibleDocument(app, user, 'asset', params.id);
    const png = await QRCode.toBuffer(String(asset.kode), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return sendFile(reply, `QR ${asset.kode}.png`, 'image/png', png);
  });

  route(app, {
    method: 'GET', url: '/api/cetak-qrcode/:id', menu: '/asset', summary: 'Cetak lembar label kode QR satu aset (PDF)', params: IdParams('id aset'),
    querystring: Querystring({ jumlah: HandlerQuery(Type.Integer({ minimum: 1, maximum: 60, description: 'jumlah label (bawaan 12)' })) }, { strict: true }),
  }, async ({ user, params, query: q, reply }) => {
    const jumlah = q.jumlah === undefined ? 12 : Number(q.jumlah);
    if (!Number.isInteger(jumlah) || jumlah < 1 || jumlah > 60) throw unprocessable({ jumlah: ['Jumlah label 1 sampai 60'] });
    const asset = await visibleDocument(app, user, 'asset', params.id);
    const company = String((await loadSettings(ctx.db)).nama_perusahaan ?? 'Niaga');
    return sendPdf(reply, `Label QR ${asset.kode}`, await renderPdf(labelSheet(company, asset, jumlah)));
  });

  // The detail page's depreciation schedule and book value ride on the asset's own answer.
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload) => {
    if (req.method !== 'GET' || req.routeOptions.url !== '/api/asset/:id' || !req.user) return payload;
    const p = payload as { data?: Row } | null;
    if (!p?.data?.id) return payload;
    const jadwal = await scheduleOf(app, p.data);
    return { ...p, data: { ...p.data, jadwal, jadwal_fiskal: await fiscalScheduleOf(app, p.data) } };
  });
}
