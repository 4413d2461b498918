import { sql, type SelectQueryBuilder } from 'kysely';
import type { ReportCompute } from '../../core/reports/types.js';
import { tripGoods } from '../kanvas/services.js';
import { num, qty, section, text } from './report-sections.js';

type Row = Record<string, unknown>;

const GOODS = [
  ['dimuat', 'Dimuat'], ['terjual', 'Terjual'], ['diretur_konsumen', 'Retur Konsumen'], ['dikembalikan', 'Dibongkar'], ['hilang', 'Hilang/Rusak'], ['sisa', 'Sisa'],
] as const;
type GoodsKey = (typeof GOODS)[number][0];

/**
 * Droping sales: the trip is the unit (issue 36). Every trip loaded in the period (its first delivery note dated in
 * it), with the route, vehicle and salesperson of the trip, and per goods what was loaded onto it, sold from it,
 * given back into it by customers, unloaded back to the warehouse, lost or damaged, and what is still on it, all read
 * from the vehicle's stock ledger inside the trip's window (kanvas/trip-goods.ts), so each row reconciles:
 * Dimuat + Retur Konsumen = Terjual + Dibongkar + Hilang/Rusak + Sisa. Then the delivery notes shipped in the
 * period with the trip each loaded. Limited to one salesperson by `sales_id` (a salesperson reads their own).
 */
export const dropingSales: ReportCompute = async ({ db, tgl_awal, tgl_akhir, salesId }) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const scoped = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, column: string): Q => (salesId ? q.where(column, '=', salesId) as Q : q);
  const trips = await scoped(db.selectFrom('trip_kendaraan as t').where('t.dibuka_pada', '>=', tgl_awal).where('t.dibuka_pada', '<=', tgl_akhir), 't.karyawan_id')
    .leftJoin('karyawan as k', 'k.id', 't.karyawan_id').leftJoin('rute as r', 'r.id', 't.rute_id').leftJoin('kendaraan as v', 'v.id', 't.kendaraan_id')
    .select(['t.id', 't.nomor', 't.kendaraan_id', 't.ledger_awal', 't.ledger_akhir', 't.dibuka_pada', 't.ditutup_pada', 't.status', 'k.nama_lengkap', 'r.nama as rute', 'v.no_polisi'])
    .orderBy('t.dibuka_pada').orderBy('t.nomor').execute() as Row[];
  const goods = await tripGoods(db, trips.map((t) => ({ id: t.id, kendaraan_id: t.kendaraan_id, ledger_awal: t.ledger_awal, ledger_akhir: t.ledger_akhir })));

  const STATUS: Record<string, string> = { buka: 'Berjalan', tutup: 'Menunggu Setoran', selesai: 'Selesai' };
  const rows = trips.flatMap((t) => (goods.get(Number(t.id)) ?? []).map((l) => ({
    trip: String(t.nomor), tanggal: String(t.dibuka_pada), sales: String(t.nama_lengkap ?? '-'), rute: String(t.rute ?? '-'), kode: l.kode, barang: l.nama,
    ...Object.fromEntries(GOODS.map(([k]) => [k, l[k]])) as Record<GoodsKey, number>,
  })));
  const perTrip = trips.map((t) => {
    const lines = goods.get(Number(t.id)) ?? [];
    const sum = Object.fromEntries(GOODS.map(([k]) => [k, lines.reduce((s, l) => s + l[k], 0)])) as Record<GoodsKey, number>;
    return {
      trip: String(t.nomor), tanggal: String(t.dibuka_pada), bongkar: t.ditutup_pada ? String(t.ditutup_pada) : '', sales: String(t.nama_lengkap ?? '-'),
      rute: String(t.rute ?? '-'), kendaraan: String(t.no_polisi ?? '-'), status: STATUS[String(t.status)] ?? String(t.status), ...sum,
    };
  });

  const notes = await scoped(db.selectFrom('request_barang as q').where('q.status', '=', 'dikirim')
    .where('q.tanggal_kirim', '>=', tgl_awal).where('q.tanggal_kirim', '<=', tgl_akhir), 'q.karyawan_id')
    .leftJoin('karyawan as k', 'k.id', 'q.karyawan_id').leftJoin('trip_kendaraan as t', 't.id', 'q.trip_kendaraan_id')
    .leftJoin('rute as r', (j) => j.on(sql<boolean>`r.id = coalesce(t.rute_id, q.rute_id)`))
    .innerJoin('request_barang_rincian as d', 'd.request_barang_id', 'q.id')
    .select(['q.no_surat_jalan', 'q.tanggal_kirim', 't.nomor as trip', 'k.nama_lengkap', 'r.nama', (eb) => eb.fn.sum('d.qty_dikirim').as('n')])
    .groupBy(['q.id', 'q.no_surat_jalan', 'q.tanggal_kirim', 't.nomor', 'k.nama_lengkap', 'r.nama']).orderBy('q.tanggal_kirim').orderBy('q.no_surat_jalan').execute();

  const goodsColumns = GOODS.map(([k, label]) => qty(k, label));
  const date = (key: string, label: string) => ({ key, label, kind: 'date' as const });
  return {
    sections: [
      section('Barang per Trip', [text('trip', 'Trip'), date('tanggal', 'Tanggal Muat'), text('sales', 'Sales'), text('rute', 'Rute Trip'), text('kode', 'Kode'), text('barang', 'Barang'), ...goodsColumns], rows, 'Total'),
      section('Ringkasan per Trip', [text('trip', 'Trip'), date('tanggal', 'Tanggal Muat'), date('bongkar', 'Tanggal Bongkar'), text('sales', 'Sales'), text('rute', 'Rute Trip'),
        text('kendaraan', 'Kendaraan'), text('status', 'Status'), ...goodsColumns], perTrip, 'Total'),
      section('Surat Jalan', [text('nomor', 'No. Surat Jalan'), date('tanggal', 'Tanggal Kirim'), text('trip', 'Trip'), text('sales', 'Sales'), text('rute', 'Rute Trip'), qty('qty', 'Jumlah Dimuat')],
        notes.map((n) => ({ nomor: String(n.no_surat_jalan ?? ''), tanggal: String(n.tanggal_kirim ?? ''), trip: String(n.trip ?? '-'), sales: String(n.nama_lengkap ?? '-'), rute: String(n.nama ?? '-'), qty: num(n.n) })), 'Total'),
    ],
    summary: GOODS.map(([k, label]) => ({ label, value: rows.reduce((s, r) => s + r[k], 0), kind: 'qty' as const })),
  };
};
