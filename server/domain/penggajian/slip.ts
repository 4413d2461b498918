/**
 * A payslip: while its run is a draft, finance sets the days present (the run recomputes); once posted it is
 * cancelled only by the reversing journal of its own share of the run's journal (earnings credited back, the
 * deductions and the net debited back), its advance repayments restored and the run's totals lowered.
 */
import { todayJakarta } from '../../../common/format.js';
import type { ResourceHooks, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { postJournal } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import type { Db } from '../../db/connection.js';
import type { Slip, SlipLine } from './hitung.js';
import { journalLines, netAccount, periodeLabel, rebuildSlips, repayAdvances, slipEntries } from './run.js';

type Row = Record<string, unknown>;

export const slipHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (!existing) throw conflict('Slip gaji dibuat oleh proses penggajian; buat penggajian periode itu di menu Penggajian');
    const run = await trx.selectFrom('penggajian').select(['status', 'hari_kerja']).where('id', '=', Number(existing.penggajian_id)).executeTakeFirstOrThrow();
    if (run.status !== 'draft') throw conflict('Penggajian slip ini sudah diposting atau dibatalkan; hari masuk tidak dapat diubah lagi');
    if (values.hari_masuk !== undefined && Number(values.hari_masuk) > Number(run.hari_kerja)) {
      throw unprocessable({ hari_masuk: [`Hari masuk tidak boleh melebihi hari kerja penggajian (${run.hari_kerja})`] });
    }
  },
  async afterWrite({ trx, ctx, id }) {
    const slip = await trx.selectFrom('slip_gaji').select(['penggajian_id', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow();
    await rebuildSlips(trx, ctx, Number(slip.penggajian_id), slip.updated_by as number | null);
  },
};

/** A posted slip as it was stored: its lines and figures (what its journal share holds). */
export async function storedSlip(trx: Db, record: Row): Promise<Slip> {
  const stored = await trx.selectFrom('slip_gaji_rincian').selectAll().where('slip_gaji_id', '=', Number(record.id)).orderBy('line_no').execute() as Row[];
  const lines: SlipLine[] = stored.map((l) => ({
    nama: String(l.nama), jenis: l.jenis as SlipLine['jenis'], komponen_gaji_id: l.komponen_gaji_id as number | null, kasbon_karyawan_id: l.kasbon_karyawan_id as number | null,
    akun_id: l.akun_id as number | null, keterangan: String(l.keterangan ?? ''), jumlah: Number(l.jumlah),
  }));
  return { lines, gaji_pokok: Number(record.gaji_pokok), bruto: Number(record.bruto), potongan: Number(record.potongan), potongan_kasbon: Number(record.potongan_kasbon), bersih: Number(record.bersih), pajak: null };
}

export const batalSlip: StepHandler = async ({ trx, ctx, user, record }) => {
  const run = await trx.selectFrom('penggajian').selectAll().where('id', '=', Number(record.penggajian_id)).executeTakeFirstOrThrow() as Row;
  const slip = await storedSlip(trx, record);
  const entries = (await slipEntries(trx, [{ slip }], await netAccount(trx, run))).map((e) => ({ akun_id: e.akun_id, debit: e.kredit, kredit: e.debit }));
  const tanggal = todayJakarta(ctx.now());
  if (entries.every((e) => e.debit === 0 && e.kredit === 0)) throw unprocessable({ id: ['Slip gaji ini bernilai nol; tidak ada yang dibatalkan'] });
  const nama = await trx.selectFrom('karyawan').select('nama_lengkap').where('id', '=', Number(record.karyawan_id)).executeTakeFirst();
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal: tanggal < String(run.tanggal) ? String(run.tanggal) : tanggal,
    keterangan: `Pembatalan slip gaji ${record.nomor} ${nama?.nama_lengkap ?? ''} periode ${periodeLabel(String(run.periode))}`,
    doc: { tipe: 'slip-gaji-batal', id: Number(record.id), nomor: String(record.nomor) },
    lines: journalLines(entries),
  });
  await repayAdvances(trx, [{ slip }], -1);
  await trx.updateTable('penggajian').set((eb) => ({
    jumlah_karyawan: eb('jumlah_karyawan', '-', 1), total_bruto: eb('total_bruto', '-', slip.bruto), total_potongan: eb('total_potongan', '-', slip.potongan),
    total_bersih: eb('total_bersih', '-', slip.bersih),
  })).where('id', '=', Number(run.id)).execute();
  return { jurnal_batal_id: jurnal.id };
};
