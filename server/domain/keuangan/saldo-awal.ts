/**
 * Opening balances at go-live (resources/keuangan/saldo-awal.ts), posted through the ledgers against the opening equity
 * account. One entry through the form posts at once; a spreadsheet import posts all its rows together: one stock
 * receipt per warehouse and date, one opening journal per date (docs/going-live.md, "Saldo awal").
 *
 * The rule (docs/going-live.md): opening stock of a goods in a warehouse is refused once that goods has moved there for any
 * other reason (later costs were computed without it); an account's opening entry is refused once an ordinary
 * journal is dated on or before it (balances already reported would change). Closed periods refuse both.
 */
import type { ResourceHooks } from '../../core/hooks.js';
import type { Db } from '../../db/connection.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { formatDate } from '../../../common/format.js';
import { assertFreelyPostable, movePlacement, postJournal, postingAccount, stockIn, type JournalLine, type LedgerContext, type Placement } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { linePlace, storedPlace } from '../../core/documents/places.js';

type Row = Record<string, unknown>;

/** Ledger documents that are themselves opening balances (the demo's and these): they never block one another. */
export const OPENING_DOCS = ['saldo-awal', 'hutang'];
const DOC = 'saldo-awal';

async function rows(trx: Db, table: string, ids: number[]): Promise<Row[]> {
  return await trx.selectFrom(table).selectAll().where('id', 'in', ids).orderBy('id').execute() as Row[];
}

/** The group key of rows posted together: same warehouse (stock) and date. */
function groupBy<T>(items: T[], key: (t: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/** Posts stored opening-stock rows: one receipt (and journal) per warehouse and date, placed where a row names a place. */
export async function postOpeningStock(lc: LedgerContext, stored: Row[]): Promise<void> {
  const { trx } = lc;
  const equity = await postingAccount(trx, 'akun_modal_id');
  for (const group of groupBy(stored, (r) => `${r.gudang_id}|${r.tanggal}`)) {
    const first = group[0];
    const tanggal = String(first.tanggal);
    const gudangId = Number(first.gudang_id);
    const doc = { tipe: DOC, id: group.length === 1 ? Number(first.id) : null, nomor: group.length === 1 ? String(first.nomor) : null };
    const { jurnal } = await stockIn(lc, {
      tanggal, loc: { gudang_id: gudangId }, contraAkunId: equity, doc,
      keterangan: group.length === 1 ? `Saldo awal stok ${first.nomor}` : `Saldo awal stok ${first.nomor} s.d. ${group[group.length - 1].nomor}`,
      lines: group.map((r) => ({ barang_id: Number(r.barang_id), qty: Number(r.qty), nilai: Number(r.nilai), baris_id: Number(r.id) })),
    });
    const placed = group.map((r) => ({ r, to: storedPlace(r, 'tempat') })).filter((x): x is { r: Row; to: Placement } => !!x.to);
    if (placed.length) {
      await movePlacement(lc, tanggal, doc, placed.map(({ r, to }) => ({ barang_id: Number(r.barang_id), gudang_id: gudangId, qty: Number(r.qty), to })));
    }
    if (jurnal) await trx.updateTable('saldo_awal_stok').set({ jurnal_id: jurnal.id }).where('id', 'in', group.map((r) => Number(r.id))).execute();
  }
}

/** Posts stored opening account rows: one journal per date, balanced on the opening equity account. */
export async function postOpeningAccounts(lc: LedgerContext, stored: Row[]): Promise<void> {
  const { trx } = lc;
  const equity = await postingAccount(trx, 'akun_modal_id');
  for (const group of groupBy(stored, (r) => String(r.tanggal))) {
    const lines: JournalLine[] = group.map((r) => ({
      akun_id: Number(r.akun_id), debit: Number(r.debit), kredit: Number(r.kredit), keterangan: (r.keterangan as string | null) ?? `Saldo awal ${r.nomor}`,
    }));
    const net = lines.reduce((s, l) => s + l.debit - l.kredit, 0);
    if (net !== 0) lines.push({ akun_id: equity, debit: net < 0 ? -net : 0, kredit: net > 0 ? net : 0, keterangan: 'Penyeimbang saldo awal' });
    const first = group[0];
    const { id } = await postJournal(lc, {
      tanggal: String(first.tanggal), keterangan: `Saldo awal pembukuan ${formatDate(String(first.tanggal))}`,
      doc: { tipe: DOC, id: group.length === 1 ? Number(first.id) : null, nomor: group.length === 1 ? String(first.nomor) : null }, lines,
    });
    await trx.updateTable('saldo_awal_akun').set({ jurnal_id: id }).where('id', 'in', group.map((r) => Number(r.id))).execute();
  }
}

export const saldoAwalStokHooks: ResourceHooks = {
  async beforeSave({ trx, values }) {
    const barangId = Number(values.barang_id);
    const gudangId = Number(values.gudang_id);
    const moved = await trx.selectFrom('stok_ledger').select(['dokumen_nomor', 'tanggal'])
      .where('barang_id', '=', barangId).where('lokasi', '=', `G:${gudangId}`).where('dokumen_tipe', 'not in', OPENING_DOCS)
      .limit(1).executeTakeFirst();
    if (moved) {
      throw conflict(`Saldo awal stok ditolak: barang ini sudah bergerak di gudang itu (${moved.dokumen_nomor ?? 'dokumen'} tanggal ${formatDate(String(moved.tanggal))}); koreksi lewat stok opname`);
    }
    const place = await linePlace(trx, values, 'tempat', gudangId, '');
    values.tempat_nama = place?.nama ?? null;
    const nilai = Number(values.qty) * Number(values.harga);
    if (!Number.isSafeInteger(nilai)) throw unprocessable({ harga: ['Nilai (jumlah × harga) terlalu besar'] });
    values.nilai = nilai;
    values.nomor = await nextDocNumber(trx, 'SAS', String(values.tanggal));
  },
  async afterCreate({ trx, ctx, req, id, batch }) {
    if (!batch) await postOpeningStock(ledgerContext(ctx, trx, req.user!), await rows(trx, 'saldo_awal_stok', [id]));
  },
  async afterImport({ trx, ctx, req, ids }) {
    await postOpeningStock(ledgerContext(ctx, trx, req.user!), await rows(trx, 'saldo_awal_stok', ids));
  },
};

export const saldoAwalAkunHooks: ResourceHooks = {
  async beforeSave({ trx, values }) {
    const debit = Number(values.debit ?? 0);
    const kredit = Number(values.kredit ?? 0);
    if ((debit > 0) === (kredit > 0)) throw unprocessable({ debit: ['Isi salah satu: debit atau kredit'] });
    const akunId = Number(values.akun_id);
    if (akunId === await postingAccount(trx, 'akun_modal_id')) {
      throw unprocessable({ akun_id: ['Akun modal saldo awal adalah penyeimbang otomatis; pilih akun lain'] });
    }
    await assertFreelyPostable(trx, [akunId], () => 'akun_id');
    const tanggal = String(values.tanggal);
    const ordinary = await trx.selectFrom('jurnal').select(['nomor', 'tanggal'])
      .where('tanggal', '<=', tanggal).where('sumber', 'not in', OPENING_DOCS)
      .orderBy('tanggal').limit(1).executeTakeFirst();
    if (ordinary) {
      throw conflict(`Saldo awal akun ditolak: sudah ada jurnal ${ordinary.nomor} tanggal ${formatDate(String(ordinary.tanggal))} pada atau sebelum ${formatDate(tanggal)}; koreksi lewat jurnal umum`);
    }
    values.nomor = await nextDocNumber(trx, 'SAA', tanggal);
  },
  async afterCreate({ trx, ctx, req, id, batch }) {
    if (!batch) await postOpeningAccounts(ledgerContext(ctx, trx, req.user!), await rows(trx, 'saldo_awal_akun', [id]));
  },
  async afterImport({ trx, ctx, req, ids }) {
    await postOpeningAccounts(ledgerContext(ctx, trx, req.user!), await rows(trx, 'saldo_awal_akun', ids));
  },
};
