import type { Db } from '../../db/connection.js';

export type Side = 'aset' | 'kewajiban' | 'ekuitas' | 'laba_rugi';

export interface ChartAccount {
  id: number;
  kode: string;
  nama: string;
  tipe: number;
  kategoriId: number;
  kategori: string;
  kategoriKode: string;
  kategoriUrutan: number;
  /** Balance-sheet position of akun-neraca (aset_lancar, …), null for profit-and-loss accounts. */
  posisi: string | null;
  side: Side;
  urutan: number;
}

const SIDE_OF_POSISI: Record<string, Side> = {
  aset_lancar: 'aset', aset_tetap: 'aset', kewajiban_pendek: 'kewajiban', kewajiban_panjang: 'kewajiban', ekuitas: 'ekuitas',
};

/**
 * Every account with its category and where the reports put it: profit and loss when its category reports there,
 * else the balance-sheet side its akun-neraca position names. A balance-sheet account missing from akun-neraca
 * still counts (the balance sheet must balance to the rupiah): by its category's code, 1 assets, 2 liabilities,
 * otherwise equity.
 */
export async function loadChart(db: Db): Promise<ChartAccount[]> {
  const rows = await db.selectFrom('akun')
    .innerJoin('akun_kategori', 'akun_kategori.id', 'akun.akun_kategori_id')
    .leftJoin('akun_neraca', 'akun_neraca.akun_id', 'akun.id')
    .select(['akun.id', 'akun.kode', 'akun.nama', 'akun.tipe', 'akun_kategori.id as kategori_id', 'akun_kategori.nama as kategori', 'akun_kategori.kode as kategori_kode',
      'akun_kategori.urutan as kategori_urutan', 'akun_kategori.posisi as kategori_posisi', 'akun_neraca.posisi', 'akun_neraca.urutan'])
    .orderBy('akun.kode').execute();
  return rows.map((r) => {
    const posisi = r.posisi ? String(r.posisi) : null;
    const kategoriKode = String(r.kategori_kode ?? '');
    let side: Side;
    if (r.kategori_posisi === 'laba_rugi') side = 'laba_rugi';
    else if (posisi && SIDE_OF_POSISI[posisi]) side = SIDE_OF_POSISI[posisi];
    else side = kategoriKode.startsWith('1') ? 'aset' : kategoriKode.startsWith('2') ? 'kewajiban' : 'ekuitas';
    return {
      id: Number(r.id), kode: String(r.kode), nama: String(r.nama), tipe: Number(r.tipe), kategoriId: Number(r.kategori_id), kategori: String(r.kategori),
      kategoriKode, kategoriUrutan: Number(r.kategori_urutan ?? 0), posisi: r.kategori_posisi === 'laba_rugi' ? null : posisi, side, urutan: Number(r.urutan ?? 0),
    };
  });
}
