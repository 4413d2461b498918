import type { SelectQueryBuilder } from 'kysely';
import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';
import type { ReportCompute } from '../../core/reports/types.js';

const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
const qty = (key: string, label: string): ReportColumn => ({ key, label, kind: 'qty' });

function section(title: string, columns: ReportColumn[], rows: ReportRow[], label: string): ReportSection {
  const total: ReportRow = Object.fromEntries(columns.map((c, i) => [c.key, i === 0 ? label : c.kind !== 'money' && c.kind !== 'qty' ? '' : rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0)]));
  return { title, columns, rows, total };
}

const num = (v: unknown) => Number(v ?? 0);
const FINISHED = ['selesai', 'tak_tertagih'];

/**
 * Laporan sales: the period's finished sales (also those later written off) per salesperson, route, customer and
 * goods; customer returns approved in the period; and collections of earlier invoices received in it, per
 * payment type. Limited to one salesperson by `sales_id` (always the reader's own for a salesperson).
 */
export const laporanSales: ReportCompute = async ({ db, tgl_awal, tgl_akhir, salesId }) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const scoped = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, column: string): Q => (salesId ? q.where(column, '=', salesId) as Q : q);
  const sales = () => scoped(db.selectFrom('penjualan as p').where('p.status', 'in', FINISHED).where('p.tanggal', '>=', tgl_awal).where('p.tanggal', '<=', tgl_akhir), 'p.karyawan_id');

  const perSales = await sales().leftJoin('karyawan as k', 'k.id', 'p.karyawan_id')
    .select(['p.karyawan_id', 'k.nama_lengkap', (eb) => eb.fn.countAll().as('nota'), (eb) => eb.fn.sum('p.total').as('total'), (eb) => eb.fn.sum('p.dibayar').as('dibayar'), (eb) => eb.fn.sum('p.piutang').as('piutang')])
    .groupBy(['p.karyawan_id', 'k.nama_lengkap']).orderBy('k.nama_lengkap').execute();
  const perRute = await sales().leftJoin('rute as r', 'r.id', 'p.rute_id')
    .select(['p.rute_id', 'r.nama', (eb) => eb.fn.countAll().as('nota'), (eb) => eb.fn.sum('p.total').as('total')])
    .groupBy(['p.rute_id', 'r.nama']).orderBy('r.nama').execute();
  const perKonsumen = await sales().innerJoin('konsumen as c', 'c.id', 'p.konsumen_id')
    .select(['c.kode', 'c.nama', (eb) => eb.fn.countAll().as('nota'), (eb) => eb.fn.sum('p.total').as('total'), (eb) => eb.fn.sum('p.piutang').as('piutang')])
    .groupBy(['c.kode', 'c.nama']).orderBy('c.nama').execute();
  const perBarang = await sales().innerJoin('penjualan_rincian as d', 'd.penjualan_id', 'p.id').innerJoin('barang as b', 'b.id', 'd.barang_id')
    .select(['b.kode', 'b.nama', (eb) => eb.fn.sum('d.qty').as('qty'), (eb) => eb.fn.sum('d.subtotal').as('nilai')])
    .groupBy(['b.kode', 'b.nama']).orderBy('b.kode').execute();
  const retur = await scoped(db.selectFrom('retur_konsumen as x').where('x.status', '=', 'disetujui')
    .where('x.tanggal_disetujui', '>=', tgl_awal).where('x.tanggal_disetujui', '<=', tgl_akhir), 'x.karyawan_id')
    .innerJoin('konsumen as c', 'c.id', 'x.konsumen_id')
    .select(['x.nomor', 'x.tanggal_disetujui', 'c.nama', 'x.total', 'x.potong_piutang', 'x.dibayar_tunai']).orderBy('x.tanggal_disetujui').orderBy('x.nomor').execute();
  const tagihan = await scoped(db.selectFrom('penjualan_bayar as y').where('y.status', '=', 'diterima').where('y.sumber', '=', 'pelunasan')
    .where('y.tanggal', '>=', tgl_awal).where('y.tanggal', '<=', tgl_akhir), 'y.karyawan_id')
    .select(['y.tipe', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('y.jumlah').as('jumlah')]).groupBy('y.tipe').orderBy('y.tipe').execute();

  const TIPE: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer', giro: 'Giro', nota_putih: 'Nota Putih' };
  const totalPenjualan = perSales.reduce((s, r) => s + num(r.total), 0);
  const totalRetur = retur.reduce((s, r) => s + num(r.total), 0);
  const totalTagihan = tagihan.reduce((s, r) => s + num(r.jumlah), 0);
  return {
    sections: [
      section('Per Sales', [text('sales', 'Sales'), qty('nota', 'Nota'), money('total', 'Penjualan'), money('dibayar', 'Dibayar'), money('piutang', 'Piutang')],
        perSales.map((r) => ({ sales: String(r.nama_lengkap ?? '-'), nota: num(r.nota), total: num(r.total), dibayar: num(r.dibayar), piutang: num(r.piutang) })), 'Total'),
      section('Per Rute', [text('rute', 'Rute'), qty('nota', 'Nota'), money('total', 'Penjualan')],
        perRute.map((r) => ({ rute: String(r.nama ?? 'Tanpa rute'), nota: num(r.nota), total: num(r.total) })), 'Total'),
      section('Per Konsumen', [text('kode', 'Kode'), text('konsumen', 'Konsumen'), qty('nota', 'Nota'), money('total', 'Penjualan'), money('piutang', 'Piutang')],
        perKonsumen.map((r) => ({ kode: String(r.kode), konsumen: String(r.nama), nota: num(r.nota), total: num(r.total), piutang: num(r.piutang) })), 'Total'),
      section('Per Barang', [text('kode', 'Kode'), text('barang', 'Barang'), qty('qty', 'Jumlah (satuan dasar)'), money('nilai', 'Nilai')],
        perBarang.map((r) => ({ kode: String(r.kode), barang: String(r.nama), qty: num(r.qty), nilai: num(r.nilai) })), 'Total'),
      section('Retur Konsumen Disetujui', [text('nomor', 'Nomor'), { key: 'tanggal', label: 'Tanggal', kind: 'date' }, text('konsumen', 'Konsumen'), money('total', 'Total Retur'),
        money('potong_piutang', 'Potong Piutang'), money('dibayar_tunai', 'Dibayar Tunai')],
      retur.map((r) => ({ nomor: String(r.nomor), tanggal: String(r.tanggal_disetujui), konsumen: String(r.nama), total: num(r.total), potong_piutang: num(r.potong_piutang), dibayar_tunai: num(r.dibayar_tunai) })), 'Total'),
      section('Penagihan Piutang', [text('tipe', 'Jenis Bayar'), qty('n', 'Pembayaran'), money('jumlah', 'Jumlah')],
        tagihan.map((r) => ({ tipe: TIPE[String(r.tipe)] ?? String(r.tipe), n: num(r.n), jumlah: num(r.jumlah) })), 'Total'),
    ],
    summary: [{ label: 'Total Penjualan', value: totalPenjualan }, { label: 'Total Retur', value: totalRetur }, { label: 'Total Penagihan', value: totalTagihan }],
  };
};

/**
 * Droping sales: goods loaded onto each salesperson's vehicle per route through delivery notes (requests shipped
 * in the period), sold from it, brought back and lost in unloading (approved sales returns), per goods; and the
 * delivery notes themselves.
 */
export const dropingSales: ReportCompute = async ({ db, tgl_awal, tgl_akhir, salesId }) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const scoped = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, column: string): Q => (salesId ? q.where(column, '=', salesId) as Q : q);
  const shipped = () => scoped(db.selectFrom('request_barang as q').where('q.status', '=', 'dikirim')
    .where('q.tanggal_kirim', '>=', tgl_awal).where('q.tanggal_kirim', '<=', tgl_akhir), 'q.karyawan_id');
  const dimuat = await shipped().innerJoin('request_barang_rincian as d', 'd.request_barang_id', 'q.id')
    .select(['q.karyawan_id', 'q.rute_id', 'd.barang_id', (eb) => eb.fn.sum('d.qty_dikirim').as('n')]).groupBy(['q.karyawan_id', 'q.rute_id', 'd.barang_id']).execute();
  const terjual = await scoped(db.selectFrom('penjualan as p').where('p.status', 'in', FINISHED).where('p.tanggal', '>=', tgl_awal).where('p.tanggal', '<=', tgl_akhir), 'p.karyawan_id')
    .innerJoin('penjualan_rincian as d', 'd.penjualan_id', 'p.id')
    .select(['p.karyawan_id', 'p.rute_id', 'd.barang_id', (eb) => eb.fn.sum('d.qty').as('n')]).groupBy(['p.karyawan_id', 'p.rute_id', 'd.barang_id']).execute();
  const kembali = await scoped(db.selectFrom('pengembalian_sales as s').where('s.status', '=', 'disetujui').where('s.tanggal', '>=', tgl_awal).where('s.tanggal', '<=', tgl_akhir), 's.karyawan_id')
    .innerJoin('pengembalian_sales_rincian as d', 'd.pengembalian_sales_id', 's.id').leftJoin('trip_kendaraan as t', 't.id', 's.trip_kendaraan_id')
    .select(['s.karyawan_id', 't.rute_id', 'd.barang_id', (eb) => eb.fn.sum('d.qty').as('n'), (eb) => eb.fn.sum('d.qty_hilang').as('hilang')])
    .groupBy(['s.karyawan_id', 't.rute_id', 'd.barang_id']).execute();

  type Line = { karyawan_id: number | null; rute_id: number | null; barang_id: number; dimuat: number; terjual: number; kembali: number; hilang: number };
  const lines = new Map<string, Line>();
  const at = (r: { karyawan_id: unknown; rute_id: unknown; barang_id: unknown }) => {
    const k = `${r.karyawan_id}|${r.rute_id}|${r.barang_id}`;
    if (!lines.has(k)) lines.set(k, { karyawan_id: r.karyawan_id === null ? null : num(r.karyawan_id), rute_id: r.rute_id === null || r.rute_id === undefined ? null : num(r.rute_id), barang_id: num(r.barang_id), dimuat: 0, terjual: 0, kembali: 0, hilang: 0 });
    return lines.get(k)!;
  };
  for (const r of dimuat) at(r).dimuat += num(r.n);
  for (const r of terjual) at(r).terjual += num(r.n);
  for (const r of kembali) { const l = at(r); l.kembali += num(r.n); l.hilang += num(r.hilang); }

  const ids = (f: (l: Line) => number | null) => [...new Set([...lines.values()].map(f).filter((v): v is number => v !== null))];
  const names = async (table: string, column: string, list: number[]) => new Map(list.length
    ? (await db.selectFrom(table).select(['id', `${column} as nama`, ...(table === 'barang' ? ['kode'] : [])]).where('id', 'in', list).execute()).map((r) => [num(r.id), r as Record<string, unknown>])
    : []);
  const [karyawan, rute, barang] = await Promise.all([names('karyawan', 'nama_lengkap', ids((l) => l.karyawan_id)), names('rute', 'nama', ids((l) => l.rute_id)), names('barang', 'nama', ids((l) => l.barang_id))]);
  const rows = [...lines.values()].map((l) => ({
    sales: String(karyawan.get(l.karyawan_id ?? 0)?.nama ?? '-'), rute: String(rute.get(l.rute_id ?? 0)?.nama ?? '-'),
    kode: String(barang.get(l.barang_id)?.kode ?? ''), barang: String(barang.get(l.barang_id)?.nama ?? ''),
    dimuat: l.dimuat, terjual: l.terjual, kembali: l.kembali, hilang: l.hilang,
  })).sort((a, b) => a.sales.localeCompare(b.sales) || a.rute.localeCompare(b.rute) || a.kode.localeCompare(b.kode));

  const notes = await shipped().leftJoin('karyawan as k', 'k.id', 'q.karyawan_id').leftJoin('rute as r', 'r.id', 'q.rute_id')
    .innerJoin('request_barang_rincian as d', 'd.request_barang_id', 'q.id')
    .select(['q.no_surat_jalan', 'q.tanggal_kirim', 'k.nama_lengkap', 'r.nama', (eb) => eb.fn.sum('d.qty_dikirim').as('n')])
    .groupBy(['q.id', 'q.no_surat_jalan', 'q.tanggal_kirim', 'k.nama_lengkap', 'r.nama']).orderBy('q.tanggal_kirim').orderBy('q.no_surat_jalan').execute();
  const sum = (k: 'dimuat' | 'terjual' | 'kembali' | 'hilang') => rows.reduce((s, r) => s + r[k], 0);
  return {
    sections: [
      section('Barang per Sales dan Rute', [text('sales', 'Sales'), text('rute', 'Rute'), text('kode', 'Kode'), text('barang', 'Barang'), qty('dimuat', 'Dimuat'),
        qty('terjual', 'Terjual'), qty('kembali', 'Kembali'), qty('hilang', 'Hilang/Rusak')], rows, 'Total'),
      section('Surat Jalan', [text('nomor', 'No. Surat Jalan'), { key: 'tanggal', label: 'Tanggal Kirim', kind: 'date' }, text('sales', 'Sales'), text('rute', 'Rute'), qty('qty', 'Jumlah Dimuat')],
        notes.map((n) => ({ nomor: String(n.no_surat_jalan ?? ''), tanggal: String(n.tanggal_kirim ?? ''), sales: String(n.nama_lengkap ?? '-'), rute: String(n.nama ?? '-'), qty: num(n.n) })), 'Total'),
    ],
    summary: (['dimuat', 'terjual', 'kembali', 'hilang'] as const).map((k, i) => ({ label: ['Dimuat', 'Terjual', 'Kembali', 'Hilang/Rusak'][i], value: sum(k), kind: 'qty' as const })),
  };
};
