/**
 * Collections (penagihan): money received against one open customer invoice (hutang) — tunai into the collecting
 * salesperson's cash, transfer and QRIS into a bank account, giro into Piutang Giro until it clears — crediting
 * receivables. The invoice's `sisa` (and its sale's `sisa_piutang`) go down by a guarded update, so concurrent
 * collections never take it below zero.
 */
import { KAS_PERUSAHAAN, KAS_SALES } from '../../../common/kas.js';
import { KETERANGAN_QRIS } from '../../../common/bank.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findResource, tableName } from '../../../common/registry.js';
import { daysBetween, formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { guardedDecrement } from '../../core/guarded.js';
import { writeAudit } from '../../core/audit.js';
import { getRecord, visibleRows } from '../../core/records.js';
import type { Db } from '../../db/connection.js';
import { postJournal, postingAccount } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { isSales } from '../../core/documents/access.js';
import { openTripOfSales, pickKas, salesKas, type KasRow, type Row } from './common.js';
import { route } from '../../core/route.js';
import { DateQuery, IntQuery, Querystring, TextQuery } from '../../core/route-schema.js';

export const BAYAR = 'BYR';

export interface CollectionInput {
  hutang_id?: number | null;
  tanggal?: string | null;
  tipe: string;
  jumlah: number;
  kas_id?: number | null;
  karyawan_id?: number | null;
  giro_nomor?: string | null;
  giro_bank?: string | null;
  giro_jatuh_tempo?: string | null;
  keterangan?: string | null;
}

/** One collection of an open invoice the user sees, in the caller's transaction: payment row, journal, guarded sisa. */
export async function recordCollection(trx: Db, ctx: AppContext, user: AuthUser, input: CollectionInput): Promise<{ id: number; nomor: string }> {
  if (input.tipe === 'nota_putih') throw unprocessable({ tipe: ['Nota putih bukan cara pelunasan; pilih tunai, transfer, QRIS atau giro'] });
  if (!input.hutang_id) throw unprocessable({ hutang_id: ['Hutang yang dibayar wajib dipilih'] });
  const hutangDef = findResource(ctx.registry, 'hutang')!;
  const hutang = await visibleRows(trx, hutangDef, { user, registry: ctx.registry }).selectAll('hutang')
    .where('hutang.id', '=', input.hutang_id).executeTakeFirst() as Row | undefined;
  if (!hutang) throw unprocessable({ hutang_id: ['Hutang tidak ditemukan'] });
  const tanggal = input.tanggal ?? todayJakarta(ctx.now());
  if (tanggal < String(hutang.tanggal)) throw unprocessable({ tanggal: [`Tanggal bayar tidak boleh sebelum tanggal hutang (${formatDate(String(hutang.tanggal))})`] });

  let karyawanId: number | null;
  if (isSales(user)) {
    if (!user.karyawan_id) throw forbidden('Akun sales Anda belum terhubung dengan data karyawan');
    if (input.karyawan_id && input.karyawan_id !== user.karyawan_id) throw forbidden('Anda hanya dapat mencatat penagihan atas nama Anda sendiri');
    karyawanId = user.karyawan_id;
  } else {
    karyawanId = input.karyawan_id ?? null;
  }

  const giro = input.tipe === 'giro';
  const errors: Record<string, string[]> = {};
  if (giro) {
    if (!input.giro_nomor) errors.giro_nomor = ['No. Giro wajib diisi'];
    if (!input.giro_bank) errors.giro_bank = ['Bank Giro wajib diisi'];
    if (!input.giro_jatuh_tempo) errors.giro_jatuh_tempo = ['Tanggal efektif giro wajib diisi'];
    else if (input.giro_jatuh_tempo < tanggal) errors.giro_jatuh_tempo = ['Tanggal efektif giro tidak boleh sebelum tanggal terima'];
    if (input.kas_id) errors.kas_id = ['Giro masuk ke Piutang Giro sampai cair; kas dipilih saat pencairan'];
  } else {
    for (const f of ['giro_nomor', 'giro_bank', 'giro_jatuh_tempo'] as const) if (input[f]) errors[f] = ['Hanya untuk pembayaran giro'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);

  let kas: KasRow | null = null;
  let debitAkun: number;
  if (input.tipe === 'tunai') {
    if (input.kas_id) kas = await pickKas(trx, ctx, user, input.kas_id, isSales(user) ? KAS_SALES : KAS_PERUSAHAAN);
    else if (karyawanId) kas = await salesKas(trx, karyawanId);
    else throw unprocessable({ kas_id: ['Pilih kas penerima uang tunai'] });
    if (isSales(user) && Number(kas.karyawan_id) !== karyawanId) throw unprocessable({ kas_id: ['Uang tunai masuk ke kas Anda sendiri'] });
    debitAkun = kas.akun_id;
  } else if (input.tipe === 'transfer' || input.tipe === 'qris') {
    if (!input.kas_id) throw unprocessable({ kas_id: [`Pilih rekening bank penerima ${input.tipe === 'qris' ? 'QRIS' : 'transfer'}`] });
    kas = await pickKas(trx, ctx, null, input.kas_id, ['bank']);
    debitAkun = kas.akun_id;
  } else {
    debitAkun = await postingAccount(trx, 'akun_piutang_giro_id');
  }

  if (!(await guardedDecrement(trx, 'hutang', 'sisa', input.jumlah, { id: Number(hutang.id) }))) {
    const now = await trx.selectFrom('hutang').select('sisa').where('id', '=', Number(hutang.id)).executeTakeFirstOrThrow();
    throw conflict(`Sisa hutang ${hutang.nomor} tinggal ${formatMoney(Number(now.sisa))}; pembayaran ${formatMoney(input.jumlah)} melebihi sisa`);
  }
  const penjualanId = (hutang.penjualan_id as number | null) ?? null;
  if (penjualanId && !(await guardedDecrement(trx, 'penjualan', 'sisa_piutang', input.jumlah, { id: penjualanId }))) {
    throw conflict(`Sisa piutang penjualan hutang ${hutang.nomor} lebih kecil dari pembayaran ${formatMoney(input.jumlah)}`);
  }

  const at = ctx.now().toISOString();
  const nomor = await nextDocNumber(trx, BAYAR, tanggal);
  const row = await trx.insertInto('penjualan_bayar').values({
    nomor, tanggal, karyawan_id: karyawanId, konsumen_id: Number(hutang.konsumen_id), penjualan_id: penjualanId, hutang_id: Number(hutang.id),
    sumber: 'pelunasan', tipe: input.tipe, jumlah: input.jumlah, kas_id: kas?.id ?? null, trip_kendaraan_id: await openTripOfSales(trx, karyawanId),
    giro_nomor: giro ? input.giro_nomor : null, giro_bank: giro ? input.giro_bank : null, giro_jatuh_tempo: giro ? input.giro_jatuh_tempo : null,
    giro_status: giro ? 'terdaftar' : null, status: 'diterima', keterangan: input.keterangan ?? null,
    created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  const konsumen = await trx.selectFrom('konsumen').select('nama').where('id', '=', Number(hutang.konsumen_id)).executeTakeFirst();
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `Pelunasan ${hutang.nomor} ${konsumen?.nama ?? ''} (${input.tipe}) ${nomor}`.replace(/\s+/g, ' '),
    doc: { tipe: 'penjualan-bayar', id },
    lines: [{ akun_id: debitAkun, debit: input.jumlah, kredit: 0, ...(input.tipe === 'qris' ? { keterangan: KETERANGAN_QRIS } : {}) }, { akun_id: await postingAccount(trx, 'akun_piutang_id'), debit: 0, kredit: input.jumlah }],
  });
  await trx.updateTable('penjualan_bayar').set({ jurnal_id: jurnal.id }).where('id', '=', id).execute();
  await writeAudit(trx, { userId: user.id, action: 'create', resource: 'penjualan-bayar', recordId: id, after: { nomor, ...input, karyawan_id: karyawanId, jurnal_id: jurnal.id }, at });
  return { id, nomor };
}

/** `POST /api/input/penjualan-bayar` (create only): a collection. */
export const penjualanBayarHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    const user = req.user!;
    if (prepared.id) throw unprocessable({ id: ['Pembayaran tidak dapat diubah'] });
    const v = prepared.values as unknown as CollectionInput;
    const { id, nomor } = await recordCollection(trx, ctx, user, v);
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'penjualan-bayar')!, id, { user: null });
    return { data, created: true, message: `Pembayaran ${nomor} sebesar ${formatMoney(v.jumlah)} dicatat` };
  },
};

/**
 * `GET /api/collection?rute_id=&karyawan_id=&konsumen_id=&q=&tanggal=`: the open invoices (sisa > 0) of the
 * customers the user sees, oldest due date first, with customer, route, salesperson, sale, days overdue, and totals.
 */
export function registerCollectionRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/collection', menu: '/collection', summary: 'Daftar tagihan untuk kolektor', querystring: Querystring({ rute_id: IntQuery(), karyawan_id: IntQuery(), konsumen_id: IntQuery(), q: TextQuery(), tanggal: DateQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    const ruteId = q.rute_id ?? null;
    const karyawanId = q.karyawan_id ?? null;
    const konsumenId = q.konsumen_id ?? null;
    const search = typeof q.q === 'string' ? q.q.trim().toLowerCase().slice(0, 100) : '';
    const konsumenDef = findResource(ctx.registry, 'konsumen')!;
    const k = tableName(konsumenDef);
    const visible = visibleRows(ctx.db, konsumenDef, { user, registry: ctx.registry }).select(`${k}.id`);
    let query = ctx.db.selectFrom('hutang')
      .innerJoin('konsumen', 'konsumen.id', 'hutang.konsumen_id')
      .leftJoin('rute', 'rute.id', 'konsumen.rute_id')
      .leftJoin('karyawan', 'karyawan.id', 'rute.karyawan_id')
      .leftJoin('penjualan', 'penjualan.id', 'hutang.penjualan_id')
      .select([
        'hutang.id', 'hutang.nomor', 'hutang.no_faktur', 'hutang.sumber', 'hutang.tanggal', 'hutang.jatuh_tempo', 'hutang.jumlah', 'hutang.sisa',
        'hutang.konsumen_id', 'konsumen.kode as konsumen_kode', 'konsumen.nama as konsumen_nama', 'konsumen.alamat as konsumen_alamat',
        'konsumen.rute_id', 'rute.kode as rute_kode', 'rute.nama as rute_nama', 'rute.karyawan_id', 'karyawan.nama_lengkap as sales_nama',
        'hutang.penjualan_id', 'penjualan.nomor as penjualan_nomor',
      ])
      .where('hutang.sisa', '>', 0).where('hutang.konsumen_id', 'in', visible);
    if (ruteId) query = query.where('konsumen.rute_id', '=', ruteId);
    if (karyawanId) query = query.where('rute.karyawan_id', '=', karyawanId);
    if (konsumenId) query = query.where('hutang.konsumen_id', '=', konsumenId);
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([
        eb(sql`lower(konsumen.nama)`, 'like', like), eb(sql`lower(konsumen.kode)`, 'like', like),
        eb(sql`lower(hutang.nomor)`, 'like', like), eb(sql`lower(coalesce(hutang.no_faktur, ''))`, 'like', like),
      ]));
    }
    const rows = await query.orderBy('hutang.jatuh_tempo').orderBy('hutang.id').limit(1000).execute() as Row[];
    const data = rows.map((r) => {
      const terlambat = Math.max(0, daysBetween(String(r.jatuh_tempo), tanggal));
      return {
        ...r, id: Number(r.id), jumlah: Number(r.jumlah), sisa: Number(r.sisa), terlambat_hari: terlambat,
        jatuh_tempo_hari: daysBetween(tanggal, String(r.jatuh_tempo)),
      };
    });
    const total = data.reduce((s, r) => s + r.sisa, 0);
    const bank = await ctx.db.selectFrom('kas').select(['id', 'kode', 'nama']).where('jenis', '=', 'bank').where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('kode').execute();
    const lewat = data.filter((r) => r.terlambat_hari > 0);
    return {
      data, total: data.length, tanggal, bank,
      totals: {
        jumlah_faktur: data.length, sisa: total, jumlah_konsumen: new Set(rows.map((r) => r.konsumen_id)).size,
        lewat_tempo: { jumlah_faktur: lewat.length, sisa: lewat.reduce((s, r) => s + r.sisa, 0) },
      },
    };
  });
}
