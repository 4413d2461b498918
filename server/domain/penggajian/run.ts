/**
 * The payroll run (penggajian): its draft keeps one payslip per paid employee, computed from their basic salary,
 * components and open advances (rebuilt on every change of the run, keeping each slip's days present); posting
 * recomputes with the advances as they are then and writes one journal for the whole run:
 *   Dr salary expense (per earning account) / Cr each deduction's account, Cr Piutang Karyawan (advances),
 *   Cr the kas paid from or Hutang Gaji (the net).
 * A period has one run that is not cancelled (409 otherwise; a unique index holds it under a race).
 */
import { KAS_PERUSAHAAN, kasRefused } from '../../../common/kas.js';
import { formatMoney } from '../../../common/format.js';
import type { Db } from '../../db/connection.js';
import type { AppContext } from '../../core/context.js';
import type { ResourceHooks, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { nowIso } from '../../core/context.js';
import { postJournal, postingAccount, type JournalLine } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { hitungSlip, type Kasbon, type Komponen, type Slip } from './hitung.js';
import { taxContext } from './pajak-karyawan.js';

type Row = Record<string, unknown>;
export const PGJ = 'PGJ';
export const SG = 'SG';

const PERIODE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const periodeLabel = (p: string) => `${p.slice(5, 7)}-${p.slice(0, 4)}`;

export interface Payee {
  id: number;
  gaji_pokok: number;
  jenis_pegawai: string;
  ikut_bpjs: boolean;
  status_ptkp: string;
  tanggal_keluar: string | null;
}

/** Active employees paid this run: a basic salary or an active component, not gone before the period. */
export async function payees(trx: Db, periode: string, only?: number): Promise<Payee[]> {
  let q = trx.selectFrom('karyawan').select(['id', 'gaji_pokok', 'jenis_pegawai', 'ikut_bpjs', 'status_ptkp', 'tanggal_keluar']).where('deleted_at', 'is', null).where('aktif', '=', 1)
    .where((eb) => eb.or([eb('tanggal_keluar', 'is', null), eb('tanggal_keluar', '>=', `${periode}-01`)]))
    .where((eb) => eb.or([eb('gaji_pokok', '>', 0), eb.exists(eb.selectFrom('karyawan_gaji').select('karyawan_gaji.id').whereRef('karyawan_gaji.karyawan_id', '=', 'karyawan.id').where('karyawan_gaji.aktif', '=', 1))]))
    .orderBy('id');
  if (only !== undefined) q = q.where('id', '=', only);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id), gaji_pokok: Number(r.gaji_pokok ?? 0), jenis_pegawai: String(r.jenis_pegawai ?? 'tetap'), ikut_bpjs: r.ikut_bpjs === null || r.ikut_bpjs === undefined ? true : Boolean(r.ikut_bpjs),
    status_ptkp: String(r.status_ptkp ?? 'TK/0'), tanggal_keluar: r.tanggal_keluar ? String(r.tanggal_keluar).slice(0, 10) : null,
  }));
}

export async function componentsByEmployee(trx: Db): Promise<Map<number, Komponen[]>> {
  const rows = await trx.selectFrom('karyawan_gaji').innerJoin('komponen_gaji', 'komponen_gaji.id', 'karyawan_gaji.komponen_gaji_id')
    .select(['karyawan_gaji.karyawan_id', 'karyawan_gaji.nilai', 'komponen_gaji.id', 'komponen_gaji.nama', 'komponen_gaji.jenis', 'komponen_gaji.cara', 'komponen_gaji.akun_id'])
    .where('karyawan_gaji.aktif', '=', 1).where('komponen_gaji.aktif', '=', 1).where('komponen_gaji.deleted_at', 'is', null)
    .orderBy('komponen_gaji.kode').execute();
  const out = new Map<number, Komponen[]>();
  for (const r of rows) {
    const list = out.get(Number(r.karyawan_id)) ?? [];
    list.push({ komponen_gaji_id: Number(r.id), nama: String(r.nama), jenis: r.jenis as Komponen['jenis'], cara: r.cara as Komponen['cara'], nilai: Number(r.nilai), akun_id: r.akun_id === null ? null : Number(r.akun_id) });
    out.set(Number(r.karyawan_id), list);
  }
  return out;
}

async function openAdvances(trx: Db): Promise<Map<number, Kasbon[]>> {
  const rows = await trx.selectFrom('kasbon_karyawan').select(['id', 'nomor', 'karyawan_id', 'sisa', 'cicilan']).where('sisa', '>', 0).orderBy('tanggal').orderBy('id').execute();
  const out = new Map<number, Kasbon[]>();
  for (const r of rows) {
    const list = out.get(Number(r.karyawan_id)) ?? [];
    list.push({ id: Number(r.id), nomor: String(r.nomor), sisa: Number(r.sisa), cicilan: r.cicilan === null ? null : Number(r.cicilan) });
    out.set(Number(r.karyawan_id), list);
  }
  return out;
}

/** Recomputes the run's slips (their lines replaced, days present kept up to the run's working days) and totals. */
export async function rebuildSlips(trx: Db, ctx: AppContext, runId: number, userId: number | null): Promise<Array<{ slipId: number; karyawanId: number; slip: Slip }>> {
  const run = await trx.selectFrom('penggajian').selectAll().where('id', '=', runId).executeTakeFirstOrThrow() as Row;
  const hariKerja = Number(run.hari_kerja);
  const at = nowIso(ctx);
  const [people, components, advances] = [await payees(trx, String(run.periode)), await componentsByEmployee(trx), await openAdvances(trx)];
  const pajakOf = await taxContext(trx, String(run.periode), runId, people);
  const existing = await trx.selectFrom('slip_gaji').select(['id', 'karyawan_id', 'hari_masuk']).where('penggajian_id', '=', runId).execute();
  const byEmployee = new Map(existing.map((s) => [Number(s.karyawan_id), s]));
  if (existing.length) await trx.deleteFrom('slip_gaji_rincian').where('slip_gaji_id', 'in', existing.map((s) => Number(s.id))).execute();
  const gone = existing.filter((s) => !people.some((p) => p.id === Number(s.karyawan_id))).map((s) => Number(s.id));
  if (gone.length) await trx.deleteFrom('slip_gaji').where('id', 'in', gone).execute();

  const out: Array<{ slipId: number; karyawanId: number; slip: Slip }> = [];
  for (const p of people) {
    const had = byEmployee.get(p.id);
    const hariMasuk = Math.min(hariKerja, had ? Number(had.hari_masuk) : hariKerja);
    const slip = hitungSlip({ gaji_pokok: p.gaji_pokok, hari_kerja: hariKerja, hari_masuk: hariMasuk, komponen: components.get(p.id) ?? [], kasbon: advances.get(p.id) ?? [], pajak: pajakOf(p) });
    const values = { hari_masuk: hariMasuk, gaji_pokok: slip.gaji_pokok, bruto: slip.bruto, potongan: slip.potongan, potongan_kasbon: slip.potongan_kasbon, bersih: slip.bersih, ...slipTaxValues(slip), updated_at: at, updated_by: userId };
    let slipId: number;
    if (had) {
      slipId = Number(had.id);
      await trx.updateTable('slip_gaji').set(values).where('id', '=', slipId).execute();
    } else {
      const row = await trx.insertInto('slip_gaji').values({
        ...values, nomor: await nextDocNumber(trx, SG, String(run.tanggal)), penggajian_id: runId, karyawan_id: p.id, periode: run.periode, status: 'draft',
        created_at: at, created_by: userId,
      }).returning('id').executeTakeFirstOrThrow();
      slipId = Number(row.id);
    }
    out.push({ slipId, karyawanId: p.id, slip });
  }
  const lines = out.flatMap(({ slipId, slip }) => slip.lines.map((l, i) => ({ ...l, slip_gaji_id: slipId, line_no: i + 1, created_at: at, updated_at: at, created_by: userId, updated_by: userId })));
  for (let i = 0; i < lines.length; i += 200) await trx.insertInto('slip_gaji_rincian').values(lines.slice(i, i + 200)).execute();
  const sum = (f: (s: Slip) => number) => out.reduce((s, x) => s + f(x.slip), 0);
  await trx.updateTable('penggajian').set({
    jumlah_karyawan: out.length, total_bruto: sum((s) => s.bruto), total_potongan: sum((s) => s.potongan), total_bersih: sum((s) => s.bersih),
    total_pph21: sum((s) => s.pajak?.pph21 ?? 0), total_bpjs_perusahaan: sum((s) => s.pajak?.bpjs_perusahaan ?? 0), total_bpjs_karyawan: sum((s) => s.pajak?.bpjs_karyawan ?? 0),
  }).where('id', '=', runId).execute();
  return out;
}

/** The slip's PPh 21 and BPJS figures as stored (empty for an employee without computed tax). */
export function slipTaxValues(slip: Slip): Record<string, unknown> {
  const p = slip.pajak;
  return {
    status_ptkp: p?.status_ptkp ?? null, metode_pph21: p?.metode_pph21 ?? 'tidak', kategori_ter: p?.kategori_ter ?? null, tarif_ter: p?.tarif_ter ?? 0,
    bruto_pajak: p?.bruto_pajak ?? 0, upah_bpjs: p?.upah_bpjs ?? 0, bpjs_perusahaan: p?.bpjs_perusahaan ?? 0, bpjs_karyawan: p?.bpjs_karyawan ?? 0,
    iuran_pensiun: p?.iuran_pensiun ?? 0, pph21: p?.pph21 ?? 0, pph21_setahun: p?.pph21_setahun ?? null,
  };
}

/** An active Kas Besar, Kas Kecil or bank (common/kas.ts), for paying salaries. */
export async function companyKas(trx: Db, id: unknown, field = 'kas_id'): Promise<{ id: number; akun_id: number }> {
  const kas = await trx.selectFrom('kas').select(['id', 'akun_id', 'jenis', 'nama', 'aktif']).where('id', '=', Number(id)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!kas || !kas.aktif) throw unprocessable({ [field]: ['Kas tidak ditemukan atau tidak aktif'] });
  if (!(KAS_PERUSAHAAN as string[]).includes(String(kas.jenis))) throw unprocessable({ [field]: [kasRefused(String(kas.nama), kas.jenis, KAS_PERUSAHAAN)] });
  return { id: Number(kas.id), akun_id: Number(kas.akun_id) };
}

async function assertPeriodFree(trx: Db, periode: string, ownId: number | null): Promise<void> {
  const other = await trx.selectFrom('penggajian').select(['nomor', 'status']).where('periode', '=', periode).where('status', '!=', 'dibatalkan')
    .where('id', '!=', ownId ?? 0).executeTakeFirst();
  if (other) throw conflict(`Penggajian periode ${periodeLabel(periode)} sudah dibuat (${other.nomor}, ${other.status === 'draft' ? 'Draft' : 'Diposting'}); satu periode hanya digaji sekali`);
}

export const penggajianRunHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    const merged = { ...existing, ...values };
    const periode = String(merged.periode);
    if (!PERIODE.test(periode)) throw unprocessable({ periode: ['Periode harus berformat YYYY-MM, mis. 2026-11'] });
    if (String(merged.tanggal) < `${periode}-01`) throw unprocessable({ tanggal: ['Tanggal bayar tidak boleh sebelum awal periode gaji'] });
    if (merged.cara_bayar === 'tunai') {
      if (merged.kas_id === null || merged.kas_id === undefined) throw unprocessable({ kas_id: ['Kas/Bank wajib dipilih bila gaji dibayar dari kas/bank'] });
      await companyKas(trx, merged.kas_id);
    } else values.kas_id = null;
    await assertPeriodFree(trx, periode, existing ? Number(existing.id) : null);
    values.kunci_periode = periode;
    if (!existing) values.nomor = await nextDocNumber(trx, PGJ, String(merged.tanggal));
  },
  async afterWrite({ trx, ctx, id }) {
    const run = await trx.selectFrom('penggajian').select('updated_by').where('id', '=', id).executeTakeFirstOrThrow();
    await rebuildSlips(trx, ctx, id, run.updated_by as number | null);
  },
};

/** One journal line per account and side, in a stable order: debits first, then credits. */
export function journalLines(entries: Array<{ akun_id: number; debit: number; kredit: number }>): JournalLine[] {
  const by = new Map<string, JournalLine>();
  for (const e of entries) {
    if (e.debit === 0 && e.kredit === 0) continue;
    const key = `${e.debit > 0 ? 'D' : 'K'}:${e.akun_id}`;
    const line = by.get(key) ?? { akun_id: e.akun_id, debit: 0, kredit: 0 };
    line.debit += e.debit;
    line.kredit += e.kredit;
    by.set(key, line);
  }
  return [...by.values()].sort((a, b) => (b.debit > 0 ? 1 : 0) - (a.debit > 0 ? 1 : 0) || a.akun_id - b.akun_id);
}

/** The journal entries of slips: Dr earnings, Cr deductions and the net (swap sides to reverse). */
export async function slipEntries(trx: Db, slips: Array<{ slip: Slip }>, netAkunId: number): Promise<Array<{ akun_id: number; debit: number; kredit: number }>> {
  const beban = await postingAccount(trx, 'akun_beban_gaji_id');
  const piutang = await postingAccount(trx, 'akun_piutang_karyawan_id');
  const bebanBpjs = slips.some(({ slip }) => slip.lines.some((l) => l.jenis === 'perusahaan')) ? await postingAccount(trx, 'akun_beban_bpjs_id') : 0;
  const entries: Array<{ akun_id: number; debit: number; kredit: number }> = [];
  for (const { slip } of slips) {
    for (const l of slip.lines) {
      if (l.jenis === 'pendapatan') entries.push({ akun_id: l.akun_id ?? beban, debit: l.jumlah, kredit: 0 });
      else if (l.jenis === 'perusahaan') entries.push({ akun_id: bebanBpjs, debit: l.jumlah, kredit: 0 }, { akun_id: l.akun_id!, debit: 0, kredit: l.jumlah });
      else {
        const akun = l.kasbon_karyawan_id !== null ? piutang : l.akun_id;
        if (akun === null) throw conflict(`Komponen potongan ${l.nama} belum punya akun; atur akunnya di Komponen Gaji`);
        entries.push({ akun_id: akun, debit: 0, kredit: l.jumlah });
      }
    }
    entries.push({ akun_id: netAkunId, debit: 0, kredit: slip.bersih });
  }
  return entries;
}

export async function netAccount(trx: Db, run: Row): Promise<number> {
  return run.cara_bayar === 'tunai' ? (await companyKas(trx, run.kas_id)).akun_id : postingAccount(trx, 'akun_hutang_gaji_id');
}

/** Lowers each advance repaid by the slips (guarded: never below zero). */
export async function repayAdvances(trx: Db, slips: Array<{ slip: Slip }>, sign: 1 | -1): Promise<void> {
  for (const { slip } of slips) {
    for (const l of slip.lines.filter((x) => x.kasbon_karyawan_id !== null)) {
      let q = trx.updateTable('kasbon_karyawan').set((eb) => ({ sisa: eb('sisa', sign === 1 ? '-' : '+', l.jumlah) })).where('id', '=', l.kasbon_karyawan_id!);
      if (sign === 1) q = q.where('sisa', '>=', l.jumlah as never);
      const r = await q.executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw conflict(`Sisa kasbon baru saja berubah; muat ulang lalu coba lagi`);
    }
  }
}

/** Posting: slips recomputed with today's advances, one journal, advances repaid, every slip posted. */
export const posting: StepHandler = async ({ trx, ctx, user, record }) => {
  const slips = await rebuildSlips(trx, ctx, Number(record.id), user.id);
  const bruto = slips.reduce((s, x) => s + x.slip.bruto, 0);
  if (bruto === 0) throw conflict('Tidak ada gaji untuk diposting: belum ada karyawan dengan gaji pokok atau komponen gaji');
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal: String(record.tanggal), keterangan: `Gaji karyawan periode ${periodeLabel(String(record.periode))} (${record.nomor}), total bersih ${formatMoney(slips.reduce((s, x) => s + x.slip.bersih, 0))}`,
    doc: { tipe: 'penggajian', id: Number(record.id), nomor: String(record.nomor) },
    lines: journalLines(await slipEntries(trx, slips, await netAccount(trx, record))),
  });
  await repayAdvances(trx, slips, 1);
  await trx.updateTable('slip_gaji').set({ status: 'diposting' }).where('penggajian_id', '=', Number(record.id)).execute();
  return { jurnal_id: jurnal.id };
};

/** A draft run given up: its period is free again. */
export const batal: StepHandler = async ({ trx, record }) => {
  await trx.updateTable('slip_gaji').set({ status: 'dibatalkan' }).where('penggajian_id', '=', Number(record.id)).execute();
  return { kunci_periode: null };
};

