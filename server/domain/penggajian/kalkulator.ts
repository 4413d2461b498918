/**
 * The PPh 21 calculators of the payroll screen and the tests (issue 38), over the tables in force on `tanggal`
 * (today by default):
 * - `GET /api/pph21-ter?bruto=&status_ptkp=` → `{ kategori, tarif_persen, pph21 }` (a month's TER withholding);
 * - `GET /api/pph21-tahunan?bruto_setahun=&iuran_setahun=&status_ptkp=&dipotong=[&bulan=]` → `{ biaya_jabatan, neto,
 *   ptkp, pkp, pph21_setahun, pph21_terutang }` (the last period's recomputation; PKP rounded down to the thousand).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { HandlerQuery, Querystring } from '../../core/route-schema.js';
import { unprocessable } from '../../core/errors.js';
import { todayJakarta } from '../../../common/format.js';
import { STATUS_PTKP } from '../../../resources/pph21.js';
import { pph21Tahunan, pph21Ter } from './pph21.js';
import { tabelPph21 } from './tabel-pajak.js';

const MENU = '/penggajian';
const MAX = 1_000_000_000_000;

function rupiah(q: Record<string, unknown>, name: string, label: string, required = true): number {
  const raw = q[name];
  if (raw === undefined || raw === '') {
    if (required) throw unprocessable({ [name]: [`${label} wajib diisi`] });
    return 0;
  }
  const n = Number(Array.isArray(raw) ? raw[raw.length - 1] : raw);
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX) throw unprocessable({ [name]: [`${label} harus rupiah bulat 0 atau lebih`] });
  return n;
}

function status(q: Record<string, unknown>): string {
  const s = String(q.status_ptkp ?? '').toUpperCase();
  if (!STATUS_PTKP.includes(s)) throw unprocessable({ status_ptkp: [`Status PTKP harus salah satu dari ${STATUS_PTKP.join(', ')}`] });
  return s;
}

function tanggal(q: Record<string, unknown>): string {
  const t = q.tanggal === undefined || q.tanggal === '' ? todayJakarta() : String(q.tanggal);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t) || Number.isNaN(Date.parse(t))) throw unprocessable({ tanggal: ['Tanggal harus YYYY-MM-DD'] });
  return t;
}

const money = (description: string) => HandlerQuery(Type.Integer({ minimum: 0, description }));
const statusQuery = HandlerQuery(Type.String({ description: 'TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2 atau K/3' }));
const dateQuery = HandlerQuery(Type.String({ description: 'YYYY-MM-DD: tabel yang berlaku (bawaan hari ini)' }));

export function registerKalkulatorPph21(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/pph21-ter', menu: MENU, summary: 'Hitung PPh 21 bulanan dengan tarif efektif (TER)',
    querystring: Querystring({ bruto: money('penghasilan bruto sebulan'), status_ptkp: statusQuery, tanggal: dateQuery }, { strict: true }),
  }, async ({ query }) => {
    const q = query as Record<string, unknown>;
    const bruto = rupiah(q, 'bruto', 'Penghasilan bruto');
    const s = status(q);
    const r = pph21Ter(await tabelPph21(ctx.db, tanggal(q)), s, bruto);
    return { data: { bruto, status_ptkp: s, kategori: r.kategori, tarif_persen: r.tarif / 100, pph21: r.pph21 } };
  });

  route(app, {
    method: 'GET', url: '/api/pph21-tahunan', menu: MENU, summary: 'Hitung PPh 21 setahun (masa pajak terakhir) dengan tarif Pasal 17',
    querystring: Querystring({
      bruto_setahun: money('penghasilan bruto setahun'), iuran_setahun: money('iuran JHT dan JP karyawan setahun'), status_ptkp: statusQuery,
      dipotong: money('PPh 21 yang sudah dipotong di masa lain'), bulan: HandlerQuery(Type.Integer({ minimum: 1, maximum: 12, description: 'jumlah bulan bekerja (bawaan 12)' })),
      tanggal: dateQuery,
    }, { strict: true }),
  }, async ({ query }) => {
    const q = query as Record<string, unknown>;
    const bruto_setahun = rupiah(q, 'bruto_setahun', 'Penghasilan bruto setahun');
    const iuran_setahun = rupiah(q, 'iuran_setahun', 'Iuran setahun', false);
    const dipotong = rupiah(q, 'dipotong', 'PPh 21 yang sudah dipotong', false);
    const bulan = q.bulan === undefined || q.bulan === '' ? 12 : Number(q.bulan);
    if (!Number.isInteger(bulan) || bulan < 1 || bulan > 12) throw unprocessable({ bulan: ['Jumlah bulan harus 1 sampai 12'] });
    if (iuran_setahun > bruto_setahun) throw unprocessable({ iuran_setahun: ['Iuran setahun tidak boleh melebihi penghasilan bruto'] });
    const s = status(q);
    const r = pph21Tahunan(await tabelPph21(ctx.db, tanggal(q)), { bruto_setahun, iuran_setahun, status_ptkp: s, dipotong, bulan });
    return { data: { bruto_setahun, iuran_setahun, status_ptkp: s, dipotong, bulan, ...r } };
  });
}
