/**
 * Matching by hand (issue 40), each call one transaction with its audit row: bank lines with book lines (a split both
 * ways), a line booked to an account, an unknown credit as a customer's payment on account, and undoing a match
 * (the journal the matching posted is reversed; nothing changes on or before the closing date).
 */
import type { Registry } from '../../../common/registry.js';
import { formatDate, formatMoney } from '../../../common/format.js';
import { conflict, notFound, unprocessable } from '../../core/errors.js';
import { writeAudit } from '../../core/audit.js';
import { assertFreelyPostable, assertOpenPeriod, loadSettings, reverseJournal, type LedgerContext } from '../../ledger/index.js';
import { postBankJournal } from './bank-journal.js';
import { openBookLines } from './book-lines.js';
import { refreshLines, writeLinks, type Link } from './links.js';
import type { Kas } from './match.js';

interface BankRow { id: number; kas_id: number; tanggal: string; keterangan: string; debit: number; kredit: number; tercocok: number; status: string; cara: string | null; jurnal_id: number | null }

async function bankLines(lc: LedgerContext, ids: number[]): Promise<BankRow[]> {
  const rows = await lc.trx.selectFrom('mutasi_bank').select(['id', 'kas_id', 'tanggal', 'keterangan', 'debit', 'kredit', 'tercocok', 'status', 'cara', 'jurnal_id'])
    .where('id', 'in', ids.length ? ids : [0]).orderBy('tanggal').orderBy('id').execute();
  if (rows.length !== new Set(ids).size) throw notFound('Mutasi bank tidak ditemukan');
  return rows.map((r) => ({
    id: Number(r.id), kas_id: Number(r.kas_id), tanggal: String(r.tanggal).slice(0, 10), keterangan: String(r.keterangan), debit: Number(r.debit),
    kredit: Number(r.kredit), tercocok: Number(r.tercocok), status: String(r.status), cara: r.cara ? String(r.cara) : null, jurnal_id: r.jurnal_id === null ? null : Number(r.jurnal_id),
  }));
}

export async function kasOf(lc: LedgerContext, kasId: number): Promise<Kas> {
  const k = await lc.trx.selectFrom('kas').select(['id', 'akun_id', 'nama', 'jenis']).where('id', '=', kasId).executeTakeFirst();
  if (!k) throw notFound('Rekening bank tidak ditemukan');
  return { id: Number(k.id), akun_id: Number(k.akun_id), nama: String(k.nama) };
}

const rest = (b: BankRow) => b.kredit - b.debit - b.tercocok;
const stamp = (lc: LedgerContext) => ({ at: lc.at, userId: lc.userId });

/** One or more bank lines with one or more open book lines of the same bank account; the amounts must agree. */
export async function matchByHand(lc: LedgerContext, registry: Registry, bankIds: number[], bookIds: number[]): Promise<{ pasangan: number }> {
  if (!bankIds.length) throw unprocessable({ mutasi_bank_id: ['Pilih mutasi bank yang dicocokkan'] });
  if (!bookIds.length) throw unprocessable({ jurnal_rincian_id: ['Pilih transaksi buku pasangannya'] });
  if (new Set(bankIds).size !== bankIds.length) throw unprocessable({ mutasi_bank_id: ['Ada mutasi bank yang dipilih dua kali'] });
  if (new Set(bookIds).size !== bookIds.length) throw unprocessable({ jurnal_rincian_id: ['Ada transaksi buku yang dipilih dua kali'] });
  const banks = await bankLines(lc, bankIds);
  const kasIds = new Set(banks.map((b) => b.kas_id));
  if (kasIds.size > 1) throw unprocessable({ mutasi_bank_id: ['Mutasi bank yang dipilih berasal dari rekening berbeda'] });
  const kas = await kasOf(lc, banks[0].kas_id);
  const done = banks.find((b) => rest(b) === 0);
  if (done) throw conflict(`Mutasi ${formatDate(done.tanggal)} ${done.keterangan} sudah cocok seluruhnya`);
  const books = await openBookLines(lc.trx, registry, kas.akun_id, { ids: [...new Set(bookIds)] });
  if (books.length !== new Set(bookIds).size) throw unprocessable({ jurnal_rincian_id: [`Transaksi buku yang dipilih bukan transaksi rekening ${kas.nama} yang masih berlaku`] });
  const closed = books.find((b) => b.sisa === 0);
  if (closed) throw conflict(`Transaksi ${closed.nomor} sudah dicocokkan seluruhnya dengan mutasi bank`);
  const bankSum = banks.reduce((s, b) => s + rest(b), 0);
  const bookSum = books.reduce((s, b) => s + b.sisa, 0);
  if (banks.some((b) => Math.sign(rest(b)) !== Math.sign(bankSum)) || books.some((b) => Math.sign(b.sisa) !== Math.sign(bankSum))) {
    throw unprocessable({ jurnal_rincian_id: ['Uang masuk hanya dicocokkan dengan penerimaan, uang keluar dengan pembayaran'] });
  }
  // One bank line may be covered in parts over time; otherwise both sides must agree to the rupiah.
  const partial = banks.length === 1 && Math.abs(bookSum) < Math.abs(bankSum);
  if (bookSum !== bankSum && !partial) {
    throw unprocessable({ jurnal_rincian_id: [`Jumlah tidak sama: mutasi bank ${formatMoney(Math.abs(bankSum))}, transaksi buku ${formatMoney(Math.abs(bookSum))} (selisih ${formatMoney(Math.abs(bankSum - bookSum))})`] });
  }
  // Allocate in date order: each bank line takes from the book lines until it is whole (a split both ways).
  const links: Link[] = [];
  const bookLeft = books.map((b) => ({ b, left: b.sisa }));
  for (const bank of banks) {
    let need = rest(bank);
    for (const entry of bookLeft) {
      if (need === 0) break;
      if (entry.left === 0) continue;
      const take = Math.abs(entry.left) <= Math.abs(need) ? entry.left : need;
      links.push({ mutasi_bank_id: bank.id, jurnal_rincian_id: entry.b.id, jurnal_id: entry.b.jurnal_id, tanggal_buku: entry.b.tanggal, keterangan: entry.b.keterangan, jumlah: take, cara: 'manual' });
      entry.left -= take;
      need -= take;
    }
  }
  await writeLinks(lc.trx, links, stamp(lc));
  await writeAudit(lc.trx, { userId: lc.userId, action: 'cocokkan', resource: 'mutasi-bank', recordId: banks[0].id, at: lc.at, after: { mutasi_bank_id: bankIds, jurnal_rincian_id: bookIds, links } });
  return { pasangan: links.length };
}

/** The unmatched rest of a bank line posted against an account (bank charges, interest, a transfer nobody booked). */
export async function bookToAccount(lc: LedgerContext, id: number, akunId: number, keterangan: string | null, cara: 'jurnal' | 'uang_muka' = 'jurnal'): Promise<{ jurnal_id: number; nomor: string }> {
  const [bank] = await bankLines(lc, [id]);
  const amount = rest(bank);
  if (amount === 0) throw conflict('Mutasi bank ini sudah cocok seluruhnya');
  const kas = await kasOf(lc, bank.kas_id);
  if (akunId === kas.akun_id) throw unprocessable({ akun_id: ['Akun lawan tidak boleh akun bank itu sendiri'] });
  if (cara === 'jurnal') await assertFreelyPostable(lc.trx, [akunId], () => 'akun_id');
  const text = (keterangan ?? '').trim() || bank.keterangan;
  const j = await postBankJournal(lc, kas, bank, akunId, text, amount);
  await writeLinks(lc.trx, [{ mutasi_bank_id: bank.id, jurnal_rincian_id: j.rincianId, jurnal_id: j.jurnalId, tanggal_buku: bank.tanggal, keterangan: text, jumlah: amount, cara }], stamp(lc), new Map([[bank.id, { jurnal_id: j.jurnalId }]]));
  await writeAudit(lc.trx, { userId: lc.userId, action: cara === 'jurnal' ? 'jurnal' : 'uang-muka', resource: 'mutasi-bank', recordId: bank.id, at: lc.at, after: { akun_id: akunId, jurnal_id: j.jurnalId, jumlah: amount } });
  return { jurnal_id: j.jurnalId, nomor: j.nomor };
}

/** An unknown credit as a customer's payment on account: Dr bank / Cr Uang Muka Konsumen, naming the customer. */
export async function paymentOnAccount(lc: LedgerContext, id: number, konsumenId: number): Promise<{ jurnal_id: number; nomor: string }> {
  const [bank] = await bankLines(lc, [id]);
  if (rest(bank) <= 0) throw unprocessable({ id: ['Hanya uang masuk yang belum cocok yang dapat dijadikan uang muka konsumen'] });
  const k = await lc.trx.selectFrom('konsumen').select(['id', 'nama']).where('id', '=', konsumenId).executeTakeFirst();
  if (!k) throw unprocessable({ konsumen_id: ['Konsumen tidak ditemukan'] });
  const akun = (await loadSettings(lc.trx)).akun_uang_muka_konsumen_id;
  if (typeof akun !== 'number') throw conflict('Akun Uang Muka Konsumen belum diatur di Pengaturan Perusahaan');
  return bookToAccount(lc, id, akun, `Uang muka ${String(k.nama)}: ${bank.keterangan}`, 'uang_muka');
}

/** Undoes a bank line's matching: its links go, a journal the matching posted is reversed on its own date. */
export async function undoMatch(lc: LedgerContext, id: number): Promise<{ dibatalkan: number }> {
  const [bank] = await bankLines(lc, [id]);
  if (bank.status === 'belum') throw conflict('Mutasi bank ini belum dicocokkan');
  const links = await lc.trx.selectFrom('mutasi_bank_cocok').select(['id', 'tanggal_buku', 'jurnal_id']).where('mutasi_bank_id', '=', id).execute();
  // Nothing of a closed period changes: neither the bank line's date nor any of its book lines'.
  await assertOpenPeriod(lc.trx, bank.tanggal);
  for (const l of links) await assertOpenPeriod(lc.trx, String(l.tanggal_buku).slice(0, 10));
  await lc.trx.deleteFrom('mutasi_bank_cocok').where('mutasi_bank_id', '=', id).execute();
  if (bank.jurnal_id !== null) await reverseJournal(lc, bank.jurnal_id, bank.tanggal, `Batal pencocokan mutasi bank: ${bank.keterangan}`.slice(0, 255));
  await refreshLines(lc.trx, [id], stamp(lc));
  await writeAudit(lc.trx, { userId: lc.userId, action: 'batal-cocok', resource: 'mutasi-bank', recordId: id, at: lc.at, before: { status: bank.status, cara: bank.cara, links }, after: { status: 'belum' } });
  return { dibatalkan: links.length };
}
