/**
 * The giro register: a giro received (at a sale or as a collection) sits in Piutang Giro — it is not cash — until
 * finance clears it (`POST /api/giro-cair`: Dr bank / Cr Piutang Giro) or records it bounced (`POST /api/giro-tolak`:
 * the receivable reopens, Dr Piutang / Cr Piutang Giro, and finance and the salesperson are told).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findResource } from '../../../common/registry.js';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { conflict, notFound, unprocessable } from '../../core/errors.js';
import { writeAudit } from '../../core/audit.js';
import { notifyUsers } from '../../core/notify.js';
import { getRecord, visibleRows } from '../../core/records.js';
import { inTransaction } from '../../core/transaction.js';
import type { Db } from '../../db/connection.js';
import { openReceivable, postJournal, postingAccount } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { pickKas, requireKeuangan, type Row } from './common.js';
import { route } from '../../core/route.js';
import { FieldsBody } from '../../core/route-schema.js';

const GIRO_STATE: Record<string, string> = { terdaftar: 'Belum Cair', cair: 'Cair', ditolak: 'Ditolak' };

/** The giro payment `id` the user sees, still registered (not cleared, not bounced, its payment not cancelled). */
async function openGiro(trx: Db, ctx: AppContext, user: AuthUser, id: number): Promise<Row> {
  const def = findResource(ctx.registry, 'giro-masuk')!;
  const row = await visibleRows(trx, def, { user, registry: ctx.registry }).selectAll('penjualan_bayar')
    .where('penjualan_bayar.id', '=', id).where('penjualan_bayar.tipe', '=', 'giro').executeTakeFirst() as Row | undefined;
  if (!row) throw notFound('Giro tidak ditemukan');
  if (row.status !== 'diterima') throw conflict(`Pembayaran giro ${row.giro_nomor} sudah dibatalkan; giro tidak dapat diproses`);
  if (row.giro_status !== 'terdaftar') {
    throw conflict(`Giro ${row.giro_nomor} berstatus ${GIRO_STATE[String(row.giro_status)] ?? row.giro_status}; hanya giro Belum Cair yang dapat dicairkan atau ditolak`);
  }
  return row;
}

/** Moves the giro out of `terdaftar` (guarded: a concurrent clear/bounce leaves nothing to update). */
async function claim(trx: Db, row: Row, to: 'cair' | 'ditolak', set: Row, user: AuthUser, at: string): Promise<void> {
  const r = await trx.updateTable('penjualan_bayar').set({ ...set, giro_status: to, updated_at: at, updated_by: user.id })
    .where('id', '=', Number(row.id)).where('giro_status', '=', 'terdaftar').executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw conflict(`Giro ${row.giro_nomor} baru saja diproses pengguna lain; muat ulang lalu coba lagi`);
}

export async function clearGiro(trx: Db, ctx: AppContext, user: AuthUser, b: { id: number; kas_id: number; tanggal?: string | null }): Promise<Row> {
  const row = await openGiro(trx, ctx, user, b.id);
  const kas = await pickKas(trx, ctx, null, b.kas_id, ['bank']);
  const tanggal = b.tanggal ?? todayJakarta(ctx.now());
  if (tanggal < String(row.tanggal)) throw unprocessable({ tanggal: [`Tanggal cair tidak boleh sebelum giro diterima (${formatDate(String(row.tanggal))})`] });
  const at = ctx.now().toISOString();
  const jumlah = Number(row.jumlah);
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `Pencairan giro ${row.giro_nomor} (${row.giro_bank}) ke ${kas.nama}`, doc: { tipe: 'giro-cair', id: Number(row.id) },
    lines: [{ akun_id: kas.akun_id, debit: jumlah, kredit: 0 }, { akun_id: await postingAccount(trx, 'akun_piutang_giro_id'), debit: 0, kredit: jumlah }],
  });
  await claim(trx, row, 'cair', { giro_kas_id: kas.id, giro_tanggal_proses: tanggal, giro_jurnal_id: jurnal.id }, user, at);
  await writeAudit(trx, { userId: user.id, action: 'giro-cair', resource: 'giro-masuk', recordId: Number(row.id), before: { giro_status: 'terdaftar' }, after: { giro_status: 'cair', kas_id: kas.id, tanggal, jurnal_id: jurnal.id }, at });
  return getRecord(trx, ctx.registry, findResource(ctx.registry, 'giro-masuk')!, Number(row.id), { user: null });
}

export async function bounceGiro(trx: Db, ctx: AppContext, user: AuthUser, b: { id: number; alasan: string; tanggal?: string | null }): Promise<Row> {
  const row = await openGiro(trx, ctx, user, b.id);
  const tanggal = b.tanggal ?? todayJakarta(ctx.now());
  if (tanggal < String(row.tanggal)) throw unprocessable({ tanggal: [`Tanggal tolak tidak boleh sebelum giro diterima (${formatDate(String(row.tanggal))})`] });
  const at = ctx.now().toISOString();
  const jumlah = Number(row.jumlah);
  const lc = ledgerContext(ctx, trx, user);
  const piutangGiro = await postingAccount(trx, 'akun_piutang_giro_id');
  let jurnalId: number;
  let hutangId: number;
  if (row.hutang_id) {
    // A collection: the invoice it paid opens again, never above its amount.
    hutangId = Number(row.hutang_id);
    const r = await trx.updateTable('hutang').set({ sisa: sql`sisa + ${jumlah}`, updated_at: at, updated_by: user.id })
      .where('id', '=', hutangId).where(sql<boolean>`sisa + ${jumlah} <= jumlah`).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict(`Hutang yang dibayar giro ${row.giro_nomor} tidak dapat dibuka kembali melebihi jumlahnya`);
    const h = await trx.selectFrom('hutang').select(['nomor', 'penjualan_id']).where('id', '=', hutangId).executeTakeFirstOrThrow();
    if (h.penjualan_id) await trx.updateTable('penjualan').set({ sisa_piutang: sql`sisa_piutang + ${jumlah}` }).where('id', '=', Number(h.penjualan_id)).execute();
    const jurnal = await postJournal(lc, {
      tanggal, keterangan: `Giro ${row.giro_nomor} ditolak: hutang ${h.nomor} dibuka kembali`, doc: { tipe: 'giro-tolak', id: Number(row.id) },
      lines: [{ akun_id: await postingAccount(trx, 'akun_piutang_id'), debit: jumlah, kredit: 0 }, { akun_id: piutangGiro, debit: 0, kredit: jumlah }],
    });
    jurnalId = jurnal.id;
  } else {
    // The giro part of a sale: the customer owes it now, due at once.
    const opened = await openReceivable(lc, {
      konsumen_id: Number(row.konsumen_id), tanggal, jatuh_tempo: tanggal, jumlah, sumber: 'giro_ditolak', no_faktur: String(row.giro_nomor).slice(0, 40),
      keterangan: `Giro ${row.giro_nomor} (${row.giro_bank}) ditolak: ${b.alasan}`, contraAkunId: piutangGiro,
    });
    hutangId = opened.id;
    if (row.penjualan_id) {
      // The receivable belongs to the sale: its open amount rises as the collection of it will lower it.
      await trx.updateTable('hutang').set({ penjualan_id: Number(row.penjualan_id) }).where('id', '=', hutangId).execute();
      await trx.updateTable('penjualan').set({ sisa_piutang: sql`sisa_piutang + ${jumlah}`, updated_at: at, updated_by: user.id })
        .where('id', '=', Number(row.penjualan_id)).execute();
    }
    const h = await trx.selectFrom('hutang').select('jurnal_id').where('id', '=', hutangId).executeTakeFirstOrThrow();
    jurnalId = Number(h.jurnal_id);
  }
  await claim(trx, row, 'ditolak', { giro_tanggal_proses: tanggal, giro_alasan: b.alasan, giro_jurnal_id: jurnalId, giro_hutang_id: hutangId }, user, at);
  await writeAudit(trx, { userId: user.id, action: 'giro-tolak', resource: 'giro-masuk', recordId: Number(row.id), before: { giro_status: 'terdaftar' }, after: { giro_status: 'ditolak', alasan: b.alasan, tanggal, hutang_id: hutangId, jurnal_id: jurnalId }, at });

  // Finance and the salesperson who received it are told (not the one who recorded the bounce).
  const finance = await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id').select('users.id')
    .where(sql`lower(level.nama_level)`, '=', 'finance').where('users.deleted_at', 'is', null).where('users.aktif', '=', 1).execute();
  const sales = row.karyawan_id
    ? await trx.selectFrom('users').select('id').where('karyawan_id', '=', Number(row.karyawan_id)).where('deleted_at', 'is', null).where('aktif', '=', 1).execute()
    : [];
  const konsumen = await trx.selectFrom('konsumen').select('nama').where('id', '=', Number(row.konsumen_id)).executeTakeFirst();
  await notifyUsers(trx, [...finance, ...sales].map((u) => Number(u.id)).filter((id) => id !== user.id), {
    judul: 'Giro ditolak', pesan: `Giro ${row.giro_nomor} (${row.giro_bank}) ${konsumen?.nama ?? ''} sebesar ${formatMoney(jumlah)} ditolak: ${b.alasan}. Piutang konsumen dibuka kembali.`,
    url: `/giro`, resource: 'giro-masuk', record_id: Number(row.id),
  }, at);
  return getRecord(trx, ctx.registry, findResource(ctx.registry, 'giro-masuk')!, Number(row.id), { user: null });
}

export function registerGiroRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'POST', url: '/api/giro-cair', menu: '/giro', action: 'update', summary: 'Catat giro cair',
    body: FieldsBody<{ id: number; kas_id: number; tanggal: string | null }>([
      { name: 'id', kind: 'int', label: 'Giro', required: true, min: 1 },
      { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Rekening Bank', required: true },
      { name: 'tanggal', kind: 'date', label: 'Tanggal Cair' },
    ]),
  }, async ({ user, body: b }) => {
    requireKeuangan(user, 'Pencairan giro');
    const data = await inTransaction(ctx, (trx) => clearGiro(trx, ctx, user, b));
    return { data, message: `Giro ${data.giro_nomor} sebesar ${formatMoney(Number(data.jumlah))} dicairkan` };
  });
  route(app, { method: 'POST', url: '/api/giro-tolak', menu: '/giro', action: 'update', summary: 'Catat giro ditolak',
    body: FieldsBody<{ id: number; alasan: string; tanggal: string | null }>([
      { name: 'id', kind: 'int', label: 'Giro', required: true, min: 1 },
      { name: 'alasan', kind: 'text', label: 'Alasan Ditolak', required: true, min: 3, max: 255 },
      { name: 'tanggal', kind: 'date', label: 'Tanggal Ditolak' },
    ]),
  }, async ({ user, body: b }) => {
    requireKeuangan(user, 'Penolakan giro');
    const data = await inTransaction(ctx, (trx) => bounceGiro(trx, ctx, user, b));
    return { data, message: `Giro ${data.giro_nomor} ditolak; piutang konsumen dibuka kembali` };
  });
}
