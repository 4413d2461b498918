import { findResource, type ResourceDef } from '../../../../common/registry.js';
import type { Db } from '../../../db/connection.js';
import type { LedgerContext } from '../../../ledger/index.js';
import { nextDocNumber } from '../../../core/doc-number.js';
import { postOpeningAccounts, postOpeningStock } from '../saldo-awal.js';
import type { SeedEnv } from '../../../db/seed/areas.js';
import { insertRows } from '../../../db/seed/insert.js';
import { DEMO_AKUN, KAS, OPENING_BALANCES } from '../../../db/seed/books.js';
import { forgetSettings } from '../../../ledger/settings.js';
import { openingDate, prng } from '../../../db/seed/calendar.js';

async function userIds(trx: Db): Promise<Map<string, { id: number; karyawan_id: number | null }>> {
  const rows = await trx.selectFrom('users').select(['id', 'email', 'karyawan_id']).execute();
  return new Map(rows.map((r) => [String(r.email).split('@')[0], { id: r.id as number, karyawan_id: r.karyawan_id as number | null }]));
}

/**
 * The accounting side of the demo company on the base chart of accounts: its own salespeople's cash accounts,
 * company details in the settings, cash and bank accounts, then the opening balance journal and the opening
 * stock of every warehouse — posted through server/ledger like any document, never inserted as rows.
 */
export async function seedLedgers({ database, registry, at, months }: SeedEnv): Promise<void> {
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const users = await userIds(trx);
    const chart = await trx.selectFrom('akun').select(['id', 'kode']).execute();
    const akun = new Map(chart.map((a) => [String(a.kode), Number(a.id)]));
    const kategori = new Map((await trx.selectFrom('akun_kategori').select(['id', 'kode']).execute()).map((k) => [String(k.kode), Number(k.id)]));
    const demoIds = await insertRows(trx, r('akun'), DEMO_AKUN.map(([kode, nama, tipe, posisi]) => ({ kode, nama, tipe, akun_kategori_id: kategori.get(kode[0]), grup_laporan: posisi })), at);
    DEMO_AKUN.forEach(([kode], i) => akun.set(kode, demoIds[i]));
    // Right after Kas Kecil (urutan 20) in the base balance-sheet layout.
    await insertRows(trx, r('akun-neraca'), DEMO_AKUN.map(([kode, , , posisi], i) => ({ akun_id: akun.get(kode), posisi, urutan: 21 + i })), at);

    await trx.updateTable('setting').set({
      nama_perusahaan: 'PT Niaga Sentosa Abadi', alamat: 'Jl. Soekarno-Hatta No. 512, Bandung 40286', telepon: '022-7561234',
      email: 'kantor@niagasentosa.co.id', npwp: '0012345678424000', kota: 'Bandung',
      // A made-up tax identity (docs/taxes.md): PKP, the 16-digit NPWP and the head office's NITKU (…000000).
      pkp: 1, nitku: '0012345678424000000000',
      ttd_dibuat: 'Siti Rahmawati', ttd_diperiksa: 'Agus Santoso', ttd_disetujui: 'Hendra Wijaya', updated_at: at,
    }).execute();
    forgetSettings(trx);
    await insertRows(trx, r('kas'), KAS.map((k) => ({
      kode: k.kode, nama: k.nama, jenis: k.jenis, akun_id: akun.get(k.akun), karyawan_id: k.pemegang ? users.get(k.pemegang)?.karyawan_id ?? null : null,
      bank: k.bank ?? null, no_rekening: k.no_rekening ?? null,
    })), at);

    const lc: LedgerContext = { trx, kind: database.kind, userId: users.get('finance')?.id ?? null, at, mayBackdate: true };
    // The demo goes live as a company of its own does: opening-balance rows posted by the same services.
    const tanggal = openingDate(at, months);
    const saa = [];
    for (const [kode, amount] of OPENING_BALANCES) {
      saa.push({ nomor: await nextDocNumber(trx, 'SAA', tanggal), tanggal, akun_id: akun.get(kode)!, debit: amount > 0 ? amount : 0, kredit: amount < 0 ? -amount : 0, created_by: lc.userId });
    }
    const saaIds = await insertRows(trx, r('saldo-awal-akun'), saa, at);
    await postOpeningAccounts(lc, saa.map((row, i) => ({ ...row, id: saaIds[i] })));

    await seedOpeningStock(lc, tanggal, r('saldo-awal-stok'), at);
  });
}

/** Opening stock per warehouse at each goods' purchase price: opening-stock rows, one receipt per warehouse. */
async function seedOpeningStock(lc: LedgerContext, tanggal: string, resource: ResourceDef, at: string): Promise<void> {
  const goods = await lc.trx.selectFrom('barang').selectAll().orderBy('id').execute();
  const warehouses = await lc.trx.selectFrom('gudang').select(['id', 'kode']).where('deleted_at', 'is', null).orderBy('id').execute();
  const random = prng(20261122);
  const rows: Array<Record<string, unknown>> = [];
  for (const [w, gudang] of warehouses.entries()) {
    for (const b of goods.filter(() => random() < (w === 0 ? 0.95 : 0.6))) {
      const harga = Number(b.harga_beli ?? 0);
      const qty = (w === 0 ? 120 : 48) + Math.floor(random() * (w === 0 ? 480 : 144));
      rows.push({ nomor: await nextDocNumber(lc.trx, 'SAS', tanggal), tanggal, gudang_id: Number(gudang.id), barang_id: Number(b.id), qty, harga, nilai: qty * harga, created_by: lc.userId });
    }
  }
  const ids = await insertRows(lc.trx, resource, rows, at);
  await postOpeningStock(lc, rows.map((row, i) => ({ ...row, id: ids[i] })));
}
