/** The vehicle prints: a repair's work order and cost (cetak-perbaikan-kendaraan). */
import type { FastifyInstance } from 'fastify';
import { formatMoney, formatNumber } from '../../../common/format.js';
import { STATUS_PERBAIKAN } from '../../../resources/armada/perbaikan.js';
import { nameOf } from '../../core/documents/names.js';
import { printRoute } from '../../core/documents/print.js';

const STATUS = Object.fromEntries(STATUS_PERBAIKAN);
const JENIS: Record<string, string> = { jasa: 'Jasa', suku_cadang: 'Suku Cadang' };
const km = (v: unknown) => (v === null || v === undefined ? null : `${formatNumber(Number(v), 0)} km`);

export function registerArmadaPrints(app: FastifyInstance): void {
  printRoute(app, 'cetak-perbaikan-kendaraan', 'perbaikan-kendaraan', async (db, doc) => {
    const rows = await db.selectFrom('perbaikan_kendaraan_rincian').leftJoin('kendaraan_bagian', 'kendaraan_bagian.id', 'perbaikan_kendaraan_rincian.kendaraan_bagian_id')
      .select(['perbaikan_kendaraan_rincian.uraian', 'perbaikan_kendaraan_rincian.jenis', 'perbaikan_kendaraan_rincian.jumlah', 'perbaikan_kendaraan_rincian.harga',
        'perbaikan_kendaraan_rincian.nilai', 'kendaraan_bagian.nama as bagian'])
      .where('perbaikan_kendaraan_id', '=', Number(doc.id)).orderBy('perbaikan_kendaraan_rincian.line_no').orderBy('perbaikan_kendaraan_rincian.id').execute();
    return {
      title: 'PERBAIKAN KENDARAAN', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Kendaraan', await nameOf(db, 'kendaraan', 'no_polisi', doc.kendaraan_id)], ['Bengkel', String(doc.bengkel)],
        ['Keluhan', String(doc.keluhan)], ['Odometer Masuk', km(doc.odometer_masuk)], ['Odometer Selesai', km(doc.odometer_selesai)],
        ['Dibayar dari', await nameOf(db, 'kas', 'nama', doc.kas_id)], ['Status', STATUS[String(doc.status)] ?? String(doc.status)],
      ],
      columns: [{ label: 'Bagian' }, { label: 'Uraian', width: '*' }, { label: 'Jenis' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Harga', kind: 'money' }, { label: 'Nilai', kind: 'money' }],
      rows: rows.map((r) => [(r.bagian as string | null) ?? '-', String(r.uraian), JENIS[String(r.jenis)] ?? String(r.jenis), Number(r.jumlah), Number(r.harga), Number(r.nilai)]),
      totals: [['Total Biaya', formatMoney(Number(doc.total))]],
      notes: doc.keterangan as string | null,
      signatures: ['Diajukan oleh', 'Disetujui GM', 'Keuangan', 'Diterima oleh'],
    };
  });
}
