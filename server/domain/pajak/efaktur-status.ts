/**
 * Coretax's "Faktur Keluaran" export applied to the tax invoices (`POST /api/efaktur-status`): each row's Referensi
 * (the nota number Niaga wrote as RefDesc) finds its invoice, which takes Coretax's number (NSFP), date and state.
 * All or nothing: an unknown reference, a conflict or an unreadable row refuses the whole file with every problem
 * listed by row. The same file twice changes nothing. Rows still in Coretax's hands (CREATED, WAITING_FOR_…) stamp
 * nothing; rows without a Referensi (invoices made in Coretax itself) are skipped and listed.
 */
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../core/errors.js';
import { writeAudit } from '../../core/audit.js';
import type { CoretaxStatusFile, CoretaxStatusProblem, CoretaxStatusRow, FakturPajakState } from './coretax-status.js';

const CHUNK = 500;

export interface StatusOutcome {
  diperbarui: number;
  tidak_berubah: number;
  menunggu: number;
  dilewati: CoretaxStatusProblem[];
}

interface Target { state: FakturPajakState; nsfp: string; tanggal: string; status: string; rows: number[] }

/**
 * The state a reference ends in, from its rows: the current invoice (approved, rejected or cancelled) wins over the
 * ones it amended (AMENDED: a replacement was made in Coretax); two current rows that disagree are a conflict.
 */
export function targetOf(rows: CoretaxStatusRow[]): Target | { problem: string } | null {
  const decided = rows.filter((r) => r.state !== null);
  if (decided.length === 0) return null;
  const current = decided.filter((r) => r.state !== 'diganti');
  const pick = current.length ? current : decided;
  const first = pick[0];
  const other = pick.find((r) => r.state !== first.state || r.nomor_faktur !== first.nomor_faktur);
  if (current.length && other) {
    return { problem: `Referensi ${first.referensi} muncul di baris ${first.row} (${first.status} ${first.nomor_faktur || '-'}) dan baris ${other.row} (${other.status} ${other.nomor_faktur || '-'}) dengan isi berbeda` };
  }
  const last = pick[pick.length - 1];
  return { state: last.state!, nsfp: last.nomor_faktur, tanggal: last.tanggal, status: last.status, rows: rows.map((r) => r.row) };
}

/** Applies a read file in `trx`; throws a 422 listing every problem when any row cannot be applied. */
export async function applyCoretaxStatus(trx: Db, file: CoretaxStatusFile, at: string, userId: number, filename: string): Promise<StatusOutcome> {
  const skipped = file.problems.filter((p) => p.message.startsWith('Referensi kosong'));
  const problems = file.problems.filter((p) => !p.message.startsWith('Referensi kosong'));
  const byRef = new Map<string, CoretaxStatusRow[]>();
  for (const r of file.rows) byRef.set(r.referensi, [...(byRef.get(r.referensi) ?? []), r]);
  const refs = [...byRef.keys()];
  const stored = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < refs.length; i += CHUNK) {
    const part = await trx.selectFrom('faktur_pajak').select(['id', 'referensi', 'status', 'nsfp', 'tanggal_nsfp', 'status_coretax', 'penjualan_batal'])
      .where('referensi', 'in', refs.slice(i, i + CHUNK)).execute();
    for (const f of part) stored.set(String(f.referensi), f);
  }
  const changes: Array<{ id: number; referensi: string; target: Target }> = [];
  let unchanged = 0;
  let waiting = 0;
  for (const [ref, rows] of byRef) {
    const f = stored.get(ref);
    if (!f) { problems.push({ row: rows[0].row, message: `Referensi ${ref} tidak ditemukan di faktur pajak Niaga` }); continue; }
    const t = targetOf(rows);
    if (t === null) { waiting += 1; continue; }
    if ('problem' in t) { problems.push({ row: rows[0].row, message: t.problem }); continue; }
    if (f.status === 'dibatalkan' && !f.penjualan_batal && t.state !== 'dibatalkan') {
      problems.push({ row: rows[0].row, message: `Faktur ${ref} dibatalkan di Niaga sebelum diunggah (penjualannya dibatalkan), tetapi di Coretax berstatus ${t.status}: batalkan di Coretax` });
      continue;
    }
    if (f.nsfp && t.nsfp && f.nsfp !== t.nsfp && !rows.some((r) => r.nomor_faktur === f.nsfp)) {
      problems.push({ row: rows[0].row, message: `Faktur ${ref} sudah bernomor ${String(f.nsfp)}, di berkas ${t.nsfp}` });
      continue;
    }
    const same = f.status === t.state && (f.nsfp ?? '') === t.nsfp && (f.tanggal_nsfp ?? '') === t.tanggal && f.status_coretax === t.status;
    if (same) unchanged += 1;
    else changes.push({ id: Number(f.id), referensi: ref, target: t });
  }
  if (problems.length) {
    problems.sort((a, b) => a.row - b.row);
    const shown = problems.slice(0, 50).map((p) => `Baris ${p.row}: ${p.message}`);
    throw new HttpError(422, `Status Coretax tidak diterapkan: ${problems.length} baris bermasalah; perbaiki lalu unggah lagi`, { file: shown });
  }
  for (const c of changes) {
    // One update per invoice whose state changed: each takes its own number and date.
    await trx.updateTable('faktur_pajak').set({
      status: c.target.state, nsfp: c.target.nsfp || null, tanggal_nsfp: c.target.tanggal, status_coretax: c.target.status,
      status_pada: at, updated_at: at, updated_by: userId,
    }).where('id', '=', c.id).execute();
  }
  if (changes.length) {
    await writeAudit(trx, {
      userId, action: 'status_coretax', resource: 'faktur-pajak', recordId: changes[0].id,
      after: { berkas: filename, diperbarui: changes.map((c) => ({ referensi: c.referensi, status: c.target.state, nsfp: c.target.nsfp })) }, at,
    });
  }
  return { diperbarui: changes.length, tidak_berubah: unchanged, menunggu: waiting, dilewati: skipped };
}
