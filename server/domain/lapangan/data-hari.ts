/**
 * `GET /api/data-hari`: what a salesperson's phone keeps for a day without network (issue 23), in one answer the
 * phone stores in IndexedDB: their open trip and its vehicle's goods (units, the quantity the server last confirmed),
 * the customers of their routes (type, credit terms) with their open invoices, the selling prices in force today for
 * those customer types, the cash and bank accounts they may use, and the PPN rate. `disimpan_pada` is the server's
 * time of the answer: the phone shows it as "last refreshed", and counts its queue against it.
 */
import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { todayJakarta } from '../../../common/format.js';
import { pembulatanStep } from '../../../common/pembulatan.js';
import { nowIso } from '../../core/context.js';
import { visibleRows } from '../../core/records.js';
import { loadSettings, salePpnPersen } from '../../ledger/index.js';
import { resolveHargaJualBatch } from '../master/services.js';
import { unitsOfMany } from '../../core/documents/units.js';
import { dayPlans } from './kunjungan.js';
import { route } from '../../core/route.js';
import { receivedClientIds } from './diterima.js';

export function registerDataHari(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/data-hari', menu: '/penjualan', summary: 'Data kerja lapangan hari ini' }, async ({ user }) => {
    const db = ctx.db;
    const tanggal = todayJakarta(ctx.now());
    const viewer = { user, registry: ctx.registry };
    // Read before the stock: a document arriving meanwhile is then in the stock but not in this list, and the phone
    // counts it once more (too little stock, never too much).
    const diterima = await receivedClientIds(db, ctx.registry, user.id, ctx.now());

    // The trip the salesperson runs today (kunjungan.ts: the open one, or the one closed today) with its route and load value.
    const plan = user.karyawan_id === null ? undefined : (await dayPlans(db, [user.karyawan_id], tanggal)).get(user.karyawan_id);
    const ran = plan?.trip ?? undefined;
    const open = ran ? await db.selectFrom('trip_kendaraan').select('status').where('id', '=', ran.id).executeTakeFirst() : undefined;
    // Only a trip still running is one the phone sells from (a trip closed today still frames the visit plan).
    const trip = open?.status === 'buka' ? ran : undefined;

    const stokRows = trip ? await db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id')
      .select(['stok.barang_id', 'stok.qty', 'barang.kode', 'barang.nama', 'barang.kena_ppn'])
      .where('stok.lokasi', '=', `K:${trip.kendaraan_id}`).where('stok.qty', '>', 0).orderBy('barang.nama').execute() : [];
    const units = await unitsOfMany(db, stokRows.map((r) => Number(r.barang_id)));
    const barang = stokRows.map((r) => ({
      barang_id: Number(r.barang_id), kode: String(r.kode), nama: String(r.nama), kena_ppn: Boolean(r.kena_ppn), qty: Number(r.qty),
      satuan: units.get(Number(r.barang_id)) ?? [],
    }));

    const konsumenDef = findResource(ctx.registry, 'konsumen')!;
    const kt = tableName(konsumenDef);
    const konsumen = (await visibleRows(db, konsumenDef, viewer)
      .select([`${kt}.id`, `${kt}.kode`, `${kt}.nama`, `${kt}.alamat`, `${kt}.rute_id`, `${kt}.konsumen_type_id`, `${kt}.limit_kredit`, `${kt}.tempo_hari`, `${kt}.toleransi_hari`])
      .where(`${kt}.aktif`, '=', 1).orderBy(`${kt}.nama`).limit(2000).execute())
      .map((k) => ({
        id: Number(k.id), kode: String(k.kode ?? ''), nama: String(k.nama), alamat: (k.alamat as string | null) ?? null, rute_id: Number(k.rute_id),
        konsumen_type_id: k.konsumen_type_id === null ? null : Number(k.konsumen_type_id), limit_kredit: Number(k.limit_kredit ?? 0),
        tempo_hari: Number(k.tempo_hari ?? 0), toleransi_hari: Number(k.toleransi_hari ?? 0),
      }));
    const ids = konsumen.map((k) => k.id);
    const hutang = ids.length === 0 ? [] : (await db.selectFrom('hutang').select(['id', 'nomor', 'no_faktur', 'konsumen_id', 'penjualan_id', 'tanggal', 'jatuh_tempo', 'jumlah', 'sisa'])
      .where('konsumen_id', 'in', ids).where('sisa', '>', 0).orderBy('jatuh_tempo').orderBy('id').execute())
      .map((h) => ({
        id: Number(h.id), nomor: String(h.nomor), no_faktur: (h.no_faktur as string | null) ?? null, konsumen_id: Number(h.konsumen_id),
        penjualan_id: h.penjualan_id === null ? null : Number(h.penjualan_id), tanggal: String(h.tanggal), jatuh_tempo: String(h.jatuh_tempo),
        jumlah: Number(h.jumlah), sisa: Number(h.sisa),
      }));

    // The price in force per goods and customer type, resolved by the one function every sale calls.
    const types = [...new Set(konsumen.map((k) => k.konsumen_type_id))];
    const prices = await resolveHargaJualBatch(db, barang.map((b) => b.barang_id), types, tanggal);
    const harga: Array<{ barang_id: number; konsumen_type_id: number | null; harga: number }> = [];
    for (const b of barang) {
      for (const type of types) {
        const h = prices.get(`${b.barang_id}|${type}`);
        if (h) harga.push({ barang_id: b.barang_id, konsumen_type_id: type, harga: h.harga });
      }
    }

    // The salesperson's own cash box and the company's banks (a transfer goes to one of them).
    const kas = (await db.selectFrom('kas').select(['id', 'kode', 'nama', 'jenis', 'karyawan_id']).where('aktif', '=', 1).where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('jenis', '=', 'bank'), eb.and([eb('jenis', '=', 'kas_sales'), eb('karyawan_id', '=', user.karyawan_id ?? -1)])]))
      .orderBy('kode').execute()).map((k) => ({ id: Number(k.id), kode: String(k.kode), nama: String(k.nama), jenis: String(k.jenis) }));
    const settings = await loadSettings(db);
    const settingRow = await db.selectFrom('setting').select(['nama_perusahaan', 'alamat', 'telepon', 'npwp']).orderBy('id').executeTakeFirst() as
      { nama_perusahaan: string | null; alamat: string | null; telepon: string | null; npwp: string | null } | undefined;
    // Completed sales of the last 30 days to these customers, with their lines: what a return offline refers to.
    const since = new Date(ctx.now().getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const penjualanDef = findResource(ctx.registry, 'penjualan')!;
    const sales = ids.length === 0 ? [] : await visibleRows(db, penjualanDef, viewer).select(['penjualan.id', 'penjualan.nomor', 'penjualan.tanggal', 'penjualan.konsumen_id'])
      .where('penjualan.status', '=', 'selesai').where('penjualan.tanggal', '>=', since).where('penjualan.konsumen_id', 'in', ids)
      .orderBy('penjualan.tanggal', 'desc').orderBy('penjualan.id', 'desc').limit(300).execute();
    const saleLines = sales.length === 0 ? [] : await db.selectFrom('penjualan_rincian').innerJoin('barang', 'barang.id', 'penjualan_rincian.barang_id')
      .select(['penjualan_rincian.id', 'penjualan_rincian.penjualan_id', 'penjualan_rincian.barang_id', 'barang.nama', 'penjualan_rincian.qty', 'penjualan_rincian.qty_retur'])
      .where('penjualan_rincian.penjualan_id', 'in', sales.map((x) => Number(x.id))).orderBy('penjualan_rincian.id').execute();
    const penjualan = sales.map((x) => ({
      id: Number(x.id), nomor: String(x.nomor), tanggal: String(x.tanggal), konsumen_id: Number(x.konsumen_id),
      rincian: saleLines.filter((l) => Number(l.penjualan_id) === Number(x.id)).map((l) => ({
        id: Number(l.id), barang_id: Number(l.barang_id), nama: String(l.nama), qty: Number(l.qty), qty_retur: Number(l.qty_retur ?? 0),
      })),
    }));
    // For a customer registered on the phone (an ajuan konsumen): the types and the routes of the customers it sees.
    const tipeKonsumen = (await db.selectFrom('konsumen_type').select(['id', 'nama']).orderBy('nama').execute()).map((t) => ({ id: Number(t.id), nama: String(t.nama) }));
    const ruteIds = [...new Set(konsumen.map((k) => k.rute_id))];
    const rute = ruteIds.length === 0 ? [] : (await db.selectFrom('rute').select(['id', 'nama']).where('id', 'in', ruteIds).orderBy('nama').execute()).map((r) => ({ id: Number(r.id), nama: String(r.nama) }));

    return {
      data: {
        disimpan_pada: nowIso(ctx), tanggal, user_id: user.id, karyawan_id: user.karyawan_id,
        trip: trip ? {
          id: trip.id, nomor: trip.nomor, kendaraan_id: trip.kendaraan_id, no_polisi: trip.no_polisi, rute_id: trip.rute_id, rute_nama: trip.rute_nama,
          // At cost: what the delivery notes moved into the vehicle (kanvas trip-goods.ts tripLoadValue).
          nilai_muat: trip.nilai_muat,
        } : null,
        // Today's visit plan and how far it got (kunjungan.ts); empty for a user who is no salesperson.
        kunjungan: plan?.kunjungan ?? [],
        // The phone's documents already counted in this answer (src/offline/dayData.ts pendingAgainst).
        diterima,
        // The letterhead of the nota the phone prints.
        perusahaan: { nama: settingRow?.nama_perusahaan ?? null, alamat: settingRow?.alamat ?? null, telepon: settingRow?.telepon ?? null, npwp: settingRow?.npwp ?? null },
        barang, konsumen, hutang, harga, kas, tipe_konsumen: tipeKonsumen, rute, penjualan, ppn_persen: await salePpnPersen(db, tanggal),
        // The cash rounding step the phone's sale applies as the server will (common/pembulatan.ts).
        pembulatan_tunai: pembulatanStep(settings.pembulatan_tunai),
      },
    };
  });
}
