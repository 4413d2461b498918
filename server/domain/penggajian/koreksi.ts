/**
 * A posted payslip computed again (`koreksi`, after a change of the employee's tax data, components or the law
 * tables): a new version carries the whole recomputed slip, the old one becomes `diganti` and stays as it was, and
 * one journal posts only the difference, dated the day of the correction: the accounts' changes, with the net pay's change owed to the employee (Hutang Gaji) or owed back by
 * them (Piutang Karyawan). The advances repaid stay as the posted version repaid them.
 */
import { todayJakarta, formatMoney } from '../../../common/format.js';
import type { StepHandler } from '../../core/hooks.js';
import { conflict } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { nowIso } from '../../core/context.js';
import { postJournal, postingAccount } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { hitungSlip, type Kasbon } from './hitung.js';
import { storedSlip } from './slip.js';
import { componentsByEmployee, journalLines, payees, periodeLabel, SG, slipEntries, slipTaxValues } from './run.js';
import { taxContext } from './pajak-karyawan.js';

type Row = Record<string, unknown>;
/** Stands for the net pay's account while two versions' entries are compared. */
const NET = -1;

export const koreksiSlip: StepHandler = async ({ trx, ctx, user, record }) => {
  const run = await trx.selectFrom('penggajian').selectAll().where('id', '=', Number(record.penggajian_id)).executeTakeFirstOrThrow() as Row;
  const karyawanId = Number(record.karyawan_id);
  const person = (await payees(trx, String(run.periode), karyawanId))[0];
  if (!person) throw conflict('Karyawan slip ini sudah tidak aktif atau tidak lagi digaji; batalkan slipnya bila perlu');
  const old = await storedSlip(trx, record);
  // The advances as this slip repaid them: the same instalments again, nothing more.
  const kasbon: Kasbon[] = old.lines.filter((l) => l.kasbon_karyawan_id !== null)
    .map((l) => ({ id: l.kasbon_karyawan_id!, nomor: l.nama.replace(/^Potongan Kasbon /, ''), sisa: l.jumlah, cicilan: l.jumlah }));
  const pajakOf = await taxContext(trx, String(run.periode), Number(run.id), [person]);
  const slip = hitungSlip({
    gaji_pokok: person.gaji_pokok, hari_kerja: Number(run.hari_kerja), hari_masuk: Number(record.hari_masuk),
    komponen: (await componentsByEmployee(trx)).get(karyawanId) ?? [], kasbon, pajak: pajakOf(person),
  });
  if (slip.potongan_kasbon !== old.potongan_kasbon) throw conflict('Gaji hasil hitung ulang tidak cukup untuk potongan kasbon yang sudah dipotong; batalkan slip lalu buat ulang');

  const totals = new Map<number, number>();
  const add = (entries: Array<{ akun_id: number; debit: number; kredit: number }>, sign: 1 | -1) => {
    for (const e of entries) totals.set(e.akun_id, (totals.get(e.akun_id) ?? 0) + sign * (e.debit - e.kredit));
  };
  add(await slipEntries(trx, [{ slip }], NET), 1);
  add(await slipEntries(trx, [{ slip: old }], NET), -1);
  const net = totals.get(NET) ?? 0;
  totals.delete(NET);
  // Net pay up: a credit (net < 0) owed to the employee; down: a debit the employee owes back.
  if (net < 0) totals.set(await postingAccount(trx, 'akun_hutang_gaji_id'), (totals.get(await postingAccount(trx, 'akun_hutang_gaji_id')) ?? 0) + net);
  if (net > 0) totals.set(await postingAccount(trx, 'akun_piutang_karyawan_id'), (totals.get(await postingAccount(trx, 'akun_piutang_karyawan_id')) ?? 0) + net);
  const entries = [...totals.entries()].filter(([, v]) => v !== 0).map(([akun_id, v]) => ({ akun_id, debit: v > 0 ? v : 0, kredit: v < 0 ? -v : 0 }));
  if (!entries.length) throw conflict('Hasil hitung ulang sama dengan slip yang diposting; tidak ada versi baru yang dibuat');

  const at = nowIso(ctx);
  const today = todayJakarta(ctx.now());
  const tanggal = today < String(run.tanggal) ? String(run.tanggal) : today;
  const versi = Number(record.versi ?? 1) + 1;
  const nomor = await nextDocNumber(trx, SG, tanggal);
  const nama = await trx.selectFrom('karyawan').select('nama_lengkap').where('id', '=', karyawanId).executeTakeFirst();
  const inserted = await trx.insertInto('slip_gaji').values({
    nomor, penggajian_id: Number(run.id), karyawan_id: karyawanId, periode: run.periode, status: 'diposting', hari_masuk: record.hari_masuk,
    gaji_pokok: slip.gaji_pokok, bruto: slip.bruto, potongan: slip.potongan, potongan_kasbon: slip.potongan_kasbon, bersih: slip.bersih, ...slipTaxValues(slip),
    versi, menggantikan_id: Number(record.id), created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const newId = Number(inserted.id);
  await trx.insertInto('slip_gaji_rincian').values(slip.lines.map((l, i) => ({ ...l, slip_gaji_id: newId, line_no: i + 1, created_at: at, updated_at: at, created_by: user.id, updated_by: user.id }))).execute();
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal,
    keterangan: `Koreksi slip gaji ${record.nomor} → ${nomor} (versi ${versi}) ${nama?.nama_lengkap ?? ''} periode ${periodeLabel(String(run.periode))}: gaji bersih ${formatMoney(old.bersih)} → ${formatMoney(slip.bersih)}`,
    doc: { tipe: 'slip-gaji-koreksi', id: newId, nomor },
    lines: journalLines(entries),
  });
  await trx.updateTable('slip_gaji').set({ jurnal_koreksi_id: jurnal.id }).where('id', '=', newId).execute();
  const oldPph = Number(record.pph21 ?? 0);
  await trx.updateTable('penggajian').set((eb) => ({
    total_bruto: eb('total_bruto', '+', slip.bruto - old.bruto), total_potongan: eb('total_potongan', '+', slip.potongan - old.potongan),
    total_bersih: eb('total_bersih', '+', slip.bersih - old.bersih), total_pph21: eb('total_pph21', '+', (slip.pajak?.pph21 ?? 0) - oldPph),
    total_bpjs_perusahaan: eb('total_bpjs_perusahaan', '+', (slip.pajak?.bpjs_perusahaan ?? 0) - Number(record.bpjs_perusahaan ?? 0)),
    total_bpjs_karyawan: eb('total_bpjs_karyawan', '+', (slip.pajak?.bpjs_karyawan ?? 0) - Number(record.bpjs_karyawan ?? 0)),
  })).where('id', '=', Number(run.id)).execute();
  return { diganti_oleh_id: newId };
};
