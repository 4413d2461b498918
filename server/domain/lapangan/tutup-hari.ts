/**
 * The day close, "Tutup Hari" (issue 39): at the end of a canvas trip the salesperson counts the goods left in the
 * vehicle and the money they hold, and one call (`POST /api/tutup-hari`) does, in ONE transaction:
 *   - goods found beyond what should remain: a stock-in to the vehicle at moving-average cost against
 *     `akun_selisih_persediaan_id` (ledger document `tutup_hari_lebih`);
 *   - the unloading (`pengembalian-sales`, draft, through the kanvas area's own save and hooks): returned = counted,
 *     lost = the shortfall. The warehouse admin approves it as before (lost goods posted, the trip closes);
 *   - the deposit of the trip's undeposited payments (`setoran`, diajukan, through the setoran area's createDeposit,
 *     the counted cash by denomination), for finance to receive and approve as before;
 *   - the collector (`penagih_id`) on the chosen unpaid credit notas of the trip;
 *   - the `tutup-hari` document with its lines, an audit row and a notification to supervisors, the trip's
 *     warehouse admins and finance.
 * A refusal (403, 409, 422) writes nothing. `GET /api/tutup-hari-ringkasan` is what the screen starts from.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { findResource } from '../../../common/registry.js';
import { formatMoney, formatNumber, todayJakarta } from '../../../common/format.js';
import { levelIsAny } from '../../../common/levels.js';
import { ALASAN_SELISIH_BARANG, TIPE_UANG, labelOf, type TipeUang } from '../../../common/kunjungan.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nowIso } from '../../core/context.js';
import { HttpError, conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { inTransaction } from '../../core/transaction.js';
import { takeStep } from '../../core/steps.js';
import { prepareSave, recordSaved, saveInTransaction } from '../../core/save.js';
import { notifyUsers } from '../../core/notify.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { isSales } from '../../core/documents/access.js';
import type { Row } from '../../core/documents/row.js';
import { route } from '../../core/route.js';
import { IntQuery, Querystring, ServiceBody } from '../../core/route-schema.js';
import type { Db } from '../../db/connection.js';
import { postingAccount, stockIn } from '../../ledger/index.js';
import { createDeposit, notesOf } from '../setoran/services.js';
import { closingSummary, closingTrip, type ClosingSummary } from './tutup-hari-ringkasan.js';

/** Ledger document type of goods found in the vehicle at the day close. */
export const DOC_LEBIH = 'tutup_hari_lebih';
/** Who may close a day for a salesperson besides the salesperson. */
const FOR_SALES = ['supervisor', 'admin', 'gm', 'owner'] as const;

export interface ClosingInput {
  trip_kendaraan_id?: number;
  barang: Array<{ barang_id: number; dihitung: number; alasan: string | null }>;
  uang: Array<{ tipe: TipeUang; dihitung: number }>;
  pecahan: Array<{ nominal: number; lembar: number }> | null;
  penagih_id: number | null;
  hutang_ids: number[];
  keterangan: string | null;
}

const BODY_KEYS = new Set(['trip_kendaraan_id', 'barang', 'uang', 'pecahan', 'penagih_id', 'hutang_ids', 'keterangan']);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/** The body's shape (types, keys): what is wrong is a 422 naming the field; nothing is read from the database. */
export function readClosing(raw: unknown): ClosingInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable({ barang: ['Isi permintaan harus berupa objek'] });
  const b = raw as Row;
  const errors: Record<string, string[]> = {};
  for (const k of Object.keys(b)) if (!BODY_KEYS.has(k)) errors[k] = ['Kolom tidak dikenal'];
  if (b.trip_kendaraan_id !== undefined && b.trip_kendaraan_id !== null && !isId(b.trip_kendaraan_id)) errors.trip_kendaraan_id = ['Trip tidak valid'];
  const barang: ClosingInput['barang'] = [];
  if (!Array.isArray(b.barang)) errors.barang = ['Daftar barang yang dihitung wajib diisi'];
  else {
    b.barang.forEach((raw2, i) => {
      const l = (raw2 ?? {}) as Row;
      if (!isId(l.barang_id)) errors[`barang.${i}.barang_id`] = ['Barang wajib dipilih'];
      if (!isCount(l.dihitung)) errors[`barang.${i}.dihitung`] = ['Jumlah dihitung harus bilangan bulat 0 atau lebih'];
      const alasan = l.alasan === undefined || l.alasan === null || l.alasan === '' ? null : l.alasan;
      if (alasan !== null && !ALASAN_SELISIH_BARANG.some((a) => a.value === alasan)) errors[`barang.${i}.alasan`] = ['Alasan selisih tidak dikenal'];
      barang.push({ barang_id: Number(l.barang_id), dihitung: Number(l.dihitung), alasan: alasan as string | null });
    });
  }
  const uang: ClosingInput['uang'] = [];
  if (b.uang !== undefined && !Array.isArray(b.uang)) errors.uang = ['Uang dihitung harus berupa daftar'];
  else {
    ((b.uang ?? []) as unknown[]).forEach((raw2, i) => {
      const u = (raw2 ?? {}) as Row;
      if (!TIPE_UANG.some((t) => t.value === u.tipe)) errors[`uang.${i}.tipe`] = ['Jenis uang harus tunai, transfer, giro atau nota_putih'];
      else if (uang.some((x) => x.tipe === u.tipe)) errors[`uang.${i}.tipe`] = ['Jenis uang tertulis dua kali'];
      if (!isCount(u.dihitung)) errors[`uang.${i}.dihitung`] = ['Jumlah dihitung harus rupiah bulat 0 atau lebih'];
      uang.push({ tipe: u.tipe as TipeUang, dihitung: Number(u.dihitung) });
    });
  }
  let pecahan: ClosingInput['pecahan'] = null;
  if (b.pecahan !== undefined && b.pecahan !== null) {
    if (!Array.isArray(b.pecahan)) errors.pecahan = ['Pecahan harus berupa daftar'];
    else {
      pecahan = [];
      b.pecahan.forEach((raw2, i) => {
        const p = (raw2 ?? {}) as Row;
        if (!isId(p.nominal)) errors[`pecahan.${i}.nominal`] = ['Nominal pecahan tidak valid'];
        if (!isCount(p.lembar)) errors[`pecahan.${i}.lembar`] = ['Jumlah lembar harus bilangan bulat 0 atau lebih'];
        pecahan!.push({ nominal: Number(p.nominal), lembar: Number(p.lembar) });
      });
    }
  }
  const penagih = b.penagih_id === undefined || b.penagih_id === null ? null : b.penagih_id;
  if (penagih !== null && !isId(penagih)) errors.penagih_id = ['Penagih tidak valid'];
  const hutangIds: number[] = [];
  if (b.hutang_ids !== undefined && b.hutang_ids !== null) {
    if (!Array.isArray(b.hutang_ids)) errors.hutang_ids = ['Nota putih harus berupa daftar'];
    else b.hutang_ids.forEach((h, i) => { if (!isId(h)) errors[`hutang_ids.${i}`] = ['Nota putih tidak valid']; else hutangIds.push(h); });
  }
  if (b.keterangan !== undefined && b.keterangan !== null && (typeof b.keterangan !== 'string' || b.keterangan.length > 1000)) errors.keterangan = ['Keterangan paling banyak 1000 huruf'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  return {
    trip_kendaraan_id: (b.trip_kendaraan_id as number | undefined) ?? undefined, barang, uang, pecahan, penagih_id: penagih as number | null,
    hutang_ids: [...new Set(hutangIds)], keterangan: (b.keterangan as string | null | undefined) || null,
  };
}

interface CheckedLine { barang_id: number; nama: string; dimuat: number; terjual: number; diretur_konsumen: number; hilang: number; harapan: number; dihitung: number; selisih: number; alasan: string | null }

/** The count against the trip's figures: every goods of the trip counted once, a difference explained. */
function checkCount(summary: ClosingSummary, input: ClosingInput): { lines: CheckedLine[]; uang: Record<TipeUang, { sistem: number; dihitung: number }>; pecahan: Array<{ nominal: number; lembar: number }> } {
  const errors: Record<string, string[]> = {};
  const expected = new Map(summary.barang.map((g) => [g.barang_id, g]));
  const seen = new Map<number, number>();
  input.barang.forEach((l, i) => {
    if (!expected.has(l.barang_id)) errors[`barang.${i}.barang_id`] = ['Barang ini tidak ada di trip'];
    else if (seen.has(l.barang_id)) errors[`barang.${i}.barang_id`] = ['Barang tertulis dua kali'];
    else {
      seen.set(l.barang_id, i);
      if (l.dihitung !== expected.get(l.barang_id)!.harapan && !l.alasan) {
        errors[`barang.${i}.alasan`] = [`Jumlah dihitung berbeda dari harapan sisa ${formatNumber(expected.get(l.barang_id)!.harapan)}; pilih alasannya`];
      }
    }
  });
  const missing = summary.barang.filter((g) => !seen.has(g.barang_id));
  if (missing.length) errors.barang = [`Belum dihitung: ${missing.map((g) => g.nama).join(', ')}`];
  const uang = Object.fromEntries(summary.uang.map((u) => [u.tipe, { sistem: u.sistem, dihitung: 0 }])) as Record<TipeUang, { sistem: number; dihitung: number }>;
  for (const u of input.uang) uang[u.tipe].dihitung = u.dihitung;
  summary.uang.forEach((u) => {
    if (u.sistem > 0 && !input.uang.some((x) => x.tipe === u.tipe)) errors.uang = [`Isi jumlah ${labelOf(TIPE_UANG, u.tipe).toLowerCase()} yang dihitung`];
  });
  let pecahan = input.pecahan?.filter((p) => p.lembar > 0) ?? null;
  if (pecahan) {
    const nominals = new Set<number>();
    pecahan.forEach((p) => { if (nominals.has(p.nominal)) errors.pecahan = [`Pecahan ${formatMoney(p.nominal)} tertulis dua kali`]; nominals.add(p.nominal); });
    const total = pecahan.reduce((s, p) => s + p.nominal * p.lembar, 0);
    if (total !== uang.tunai.dihitung) errors.pecahan = [`Jumlah pecahan ${formatMoney(total)} tidak sama dengan tunai dihitung ${formatMoney(uang.tunai.dihitung)}`];
  } else pecahan = notesOf(uang.tunai.dihitung);
  if (summary.pembayaran === 0 && uang.tunai.dihitung > 0) errors['uang'] = ['Tidak ada pembayaran trip ini yang belum disetor; tunai dihitung harus Rp. 0'];
  const notes = new Set(summary.nota_putih.map((n) => n.hutang_id));
  input.hutang_ids.forEach((h, i) => { if (!notes.has(h)) errors[`hutang_ids.${i}`] = ['Bukan nota putih trip ini yang belum lunas'] ; });
  if (input.hutang_ids.length && !input.penagih_id) errors.penagih_id = ['Pilih penagih untuk nota putih yang dipilih'];
  if (input.penagih_id && !summary.penagih.some((p) => p.karyawan_id === input.penagih_id)) errors.penagih_id = ['Karyawan ini bukan penagih aktif'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  const lines = summary.barang.map((g) => {
    const sent = input.barang[seen.get(g.barang_id)!];
    const selisih = sent.dihitung - g.harapan;
    return { ...g, dihitung: sent.dihitung, selisih, alasan: selisih === 0 ? null : sent.alasan };
  });
  return { lines, uang, pecahan };
}

/** The users told of a day close: supervisors, finance, and the admins of the trip's warehouse. */
async function recipients(trx: Db, gudangId: number | null, actorId: number): Promise<number[]> {
  const rows = await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id').select(['users.id', 'users.gudang_id', 'level.nama_level'])
    .where('users.aktif', '=', 1).where('users.deleted_at', 'is', null).execute();
  return rows.filter((u) => Number(u.id) !== actorId && (
    levelIsAny(String(u.nama_level), ['supervisor', 'finance'])
    || (/gudang/i.test(String(u.nama_level)) && (gudangId === null || Number(u.gudang_id) === gudangId))
  )).map((u) => Number(u.id));
}

/** The whole day close in the caller's transaction; answers the documents it made. */
export async function closeDay(trx: Db, ctx: AppContext, req: FastifyRequest, hooks: FastifyInstance['hooks'], user: AuthUser, input: ClosingInput) {
  if (!isSales(user) && !levelIsAny(user.level_name, [...FOR_SALES])) throw forbidden('Tutup hari hanya oleh sales, supervisor atau admin');
  const trip = await closingTrip(trx, user, input.trip_kendaraan_id, ctx.kind);
  if (trip.status !== 'buka') throw conflict(`Trip ${trip.nomor} sudah tidak berjalan; hari ini tidak dapat ditutup lagi`);
  const done = await trx.selectFrom('tutup_hari').select('nomor').where('trip_kendaraan_id', '=', Number(trip.id)).executeTakeFirst();
  if (done) throw conflict(`Trip ${trip.nomor} sudah ditutup harinya (${done.nomor})`);
  // An unloading written earlier and not approved yet is replaced by the day's count (cancelled in this transaction,
  // audited as its own step), so the close never waits for a draft the warehouse has not looked at.
  const drafts = await trx.selectFrom('pengembalian_sales').select('id').where('trip_kendaraan_id', '=', Number(trip.id)).where('status', '=', 'draft').execute();
  for (const d of drafts) await takeStep(ctx, user, 'pengembalian-sales', 'batal', Number(d.id), {}, { trx, checked: true });

  const tanggal = todayJakarta(ctx.now());
  const summary = await closingSummary(trx, trip, tanggal);
  const { lines, uang, pecahan } = checkCount(summary, input);
  const toUnload = lines.some((l) => l.harapan > 0 || l.dihitung > 0);
  if (summary.pembayaran === 0 && !toUnload) throw conflict(`Trip ${trip.nomor} tidak punya barang untuk dibongkar maupun uang untuk disetor`);

  const at = nowIso(ctx);
  const karyawanId = Number(trip.karyawan_id);
  const kendaraanId = Number(trip.kendaraan_id);
  const nomor = await nextDocNumber(trx, 'TH', tanggal);
  const dihitung = (t: TipeUang) => uang[t].dihitung;
  const selisihUang = (['tunai', 'transfer', 'giro'] as const).reduce((s, t) => s + uang[t].dihitung - uang[t].sistem, 0);
  const header = await trx.insertInto('tutup_hari').values({
    nomor, tanggal, karyawan_id: karyawanId, trip_kendaraan_id: Number(trip.id), pengembalian_sales_id: null, setoran_id: null,
    tunai_sistem: uang.tunai.sistem, tunai_dihitung: dihitung('tunai'), transfer_sistem: uang.transfer.sistem, transfer_dihitung: dihitung('transfer'),
    giro_sistem: uang.giro.sistem, giro_dihitung: dihitung('giro'), nota_putih_sistem: uang.nota_putih.sistem, nota_putih_dihitung: dihitung('nota_putih'),
    selisih_uang: selisihUang, penagih_id: input.hutang_ids.length ? input.penagih_id : null, keterangan: input.keterangan,
    created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(header.id);
  await trx.insertInto('tutup_hari_rincian').values(lines.map((l) => ({
    tutup_hari_id: id, barang_id: l.barang_id, dimuat: l.dimuat, terjual: l.terjual, diretur_konsumen: l.diretur_konsumen, hilang_sebelumnya: l.hilang,
    harapan: l.harapan, dihitung: l.dihitung, selisih: l.selisih, alasan: l.alasan, created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
  }))).execute();

  // Goods found beyond what should remain come into the vehicle at their moving-average cost.
  const found = lines.filter((l) => l.selisih > 0);
  if (found.length) {
    const costs = await trx.selectFrom('stok_nilai').select(['barang_id', 'qty', 'nilai']).where('barang_id', 'in', found.map((l) => l.barang_id)).execute();
    const prices = await trx.selectFrom('barang').select(['id', 'harga_beli']).where('id', 'in', found.map((l) => l.barang_id)).execute();
    const unit = (barangId: number) => {
      const c = costs.find((x) => Number(x.barang_id) === barangId);
      return c && Number(c.qty) > 0 ? Number(c.nilai) / Number(c.qty) : Number(prices.find((p) => Number(p.id) === barangId)?.harga_beli ?? 0);
    };
    const plate = (await trx.selectFrom('kendaraan').select('no_polisi').where('id', '=', kendaraanId).executeTakeFirst())?.no_polisi;
    await stockIn(ledgerContext(ctx, trx, user), {
      tanggal, loc: { kendaraan_id: kendaraanId }, doc: { tipe: DOC_LEBIH, id, nomor }, contraAkunId: await postingAccount(trx, 'akun_selisih_persediaan_id'),
      keterangan: `Barang lebih ditemukan di ${plate ?? 'kendaraan'} saat tutup hari ${nomor}`,
      lines: found.map((l) => ({ barang_id: l.barang_id, qty: l.selisih, nilai: Math.round(unit(l.barang_id) * l.selisih) })),
    });
  }

  // The unloading, saved by the kanvas area's own rules: counted goods back, the shortfall lost.
  const pengembalianDef = findResource(ctx.registry, 'pengembalian-sales')!;
  const prepared = await prepareSave(ctx, pengembalianDef, {
    tanggal, kendaraan_id: kendaraanId, karyawan_id: karyawanId, keterangan: `Dari tutup hari ${nomor}`,
    rincian: lines.filter((l) => l.dihitung > 0 || l.selisih < 0).map((l) => ({ barang_id: l.barang_id, jumlah: l.dihitung, qty_hilang: Math.max(0, -l.selisih) })),
  });
  const saved = await saveInTransaction(trx, ctx, req, pengembalianDef, prepared, hooks);
  const pengembalian = { id: Number(saved.data.id), nomor: String(saved.data.nomor) };

  // The deposit of the trip's payments, as a salesperson's own deposit.
  let setoran: { id: number; nomor: string } | null = null;
  if (summary.pembayaran > 0) {
    setoran = await createDeposit(trx, ctx, user, {
      tanggal, karyawan_id: karyawanId, trip_kendaraan_id: Number(trip.id), pecahan, keterangan: `Dari tutup hari ${nomor}`,
    });
  }
  if (input.hutang_ids.length) {
    await trx.updateTable('hutang').set({ penagih_id: input.penagih_id, updated_at: at, updated_by: user.id }).where('id', 'in', input.hutang_ids).execute();
  }
  await trx.updateTable('tutup_hari').set({ pengembalian_sales_id: pengembalian.id, setoran_id: setoran?.id ?? null }).where('id', '=', id).execute();
  const def = findResource(ctx.registry, 'tutup-hari')!;
  const record = await recordSaved(trx, ctx, def, id, user.id, null, at);

  const sales = (await trx.selectFrom('karyawan').select('nama_lengkap').where('id', '=', karyawanId).executeTakeFirst())?.nama_lengkap ?? '';
  const kurang = lines.filter((l) => l.selisih < 0).length;
  const lebih = found.length;
  await notifyUsers(trx, await recipients(trx, trip.gudang_id === null ? null : Number(trip.gudang_id), user.id), {
    judul: `Tutup hari ${sales}`,
    pesan: `${nomor} trip ${trip.nomor}: pengembalian ${pengembalian.nomor} menunggu persetujuan gudang`
      + (setoran ? `, setoran ${setoran.nomor} menunggu Finance (tunai ${formatMoney(dihitung('tunai'))})` : '')
      + (kurang || lebih ? `; selisih barang: ${kurang} kurang, ${lebih} lebih` : '')
      + (selisihUang ? `; selisih uang ${formatMoney(selisihUang)}` : ''),
    url: `/tutup-hari/${id}/show`, resource: 'tutup-hari', record_id: id,
  }, at);
  return { tutup_hari: record, pengembalian_sales: pengembalian, setoran };
}

export function registerTutupHari(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/tutup-hari-ringkasan', menu: '/tutup-hari', summary: 'Barang, uang dan nota putih trip untuk tutup hari',
    querystring: Querystring({ trip_kendaraan_id: IntQuery('id trip; kosong = trip Anda yang sedang berjalan') }, { strict: true }),
  }, async ({ user, query: q }) => {
    const trip = await closingTrip(ctx.db, user, q.trip_kendaraan_id ?? null);
    const s = await closingSummary(ctx.db, trip, todayJakarta(ctx.now()));
    const { karyawan_id: _k, kendaraan_id: _v, gudang_id: _g, ...head } = s.trip;
    // A draft unloading of the trip the close will replace (the screen says so).
    const diganti = await ctx.db.selectFrom('pengembalian_sales').select(['id', 'nomor']).where('trip_kendaraan_id', '=', Number(s.trip.id)).where('status', '=', 'draft').orderBy('id').execute();
    return {
      data: {
        trip: head, barang: s.barang, uang: s.uang, nota_putih: s.nota_putih, penagih: s.penagih,
        pengembalian_draft: diganti.map((d) => ({ id: Number(d.id), nomor: String(d.nomor) })),
      },
    };
  });

  route(app, {
    method: 'POST', url: '/api/tutup-hari', menu: '/tutup-hari', action: 'create', summary: 'Tutup hari: hitung barang dan uang, buat pengembalian sales dan setoran',
    body: ServiceBody(Type.Object({
      trip_kendaraan_id: Type.Optional(Type.Integer({ minimum: 1 })),
      barang: Type.Array(Type.Object({ barang_id: Type.Integer(), dihitung: Type.Integer(), alasan: Type.Optional(Type.Union([Type.String(), Type.Null()])) }, { additionalProperties: true })),
      uang: Type.Optional(Type.Array(Type.Object({ tipe: Type.String(), dihitung: Type.Integer() }, { additionalProperties: true }))),
      pecahan: Type.Optional(Type.Array(Type.Object({ nominal: Type.Integer(), lembar: Type.Integer() }, { additionalProperties: true }))),
      penagih_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
      hutang_ids: Type.Optional(Type.Array(Type.Integer())),
      keterangan: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }, { additionalProperties: true }), 'pemeriksaan tutup hari'),
  }, async ({ user, body, req, reply }) => {
    const input = readClosing(body);
    try {
      const out = await inTransaction(ctx, (trx) => closeDay(trx, ctx, req, app.hooks, user, input));
      reply.code(201);
      return {
        data: out,
        message: `Tutup hari ${out.tutup_hari.nomor} tersimpan: pengembalian ${out.pengembalian_sales.nomor}${out.setoran ? ` dan setoran ${out.setoran.nomor}` : ''} menunggu persetujuan`,
      };
    } catch (err) {
      // Two closes of one trip racing: the second meets the first's unique trip.
      const code = String((err as { code?: unknown }).code ?? '');
      if (!(err instanceof HttpError) && (code === '23505' || code.startsWith('SQLITE_CONSTRAINT'))) throw conflict('Hari trip ini baru saja ditutup oleh pengguna lain');
      throw err;
    }
  });
}
