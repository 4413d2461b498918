import type { Db } from '../../db/connection.js';
import { groupDef } from '../../../common/akun-grup.js';

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
  /** Statement group (common/akun-grup.ts): the account's own, or the one its category and layout imply. */
  grup: string;
  side: Side;
  urutan: number;
}

const GROUP_OF_POSISI: Record<string, string> = {
  aset_lancar: 'aset_lancar', aset_tetap: 'aset_tetap', kewajiban_pendek: 'liabilitas_pendek', kewajiban_panjang: 'liabilitas_panjang', ekuitas: 'ekuitas',
};

/** The side of the accounting equation a group is on. */
export function sideOf(grup: string): Side {
  if (groupDef(grup)?.statement === 'laba_rugi') return 'laba_rugi';
  if (grup.startsWith('aset') || grup === 'akumulasi_penyusutan') return 'aset';
  if (grup.startsWith('liabilitas')) return 'kewajiban';
  return 'ekuitas';
}

/**
 * The group of an account that has none of its own (an account the company added and left without one): its
 * akun-neraca position, else its category — profit and loss by the category's code (4 sales, 5 cost of goods
 * sold, 6 operating expenses, 7 other income, 8 other expenses), balance sheet by the code's first digit. Every
 * account lands in some group, so the balance sheet balances to the rupiah.
 */
function impliedGroup(kategoriPosisi: unknown, kategoriKode: string, tipe: number, posisi: string | null): string {
  if (kategoriPosisi === 'laba_rugi') {
    if (kategoriKode.startsWith('4')) return tipe === 2 ? 'penjualan' : 'potongan_penjualan';
    if (kategoriKode.startsWith('5')) return 'hpp';
    if (kategoriKode.startsWith('7')) return 'pendapatan_lain';
    if (kategoriKode.startsWith('8')) return 'beban_lain';
    return tipe === 2 ? 'pendapatan_lain' : 'beban_usaha:umum';
  }
  if (posisi && GROUP_OF_POSISI[posisi]) return GROUP_OF_POSISI[posisi];
  if (kategoriKode.startsWith('1')) return 'aset_lancar';
  if (kategoriKode.startsWith('2')) return 'liabilitas_pendek';
  return tipe === 1 ? 'prive' : 'ekuitas';
}

/** Every account with its category and the statement group it reports under. */
export async function loadChart(db: Db): Promise<ChartAccount[]> {
  const rows = await db.selectFrom('akun')
    .innerJoin('akun_kategori', 'akun_kategori.id', 'akun.akun_kategori_id')
    .leftJoin('akun_neraca', 'akun_neraca.akun_id', 'akun.id')
    .select(['akun.id', 'akun.kode', 'akun.nama', 'akun.tipe', 'akun.grup_laporan', 'akun_kategori.id as kategori_id', 'akun_kategori.nama as kategori', 'akun_kategori.kode as kategori_kode',
      'akun_kategori.urutan as kategori_urutan', 'akun_kategori.posisi as kategori_posisi', 'akun_neraca.posisi', 'akun_neraca.urutan'])
    .orderBy('akun.kode').execute();
  return rows.map((r) => {
    const kategoriKode = String(r.kategori_kode ?? '');
    const own = r.grup_laporan ? String(r.grup_laporan) : '';
    const grup = groupDef(own) ? own : impliedGroup(r.kategori_posisi, kategoriKode, Number(r.tipe), r.posisi ? String(r.posisi) : null);
    return {
      id: Number(r.id), kode: String(r.kode), nama: String(r.nama), tipe: Number(r.tipe), kategoriId: Number(r.kategori_id), kategori: String(r.kategori),
      kategoriKode, kategoriUrutan: Number(r.kategori_urutan ?? 0), grup, side: sideOf(grup), urutan: Number(r.urutan ?? 0),
    };
  });
}
