/**
 * The sale's workflow steps (DESIGN.md section 6), each one transaction through server/ledger:
 * - selesai: the payment split (tunai, transfer, QRIS, giro, nota putih; the unpaid rest is nota putih), the credit
 *   limits block, goods out of the vehicle at moving-average cost (COGS journal), one sales journal carrying every
 *   payment's debit and the receivable, a payment row per part;
 * - batal: goods back into the vehicle at their recorded cost, the sales journal reversed, the receivable closed
 *   through the reversal, the payments cancelled — refused once money was deposited, a giro cleared or the
 *   receivable collected;
 * - takTertagih / batalTakTertagih: the open receivable written off to its expense account, and back.
 */
import type { Db } from '../../db/connection.js';
import type { AuthUser } from '../../core/context.js';
import type { StepHandler } from '../../core/hooks.js';
import { HttpError, conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import { nowIso } from '../../core/context.js';
import { addDays, formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import { levelIsAny } from '../../../common/levels.js';
import {
  HUTANG, insertReceivable, linkReceivableJournal, postJournal, postingAccount, receivableLine, reduceReceivable, restoreReceivable,
  reverseJournal, stockIn, stockOut, loadSettings, type JournalLine, type PostingAccount,
} from '../../ledger/index.js';
import { ledgerContext, stepPostingDate } from '../../core/ledger-context.js';
import { creditStatus } from '../../../common/kredit.js';
import { KETERANGAN_QRIS } from '../../../common/bank.js';
import { cashRounding, pembulatanStep } from '../../../common/pembulatan.js';
import { openDebtsOf } from '../keuangan/services.js';
import { cancelTaxInvoice, recordTaxInvoice } from '../pajak/services.js';
import { DOC_JUAL, DOC_JUAL_BATAL } from '../kanvas/services.js';
import { nameOf } from '../../core/documents/names.js';
import type { Row } from '../../core/documents/row.js';
import { isSales } from '../../core/documents/access.js';
import { setLineValues } from '../../core/documents/line-values.js';

/** Levels that may let a credit sale through the credit limits block (with a reason, audited). */
const IZIN_KREDIT = ['finance', 'owner'] as const;

interface Part { tipe: 'tunai' | 'transfer' | 'qris' | 'giro' | 'nota_putih'; jumlah: number; kas_id: number | null; akun_id: number; giro_nomor: string | null; giro_bank: string | null; giro_jatuh_tempo: string | null }

/** The salesperson's own cash box (kas_sales), where cash received at a sale is kept until deposited. */
export async function salesCash(trx: Db, karyawanId: number): Promise<Row> {
  const kas = await trx.selectFrom('kas').selectAll().where('karyawan_id', '=', karyawanId).where('jenis', '=', 'kas_sales')
    .where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirst() as Row | undefined;
  if (!kas) throw conflict(`Sales ${await nameOf(trx, 'karyawan', 'nama_lengkap', karyawanId)} belum punya kas sales (pegangan); buat di Kas & Bank dengan jenis Kas Sales`);
  return kas;
}

/**
 * Each payment part checked and given the account it debits; a cash part settling the sale is rounded down to the
 * setting's step (common/pembulatan.ts) and the rupiahs given up answered as `pembulatan`; the unpaid rest becomes
 * nota putih.
 */
async function paymentParts(trx: Db, sale: Row, raw: Row[], step: number): Promise<{ parts: Part[]; pembulatan: number }> {
  const errors: Record<string, string[]> = {};
  const parts: Part[] = [];
  let cash: Row | null = null;
  const giroAkun = raw.some((p) => p.tipe === 'giro') ? await postingAccount(trx, 'akun_piutang_giro_id') : 0;
  for (const [i, p] of raw.entries()) {
    const tipe = p.tipe as Part['tipe'];
    const base = { tipe, jumlah: Number(p.jumlah), kas_id: null as number | null, akun_id: 0, giro_nomor: null as string | null, giro_bank: null as string | null, giro_jatuh_tempo: null as string | null };
    const extra = (names: string[]) => names.filter((n) => p[n] !== null && p[n] !== undefined);
    if (tipe === 'tunai') {
      for (const n of extra(['kas_id', 'giro_nomor', 'giro_bank', 'giro_jatuh_tempo'])) errors[`bayar.${i}.${n}`] = ['Tidak diisi untuk pembayaran tunai (masuk ke kas sales)'];
      cash ??= await salesCash(trx, Number(sale.karyawan_id));
      parts.push({ ...base, kas_id: Number(cash.id), akun_id: Number(cash.akun_id) });
    } else if (tipe === 'transfer' || tipe === 'qris') {
      const kind = tipe === 'qris' ? 'QRIS' : 'transfer';
      for (const n of extra(['giro_nomor', 'giro_bank', 'giro_jatuh_tempo'])) errors[`bayar.${i}.${n}`] = [`Tidak diisi untuk ${kind}`];
      if (p.kas_id === null || p.kas_id === undefined) { errors[`bayar.${i}.kas_id`] = [`Rekening bank tujuan ${kind} wajib dipilih`]; continue; }
      const bank = await trx.selectFrom('kas').selectAll().where('id', '=', Number(p.kas_id)).where('deleted_at', 'is', null).executeTakeFirst() as Row | undefined;
      if (!bank || bank.jenis !== 'bank' || !bank.aktif) { errors[`bayar.${i}.kas_id`] = ['Pilih rekening bank yang aktif']; continue; }
      parts.push({ ...base, kas_id: Number(bank.id), akun_id: Number(bank.akun_id) });
    } else if (tipe === 'giro') {
      if (p.kas_id !== null && p.kas_id !== undefined) errors[`bayar.${i}.kas_id`] = ['Giro belum masuk rekening sampai cair'];
      for (const n of ['giro_nomor', 'giro_bank', 'giro_jatuh_tempo']) if (p[n] === null || p[n] === undefined || p[n] === '') errors[`bayar.${i}.${n}`] = ['Wajib diisi untuk giro'];
      parts.push({ ...base, akun_id: giroAkun, giro_nomor: (p.giro_nomor as string) ?? null, giro_bank: (p.giro_bank as string) ?? null, giro_jatuh_tempo: (p.giro_jatuh_tempo as string) ?? null });
    } else {
      for (const n of extra(['kas_id', 'giro_nomor', 'giro_bank', 'giro_jatuh_tempo'])) errors[`bayar.${i}.${n}`] = ['Tidak diisi untuk nota putih'];
      parts.push(base);
    }
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  let paid = parts.reduce((s, p) => s + p.jumlah, 0);
  const total = Number(sale.total);
  if (paid > total) throw unprocessable({ bayar: [`Jumlah pembayaran ${formatMoney(paid)} melebihi total penjualan ${formatMoney(total)}`] });
  const cashParts = parts.filter((p) => p.tipe === 'tunai');
  const tunai = cashParts.reduce((s, p) => s + p.jumlah, 0);
  const rounding = cashRounding(total - (paid - tunai), tunai, step);
  if (rounding.pembulatan > 0) {
    let give = tunai - rounding.tunai;
    for (const p of [...cashParts].reverse()) {
      const cut = Math.min(give, p.jumlah);
      p.jumlah -= cut;
      give -= cut;
    }
    paid -= tunai - rounding.tunai;
  }
  const due = total - rounding.pembulatan;
  // All credit in one nota putih part: what was declared as such plus the unpaid rest.
  const credit = parts.filter((p) => p.tipe === 'nota_putih').reduce((s, p) => s + p.jumlah, 0) + (due - paid);
  const out = parts.filter((p) => p.tipe !== 'nota_putih' && p.jumlah > 0);
  if (credit > 0) out.push({ tipe: 'nota_putih', jumlah: credit, kas_id: null, akun_id: 0, giro_nomor: null, giro_bank: null, giro_jatuh_tempo: null });
  return { parts: out, pembulatan: rounding.pembulatan };
}

/** The credit limits block (the rule of GET /api/check-hutang); a finance/owner level may let it through with a reason. */
async function creditBlock(trx: Db, user: AuthUser, sale: Row, credit: number, alasan: string | null, at: string): Promise<void> {
  const konsumen = await trx.selectFrom('konsumen').selectAll().where('id', '=', Number(sale.konsumen_id)).executeTakeFirstOrThrow() as Row;
  const status = creditStatus(konsumen, await openDebtsOf(trx, Number(sale.konsumen_id), String(sale.tanggal)), credit);
  if (status.boleh_kredit) return;
  const mayOverride = levelIsAny(user.level_name, [...IZIN_KREDIT]);
  if (!mayOverride || !alasan) {
    const how = mayOverride ? 'isi alasan izin kredit untuk tetap melanjutkan' : 'minta izin Finance/Owner atau terima pembayaran penuh';
    // 409 with the reasons in the message and, one per entry, under errors.alasan.
    throw new HttpError(409, `Penjualan kredit ${formatMoney(credit)} kepada ${konsumen.nama} ditolak: ${status.alasan.join('; ')}. ${how[0].toUpperCase()}${how.slice(1)}`, { alasan: status.alasan });
  }
  await writeAudit(trx, {
    userId: user.id, action: 'izin_kredit', resource: 'penjualan', recordId: Number(sale.id),
    after: { alasan, kredit: credit, oleh: user.email, alasan_blokir: status.alasan }, at,
  });
}

export const selesai: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const saleId = Number(record.id);
  const lines = await trx.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', saleId).orderBy('line_no').orderBy('id').execute() as Row[];
  if (lines.length === 0) throw unprocessable({ rincian: ['Penjualan belum berisi barang'] });
  const trip = await trx.selectFrom('trip_kendaraan').select(['id', 'nomor', 'status']).where('id', '=', Number(record.trip_kendaraan_id)).executeTakeFirst();
  if (!trip || trip.status !== 'buka') throw conflict(`Trip ${trip?.nomor ?? ''} kendaraan penjualan ini sudah ditutup; buat penjualan baru pada trip yang berjalan`);
  // The header's totals are kept by every line change (draft.ts); the vehicle's stock is checked again by
  // stockOut's guarded decrement below (409 naming the goods and what is left).
  const sale = record;
  const totals = { subtotal: Number(sale.subtotal), ppn: Number(sale.ppn), total: Number(sale.total) };
  const at = nowIso(ctx);
  const tanggal = String(sale.tanggal);
  const settings = await loadSettings(trx);
  const { parts, pembulatan } = await paymentParts(trx, sale, (input.bayar as Row[] | undefined) ?? [], pembulatanStep(settings.pembulatan_tunai));
  const credit = parts.find((p) => p.tipe === 'nota_putih')?.jumlah ?? 0;
  if (credit > 0) await creditBlock(trx, user, sale, credit, (input.alasan_izin_kredit as string | null) ?? null, at);
  const account = (key: PostingAccount) => {
    if (typeof settings[key] !== 'number') return postingAccount(trx, key); // answers the 409 naming the missing setting
    return Promise.resolve(settings[key] as number);
  };

  // The step's own document numbers before anything posts a journal (JU): every step takes its numbers first and
  // JU last, so two never wait for each other's in opposite order. On PostgreSQL a sale holding JU (its cost
  // journal) and waiting for BYR deadlocked with a collection holding BYR and waiting for JU.
  const hutangNomor = credit > 0 ? await nextDocNumber(trx, HUTANG, tanggal) : undefined;
  const bayarNomor: string[] = [];
  for (const _ of parts) bayarNomor.push(await nextDocNumber(trx, 'BYR', tanggal));

  const lc = ledgerContext(ctx, trx, user);
  const doc = { tipe: DOC_JUAL, id: saleId, nomor: String(sale.nomor) };
  const konsumen = await nameOf(trx, 'konsumen', 'nama', sale.konsumen_id);
  const out = await stockOut(lc, {
    tanggal, loc: { kendaraan_id: Number(sale.kendaraan_id) }, doc, contraAkunId: await account('akun_hpp_id'),
    keterangan: `HPP penjualan ${sale.nomor} ke ${konsumen}`,
    lines: lines.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id) })),
  });
  await setLineValues(trx, 'penjualan_rincian', 'hpp', out.movements.map((m, i) => ({ id: Number(lines[i].id), value: -m.nilai })));

  // One sales journal: Dr each payment (and the receivable), Dr discounts / Cr sales (gross), Cr output VAT.
  let hutang: { id: number; nomor: string } | null = null;
  let jatuhTempo: string | null = null;
  const jl: JournalLine[] = [];
  for (const p of parts) {
    if (p.tipe === 'nota_putih') {
      const k = await trx.selectFrom('konsumen').select('tempo_hari').where('id', '=', Number(sale.konsumen_id)).executeTakeFirstOrThrow();
      jatuhTempo = addDays(tanggal, Number(k.tempo_hari ?? 0));
      hutang = await insertReceivable(lc, {
        konsumen_id: Number(sale.konsumen_id), tanggal, jatuh_tempo: jatuhTempo, jumlah: p.jumlah, sumber: 'penjualan', no_faktur: String(sale.nomor),
        keterangan: `Nota putih penjualan ${sale.nomor}`, penjualan_id: saleId, nomor: hutangNomor,
      });
      jl.push(await receivableLine(lc, p.jumlah, `Piutang ${hutang.nomor}`));
    } else {
      jl.push({ akun_id: p.akun_id, debit: p.jumlah, kredit: 0, keterangan: p.tipe === 'giro' ? `Giro ${p.giro_nomor} ${p.giro_bank}` : p.tipe === 'transfer' ? 'Transfer' : p.tipe === 'qris' ? KETERANGAN_QRIS : 'Tunai' });
    }
  }
  const gross = lines.reduce((s, l) => s + Number(l.qty) * Number(l.harga), 0);
  const potongan = lines.reduce((s, l) => s + Number(l.diskon ?? 0), 0) + Number(sale.diskon ?? 0);
  if (potongan > 0) jl.push({ akun_id: await account('akun_potongan_penjualan_id'), debit: potongan, kredit: 0, keterangan: 'Diskon' });
  if (pembulatan > 0) jl.push({ akun_id: await account('akun_pembulatan_id'), debit: pembulatan, kredit: 0, keterangan: 'Pembulatan tunai' });
  jl.push({ akun_id: await account('akun_penjualan_id'), debit: 0, kredit: gross });
  if (Number(sale.ppn) > 0) jl.push({ akun_id: await account('akun_ppn_keluaran_id'), debit: 0, kredit: Number(sale.ppn), keterangan: 'PPN Keluaran' });
  const jurnal = await postJournal(lc, { tanggal, keterangan: `Penjualan ${sale.nomor} kepada ${konsumen}`, doc, lines: jl });
  if (hutang) await linkReceivableJournal(lc, hutang.id, jurnal.id, { nomor: hutang.nomor, penjualan_id: saleId, jumlah: credit, jatuh_tempo: jatuhTempo });

  for (const [i, p] of parts.entries()) {
    await trx.insertInto('penjualan_bayar').values({
      nomor: bayarNomor[i], tanggal, karyawan_id: sale.karyawan_id as number, konsumen_id: sale.konsumen_id as number,
      penjualan_id: saleId, hutang_id: p.tipe === 'nota_putih' ? hutang!.id : null, sumber: 'penjualan', tipe: p.tipe, jumlah: p.jumlah,
      kas_id: p.kas_id, trip_kendaraan_id: sale.trip_kendaraan_id as number, giro_nomor: p.giro_nomor, giro_bank: p.giro_bank,
      giro_jatuh_tempo: p.giro_jatuh_tempo, giro_status: p.tipe === 'giro' ? 'terdaftar' : null, status: 'diterima', jurnal_id: jurnal.id,
      created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
    }).execute();
  }
  await recordTaxInvoice(trx, saleId, at, user.id);
  return {
    ...totals, pembulatan, dibayar: Number(sale.total) - pembulatan - credit, piutang: credit, sisa_piutang: credit, jatuh_tempo: jatuhTempo,
    hutang_id: hutang?.id ?? null, jurnal_id: jurnal.id,
  };
};

export const batal: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const saleId = Number(record.id);
  const today = todayJakarta(ctx.now());
  if (isSales(user)) {
    if (Number(record.karyawan_id) !== Number(user.karyawan_id)) throw forbidden('Sales hanya dapat membatalkan penjualannya sendiri');
    if (String(record.tanggal) !== today) throw forbidden(`Sales hanya dapat membatalkan penjualan pada harinya (${formatDate(String(record.tanggal))}); minta Finance`);
  }
  const payments = await trx.selectFrom('penjualan_bayar').selectAll().where('penjualan_id', '=', saleId).where('sumber', '=', 'penjualan').execute() as Row[];
  if (payments.some((p) => p.setoran_id !== null && p.setoran_id !== undefined)) throw conflict(`Pembayaran penjualan ${record.nomor} sudah masuk setoran; tidak dapat dibatalkan`);
  if (payments.some((p) => p.giro_status === 'cair')) throw conflict(`Giro penjualan ${record.nomor} sudah cair; tidak dapat dibatalkan`);
  if (payments.some((p) => p.giro_status === 'ditolak')) throw conflict(`Giro penjualan ${record.nomor} sudah ditolak dan menjadi piutang; tidak dapat dibatalkan`);
  const hutang = record.hutang_id ? await trx.selectFrom('hutang').selectAll().where('id', '=', Number(record.hutang_id)).executeTakeFirst() as Row | undefined : undefined;
  if (hutang && Number(hutang.sisa) < Number(hutang.jumlah)) throw conflict(`Piutang ${hutang.nomor} penjualan ${record.nomor} sudah dibayar ${formatMoney(Number(hutang.jumlah) - Number(hutang.sisa))}; tidak dapat dibatalkan`);
  const lines = await trx.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', saleId).orderBy('id').execute() as Row[];
  if (lines.some((l) => Number(l.qty_retur ?? 0) > 0)) throw conflict(`Sebagian barang penjualan ${record.nomor} sudah diretur konsumen; tidak dapat dibatalkan`);
  const trip = await trx.selectFrom('trip_kendaraan').select(['nomor', 'status']).where('id', '=', Number(record.trip_kendaraan_id)).executeTakeFirst();
  if (!trip || trip.status !== 'buka') throw conflict(`Trip ${trip?.nomor ?? ''} sudah ditutup; retur lewat retur konsumen`);

  // The cancellation voids the sale on its own date (or tgl_posting when that period is closed), issue 36.
  const tanggal = await stepPostingDate(ctx, trx, record.tanggal, input);
  const lc = ledgerContext(ctx, trx, user);
  await stockIn(lc, {
    tanggal, loc: { kendaraan_id: Number(record.kendaraan_id) }, doc: { tipe: DOC_JUAL_BATAL, id: saleId, nomor: String(record.nomor) },
    contraAkunId: await postingAccount(trx, 'akun_hpp_id'), keterangan: `Pembatalan penjualan ${record.nomor}`,
    lines: lines.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), nilai: Number(l.hpp ?? 0), baris_id: Number(l.id) })),
  });
  if (record.jurnal_id) await reverseJournal(lc, Number(record.jurnal_id), tanggal, `Pembatalan penjualan ${record.nomor}`);
  if (hutang && Number(hutang.sisa) > 0 && !(await reduceReceivable(lc, Number(hutang.id), Number(hutang.jumlah)))) {
    throw conflict(`Piutang ${hutang.nomor} baru saja dibayar; penjualan tidak dapat dibatalkan`);
  }
  const at = nowIso(ctx);
  await trx.updateTable('penjualan_bayar').set({ status: 'dibatalkan', updated_at: at, updated_by: user.id })
    .where('penjualan_id', '=', saleId).where('sumber', '=', 'penjualan').execute();
  await cancelTaxInvoice(trx, saleId, at, user.id);
  return { sisa_piutang: 0 };
};

export const takTertagih: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const hutang = record.hutang_id ? await trx.selectFrom('hutang').selectAll().where('id', '=', Number(record.hutang_id)).executeTakeFirst() as Row | undefined : undefined;
  const sisa = Number(hutang?.sisa ?? 0);
  if (!hutang || sisa <= 0) throw conflict(`Penjualan ${record.nomor} tidak punya piutang terbuka untuk dihapus`);
  const lc = ledgerContext(ctx, trx, user);
  // On the sale's date, or the posting date the user sets (an old debt's period is usually closed), issue 36.
  const tanggal = await stepPostingDate(ctx, trx, record.tanggal, input);
  if (!(await reduceReceivable(lc, Number(hutang.id), sisa))) throw conflict(`Piutang ${hutang.nomor} baru saja berubah; muat ulang lalu coba lagi`);
  const jurnal = await postJournal(lc, {
    tanggal, keterangan: `Piutang tak tertagih ${hutang.nomor} (penjualan ${record.nomor})`, doc: { tipe: 'penjualan_tak_tertagih', id: Number(record.id), nomor: String(record.nomor) },
    lines: [
      { akun_id: await postingAccount(trx, 'akun_piutang_tak_tertagih_id'), debit: sisa, kredit: 0 },
      { akun_id: await postingAccount(trx, 'akun_piutang_id'), debit: 0, kredit: sisa, keterangan: `Hapus piutang ${hutang.nomor}` },
    ],
  });
  return { jurnal_tak_tertagih_id: jurnal.id, sisa_piutang: 0 };
};

export const batalTakTertagih: StepHandler = async ({ trx, ctx, user, record, input }) => {
  if (!record.jurnal_tak_tertagih_id || !record.hutang_id) throw conflict(`Penjualan ${record.nomor} tidak punya jurnal piutang tak tertagih`);
  const lc = ledgerContext(ctx, trx, user);
  const j = await trx.selectFrom('jurnal').select(['total', 'tanggal']).where('id', '=', Number(record.jurnal_tak_tertagih_id)).executeTakeFirstOrThrow();
  const amount = Number(j.total);
  // Voided where the write-off was posted, or on the posting date the user sets.
  const tanggal = await stepPostingDate(ctx, trx, j.tanggal, input);
  await reverseJournal(lc, Number(record.jurnal_tak_tertagih_id), tanggal, `Pembatalan piutang tak tertagih penjualan ${record.nomor}`);
  if (!(await restoreReceivable(lc, Number(record.hutang_id), amount))) throw conflict('Piutang penjualan ini tidak dapat dipulihkan (melebihi jumlahnya)');
  const h = await trx.selectFrom('hutang').select('sisa').where('id', '=', Number(record.hutang_id)).executeTakeFirstOrThrow();
  return { jurnal_tak_tertagih_id: null, sisa_piutang: Number(h.sisa), alasan_tak_tertagih: null };
};
