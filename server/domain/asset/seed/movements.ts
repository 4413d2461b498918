/**
 * The demo's assets at work, through the area's own services (server/domain/asset): loans (one overdue, one out with
 * one asset's line cancelled, one returned), a storage filled and one opened empty, a mutation carried out and one
 * requested, a finished audit of the head office's first floor, a disposal of each kind posted by finance, and repairs:
 * one done with its cost journalled, one in the workshop, and one that ended in the "perbaikan" write-off.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { findResource, type Registry } from '../../../../common/registry.js';
import { addDays, jakartaDaysBefore } from '../../../../common/format.js';
import type { AppContext, AuthUser } from '../../../core/context.js';
import type { Db } from '../../../db/connection.js';
import { nextDocNumber } from '../../../core/doc-number.js';
import { KMA, peminjaman, pengembalian, PMA } from '../peminjaman.js';
import { penyimpanan, SPA } from '../penyimpanan.js';
import { MTA } from '../mutasi.js';
import { ADT, audit } from '../audit.js';
import { DSA } from '../disposal.js';
import { PBA } from '../perbaikan.js';
import { insertRows } from '../../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../../db/seed/steps.js';

type Row = Record<string, unknown>;

export interface AssetWorkEnv {
  trx: Db;
  base: AppContext;
  registry: Registry;
  at: string;
  users: Map<string, AuthUser>;
  akun: Map<string, number>;
  bankAkunId: number;
}

export async function seedAssetWork({ trx, base, registry, at, users, akun, bankAkunId }: AssetWorkEnv): Promise<void> {
  const r = (name: string) => findResource(registry, name)!;
  const aset = users.get('aset')!;
  const finance = users.get('finance')!;
  const gm = users.get('gm')!;
  const req = { user: aset } as unknown as FastifyRequest;
  const day = (days: number) => jakartaDaysBefore(at, days);
  const blok = new Map((await trx.selectFrom('asset_blok').select(['id', 'kode']).execute()).map((b) => [String(b.kode), Number(b.id)]));
  const karyawanOf = (login: string) => Number(users.get(login)!.karyawan_id);

  // Each named asset once, the first still Aktif of that name.
  const taken = new Set<number>();
  const pick = async (nama: string): Promise<Row> => {
    const rows = await trx.selectFrom('asset').select(['id', 'kode', 'kondisi', 'asset_blok_id']).where('nama', '=', nama).where('status', '=', 'aktif').orderBy('id').execute();
    const a = rows.find((x) => !taken.has(Number(x.id)));
    if (!a) throw new Error(`Demo aset: ${nama} tidak tersedia`);
    taken.add(Number(a.id));
    return a as Row;
  };

  // Loans: [borrower, days ago, days lent, assets, returned days ago | null, cancel the second line]
  const loans: Array<[string, number, number, string[], number | null, boolean, string]> = [
    ['sales1', 20, 14, ['Laptop Asus Vivobook'], null, false, 'Presentasi produk ke toko modern Bandung Timur'],
    ['spv', 3, 10, ['Proyektor Epson EB-X06', 'Laptop Lenovo ThinkPad'], null, true, 'Pelatihan tim sales di Cimahi'],
    ['sales2', 15, 7, ['Printer Epson L3210'], 9, false, 'Cetak nota di gudang Jatinangor selama stok opname'],
  ];
  for (const [login, ago, days, names, returned, cancelSecond, keperluan] of loans) {
    const tanggal = day(ago);
    const ctx = onDemoDate(base, tanggal, 3);
    const assets = await Promise.all(names.map(pick));
    const [id] = await insertRows(trx, r('asset-peminjaman'), [{
      nomor: await nextDocNumber(trx, PMA, tanggal), tanggal, karyawan_id: karyawanOf(login), jatuh_tempo: addDays(tanggal, days), keperluan, status: 'dipinjam',
      created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    const lineIds = await insertRows(trx, r('asset-riwayat-peminjaman'), assets.map((a) => ({
      asset_peminjaman_id: id, asset_id: Number(a.id), kondisi_pinjam: a.kondisi, status: 'dipinjam', created_by: aset.id, updated_by: aset.id,
    })), ctx.now().toISOString());
    await peminjaman.afterCreate!({ trx, ctx, req, id, batch: false });
    await seedCreated(trx, ctx, r('asset-peminjaman'), id, aset);
    if (cancelSecond) await seedStep(trx, ctx, r('asset-riwayat-peminjaman'), 'batal', lineIds[1], aset, { alasan_batal: 'Laptop tidak jadi dibawa, cukup proyektor' });
    if (returned !== null) {
      const back = day(returned);
      const bctx = onDemoDate(base, back, 4);
      const [kid] = await insertRows(trx, r('asset-pengembalian'), [{
        nomor: await nextDocNumber(trx, KMA, back), tanggal: back, asset_peminjaman_id: id, terlambat_hari: 0, created_by: aset.id, updated_by: aset.id,
      }], bctx.now().toISOString());
      await insertRows(trx, r('asset-pengembalian-rincian'), assets.map((a) => ({ asset_pengembalian_id: kid, asset_id: Number(a.id), kondisi: 'baik', created_by: aset.id, updated_by: aset.id })), bctx.now().toISOString());
      await pengembalian.afterCreate!({ trx, ctx: bctx, req, id: kid, batch: false });
      await seedCreated(trx, bctx, r('asset-pengembalian'), kid, aset);
    }
  }

  // Storage: spare furniture put away on the second floor; a store room at the main warehouse opened, still empty.
  for (const [ago, kode, names, ket] of [[10, 'KTR-2', ['Sofa Ruang Tamu', 'Meja Staf Keuangan'], 'Perabot cadangan setelah penataan ulang ruang keuangan'], [2, 'GD1-A', [], 'Ruang simpan aset cadangan gudang utama']] as Array<[number, string, string[], string]>) {
    const tanggal = day(ago);
    const ctx = onDemoDate(base, tanggal, 3);
    const [id] = await insertRows(trx, r('asset-penyimpanan'), [{
      nomor: await nextDocNumber(trx, SPA, tanggal), tanggal, asset_blok_id: blok.get(kode), karyawan_id: karyawanOf('gudang'), keterangan: ket, created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    const assets = await Promise.all(names.map(pick));
    if (assets.length) await insertRows(trx, r('asset-riwayat-penyimpanan'), assets.map((a) => ({ asset_penyimpanan_id: id, asset_id: Number(a.id), status: null, created_by: aset.id, updated_by: aset.id })), ctx.now().toISOString());
    await penyimpanan.afterWrite!({ trx, ctx, id });
    await seedCreated(trx, ctx, r('asset-penyimpanan'), id, aset);
  }

  // Mutation: a hand pallet sent to Cimahi (carried out), a timbangan asked for at Jatinangor (waiting).
  for (const [ago, nama, tujuan, done, alasan] of [[7, 'Hand Pallet 3 Ton', 'GD2-A', true, 'Gudang Cimahi kekurangan hand pallet untuk bongkar muat'], [1, 'Timbangan Digital 300 kg', 'GD3-A', false, 'Penimbangan barang masuk di Jatinangor']] as Array<[number, string, string, boolean, string]>) {
    const tanggal = day(ago);
    const ctx = onDemoDate(base, tanggal, 3);
    const a = await pick(nama);
    const [id] = await insertRows(trx, r('asset-mutasi'), [{
      nomor: await nextDocNumber(trx, MTA, tanggal), tanggal, asset_blok_tujuan_id: blok.get(tujuan), karyawan_tujuan_id: karyawanOf('gudang'), alasan, jumlah_aset: 1, status: 'diminta',
      created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    await insertRows(trx, r('asset-mutasi-rincian'), [{ asset_mutasi_id: id, asset_id: Number(a.id), created_by: aset.id, updated_by: aset.id }], ctx.now().toISOString());
    await seedCreated(trx, ctx, r('asset-mutasi'), id, aset);
    if (done) await seedStep(trx, onDemoDate(base, tanggal, 4), r('asset-mutasi'), 'pindahkan', id, aset);
  }

  // Audit of the head office's first floor: every asset found as registered but one chair nobody could find.
  {
    const tanggal = day(5);
    const ctx = onDemoDate(base, tanggal, 3);
    const [id] = await insertRows(trx, r('asset-audit'), [{
      nomor: await nextDocNumber(trx, ADT, tanggal), tanggal, asset_blok_id: blok.get('KTR-1'), karyawan_id: karyawanOf('aset'), status: 'berjalan',
      keterangan: 'Audit semesteran inventaris kantor', created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    await audit.afterCreate!({ trx, ctx, req, id, batch: false });
    await seedCreated(trx, ctx, r('asset-audit'), id, aset);
    const lines = await trx.selectFrom('asset_audit_rincian').innerJoin('asset', 'asset.id', 'asset_audit_rincian.asset_id')
      .select(['asset_audit_rincian.id', 'asset.kondisi', 'asset.nama', 'asset.status']).where('asset_audit_id', '=', id).orderBy('asset_audit_rincian.id').execute();
    const chair = lines.find((l) => l.nama === 'Kursi Direktur') ?? lines[lines.length - 1];
    const checkedAt = ctx.now().toISOString();
    await trx.updateTable('asset_audit_rincian').set({ hasil: 'ditemukan', kondisi: sql`(select kondisi from asset where asset.id = asset_audit_rincian.asset_id)`, dicek_oleh: aset.id, dicek_pada: checkedAt })
      .where('asset_audit_id', '=', id).execute();
    await trx.updateTable('asset_audit_rincian').set({ hasil: 'tidak_ditemukan', kondisi: null, catatan: 'Tidak ada di lokasi saat audit; ditanyakan ke bagian umum' }).where('id', '=', Number(chair.id)).execute();
    const lent = lines.filter((l) => l.status === 'dipinjam').map((l) => Number(l.id));
    if (lent.length) await trx.updateTable('asset_audit_rincian').set({ hasil: 'tidak_ditemukan', kondisi: null, catatan: 'Sedang dipinjam' }).where('id', 'in', lent).execute();
    await seedStep(trx, onDemoDate(base, tanggal, 4), r('asset-audit'), 'selesai', id, aset);
  }

  // Repairs: the genset serviced (cost journalled from the bank), the forklift in the workshop, and an AC whose
  // compressor was not worth replacing: written off by a "perbaikan" disposal, its inspection still paid.
  const repair = async (nama: string, ago: number, bengkel: string, keluhan: string, rincian: Array<[string, number]>): Promise<[number, Row]> => {
    const tanggal = day(ago);
    const ctx = onDemoDate(base, tanggal, 3);
    const a = await pick(nama);
    const [id] = await insertRows(trx, r('asset-perbaikan-main'), [{
      nomor: await nextDocNumber(trx, PBA, tanggal), tanggal, asset_id: Number(a.id), bengkel, keluhan, akun_beban_id: akun.get('6-2400'), status: 'diajukan',
      total: rincian.reduce((s, [, b]) => s + b, 0), created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    await insertRows(trx, r('asset-perbaikan'), rincian.map(([uraian, biaya]) => ({ asset_perbaikan_main_id: id, uraian, biaya, created_by: aset.id, updated_by: aset.id })), ctx.now().toISOString());
    await seedCreated(trx, ctx, r('asset-perbaikan-main'), id, aset);
    await seedStep(trx, onDemoDate(base, tanggal, 4), r('asset-perbaikan-main'), 'approve', id, gm);
    return [id, a];
  };
  const [genset] = await repair('Genset 20 kVA', 12, 'CV Teknik Diesel Mandiri', 'Mesin sulit dihidupkan dan berasap hitam', [['Servis besar dan ganti filter', 1_850_000], ['Ganti aki 100 Ah', 1_600_000]]);
  await seedStep(trx, onDemoDate(base, day(6), 4), r('asset-perbaikan-main'), 'kembalikan', genset, aset, { kondisi_kembali: 'baik', akun_bayar_id: bankAkunId });
  await repair('Forklift Toyota 2,5 Ton', 2, 'PT Forklift Service Bandung', 'Hidrolik bocor, garpu turun sendiri', [['Pemeriksaan sistem hidrolik', 450_000]]);
  const [ac, acAsset] = await repair('AC Daikin 1 PK Ruang Keuangan', 9, 'Sejuk Abadi Teknik', 'Tidak dingin sama sekali', [['Pemeriksaan dan isi freon uji', 350_000]]);

  // Disposals, drafted by the asset admin and posted by finance: a lost trolley, a printer broken beyond use, and the AC.
  const disposals: Array<[number, number, Row, string]> = [
    [1, 8, await pick('Troli Barang'), 'Troli hilang dari area bongkar setelah lembur akhir pekan; sudah dicari dua hari'],
    [2, 6, await pick('Printer Dot Matrix LX-310'), 'Head printer dan papan kontrol rusak terkena lonjakan listrik'],
    [3, 4, acAsset, 'Kompresor rusak; biaya ganti melebihi nilai AC, diganti unit baru'],
  ];
  for (const [jenis, ago, a, alasan] of disposals) {
    const tanggal = day(ago);
    const ctx = onDemoDate(base, tanggal, 3);
    const asset = await trx.selectFrom('asset').select(['harga_perolehan', 'akumulasi_penyusutan', 'nilai_buku']).where('id', '=', Number(a.id)).executeTakeFirstOrThrow();
    const [id] = await insertRows(trx, r('asset-disposal'), [{
      nomor: await nextDocNumber(trx, DSA, tanggal), tanggal, jenis, alasan, total: Number(asset.nilai_buku), status: 'draft', created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    await insertRows(trx, r('asset-disposal-rincian'), [{
      asset_disposal_id: id, asset_id: Number(a.id), harga_perolehan: Number(asset.harga_perolehan), akumulasi_penyusutan: Number(asset.akumulasi_penyusutan), nilai_buku: Number(asset.nilai_buku),
      created_by: aset.id, updated_by: aset.id,
    }], ctx.now().toISOString());
    await seedCreated(trx, ctx, r('asset-disposal'), id, aset);
    await seedStep(trx, onDemoDate(base, tanggal, 4), r('asset-disposal'), 'posting', id, finance);
  }
  await seedStep(trx, onDemoDate(base, day(3), 4), r('asset-perbaikan-main'), 'kembalikan', ac, aset, { kondisi_kembali: 'rusak_berat', akun_bayar_id: bankAkunId });
}
