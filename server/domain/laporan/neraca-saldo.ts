import type { FastifyInstance } from 'fastify';
import { route } from '../../core/route.js';
import { DateQuery, Querystring } from '../../core/route-schema.js';
import { unprocessable } from '../../core/errors.js';
import { addDays } from '../../../common/format.js';
import { loadChart } from './accounts.js';
import { accountSums, type AccountSums } from './balances.js';

/** Debit and credit sides of a net balance (debit minus credit). */
const sides = (net: number) => ({ debit: net > 0 ? net : 0, kredit: net < 0 ? -net : 0 });
const net = (sums: AccountSums, id: number) => { const s = sums.get(id); return s ? s.debit - s.kredit : 0; };
/** The last date the books may hold: without tgl_akhir the trial balance takes every line. */
const END = '9999-12-31';

/**
 * `GET /api/neraca-saldo[?tgl_awal=][&tgl_akhir=]` (issue 36): the trial balance of every account at `tgl_akhir`
 * (every line without it), or for the period `tgl_awal`…`tgl_akhir`: the opening balance (the day before
 * `tgl_awal`), the period's debit and credit movements and the closing balance, each as debit or credit. `debit`
 * and `kredit` are the closing balance's sides, as before. An unknown parameter is a 400, a malformed date or a
 * period ending before it starts a 422, as in the other reports.
 */
export function registerTrialBalance(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/neraca-saldo', menu: '/akun', summary: 'Neraca saldo semua akun per tanggal atau untuk periode (saldo awal, mutasi, saldo akhir)',
    querystring: Querystring({
      tgl_awal: DateQuery('Tanggal awal harus YYYY-MM-DD', 'awal periode mutasi; kosong = sejak awal buku'),
      tgl_akhir: DateQuery('Tanggal akhir harus YYYY-MM-DD', 'per tanggal; kosong = semua jurnal'),
    }, { strict: true }),
  }, async ({ query }) => {
    const q = query as { tgl_awal?: string; tgl_akhir?: string };
    const tglAkhir = q.tgl_akhir || null;
    const tglAwal = q.tgl_awal || null;
    if (tglAwal && tglAkhir && tglAkhir < tglAwal) throw unprocessable({ tgl_akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
    const chart = await loadChart(ctx.db);
    const [opening, moves] = await Promise.all([
      tglAwal ? accountSums(ctx.db, null, addDays(tglAwal, -1)) : Promise.resolve(new Map() as AccountSums),
      accountSums(ctx.db, tglAwal, tglAkhir ?? END),
    ]);
    const total = { saldo_awal_debit: 0, saldo_awal_kredit: 0, mutasi_debit: 0, mutasi_kredit: 0, debit: 0, kredit: 0 };
    const data = chart.map((a) => {
      const awal = sides(net(opening, a.id));
      const m = moves.get(a.id) ?? { debit: 0, kredit: 0 };
      const akhir = sides(net(opening, a.id) + m.debit - m.kredit);
      const row = {
        id: a.id, kode: a.kode, nama: a.nama, tipe: a.tipe, kategori: a.kategori, grup_laporan: a.grup,
        saldo_awal_debit: awal.debit, saldo_awal_kredit: awal.kredit, mutasi_debit: m.debit, mutasi_kredit: m.kredit, debit: akhir.debit, kredit: akhir.kredit,
      };
      for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += row[k];
      return row;
    });
    return { tgl_awal: tglAwal, tgl_akhir: tglAkhir, data, total };
  });
}
