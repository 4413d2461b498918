/**
 * Laporan Aset Tetap (`GET /api/asset-view-laporan`, `GET /api/laporan/asset`, PDF and XLSX through the report engine of
 * server/domain/laporan): the register as it stood at `tgl_akhir` — every asset acquired by then and not yet sold or
 * disposed of by then, with its cost, the depreciation accumulated by then (opening accumulation + the monthly runs
 * journalled up to that date) and its book value — per category, per location (its block now) and asset by asset;
 * and the period's movements: acquisitions, depreciation journalled, and cost leaving by sale or disposal.
 */
import type { ReportColumn, ReportRow, ReportSection } from '../../../common/laporan.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { STATUS_ASSET } from '../../../resources/asset/asset.js';

const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
const qty = (key: string, label: string): ReportColumn => ({ key, label, kind: 'qty' });
const num = (v: unknown) => Number(v ?? 0);
const STATUS = new Map(STATUS_ASSET);

interface Held { kategori: string; lokasi: string; harga: number; akumulasi: number; susut: number }

function grouped(title: string, label: string, items: Held[], key: (h: Held) => string): ReportSection {
  const groups = new Map<string, { n: number; harga: number; akumulasi: number; susut: number }>();
  for (const h of items) {
    const g = groups.get(key(h)) ?? { n: 0, harga: 0, akumulasi: 0, susut: 0 };
    g.n += 1; g.harga += h.harga; g.akumulasi += h.akumulasi; g.susut += h.susut;
    groups.set(key(h), g);
  }
  const rows: ReportRow[] = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
    .map(([nama, g]) => ({ nama, n: g.n, harga: g.harga, akumulasi: g.akumulasi, nilai_buku: g.harga - g.akumulasi, susut: g.susut }));
  const sum = (k: string) => rows.reduce((s, r) => s + num(r[k]), 0);
  return {
    title,
    columns: [text('nama', label), qty('n', 'Jumlah Aset'), money('harga', 'Harga Perolehan'), money('akumulasi', 'Akumulasi Penyusutan'), money('nilai_buku', 'Nilai Buku'), money('susut', 'Penyusutan Periode')],
    rows,
    total: { nama: 'Total', n: sum('n'), harga: sum('harga'), akumulasi: sum('akumulasi'), nilai_buku: sum('nilai_buku'), susut: sum('susut') },
  };
}

export const laporanAsset: ReportCompute = async ({ db, tgl_awal, tgl_akhir }) => {
  const assets = await db.selectFrom('asset').innerJoin('asset_kategori as k', 'k.id', 'asset.asset_kategori_id').leftJoin('asset_blok as b', 'b.id', 'asset.asset_blok_id')
    .select(['asset.id', 'asset.kode', 'asset.nama', 'asset.tanggal_perolehan', 'asset.harga_perolehan', 'asset.akumulasi_awal', 'asset.status', 'k.nama as kategori', 'b.nama as lokasi'])
    .where('asset.tanggal_perolehan', '<=', tgl_akhir).orderBy('asset.kode').execute();
  // When each asset left the books: its confirmed sale or posted disposal.
  const sold = await db.selectFrom('asset_penjualan_rincian as r').innerJoin('asset_penjualan as p', 'p.id', 'r.asset_penjualan_id')
    .select(['r.asset_id', 'p.tanggal']).where('p.status', '=', 'dikonfirmasi').where('p.tanggal', '<=', tgl_akhir).execute();
  const disposed = await db.selectFrom('asset_disposal_rincian as r').innerJoin('asset_disposal as d', 'd.id', 'r.asset_disposal_id')
    .select(['r.asset_id', 'd.tanggal']).where('d.status', '=', 'diposting').where('d.tanggal', '<=', tgl_akhir).execute();
  const left = new Map([...sold, ...disposed].map((r) => [Number(r.asset_id), String(r.tanggal)]));
  const posted = await db.selectFrom('asset_penyusutan_rincian as r').innerJoin('asset_penyusutan as p', 'p.id', 'r.asset_penyusutan_id')
    .select(['r.asset_id', (eb) => eb.fn.sum<number>('r.jumlah').as('s'),
      (eb) => eb.fn.sum<number>(eb.case().when('p.tanggal', '>=', tgl_awal).then(eb.ref('r.jumlah')).else(0).end()).as('periode')])
    .where('p.status', '=', 'diposting').where('p.tanggal', '<=', tgl_akhir).groupBy('r.asset_id').execute();
  const susut = new Map(posted.map((r) => [Number(r.asset_id), { s: num(r.s), periode: num(r.periode) }]));

  const held: Array<Held & ReportRow> = [];
  let dilepas = 0;
  let perolehan = 0;
  for (const a of assets) {
    const id = Number(a.id);
    const harga = num(a.harga_perolehan);
    if (String(a.tanggal_perolehan) >= tgl_awal) perolehan += harga;
    const out = left.get(id);
    if (out !== undefined) { if (out >= tgl_awal) dilepas += harga; continue; }
    const d = susut.get(id) ?? { s: 0, periode: 0 };
    const akumulasi = num(a.akumulasi_awal) + d.s;
    held.push({
      kode: String(a.kode), nama: String(a.nama), kategori: String(a.kategori), lokasi: a.lokasi === null ? 'Tanpa Lokasi' : String(a.lokasi),
      tanggal_perolehan: String(a.tanggal_perolehan), harga, akumulasi, nilai_buku: harga - akumulasi, susut: d.periode,
      status: STATUS.get(String(a.status)) ?? String(a.status),
    });
  }
  const total = (k: 'harga' | 'akumulasi' | 'susut') => held.reduce((s, h) => s + h[k], 0);
  const daftar: ReportSection = {
    title: 'Daftar Aset',
    columns: [text('kode', 'Kode'), text('nama', 'Nama Aset'), text('kategori', 'Kategori'), text('lokasi', 'Lokasi'), { key: 'tanggal_perolehan', label: 'Tgl Perolehan', kind: 'date' },
      money('harga', 'Harga Perolehan'), money('akumulasi', 'Akumulasi Penyusutan'), money('nilai_buku', 'Nilai Buku'), text('status', 'Status Kini')],
    rows: held.map(({ susut: _s, ...r }) => r),
    total: { kode: 'Total', nama: '', kategori: '', lokasi: '', tanggal_perolehan: '', harga: total('harga'), akumulasi: total('akumulasi'), nilai_buku: total('harga') - total('akumulasi'), status: '' },
  };
  return {
    sections: [grouped('Per Kategori', 'Kategori', held, (h) => h.kategori), grouped('Per Lokasi', 'Lokasi (Blok)', held, (h) => h.lokasi), daftar],
    summary: [
      { label: 'Harga Perolehan', value: total('harga') }, { label: 'Akumulasi Penyusutan', value: total('akumulasi') },
      { label: 'Nilai Buku', value: total('harga') - total('akumulasi') }, { label: 'Perolehan Periode Ini', value: perolehan },
      { label: 'Penyusutan Periode Ini', value: total('susut') }, { label: 'Harga Perolehan Dilepas Periode Ini', value: dilepas },
      { label: 'Jumlah Aset', value: held.length, kind: 'qty' },
    ],
  };
};
