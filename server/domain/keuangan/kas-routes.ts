import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { findResource } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { badRequest, notFound, unprocessable } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { visibleRows } from '../../core/records.js';
import { assertFreelyPostable, postJournal } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { accountLedger, parseLedgerQuery } from './account-ledger.js';
import { ledgerQueryKeys } from './account-ledger.js';
import { route } from '../../core/route.js';
import { FieldsBody, HandlerQuery, Querystring } from '../../core/route-schema.js';

interface KasRow { id: number; kode: string; nama: string; akun_id: number; saldo: number }

/** A cash account the user may see (a salesperson only their own), else 404. */
async function visibleKas(db: Db, ctx: AppContext, user: AuthUser, id: number, field = 'kas_id'): Promise<KasRow> {
  const kas = findResource(ctx.registry, 'kas')!;
  const row = await visibleRows(db, kas, { user }).select(['kas.id', 'kas.kode', 'kas.nama', 'kas.akun_id', 'kas.saldo'])
    .where('kas.id', '=', id).executeTakeFirst();
  if (!row) throw unprocessable({ [field]: ['Kas tidak ditemukan'] });
  return row as KasRow;
}

function kasId(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) throw badRequest('Parameter kas_id wajib diisi');
  return Number(raw);
}

/** Cash flow per cash account (the journal lines on its ledger account), receipts/payments and transfers. */
export function registerKasRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/kas-alur', menu: '/kas', summary: 'Alur satu kas: baris jurnal akunnya dengan saldo berjalan',
    querystring: Querystring({ kas_id: HandlerQuery(Type.Integer({ minimum: 1, description: 'id kas (wajib)' })), ...ledgerQueryKeys }, { strict: false }),
  }, async ({ user, query: q }) => {
    const { kas_id: rawKas, ...rest } = q as Record<string, string>;
    const query = parseLedgerQuery(rest);
    const kas = await visibleKas(ctx.db, ctx, user, kasId(rawKas)).catch(() => { throw notFound('Kas tidak ditemukan'); });
    const ledger = await accountLedger(ctx.db, ctx.registry, kas.akun_id, query);
    return { kas, saldo_awal: ledger!.saldo_awal, data: ledger!.data, total: ledger!.total };
  });

  route(app, {
    method: 'POST', url: '/api/input/kas-alur', menu: '/kas', action: 'create', summary: 'Catat kas masuk atau keluar',
    body: FieldsBody<{ kas_id: number; tanggal: string; jenis: 'masuk' | 'keluar'; akun_id: number; nominal: number; keterangan: string }>([
      { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Kas', required: true },
      { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true },
      { name: 'jenis', kind: 'enum', label: 'Jenis', required: true, options: [{ value: 'masuk', label: 'Kas Masuk' }, { value: 'keluar', label: 'Kas Keluar' }] },
      { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun Lawan', required: true },
      { name: 'nominal', kind: 'money', label: 'Nominal', required: true, min: 1 },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', required: true },
    ]),
  }, async ({ user, body: b, reply }) => {
    const jurnal = await inTransaction(ctx, async (trx) => {
      const kas = await visibleKas(trx, ctx, user, b.kas_id);
      if (kas.akun_id === b.akun_id) throw unprocessable({ akun_id: ['Akun lawan tidak boleh akun kas itu sendiri'] });
      await assertFreelyPostable(trx, [b.akun_id], () => 'akun_id');
      const masuk = b.jenis === 'masuk';
      return postJournal(ledgerContext(ctx, trx, user), {
        tanggal: b.tanggal, keterangan: b.keterangan, doc: { tipe: 'kas-alur', id: kas.id },
        lines: [
          { akun_id: kas.akun_id, debit: masuk ? b.nominal : 0, kredit: masuk ? 0 : b.nominal },
          { akun_id: b.akun_id, debit: masuk ? 0 : b.nominal, kredit: masuk ? b.nominal : 0 },
        ],
      });
    });
    reply.code(201);
    return { data: { jurnal_id: jurnal.id, nomor: jurnal.nomor }, message: `${b.jenis === 'masuk' ? 'Kas masuk' : 'Kas keluar'} dicatat (${jurnal.nomor})` };
  });

  route(app, {
    method: 'POST', url: '/api/kas-mutasi', menu: '/kas', action: 'create', summary: 'Pindahkan uang antar kas',
    body: FieldsBody<{ kas_asal_id: number; kas_tujuan_id: number; tanggal: string; nominal: number; keterangan: string | null }>([
      { name: 'kas_asal_id', kind: 'ref', ref: 'kas', label: 'Kas Asal', required: true },
      { name: 'kas_tujuan_id', kind: 'ref', ref: 'kas', label: 'Kas Tujuan', required: true },
      { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true },
      { name: 'nominal', kind: 'money', label: 'Nominal', required: true, min: 1 },
      { name: 'keterangan', kind: 'text', label: 'Keterangan' },
    ]),
  }, async ({ user, body: b, reply }) => {
    if (b.kas_asal_id === b.kas_tujuan_id) throw unprocessable({ kas_tujuan_id: ['Kas tujuan harus berbeda dari kas asal'] });
    const jurnal = await inTransaction(ctx, async (trx) => {
      const asal = await visibleKas(trx, ctx, user, b.kas_asal_id, 'kas_asal_id');
      const tujuan = await visibleKas(trx, ctx, user, b.kas_tujuan_id, 'kas_tujuan_id');
      return postJournal(ledgerContext(ctx, trx, user), {
        tanggal: b.tanggal, keterangan: b.keterangan ?? `Mutasi ${asal.nama} ke ${tujuan.nama}`, doc: { tipe: 'kas-mutasi', id: asal.id },
        lines: [
          { akun_id: tujuan.akun_id, debit: b.nominal, kredit: 0 },
          { akun_id: asal.akun_id, debit: 0, kredit: b.nominal },
        ],
      });
    });
    reply.code(201);
    return { data: { jurnal_id: jurnal.id, nomor: jurnal.nomor }, message: `Mutasi kas dicatat (${jurnal.nomor})` };
  });
}
