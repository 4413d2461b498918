/**
 * The demo's storage and warehouse mutations, through the same line rules and step handlers as the API: the
 * admin's recent receipts put on racks and pallets (one placed, one waiting for places), a tidy-up between
 * places, and mutations with the other warehouses in every state (received and placed, in transit waiting for
 * the admin's receipt, asked for, refused); who acts on waiting ones is base data (server/db/base/status-roles.ts).
 * Runs after the canvas trip so only part of the stock is placed and vehicles still load from unplaced stock.
 */
import { findResource } from '../../../../common/registry.js';
import type { AuthUser } from '../../../core/context.js';
import { nextDocNumber } from '../../../core/doc-number.js';
import type { Db } from '../../../db/connection.js';
import type { SeedEnv } from '../../../db/seed/areas.js';
import { insertRows } from '../../../db/seed/insert.js';
import { seedCreated, seedStep, seedContext } from '../../../db/seed/steps.js';
import { PNY } from '../penyimpanan.js';
import { MTS } from '../mutasi.js';
import { jakartaDaysBefore } from '../../../../common/format.js';
import { linePlace } from '../../../core/documents/places.js';

type Row = Record<string, unknown>;
const daysBefore = jakartaDaysBefore;

async function userByEmail(trx: Db, email: string): Promise<AuthUser> {
  const u = await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id')
    .select(['users.id', 'users.email', 'users.karyawan_id', 'users.gudang_id', 'users.level_id', 'level.nama_level'])
    .where('users.email', '=', email).executeTakeFirstOrThrow();
  return { id: Number(u.id), email: String(u.email), level_id: Number(u.level_id), level_name: String(u.nama_level), karyawan_id: u.karyawan_id as number | null, gudang_id: u.gudang_id as number | null, token_version: 0 } as AuthUser;
}

/** Racks and pallets of a warehouse, as line places. */
async function placesOf(trx: Db, gudangId: number) {
  const rak = await trx.selectFrom('gudang_rak').select('id').where('gudang_id', '=', gudangId).orderBy('id').limit(6).execute();
  const palet = await trx.selectFrom('gudang_palet').select('id').where('gudang_id', '=', gudangId).orderBy('id').limit(3).execute();
  return [...rak.map((r) => ({ tipe: 'rak', id: Number(r.id) })), ...palet.map((p) => ({ tipe: 'palet', id: Number(p.id) }))];
}

export async function seedGudangTempat({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const ctx = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const gudang = await userByEmail(trx, 'gudang@niaga.local');
    const gm = await userByEmail(trx, 'gm@niaga.local');
    const own = Number(gudang.gudang_id);
    const places = await placesOf(trx, own);
    const named = async (line: Row, prefix: string, gudangId: number) => {
      const p = await linePlace(trx, line, prefix, gudangId, '');
      return { [`${prefix}_nama`]: p?.nama ?? null };
    };

    // Storage of the admin's two latest received receipts: the older placed, the newer waiting for its places.
    const receipts = await trx.selectFrom('penerimaan').select(['id', 'tanggal']).where('gudang_id', '=', own).where('status', '=', 'diterima')
      .orderBy('tanggal', 'desc').orderBy('id', 'desc').limit(2).execute();
    for (const [i, p] of receipts.reverse().entries()) {
      const placed = i === 0;
      const tanggal = String(p.tanggal);
      const [id] = await insertRows(trx, r('gudang-penyimpanan'), [{
        nomor: await nextDocNumber(trx, PNY, tanggal), tanggal, gudang_id: own, penerimaan_id: Number(p.id), status: 'draft',
        keterangan: placed ? 'Penataan barang datang' : 'Barang datang, menunggu ditata', created_by: gudang.id, updated_by: gudang.id,
      }], at);
      const goods = await trx.selectFrom('penerimaan_barang').select(['barang_id', (eb) => eb.fn.sum<number>('qty').as('q')])
        .where('penerimaan_id', '=', Number(p.id)).groupBy('barang_id').orderBy('barang_id').execute();
      const lines: Row[] = [];
      for (const [k, g] of goods.entries()) {
        const place = placed ? { tempat_tipe: places[k % places.length].tipe, tempat_id: places[k % places.length].id } : {};
        const line: Row = { gudang_penyimpanan_id: id, line_no: k + 1, barang_id: Number(g.barang_id), jumlah: Number(g.q), qty: Number(g.q), ...place };
        lines.push({ ...line, ...(await named(line, 'tempat', own)), created_by: gudang.id, updated_by: gudang.id });
      }
      await insertRows(trx, r('gudang-penyimpanan-rincian'), lines, at);
      await trx.updateTable('gudang_penyimpanan').set({ total: lines.reduce((s, l) => s + Number(l.qty), 0) }).where('id', '=', id).execute();
      await seedCreated(trx, ctx, r('gudang-penyimpanan'), id, gudang);
      if (placed) await seedStep(trx, ctx, r('gudang-penyimpanan'), 'tempatkan', id, gudang);
    }

    // Mutations with the other warehouses (which have no admin of their own: the GM acts for them).
    const others = (await trx.selectFrom('gudang').select('id').where('id', '!=', own).where('deleted_at', 'is', null).orderBy('id').execute()).map((g) => Number(g.id));
    const stockOf = async (gudangId: number) => trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `G:${gudangId}`).where('qty', '>=', 60).orderBy('barang_id').limit(12).execute();
    const plan: Array<{ from: number; to: number; days: number; state: 'diterima' | 'dikirim' | 'diminta' | 'ditolak'; by: AuthUser; keterangan: string }> = [
      { from: others[0], to: own, days: 12, state: 'diterima', by: gudang, keterangan: 'Tambahan stok minuman untuk promo akhir bulan' },
      { from: others[1 % others.length], to: own, days: 1, state: 'dikirim', by: gudang, keterangan: 'Stok makanan ringan menipis' },
      { from: own, to: others[0], days: 2, state: 'diminta', by: gm, keterangan: 'Pemerataan stok ke gudang cabang' },
      { from: others[0], to: own, days: 6, state: 'ditolak', by: gudang, keterangan: 'Permintaan sabun cuci' },
    ];
    for (const [i, m] of plan.entries()) {
      const tanggal = daysBefore(at, m.days);
      const [id] = await insertRows(trx, r('gudang-mutasi'), [{
        nomor: await nextDocNumber(trx, MTS, tanggal), tanggal, gudang_asal_id: m.from, gudang_tujuan_id: m.to, status: 'diminta', keterangan: m.keterangan,
        created_by: m.by.id, updated_by: m.by.id,
      }], at);
      const picks = (await stockOf(m.from)).slice(i * 3, i * 3 + 3);
      const lines: Row[] = [];
      for (const [k, s] of picks.entries()) {
        const place = m.to === own && k === 0 ? { tempat_tujuan_tipe: places[(i + 1) % places.length].tipe, tempat_tujuan_id: places[(i + 1) % places.length].id } : {};
        const line: Row = { gudang_mutasi_id: id, line_no: k + 1, barang_id: Number(s.barang_id), jumlah: 12 * (k + 1), qty: 12 * (k + 1), ...place };
        lines.push({ ...line, ...(await named(line, 'tempat_tujuan', m.to)), created_by: m.by.id, updated_by: m.by.id });
      }
      await insertRows(trx, r('gudang-mutasi-rincian'), lines, at);
      await seedCreated(trx, ctx, r('gudang-mutasi'), id, m.by);
      if (m.state === 'ditolak') await seedStep(trx, ctx, r('gudang-mutasi'), 'tolak', id, gm, { alasan_tolak: 'Stok disiapkan untuk pesanan grosir' });
      if (m.state === 'diterima' || m.state === 'dikirim') await seedStep(trx, ctx, r('gudang-mutasi'), 'kirim', id, gm, { tanggal_kirim: daysBefore(at, Math.max(m.days - 1, 0)) });
      if (m.state === 'diterima') await seedStep(trx, ctx, r('gudang-mutasi'), 'terima', id, gudang, { tanggal_terima: daysBefore(at, m.days - 2) });
    }
    if (plan.some((m) => m.state === 'ditolak')) {
      await trx.updateTable('gudang_mutasi').set({ alasan_tolak: 'Stok disiapkan untuk pesanan grosir' }).where('status', '=', 'ditolak').execute();
    }

  });
}
