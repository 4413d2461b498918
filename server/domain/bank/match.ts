/**
 * Automatic matching of a bank account's open bank lines (issue 40), in the caller's transaction, in three passes:
 * 1. rules (`aturan-bank`): a line whose description holds a rule's text posts its journal (bank against the rule's
 *    account) and is matched to it — the user's own rules come before any guess;
 * 2. QRIS settlements: a credit naming QRIS is matched to the one day of open QRIS receipts whose net of the MDR fee
 *    is within Rp 1, and the fee is posted to Beban Administrasi Bank;
 * 3. the same amount: each line with the one open book line that fits it best (auto-match.ts).
 * Lines a pass cannot post (a closed period, a bank balance that would go below zero) are left for the user.
 */
import type { Registry } from '../../../common/registry.js';
import { addDays } from '../../../common/format.js';
import { MATCH_WINDOW } from '../../../common/bank.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../core/errors.js';
import { loadSettings, type LedgerContext } from '../../ledger/index.js';
import { postBankJournal } from './bank-journal.js';
import { openBookLines, type BookLine } from './book-lines.js';
import { pairExact } from './auto-match.js';
import { loadMdrTable, mdrOf, pairSettlements } from './qris.js';
import { writeLinks, type Cara, type Link } from './links.js';

export interface Kas { id: number; akun_id: number; nama: string }
interface BankLine { id: number; tanggal: string; keterangan: string; referensi: string | null; debit: number; kredit: number }
export interface MatchOutcome { dicocokkan: number; per_cara: Partial<Record<Cara, number>>; cocok: Map<number, Cara> }

async function openBankLines(trx: Db, kasId: number, ids?: number[]): Promise<BankLine[]> {
  let q = trx.selectFrom('mutasi_bank').select(['id', 'tanggal', 'keterangan', 'referensi', 'debit', 'kredit']).where('kas_id', '=', kasId).where('status', '=', 'belum');
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  const rows = await q.orderBy('tanggal').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), tanggal: String(r.tanggal).slice(0, 10), keterangan: String(r.keterangan), referensi: r.referensi ? String(r.referensi) : null, debit: Number(r.debit), kredit: Number(r.kredit) }));
}

const text = (l: BankLine) => `${l.keterangan} ${l.referensi ?? ''}`;
const amountOf = (l: BankLine) => l.kredit - l.debit;

/** A journal for a bank line (bank-journal.ts), or null where the books refuse it (a closed period, too little balance). */
async function postFor(lc: LedgerContext, kas: Kas, line: BankLine, akunId: number, keterangan: string, amount = amountOf(line)): Promise<{ jurnalId: number; rincianId: number } | null> {
  try {
    return await postBankJournal(lc, kas, line, akunId, keterangan, amount);
  } catch (e) {
    // Every refusal of postBankJournal comes before anything is written.
    if (e instanceof HttpError && e.status < 500) return null;
    throw e;
  }
}

export async function autoMatch(lc: LedgerContext, registry: Registry, kas: Kas, ids?: number[]): Promise<MatchOutcome> {
  const trx = lc.trx;
  let open = await openBankLines(trx, kas.id, ids);
  const links: Link[] = [];
  const extra = new Map<number, { aturan_id?: number; jurnal_id?: number }>();
  const cocok = new Map<number, Cara>();
  const done = (line: BankLine, cara: Cara) => cocok.set(line.id, cara);

  // 1. Rules.
  const rules = (await trx.selectFrom('aturan_bank').select(['id', 'nama', 'pola', 'arah', 'akun_id', 'kas_id']).where('aktif', '=', 1)
    .orderBy('urutan').orderBy('id').execute()).filter((r) => r.kas_id === null || Number(r.kas_id) === kas.id);
  for (const line of open) {
    const arah = line.kredit > 0 ? 'kredit' : 'debit';
    const upper = text(line).toUpperCase();
    const rule = rules.find((r) => r.arah === arah && upper.includes(String(r.pola).toUpperCase()));
    if (!rule) continue;
    const posted = await postFor(lc, kas, line, Number(rule.akun_id), `${String(rule.nama)}: ${line.keterangan}`.slice(0, 255));
    if (!posted) continue;
    links.push({ mutasi_bank_id: line.id, jurnal_rincian_id: posted.rincianId, jurnal_id: posted.jurnalId, tanggal_buku: line.tanggal, keterangan: String(rule.nama), jumlah: amountOf(line), cara: 'aturan' });
    extra.set(line.id, { aturan_id: Number(rule.id), jurnal_id: posted.jurnalId });
    done(line, 'aturan');
  }
  open = open.filter((l) => !cocok.has(l.id));
  if (!open.length) return finish();

  const from = addDays(open[0].tanggal, -MATCH_WINDOW.after);
  const to = addDays(open[open.length - 1].tanggal, MATCH_WINDOW.before);
  const book = await openBookLines(trx, registry, kas.akun_id, { from, to });
  const bookById = new Map(book.map((b) => [b.id, b]));
  const linkBook = (line: BankLine, b: BookLine, jumlah: number, cara: Cara) => {
    links.push({ mutasi_bank_id: line.id, jurnal_rincian_id: b.id, jurnal_id: b.jurnal_id, tanggal_buku: b.tanggal, keterangan: b.keterangan, jumlah, cara });
    b.sisa -= jumlah;
  };

  // 2. QRIS settlements.
  const settlements = open.filter((l) => l.kredit > 0 && /QRIS/i.test(text(l)));
  if (settlements.length) {
    const settings = await loadSettings(trx);
    const kategori = String(settings.qris_kategori_merchant ?? 'usaha_kecil');
    const feeAkun = settings.akun_beban_adm_bank_id;
    const table = await loadMdrTable(trx);
    const receipts = book.filter((b) => b.qris && b.sisa > 0);
    const byId = new Map(open.map((l) => [l.id, l]));
    const matches = pairSettlements(settlements.map((l) => ({ id: l.id, tanggal: l.tanggal, jumlah: l.kredit })), receipts, (r) => mdrOf(table, kategori, r.tanggal, r.sisa));
    for (const m of matches) {
      const line = byId.get(m.bankId)!;
      let fee: { jurnalId: number; rincianId: number } | null = null;
      if (m.fee !== 0) {
        if (typeof feeAkun !== 'number') continue;
        fee = await postFor(lc, kas, line, feeAkun, `Biaya MDR QRIS ${line.keterangan}`.slice(0, 255), -m.fee);
        if (!fee) continue;
        links.push({ mutasi_bank_id: line.id, jurnal_rincian_id: fee.rincianId, jurnal_id: fee.jurnalId, tanggal_buku: line.tanggal, keterangan: 'Biaya MDR QRIS', jumlah: -m.fee, cara: 'qris' });
        extra.set(line.id, { jurnal_id: fee.jurnalId });
      }
      for (const r of m.receipts) linkBook(line, bookById.get(r.id)!, r.sisa, 'qris');
      done(line, 'qris');
    }
    open = open.filter((l) => !cocok.has(l.id));
  }

  // 3. The same amount.
  const pairs = pairExact(
    open.map((l) => ({ id: l.id, tanggal: l.tanggal, jumlah: amountOf(l), teks: text(l) })),
    book.filter((b) => b.sisa !== 0).map((b) => ({
      id: b.id, tanggal: b.tanggal, sisa: b.sisa,
      nomor: [b.nomor, b.dokumen?.nomor].filter((x): x is string => Boolean(x)), pihak: b.dokumen?.pihak ? [b.dokumen.pihak] : [],
    })),
  );
  const lineById = new Map(open.map((l) => [l.id, l]));
  for (const p of pairs) {
    const line = lineById.get(p.bankId)!;
    linkBook(line, bookById.get(p.bookId)!, amountOf(line), 'otomatis');
    done(line, 'otomatis');
  }
  return finish();

  async function finish(): Promise<MatchOutcome> {
    await writeLinks(trx, links, { at: lc.at, userId: lc.userId }, extra);
    const per_cara: Partial<Record<Cara, number>> = {};
    for (const c of cocok.values()) per_cara[c] = (per_cara[c] ?? 0) + 1;
    return { dicocokkan: cocok.size, per_cara, cocok };
  }
}
