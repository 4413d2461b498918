/**
 * BOP prints (SPEC.md section 7): the request (cetak-ajuan-bop), the LPJ (cetak-laporan-bop), and by kind the
 * reimbursement or refund receipt (cetak-reimburse-bop / cetak-pengembalian-bop), each with the signatures block
 * Indonesian offices use (dibuat, disetujui, diterima).
 */
import type { FastifyInstance } from 'fastify';
import { formatDate, formatMoney } from '../../../common/format.js';
import { STATUS_BOP } from '../../../resources/bop.js';
import type { Db } from '../../db/connection.js';
import { nameOf } from '../../core/documents/names.js';
import { printRoute } from '../../core/documents/print.js';

type Row = Record<string, unknown>;
const STATUS = Object.fromEntries(STATUS_BOP);

async function facts(db: Db, doc: Row): Promise<Array<[string, string | null]>> {
  return [
    ['Pemegang', await nameOf(db, 'karyawan', 'nama_lengkap', doc.karyawan_id)], ['Keperluan', String(doc.keperluan)],
    ['Status', STATUS[String(doc.status)] ?? String(doc.status)], ['Dibayar dari', await nameOf(db, 'kas', 'nama', doc.kas_id)],
  ];
}

const figures = (doc: Row): Array<[string, string]> => [
  ['Uang Muka', formatMoney(Number(doc.jumlah))], ['Terpakai (LPJ)', formatMoney(Number(doc.terpakai))],
  ['Dikembalikan', formatMoney(Number(doc.dikembalikan))], ['Direimburse', formatMoney(Number(doc.reimburse))],
];

async function lpjRows(db: Db, id: number) {
  return db.selectFrom('bop_laporan').innerJoin('akun', 'akun.id', 'bop_laporan.akun_id')
    .select(['bop_laporan.tanggal', 'bop_laporan.uraian', 'akun.kode', 'akun.nama', 'bop_laporan.jumlah', 'bop_laporan.bukti'])
    .where('bop_laporan.bop_ajuan_id', '=', id).orderBy('bop_laporan.tanggal').orderBy('bop_laporan.id').execute();
}

export function registerBopPrints(app: FastifyInstance): void {
  printRoute(app, 'cetak-ajuan-bop', 'bop-ajuan', async (db, doc) => {
    const rows = await db.selectFrom('bop_ajuan_rincian').select(['uraian', 'jumlah']).where('bop_ajuan_id', '=', Number(doc.id)).orderBy('line_no').orderBy('id').execute();
    const totals: Array<[string, string]> = [['Total Rencana', formatMoney(Number(doc.total))]];
    if (Number(doc.jumlah) > 0) totals.push(['Uang Muka Disetujui', formatMoney(Number(doc.jumlah))]);
    return {
      title: 'AJUAN BOP', nomor: String(doc.nomor), tanggal: String(doc.tanggal), facts: await facts(db, doc),
      columns: [{ label: 'No.' }, { label: 'Rencana Biaya', width: '*' }, { label: 'Jumlah', kind: 'money' }],
      rows: rows.map((r, i) => [i + 1, String(r.uraian), Number(r.jumlah)]),
      totals, notes: doc.keterangan as string | null,
      signatures: ['Dibuat oleh', 'Disetujui oleh', 'Diterima oleh'],
    };
  });

  printRoute(app, 'cetak-laporan-bop', 'bop-ajuan', async (db, doc) => {
    const rows = await lpjRows(db, Number(doc.id));
    const selisih = Number(doc.jumlah) - Number(doc.terpakai);
    return {
      title: 'LAPORAN PERTANGGUNGJAWABAN BOP', nomor: String(doc.nomor), tanggal: String(doc.tanggal), facts: await facts(db, doc),
      columns: [{ label: 'Tanggal', kind: 'date' }, { label: 'Uraian', width: '*' }, { label: 'Akun' }, { label: 'Bukti' }, { label: 'Jumlah', kind: 'money' }],
      rows: rows.map((r) => [String(r.tanggal), String(r.uraian), `${r.kode} ${r.nama}`, r.bukti ? 'Ada' : '-', Number(r.jumlah)]),
      totals: [
        ['Uang Muka', formatMoney(Number(doc.jumlah))], ['Total Terpakai', formatMoney(Number(doc.terpakai))],
        [selisih >= 0 ? 'Sisa Dikembalikan' : 'Kekurangan Direimburse', formatMoney(Math.abs(selisih))],
      ],
      notes: doc.keterangan as string | null,
      signatures: ['Dibuat oleh', 'Disetujui oleh', 'Diterima oleh'],
    };
  });

  printRoute(app, 'cetak-reimburse-bop', 'bop-ajuan', async (db, doc) => ({
    title: 'BUKTI REIMBURSE BOP', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
    facts: [...await facts(db, doc), ['Dibayar dari Kas', await nameOf(db, 'kas', 'nama', doc.kas_reimburse_id)],
      ['Tanggal Reimburse', doc.direimburse_pada ? formatDate(String(doc.direimburse_pada)) : null]],
    columns: [{ label: 'Uraian', width: '*' }, { label: 'Jumlah', kind: 'money' }],
    rows: [[`Kekurangan biaya BOP ${doc.nomor} dibayar kepada pemegang`, Number(doc.reimburse)]],
    totals: figures(doc), notes: doc.keterangan as string | null,
    signatures: ['Dibuat oleh', 'Disetujui oleh', 'Diterima oleh'],
  }));

  printRoute(app, 'cetak-pengembalian-bop', 'bop-ajuan', async (db, doc) => ({
    title: 'BUKTI PENGEMBALIAN BOP', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
    facts: [...await facts(db, doc), ['Disetor ke Kas', await nameOf(db, 'kas', 'nama', doc.kas_setor_id)],
      ['Tanggal Setor', doc.disetor_pada ? formatDate(String(doc.disetor_pada)) : 'Belum disetor']],
    columns: [{ label: 'Uraian', width: '*' }, { label: 'Jumlah', kind: 'money' }],
    rows: [[`Sisa uang muka BOP ${doc.nomor} dikembalikan pemegang`, Number(doc.jumlah) - Number(doc.terpakai)]],
    totals: figures(doc), notes: doc.keterangan as string | null,
    signatures: ['Dibuat oleh', 'Disetujui oleh', 'Diterima oleh'],
  }));
}
