/**
 * The demo's fixed assets, through the register's own services: four categories on the register's accounts, a block
 * per office and warehouse, about fifty-five assets brought into the register on the day the books opened (with what
 * they had depreciated before), a few bought since from the bank, and each month since the books opened depreciated
 * by the asset admin and journalled by finance (one journal a month for all assets); a procurement approved by the
 * general manager with part of it already in the register, and one just submitted; an old motorcycle sold; then
 * the assets at work (asset-gerak.ts).
 */
import { findResource } from '../../../../common/registry.js';
import { addMonths, monthEnd, monthsBetween, scheduledAccumulated } from '../../../../common/penyusutan.js';
import { jakartaDaysBefore, todayJakarta } from '../../../../common/format.js';
import type { AppContext } from '../../../core/context.js';
import { nextDocNumber } from '../../../core/doc-number.js';
import { journalAcquisition, prepareNewAsset } from '../register.js';
import { fillRun, SUS } from '../penyusutan.js';
import { PGA } from '../pengadaan.js';
import { PJA } from '../penjualan.js';
import { seedAssetWork } from './movements.js';
import type { SeedEnv } from '../../../db/seed/areas.js';
import { insertRows } from '../../../db/seed/insert.js';
import { openingDate } from '../../../db/seed/calendar.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../../db/seed/steps.js';
import { ledgerContext } from '../../../core/ledger-context.js';

type Row = Record<string, unknown>;

/**
 * Each category with its tax group and method for the fiscal book (issue 38, PMK 72/2023): office furniture and
 * computers are group 1 (4 years), vehicles and the warehouse's machines group 2 (8 years); electronics and vehicles
 * on declining balance, the rest straight line, so the koreksi fiskal report shows both methods.
 */
const KATEGORI: Array<{ kode: string; nama: string; umur: number; aset: string; akum: string; audit: number; fiskal: [kelompok: string, metode: string] }> = [
  { kode: 'INV', nama: 'Inventaris Kantor', umur: 48, aset: '1-2610', akum: '1-2910', audit: 180, fiskal: ['1', 'garis_lurus'] },
  { kode: 'ELK', nama: 'Peralatan Elektronik', umur: 36, aset: '1-2620', akum: '1-2920', audit: 90, fiskal: ['1', 'saldo_menurun'] },
  { kode: 'KDR', nama: 'Kendaraan Operasional', umur: 96, aset: '1-2630', akum: '1-2930', audit: 180, fiskal: ['2', 'saldo_menurun'] },
  { kode: 'MSN', nama: 'Mesin dan Peralatan Gudang', umur: 60, aset: '1-2640', akum: '1-2940', audit: 120, fiskal: ['2', 'garis_lurus'] },
];

const BLOK: Array<[kode: string, nama: string, gudang: number | null]> = [
  ['KTR-1', 'Kantor Pusat Lantai 1', 0], ['KTR-2', 'Kantor Pusat Lantai 2', 0], ['GD1-A', 'Gudang Utama Area Bongkar', 0],
  ['GD2-A', 'Gudang Cimahi', 1], ['GD3-A', 'Gudang Jatinangor', 2],
];

/** [category, name, cost, salvage, months before the books opened it was bought] */
const ASET: Array<[number, string, number, number, number]> = [
  [0, 'Meja Kerja Direktur', 6_500_000, 500_000, 30], [0, 'Kursi Direktur', 3_200_000, 200_000, 30], [0, 'Meja Rapat 12 Orang', 9_800_000, 800_000, 26],
  [0, 'Lemari Arsip Besi', 4_100_000, 300_000, 22], [0, 'Lemari Arsip Besi', 4_100_000, 300_000, 22], [0, 'Meja Staf Keuangan', 2_400_000, 100_000, 18],
  [0, 'Meja Staf Keuangan', 2_400_000, 100_000, 18], [0, 'Brankas Tahan Api', 12_500_000, 1_500_000, 40], [0, 'Sofa Ruang Tamu', 7_200_000, 500_000, 14],
  [0, 'Rak Arsip Gudang', 3_600_000, 200_000, 9],
  [1, 'Laptop Lenovo ThinkPad', 14_500_000, 1_000_000, 20], [1, 'Laptop Lenovo ThinkPad', 14_500_000, 1_000_000, 20], [1, 'Laptop Asus Vivobook', 9_200_000, 500_000, 12],
  [1, 'PC Kasir Gudang', 8_700_000, 500_000, 16], [1, 'Printer Epson L3210', 2_600_000, 100_000, 10], [1, 'Printer Dot Matrix LX-310', 3_900_000, 200_000, 24],
  [1, 'Proyektor Epson EB-X06', 7_400_000, 400_000, 15], [1, 'AC Daikin 1 PK Ruang Rapat', 5_300_000, 300_000, 28], [1, 'AC Daikin 1 PK Ruang Keuangan', 5_300_000, 300_000, 28],
  [1, 'CCTV 8 Kamera Gudang Utama', 11_800_000, 800_000, 19], [1, 'Router dan Switch Kantor', 4_300_000, 200_000, 8], [1, 'Mesin Absensi Sidik Jari', 2_900_000, 100_000, 6],
  [2, 'Mobil Box Mitsubishi L300', 245_000_000, 60_000_000, 34], [2, 'Mobil Box Mitsubishi L300', 245_000_000, 60_000_000, 21], [2, 'Pick Up Suzuki Carry', 168_000_000, 40_000_000, 27],
  [2, 'Motor Honda Beat Penagihan', 18_900_000, 4_000_000, 13], [2, 'Motor Honda Beat Penagihan', 18_900_000, 4_000_000, 13], [2, 'Toyota Avanza Operasional', 235_000_000, 70_000_000, 38],
  [3, 'Forklift Toyota 2,5 Ton', 285_000_000, 40_000_000, 31], [3, 'Hand Pallet 3 Ton', 6_800_000, 500_000, 17], [3, 'Hand Pallet 3 Ton', 6_800_000, 500_000, 17],
  [3, 'Timbangan Digital 300 kg', 8_900_000, 600_000, 23], [3, 'Rak Besi Heavy Duty (set)', 32_000_000, 3_000_000, 25], [3, 'Genset 20 kVA', 96_000_000, 10_000_000, 36],
  [3, 'Rak Besi Heavy Duty (set)', 32_000_000, 3_000_000, 11], [3, 'Troli Barang', 2_300_000, 100_000, 7],
  [0, 'Kursi Staf Ergonomis', 1_450_000, 50_000, 12], [0, 'Kursi Staf Ergonomis', 1_450_000, 50_000, 12], [0, 'Meja Resepsionis', 4_800_000, 300_000, 27],
  [0, 'Whiteboard Kaca 120x240', 2_100_000, 100_000, 8], [0, 'Dispenser Air Galon', 1_250_000, 50_000, 5], [0, 'Lemari Loker Karyawan 12 Pintu', 5_600_000, 400_000, 19],
  [1, 'Laptop Lenovo ThinkPad', 14_500_000, 1_000_000, 9], [1, 'Monitor LG 24 Inci', 2_300_000, 100_000, 14], [1, 'Monitor LG 24 Inci', 2_300_000, 100_000, 14],
  [1, 'UPS APC 1200 VA', 2_750_000, 100_000, 21], [1, 'Telepon PABX Panasonic', 6_400_000, 300_000, 33], [1, 'Tablet Samsung Sales', 4_900_000, 300_000, 4],
  [1, 'Tablet Samsung Sales', 4_900_000, 300_000, 4],
  [2, 'Motor Yamaha NMAX Supervisor', 32_500_000, 8_000_000, 16], [2, 'Mobil Box Isuzu Traga', 215_000_000, 55_000_000, 10],
  [3, 'Pompa Air Gudang', 4_200_000, 200_000, 29], [3, 'Kipas Industri 30 Inci', 1_900_000, 100_000, 13], [3, 'Tangga Aluminium 3 Meter', 1_350_000, 50_000, 6],
];

/** Bought since the books opened, paid from the bank: [category, name, cost, salvage, days before the seed]. */
const BARU: Array<[number, string, number, number, number]> = [
  [1, 'Laptop Admin Aset', 11_200_000, 800_000, 40], [0, 'Meja Kerja Admin Aset', 2_700_000, 200_000, 38], [3, 'Hand Pallet 3 Ton', 7_100_000, 500_000, 25],
  [1, 'Scanner QR Gudang', 1_850_000, 100_000, 12],
];

export async function seedAsset({ database, registry, at, steps, months: history }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  const opening = openingDate(at, history);
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const aset = users.get('aset')!;
    const finance = users.get('finance')!;
    const akun = new Map((await trx.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
    const gudang = (await trx.selectFrom('gudang').select('id').orderBy('id').execute()).map((g) => Number(g.id));
    const staff = (await trx.selectFrom('karyawan').select('id').orderBy('id').execute()).map((k) => Number(k.id));
    const bank = await trx.selectFrom('kas').select(['akun_id']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();

    const kelompok = new Map((await trx.selectFrom('kelompok_harta_fiskal').select(['id', 'kode']).orderBy('berlaku_mulai').execute()).map((k) => [String(k.kode), Number(k.id)]));
    const kategoriIds = await insertRows(trx, r('asset-kategori'), KATEGORI.map((k) => ({
      kelompok_fiskal_id: kelompok.get(k.fiskal[0]) ?? null, metode_fiskal: k.fiskal[1],
      kode: k.kode, nama: k.nama, umur_bulan: k.umur, metode: 'garis_lurus', akun_aset_id: akun.get(k.aset), akun_akumulasi_id: akun.get(k.akum),
      akun_beban_id: akun.get('6-1800'), akun_laba_id: akun.get('7-1200'), akun_rugi_id: akun.get('8-1200'), interval_audit_hari: k.audit,
      created_by: aset.id, updated_by: aset.id,
    })), at);
    const blokIds = await insertRows(trx, r('asset-blok'), BLOK.map(([kode, nama, g]) => ({ kode, nama, gudang_id: g === null ? null : gudang[g] ?? null, created_by: aset.id, updated_by: aset.id })), at);

    // One asset through the register's service: its code, checks and acquisition journal, as `POST /input/asset` does.
    const register = async (ctx: AppContext, row: Row) => {
      const values = await prepareNewAsset(trx, row);
      const [id] = await insertRows(trx, r('asset'), [{ ...values, created_by: aset.id, updated_by: aset.id }], ctx.now().toISOString());
      await journalAcquisition(ledgerContext(ctx, trx, aset), id);
      await seedCreated(trx, ctx, r('asset'), id, aset);
    };

    const openCtx = onDemoDate(base, opening, 3);
    const beforeOpening = addMonths(opening.slice(0, 7), -1);
    for (const [i, [k, nama, harga, sisa, months]] of ASET.entries()) {
      const bought = `${addMonths(opening.slice(0, 7), -months)}-${String(1 + ((i * 7) % 27)).padStart(2, '0')}`;
      const akumulasiAwal = scheduledAccumulated({ tanggal_perolehan: bought, harga_perolehan: harga, nilai_sisa: sisa, umur_bulan: KATEGORI[k].umur }, beforeOpening);
      await register(openCtx, {
        nama, asset_kategori_id: kategoriIds[k], tanggal_perolehan: bought, harga_perolehan: harga, nilai_sisa: sisa, akumulasi_awal: akumulasiAwal,
        akun_sumber_id: akun.get('3-1900'), asset_blok_id: blokIds[k === 3 ? 2 + (i % 3) : k === 2 ? 2 : i % 2], karyawan_id: staff[i % staff.length],
        kondisi: i % 11 === 5 ? 'rusak_ringan' : 'baik', keterangan: 'Dicatat dari daftar aset saat pembukuan dibuka',
      });
    }
    for (const [i, [k, nama, harga, sisa, days]] of BARU.entries()) {
      const tanggal = jakartaDaysBefore(at, days);
      await register(onDemoDate(base, tanggal, 4), {
        nama, asset_kategori_id: kategoriIds[k], tanggal_perolehan: tanggal, harga_perolehan: harga, nilai_sisa: sisa, akumulasi_awal: 0,
        akun_sumber_id: Number(bank.akun_id), asset_blok_id: blokIds[i % blokIds.length], karyawan_id: staff[(i + 7) % staff.length], kondisi: 'baik',
      });
    }

    // A procurement approved by the general manager, its laptops already in the register, its printers still awaited;
    // and one just submitted.
    for (const [days, approved] of [[9, true], [2, false]] as const) {
      const tanggal = jakartaDaysBefore(at, days);
      const ctx = onDemoDate(base, tanggal, 3);
      const [id] = await insertRows(trx, r('asset-pengadaan'), [{
        nomor: await nextDocNumber(trx, PGA, tanggal), tanggal, pemasok: approved ? 'CV Mitra Komputer Bandung' : 'Toko Mebel Jati Asri', akun_sumber_id: Number(bank.akun_id),
        status: 'diajukan', created_by: aset.id, updated_by: aset.id,
      }], ctx.now().toISOString());
      const lines = approved
        ? [{ asset_kategori_id: kategoriIds[1], nama: 'Laptop Sales Kanvas', jumlah: 2, harga: 7_800_000, nilai_sisa: 500_000 }, { asset_kategori_id: kategoriIds[1], nama: 'Printer Thermal Nota', jumlah: 2, harga: 1_450_000, nilai_sisa: 0 }]
        : [{ asset_kategori_id: kategoriIds[0], nama: 'Kursi Kerja Ergonomis', jumlah: 6, harga: 1_250_000, nilai_sisa: 50_000 }];
      const lineIds = await insertRows(trx, r('asset-pengadaan-rincian'), lines.map((l) => ({ ...l, asset_pengadaan_id: id, nilai: l.jumlah * l.harga, status: 'menunggu', created_by: aset.id, updated_by: aset.id })), ctx.now().toISOString());
      await trx.updateTable('asset_pengadaan').set({ total: lines.reduce((s, l) => s + l.jumlah * l.harga, 0), jumlah_unit: lines.reduce((s, l) => s + l.jumlah, 0) }).where('id', '=', id).execute();
      await seedCreated(trx, ctx, r('asset-pengadaan'), id, aset);
      if (!approved) continue;
      const gm = users.get('gm')!;
      await seedStep(trx, ctx, r('asset-pengadaan'), 'approve', id, gm);
      const arrived = jakartaDaysBefore(at, days - 3);
      await seedStep(trx, onDemoDate(base, arrived, 4), r('asset-pengadaan'), 'approveRincian', id, gm, { rincian_id: lineIds[0], tanggal_perolehan: arrived });
    }

    // Every month since the books opened, up to last month: drafted by the asset admin, journalled by finance.
    const thisMonth = todayJakarta(new Date(at)).slice(0, 7);
    for (let k = 0; k < monthsBetween(opening.slice(0, 7), thisMonth); k++) {
      const periode = addMonths(opening.slice(0, 7), k);
      const tanggal = monthEnd(periode);
      const ctx = onDemoDate(base, tanggal, 3);
      const [id] = await insertRows(trx, r('asset-penyusutan'), [{
        nomor: await nextDocNumber(trx, SUS, tanggal), periode, periode_aktif: periode, tanggal, status: 'draft', created_by: aset.id, updated_by: aset.id,
      }], ctx.now().toISOString());
      await fillRun(trx, id, periode, aset.id, ctx.now().toISOString());
      await seedCreated(trx, ctx, r('asset-penyusutan'), id, aset);
      await seedStep(trx, ctx, r('asset-penyusutan'), 'jurnal', id, finance);
    }

    // An old motorcycle sold a few days ago, confirmed by finance: depreciation to date, gain or loss, one journal.
    const sold = await trx.selectFrom('asset').select(['id', 'harga_perolehan', 'akumulasi_penyusutan', 'nilai_buku']).where('nama', '=', 'Motor Honda Beat Penagihan').orderBy('id').executeTakeFirstOrThrow();
    const saleDay = jakartaDaysBefore(at, 4);
    const saleCtx = onDemoDate(base, saleDay, 3);
    const [saleId] = await insertRows(trx, r('asset-penjualan'), [{
      nomor: await nextDocNumber(trx, PJA, saleDay), tanggal: saleDay, pembeli: 'Bpk. Dadang Suherman', akun_terima_id: Number(bank.akun_id), total: 11_500_000,
      status: 'draft', keterangan: 'Diganti motor baru untuk penagihan', created_by: aset.id, updated_by: aset.id,
    }], saleCtx.now().toISOString());
    await insertRows(trx, r('asset-penjualan-rincian'), [{
      asset_penjualan_id: saleId, asset_id: Number(sold.id), harga_jual: 11_500_000, harga_perolehan: Number(sold.harga_perolehan),
      akumulasi_penyusutan: Number(sold.akumulasi_penyusutan), nilai_buku: Number(sold.nilai_buku), created_by: aset.id, updated_by: aset.id,
    }], saleCtx.now().toISOString());
    await seedCreated(trx, saleCtx, r('asset-penjualan'), saleId, aset);
    await seedStep(trx, saleCtx, r('asset-penjualan'), 'konfirm', saleId, finance);

    // The assets at work: loans, storage, mutation, an audit, a disposal of each kind and repairs (asset-gerak.ts).
    await seedAssetWork({ trx, base, registry, at, users, akun, bankAkunId: Number(bank.akun_id) });
  });
}
