import { findResource } from '../../../common/registry.js';
import type { Db } from '../connection.js';
import { postJournal, stockIn } from '../../ledger/index.js';
import type { LedgerContext } from '../../ledger/index.js';
import type { SeedEnv } from './areas.js';
import { insertRows } from './insert.js';
import { POSTING_ACCOUNTS } from '../base/chart-of-accounts.js';
import { DEMO_AKUN, KAS, OPENING_BALANCES } from './books.js';

/** The books open on the first day of the month two months before the seed's "now". */
export function openingDate(at: string): string {
  const d = new Date(at);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1));
  return first.toISOString().slice(0, 10);
}

/** Deterministic pseudo-random numbers (mulberry32) so every demo database is the same. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function userIds(trx: Db): Promise<Map<string, { id: number; karyawan_id: number | null }>> {
  const rows = await trx.selectFrom('users').select(['id', 'email', 'karyawan_id']).execute();
  return new Map(rows.map((r) => [String(r.email).split('@')[0], { id: r.id as number, karyawan_id: r.karyawan_id as number | null }]));
}

/**
 * The accounting side of the demo company on the base chart of accounts: its own salespeople's cash accounts,
 * company details in the settings, cash and bank accounts, then the opening balance journal and the opening
 * stock of every warehouse — posted through server/ledger like any document, never inserted as rows.
 */
export async function seedLedgers({ database, registry, at }: SeedEnv): Promise<void> {
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const users = await userIds(trx);
    const chart = await trx.selectFrom('akun').select(['id', 'kode']).execute();
    const akun = new Map(chart.map((a) => [String(a.kode), Number(a.id)]));
    const kategori = new Map((await trx.selectFrom('akun_kategori').select(['id', 'kode']).execute()).map((k) => [String(k.kode), Number(k.id)]));
    const demoIds = await insertRows(trx, r('akun'), DEMO_AKUN.map(([kode, nama, tipe]) => ({ kode, nama, tipe, akun_kategori_id: kategori.get(kode[0]) })), at);
    DEMO_AKUN.forEach(([kode], i) => akun.set(kode, demoIds[i]));
    // Right after Kas Kecil (urutan 20) in the base balance-sheet layout.
    await insertRows(trx, r('akun-neraca'), DEMO_AKUN.map(([kode, , , posisi], i) => ({ akun_id: akun.get(kode), posisi, urutan: 21 + i })), at);

    await trx.updateTable('setting').set({
      nama_perusahaan: 'PT Niaga Sentosa Abadi', alamat: 'Jl. Soekarno-Hatta No. 512, Bandung 40286', telepon: '022-7561234',
      email: 'kantor@niagasentosa.co.id', npwp: '01.234.567.8-424.000', kota: 'Bandung', updated_at: at,
    }).execute();
    await insertRows(trx, r('kas'), KAS.map((k) => ({
      kode: k.kode, nama: k.nama, jenis: k.jenis, akun_id: akun.get(k.akun), karyawan_id: k.pemegang ? users.get(k.pemegang)?.karyawan_id ?? null : null,
      bank: k.bank ?? null, no_rekening: k.no_rekening ?? null,
    })), at);

    const lc: LedgerContext = { trx, kind: database.kind, userId: users.get('finance')?.id ?? null, at, mayBackdate: true };
    const tanggal = openingDate(at);
    const lines = OPENING_BALANCES.map(([kode, amount]) => ({ akun_id: akun.get(kode)!, debit: amount > 0 ? amount : 0, kredit: amount < 0 ? -amount : 0 }));
    const net = OPENING_BALANCES.reduce((s, [, a]) => s + a, 0);
    lines.push({ akun_id: akun.get(POSTING_ACCOUNTS.akun_modal_id)!, debit: net < 0 ? -net : 0, kredit: net > 0 ? net : 0 });
    await postJournal(lc, { tanggal, keterangan: 'Saldo awal pembukuan', doc: { tipe: 'saldo-awal', id: null }, lines });

    await seedOpeningStock(lc, tanggal, akun.get(POSTING_ACCOUNTS.akun_modal_id)!);
  });
}

/** Opening stock per warehouse at each goods' purchase price, as one receipt per warehouse. */
async function seedOpeningStock(lc: LedgerContext, tanggal: string, equityAkunId: number): Promise<void> {
  const goods = await lc.trx.selectFrom('barang').selectAll().orderBy('id').execute();
  const warehouses = await lc.trx.selectFrom('gudang').select(['id', 'kode']).where('deleted_at', 'is', null).orderBy('id').execute();
  const random = prng(20261122);
  for (const [w, gudang] of warehouses.entries()) {
    const lines = goods
      .filter(() => random() < (w === 0 ? 0.95 : 0.6))
      .map((b) => {
        const cost = Number(b.harga_beli ?? 0);
        const qty = (w === 0 ? 120 : 48) + Math.floor(random() * (w === 0 ? 480 : 144));
        return { barang_id: b.id as number, qty, nilai: qty * cost };
      });
    if (lines.length === 0) continue;
    await stockIn(lc, {
      tanggal, loc: { gudang_id: gudang.id as number }, lines, contraAkunId: equityAkunId,
      doc: { tipe: 'saldo-awal', id: gudang.id as number, nomor: `SA-${gudang.kode}` }, keterangan: `Stok awal ${gudang.kode}`,
    });
  }
}
