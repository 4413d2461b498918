import type { SelectQueryBuilder } from 'kysely';
import type { ReportCompute } from '../../core/reports/types.js';
import { money, num, PAJAK_COLUMNS, qty, section, text } from './report-sections.js';

const FINISHED = ['selesai', 'tak_tertagih'];

/**
 * Laporan sales: the period's finished sales (also those later written off) per salesperson, route, customer and
 * goods; customer returns approved in the period; and collections of earlier invoices received in it, per
 * payment type. Limited to one salesperson by `sales_id` (always the reader's own for a salesperson). Every sales
 * table has the same three money columns, DPP (after every discount, without PPN), PPN and Total (with PPN), so
 * the four views add up to the same figures (issue 36); per goods a nota's DPP and PPN are spread over its lines.
 */
export const laporanSales: ReportCompute = async ({ db, tgl_awal, tgl_akhir, salesId }) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const scoped = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, column: string): Q => (salesId ? q.where(column, '=', salesId) as Q : q);
  const sales = () => scoped(db.selectFrom('penjualan as p').where('p.status', 'in', FINISHED).where('p.tanggal', '>=', tgl_awal).where('p.tanggal', '<=', tgl_akhir), 'p.karyawan_id');

  const perSales = await sales().leftJoin('karyawan as k', 'k.id', 'p.karyawan_id')
    .select(['p.karyawan_id', 'k.nama_lengkap', (eb) => eb.fn.countAll().as('nota'), (eb) => eb.fn.sum('p.total').as('total'), (eb) => eb.fn.sum('p.ppn').as('ppn'), (eb) => eb.fn.sum('p.dibayar').as('dibayar'), (eb) => eb.fn.sum('p.piutang').as('piutang')])
    .groupBy(['p.karyawan_id', 'k.nama_lengkap']).orderBy('k.nama_lengkap').execute();
  const perRute = await sales().leftJoin('rute as r', 'r.id', 'p.rute_id')
    .select(['p.rute_id', 'r.nama', (eb) => eb.fn.countAll().as('nota'), (eb) => eb.fn.sum('p.total').as('total'), (eb) => eb.fn.sum('p.ppn').as('ppn')])
    .groupBy(['p.rute_id', 'r.nama']).orderBy('r.nama').execute();
  const perKonsumen = await sales().innerJoin('konsumen as c', 'c.id', 'p.konsumen_id')
    .select(['c.kode', 'c.nama', (eb) => eb.fn.countAll().as('nota'), (eb) => eb.fn.sum('p.total').as('total'), (eb) => eb.fn.sum('p.ppn').as('ppn'), (eb) => eb.fn.sum('p.piutang').as('piutang')])
    .groupBy(['c.kode', 'c.nama']).orderBy('c.nama').execute();
  const perBarang = goodsFigures(await sales().innerJoin('penjualan_rincian as d', 'd.penjualan_id', 'p.id').innerJoin('barang as b', 'b.id', 'd.barang_id')
    .select(['p.id as penjualan_id', 'p.total as nota_total', 'p.ppn as nota_ppn', 'd.subtotal', 'd.ppn', 'd.qty', 'b.kode', 'b.nama'])
    .orderBy('p.id').orderBy('d.id').execute());
  const retur = await scoped(db.selectFrom('retur_konsumen as x').where('x.status', '=', 'disetujui')
    .where('x.tanggal_disetujui', '>=', tgl_awal).where('x.tanggal_disetujui', '<=', tgl_akhir), 'x.karyawan_id')
    .innerJoin('konsumen as c', 'c.id', 'x.konsumen_id')
    .select(['x.nomor', 'x.tanggal_disetujui', 'c.nama', 'x.total', 'x.potong_piutang', 'x.dibayar_tunai']).orderBy('x.tanggal_disetujui').orderBy('x.nomor').execute();
  const tagihan = await scoped(db.selectFrom('penjualan_bayar as y').where('y.status', '=', 'diterima').where('y.sumber', '=', 'pelunasan')
    .where('y.tanggal', '>=', tgl_awal).where('y.tanggal', '<=', tgl_akhir), 'y.karyawan_id')
    .select(['y.tipe', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('y.jumlah').as('jumlah')]).groupBy('y.tipe').orderBy('y.tipe').execute();

  const TIPE: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer', qris: 'QRIS', giro: 'Giro', nota_putih: 'Nota Putih' };
  const totalPenjualan = perSales.reduce((s, r) => s + num(r.total), 0);
  const totalPpn = perSales.reduce((s, r) => s + num(r.ppn), 0);
  const pajak = (r: { total: unknown; ppn: unknown }) => ({ dpp: num(r.total) - num(r.ppn), ppn: num(r.ppn), total: num(r.total) });
  const totalRetur = retur.reduce((s, r) => s + num(r.total), 0);
  const totalTagihan = tagihan.reduce((s, r) => s + num(r.jumlah), 0);
  return {
    sections: [
      section('Per Sales', [text('sales', 'Sales'), qty('nota', 'Nota'), ...PAJAK_COLUMNS, money('dibayar', 'Dibayar'), money('piutang', 'Piutang')],
        perSales.map((r) => ({ sales: String(r.nama_lengkap ?? '-'), nota: num(r.nota), ...pajak(r), dibayar: num(r.dibayar), piutang: num(r.piutang) })), 'Total'),
      section('Per Rute', [text('rute', 'Rute'), qty('nota', 'Nota'), ...PAJAK_COLUMNS],
        perRute.map((r) => ({ rute: String(r.nama ?? 'Tanpa rute'), nota: num(r.nota), ...pajak(r) })), 'Total'),
      section('Per Konsumen', [text('kode', 'Kode'), text('konsumen', 'Konsumen'), qty('nota', 'Nota'), ...PAJAK_COLUMNS, money('piutang', 'Piutang')],
        perKonsumen.map((r) => ({ kode: String(r.kode), konsumen: String(r.nama), nota: num(r.nota), ...pajak(r), piutang: num(r.piutang) })), 'Total'),
      section('Per Barang', [text('kode', 'Kode'), text('barang', 'Barang'), qty('qty', 'Jumlah (satuan dasar)'), ...PAJAK_COLUMNS], perBarang, 'Total'),
      section('Retur Konsumen Disetujui', [text('nomor', 'Nomor'), { key: 'tanggal', label: 'Tanggal', kind: 'date' }, text('konsumen', 'Konsumen'), money('total', 'Total Retur'),
        money('potong_piutang', 'Potong Piutang'), money('dibayar_tunai', 'Dibayar Tunai')],
      retur.map((r) => ({ nomor: String(r.nomor), tanggal: String(r.tanggal_disetujui), konsumen: String(r.nama), total: num(r.total), potong_piutang: num(r.potong_piutang), dibayar_tunai: num(r.dibayar_tunai) })), 'Total'),
      section('Penagihan Piutang', [text('tipe', 'Jenis Bayar'), qty('n', 'Pembayaran'), money('jumlah', 'Jumlah')],
        tagihan.map((r) => ({ tipe: TIPE[String(r.tipe)] ?? String(r.tipe), n: num(r.n), jumlah: num(r.jumlah) })), 'Total'),
    ],
    summary: [
      { label: 'Penjualan DPP (tanpa PPN)', value: totalPenjualan - totalPpn }, { label: 'PPN Keluaran', value: totalPpn },
      { label: 'Total Penjualan (termasuk PPN)', value: totalPenjualan }, { label: 'Total Retur', value: totalRetur }, { label: 'Total Penagihan', value: totalTagihan },
    ],
  };
};

/**
 * Per goods: each nota's DPP (total − PPN, so after the nota discount) and PPN spread over its lines by their
 * subtotal and PPN, the remainders to the last line, so the goods add up to the notas to the rupiah. `lines` come
 * ordered by nota.
 */
export function goodsFigures(lines: Array<Record<string, unknown>>) {
  const byGoods = new Map<string, { kode: string; barang: string; qty: number; dpp: number; ppn: number; total: number }>();
  const add = (l: Record<string, unknown>, dpp: number, ppn: number) => {
    const g = byGoods.get(String(l.kode)) ?? { kode: String(l.kode), barang: String(l.nama), qty: 0, dpp: 0, ppn: 0, total: 0 };
    g.qty += num(l.qty); g.dpp += dpp; g.ppn += ppn; g.total += dpp + ppn;
    byGoods.set(g.kode, g);
  };
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length && lines[j].penjualan_id === lines[i].penjualan_id) j++;
    const nota = lines.slice(i, j);
    const spread = (amount: number, weight: (l: Record<string, unknown>) => number) => {
      const w = nota.reduce((s, l) => s + weight(l), 0);
      let left = amount;
      return nota.map((l, k) => {
        const part = k === nota.length - 1 ? left : w > 0 ? Math.round((amount * weight(l)) / w) : 0;
        left -= part;
        return part;
      });
    };
    const notaPpn = num(nota[0].nota_ppn);
    const dpp = spread(num(nota[0].nota_total) - notaPpn, (l) => num(l.subtotal));
    const ppn = spread(notaPpn, (l) => num(l.ppn));
    nota.forEach((l, k) => add(l, dpp[k], ppn[k]));
    i = j;
  }
  return [...byGoods.values()].sort((a, b) => a.kode.localeCompare(b.kode));
}
