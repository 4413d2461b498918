/**
 * The law tables in force on a date (base data, server/db/base/pph21.ts): per TER category, PTKP status, Pasal 17
 * and BPJS programme, the rows of the latest start on or before it. Four small reads per payroll run, not per slip.
 */
import type { Db } from '../../db/connection.js';
import { unprocessable } from '../../core/errors.js';
import type { Kategori, TabelBpjs, TabelPph21 } from './pph21.js';

type Row = Record<string, unknown>;
const day = (v: unknown) => String(v).slice(0, 10);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Keeps, per group, only the rows of the group's latest start. */
function latest(rows: Row[], group: (r: Row) => string): Row[] {
  const start = new Map<string, string>();
  for (const r of rows) {
    const g = group(r);
    if (!start.has(g) || day(r.berlaku_mulai) > start.get(g)!) start.set(g, day(r.berlaku_mulai));
  }
  return rows.filter((r) => day(r.berlaku_mulai) === start.get(group(r)));
}

export async function tabelPph21(db: Db, tanggal: string): Promise<TabelPph21> {
  const on = tanggal.slice(0, 10);
  const [ter, ptkp, p17] = await Promise.all([
    db.selectFrom('tarif_ter').select(['kategori', 'urutan', 'bruto_sampai', 'tarif', 'berlaku_mulai']).where('berlaku_mulai', '<=', on).orderBy('urutan').execute(),
    db.selectFrom('ptkp').select(['status_ptkp', 'jumlah', 'kategori_ter', 'berlaku_mulai']).where('berlaku_mulai', '<=', on).execute(),
    db.selectFrom('tarif_pasal_17').select(['urutan', 'pkp_sampai', 'tarif', 'berlaku_mulai']).where('berlaku_mulai', '<=', on).orderBy('urutan').execute(),
  ]);
  const t: TabelPph21 = { ter: { A: [], B: [], C: [] }, ptkp: {}, pasal17: [] };
  for (const r of latest(ter, (x) => String(x.kategori))) t.ter[r.kategori as Kategori]?.push({ sampai: num(r.bruto_sampai), tarif: Number(r.tarif) });
  for (const r of latest(ptkp, (x) => String(x.status_ptkp))) t.ptkp[String(r.status_ptkp)] = { jumlah: Number(r.jumlah), kategori: r.kategori_ter as Kategori };
  t.pasal17 = latest(p17, () => '').map((r) => ({ sampai: num(r.pkp_sampai), tarif: Number(r.tarif) }));
  if (!t.pasal17.length || !t.ter.A.length) throw unprocessable({ tanggal: [`Tabel PPh 21 (TER dan Pasal 17) belum berlaku pada ${on.split('-').reverse().join('-')}`] });
  return t;
}

export async function tabelBpjs(db: Db, tanggal: string): Promise<TabelBpjs> {
  const rows = await db.selectFrom('iuran_bpjs').select(['program', 'tarif_perusahaan', 'tarif_karyawan', 'batas_upah', 'berlaku_mulai'])
    .where('berlaku_mulai', '<=', tanggal.slice(0, 10)).execute();
  const t: TabelBpjs = {};
  for (const r of latest(rows, (x) => String(x.program))) {
    t[String(r.program)] = { perusahaan: Number(r.tarif_perusahaan), karyawan: Number(r.tarif_karyawan), batas: num(r.batas_upah) };
  }
  return t;
}
