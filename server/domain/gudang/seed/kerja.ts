/**
 * The demo warehouse's last three weeks: goods receipts (and the further warehouse documents as they arrive),
 * written through the same line rules and step handlers as the API, some left in each state so every next step
 * can be tried on the demo.
 */
import { findResource } from '../../../../common/registry.js';
import type { AuthUser } from '../../../core/context.js';
import { nextDocNumber } from '../../../core/doc-number.js';
import { seedCreated, seedStep, seedContext } from '../../../db/seed/steps.js';
import type { SeedEnv } from '../../../db/seed/areas.js';
import { insertRows } from '../../../db/seed/insert.js';
import { prng } from '../../../db/seed/calendar.js';
import { PNR } from '../penerimaan.js';
import { jakartaDaysBefore } from '../../../../common/format.js';
import { baseQty } from '../../../core/documents/units.js';

type Row = Record<string, unknown>;

const daysBefore = jakartaDaysBefore;

export async function seedGudangKerja({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const ctx = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  const rand = prng(606);
  await database.db.transaction().execute(async (trx) => {
    const u = await trx.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id')
      .select(['users.id', 'users.email', 'users.karyawan_id', 'users.gudang_id', 'users.level_id', 'level.nama_level'])
      .where('users.email', '=', 'gudang@niaga.local').executeTakeFirstOrThrow();
    const user = { id: Number(u.id), email: String(u.email), level_id: Number(u.level_id), level_name: String(u.nama_level), karyawan_id: u.karyawan_id as number | null, gudang_id: Number(u.gudang_id), token_version: 0 } as AuthUser;
    const gudang = (await trx.selectFrom('gudang').select('id').orderBy('id').execute()).map((g) => Number(g.id));
    const supplier = (await trx.selectFrom('supplier').select('id').orderBy('id').execute()).map((s) => Number(s.id));
    const units = await trx.selectFrom('barang').leftJoin('barang_satuan', 'barang_satuan.barang_id', 'barang.id')
      .select(['barang.id', 'barang.harga_beli', 'barang_satuan.satuan_id', 'barang_satuan.faktor'])
      .where('barang.deleted_at', 'is', null).orderBy('barang.id').limit(120).execute();

    // Goods receipts: one every few days for three weeks, two of today still drafts, one cancelled. Drafts are
    // dated today: posting one dated before later movements of its goods would need a finance level.
    const plan: Array<[number, number, 'draft' | 'diterima' | 'dibatalkan']> = [
      [20, 0, 'diterima'], [17, 1, 'diterima'], [14, 0, 'diterima'], [12, 2, 'diterima'], [9, 0, 'dibatalkan'],
      [7, 0, 'diterima'], [4, 1, 'diterima'], [0, 0, 'draft'], [0, 0, 'draft'],
    ];
    for (const [i, [days, g, state]] of plan.entries()) {
      const tanggal = daysBefore(at, days);
      const [id] = await insertRows(trx, r('penerimaan'), [{
        nomor: await nextDocNumber(trx, PNR, tanggal), tanggal, gudang_id: gudang[g % gudang.length], supplier_id: supplier[i % supplier.length],
        no_faktur: `FK-${tanggal.replace(/-/g, '')}-${String(i + 1).padStart(2, '0')}`, status: 'draft', created_by: user.id, updated_by: user.id,
      }], at);
      const lines: Row[] = [];
      for (let k = 0; k < 3 + Math.floor(rand() * 3); k++) {
        const b = units[Math.floor(rand() * units.length)];
        const line: Row = { penerimaan_id: id, line_no: k + 1, barang_id: Number(b.id), satuan_id: b.satuan_id ?? null, jumlah: 2 + Math.floor(rand() * 8) };
        const qty = await baseQty(trx, line, '');
        const harga = Number(b.harga_beli) * (b.faktor ? Number(b.faktor) : 1);
        lines.push({ ...line, qty, harga_satuan: harga, nilai: harga * Number(line.jumlah), created_by: user.id, updated_by: user.id });
      }
      await insertRows(trx, r('penerimaan-barang'), lines, at);
      await trx.updateTable('penerimaan').set({ total: lines.reduce((s, l) => s + Number(l.nilai), 0) }).where('id', '=', id).execute();
      await seedCreated(trx, ctx, r('penerimaan'), id, user);
      if (state === 'diterima') await seedStep(trx, ctx, r('penerimaan'), 'terima', id, user);
      if (state === 'dibatalkan') await seedStep(trx, ctx, r('penerimaan'), 'batal', id, user);
    }

    // Disposals in the admin's warehouse: one posted and one draft of each kind.
    const stocked = await trx.selectFrom('stok').select(['barang_id', 'qty']).where('gudang_id', '=', user.gudang_id).where('qty', '>=', 50).orderBy('barang_id').limit(8).execute();
    for (const [i, [jenis, days, posted, alasan]] of ([
      ['rusak', 15, true, 'Kemasan penyok tertimpa palet'], ['rusak', 0, false, 'Botol bocor saat bongkar muat'],
      ['hilang', 10, true, 'Selisih hitung setelah pengiriman'], ['hilang', 0, false, 'Tidak ditemukan saat pengambilan'],
    ] as const).entries()) {
      const name = `gudang-disposal-${jenis}`;
      const tanggal = daysBefore(at, days);
      const [id] = await insertRows(trx, r(name), [{
        nomor: await nextDocNumber(trx, jenis === 'rusak' ? 'DSR' : 'DSH', tanggal), tanggal, gudang_id: user.gudang_id, alasan, status: 'draft',
        created_by: user.id, updated_by: user.id,
      }], at);
      const picks = [stocked[(2 * i) % stocked.length], stocked[(2 * i + 1) % stocked.length]];
      await insertRows(trx, r(`${name}-rincian`), picks.map((b, k) => ({ disposal_id: id, line_no: k + 1, barang_id: Number(b.barang_id), jumlah: 1 + k, qty: 1 + k, created_by: user.id, updated_by: user.id })), at);
      await seedCreated(trx, ctx, r(name), id, user);
      if (posted) await seedStep(trx, ctx, r(name), 'posting', id, user);
    }

    // Stock opname of two categories: one counted and posted (a few differences), one frozen and half counted.
    const kategori = (await trx.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select('barang.kategori_id')
      .where('stok.gudang_id', '=', user.gudang_id).where('stok.qty', '>=', 20).groupBy('barang.kategori_id').orderBy('barang.kategori_id').limit(2).execute()).map((k) => Number(k.kategori_id));
    for (const [i, kategoriId] of kategori.entries()) {
      const tanggal = daysBefore(at, i === 0 ? 6 : 0);
      const [id] = await insertRows(trx, r('stok-opname'), [{
        nomor: await nextDocNumber(trx, 'SOP', tanggal), tanggal, gudang_id: user.gudang_id, kategori_id: kategoriId, status: 'draft',
        keterangan: i === 0 ? 'Opname bulanan' : 'Opname mendadak', created_by: user.id, updated_by: user.id,
      }], at);
      const stocks = await trx.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select(['stok.barang_id', 'stok.qty'])
        .where('stok.lokasi', '=', `G:${user.gudang_id}`).where('barang.kategori_id', '=', kategoriId).orderBy('barang.kode').execute();
      await insertRows(trx, r('stok-opname-rincian'), stocks.map((st, k) => {
        const counted = i === 1 && k % 2 === 1 ? null : Number(st.qty) + (k % 7 === 3 ? -2 : k % 11 === 5 ? 1 : 0);
        return { stok_opname_id: id, line_no: k + 1, barang_id: Number(st.barang_id), qty_sistem: Number(st.qty), qty_fisik: counted, selisih: counted === null ? null : counted - Number(st.qty), created_by: user.id, updated_by: user.id };
      }), at);
      await trx.updateTable('stok_opname').set({ dibekukan_pada: at }).where('id', '=', id).execute();
      await seedCreated(trx, ctx, r('stok-opname'), id, user);
      if (i === 0) await seedStep(trx, ctx, r('stok-opname'), 'posting', id, user);
    }

    // Conversion rules and two conversions: one processed, one draft.
    const pairs = await trx.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select(['stok.barang_id', 'barang.kategori_id'])
      .where('stok.lokasi', '=', `G:${user.gudang_id}`).where('stok.qty', '>=', 30).orderBy('barang.kategori_id').orderBy('barang.kode').limit(40).execute();
    const rules: number[] = [];
    for (let k = 0; k + 1 < pairs.length && rules.length < 2; k += 2) {
      if (pairs[k].kategori_id !== pairs[k + 1].kategori_id) continue;
      const [id] = await insertRows(trx, r('konversi'), [{ barang_asal_id: Number(pairs[k].barang_id), barang_tujuan_id: Number(pairs[k + 1].barang_id), faktor: 1 + rules.length, keterangan: 'Kemasan campuran dipecah', created_by: user.id, updated_by: user.id }], at);
      rules.push(id);
    }
    for (const [i, ruleId] of rules.entries()) {
      const faktor = i + 1;
      const tanggal = daysBefore(at, i === 0 ? 8 : 0);
      const [id] = await insertRows(trx, r('konversi-barang'), [{
        nomor: await nextDocNumber(trx, 'KNV', tanggal), tanggal, gudang_id: user.gudang_id, status: 'draft', keterangan: 'Pecah kemasan untuk eceran', created_by: user.id, updated_by: user.id,
      }], at);
      await insertRows(trx, r('konversi-barang-rincian'), [{ konversi_barang_id: id, line_no: 1, konversi_id: ruleId, jumlah: 5, qty_asal: 5, qty_tujuan: 5 * faktor, created_by: user.id, updated_by: user.id }], at);
      await seedCreated(trx, ctx, r('konversi-barang'), id, user);
      if (i === 0) await seedStep(trx, ctx, r('konversi-barang'), 'proses', id, user);
    }

  });
}
