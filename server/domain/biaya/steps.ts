/**
 * The cost-document engine (DESIGN.md section 6): the effects of each declared step of every resource carrying
 * a `cost` declaration, read from that declaration only. jurnal recognises the cost (line accounts debit; the
 * accrual account, or inventory for goods, credit), berikan pays it out of a company kas (line accounts or the
 * accrual debit, the kas credit, less the PPh 23 withheld on Hutang PPh 23), terima is the recipient's confirmation (never by whoever paid or issued it), batal
 * reverses every journal and puts issued goods back at the value they left with. All through server/ledger.
 */
import { KAS_PERUSAHAAN, kasRefused } from '../../../common/kas.js';
import type { CostDef, ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { StepHandler } from '../../core/hooks.js';
import type { Db } from '../../db/connection.js';
import { conflict, forbidden, unprocessable } from '../../core/errors.js';
import { postJournal, postingAccount, reverseJournal, stockIn, stockOut, type JournalLine } from '../../ledger/index.js';
import { mulDivRound } from '../../core/documents/money.js';
import { formatMoney } from '../../../common/format.js';
import { ledgerContext, stepPostingDate } from '../../core/ledger-context.js';
import { stateOnly } from '../../core/steps.js';
import { withholdPph23 } from '../pajak/services.js';

type Row = Record<string, unknown>;

/** The line table and its key of a cost document. */
export function lineBinding(resource: ResourceDef): { table: string; fk: string } {
  return { table: resource.lines!.resource.replace(/-/g, '_'), fk: resource.lines!.foreignKey };
}

async function loadLines(trx: Db, resource: ResourceDef, id: number): Promise<Row[]> {
  const { table, fk } = lineBinding(resource);
  return trx.selectFrom(table).selectAll().where(fk, '=', id).orderBy('line_no').orderBy('id').execute() as Promise<Row[]>;
}

/** Account ids of the declared codes, in one query; a code missing from the chart is a 409 naming it. */
async function accountsByCode(trx: Db, codes: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  const rows = await trx.selectFrom('akun').select(['id', 'kode']).where('kode', 'in', wanted).execute();
  const map = new Map(rows.map((r) => [String(r.kode), Number(r.id)]));
  const missing = wanted.filter((c) => !map.has(c));
  if (missing.length) throw conflict(`Akun ${missing.join(', ')} belum ada di bagan akun; tambahkan di menu Akun`);
  return map;
}

function categoryAccount(cost: CostDef, kategori: unknown): string {
  const c = cost.categories.find((x) => x.value === kategori) ?? cost.categories[0];
  return c.akun;
}

/** The lines' amounts summed per account code their categories name (in first-seen order). */
export function sumByAccount(cost: CostDef, lines: Array<{ kategori?: unknown; nilai?: unknown }>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const l of lines) {
    const code = categoryAccount(cost, l.kategori);
    sums.set(code, (sums.get(code) ?? 0) + Number(l.nilai));
  }
  return sums;
}

/**
 * The accounts' amounts less the document's PPN, taken off in proportion to each (half up), the rounding remainder on
 * the largest: the result and the PPN add up to the amounts exactly.
 */
export function lessPpn(sums: Map<string, number>, ppn: number): Map<string, number> {
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  if (ppn <= 0 || total <= 0) return new Map(sums);
  const out = new Map([...sums].map(([code, v]) => [code, v - mulDivRound(ppn, v, total)]));
  const left = ppn - (total - [...out.values()].reduce((a, b) => a + b, 0));
  const largest = [...sums].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  out.set(largest, out.get(largest)! - left);
  return out;
}

/** The document's PPN masukan (cost kinds declaring `ppn`): less than its total, else a 422. */
function documentPpn(resource: ResourceDef, record: Row): number {
  const ppn = resource.cost!.ppn ? Number(record.ppn ?? 0) : 0;
  if (ppn > 0 && ppn >= Number(record.total)) {
    throw unprocessable({ ppn: [`PPN Masukan ${formatMoney(ppn)} harus lebih kecil dari total ${resource.label} ${record.nomor} (${formatMoney(Number(record.total))})`] });
  }
  return ppn;
}

/** Debit lines per account from the document's lines (one per account), its PPN on PPN Masukan. */
async function costDebits(trx: Db, resource: ResourceDef, record: Row, lines: Row[]): Promise<JournalLine[]> {
  const cost = resource.cost!;
  const nomor = String(record.nomor);
  const ppn = documentPpn(resource, record);
  const sums = lessPpn(sumByAccount(cost, lines), ppn);
  const accounts = await accountsByCode(trx, [...sums.keys()]);
  const out: JournalLine[] = [...sums].filter(([, v]) => v > 0).map(([code, debit]) => ({ akun_id: accounts.get(code)!, debit, kredit: 0, keterangan: nomor }));
  if (ppn > 0) out.push({ akun_id: await postingAccount(trx, 'akun_ppn_masukan_id'), debit: ppn, kredit: 0, keterangan: `PPN masukan ${nomor}` });
  return out;
}

function requireLines(resource: ResourceDef, record: Row, lines: Row[]): void {
  if (!lines.length) throw unprocessable({ rincian: [`${resource.label} ${record.nomor} belum memiliki rincian`] });
}

const jurnal: StepHandler = async ({ trx, ctx, user, resource, record, input }) => {
  const cost = resource.cost!;
  const lines = await loadLines(trx, resource, Number(record.id));
  requireLines(resource, record, lines);
  const lc = ledgerContext(ctx, trx, user);
  const doc = { tipe: resource.name, id: Number(record.id), nomor: String(record.nomor) };
  // Recognised on the document's date unless the user sets a posting date (tgl_posting, issue 36).
  const tanggal = await stepPostingDate(ctx, trx, record.tanggal, input);
  if (cost.goods) {
    // Goods leave the warehouse at moving-average cost, one posting per expense account of the lines.
    const accounts = await accountsByCode(trx, lines.map((l) => categoryAccount(cost, l.kategori)));
    const { table } = lineBinding(resource);
    let first: number | null = null;
    let total = 0;
    for (const [code, akun] of accounts) {
      const group = lines.filter((l) => categoryAccount(cost, l.kategori) === code);
      const res = await stockOut(lc, {
        tanggal, doc, keterangan: `${resource.label} ${record.nomor}`, loc: { gudang_id: Number(record.gudang_id) }, contraAkunId: akun,
        lines: group.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id) })),
      });
      for (const [i, m] of res.movements.entries()) await trx.updateTable(table).set({ nilai: -Number(m.nilai) }).where('id', '=', Number(group[i].id)).execute();
      first ??= res.jurnal?.id ?? null;
      total += res.total;
    }
    return { total, jurnal_beban_id: first };
  }
  if (!cost.accrualAkun) throw conflict(`${resource.label} tidak memiliki langkah jurnal`);
  const accrual = (await accountsByCode(trx, [cost.accrualAkun])).get(cost.accrualAkun)!;
  const debits = await costDebits(trx, resource, record, lines);
  const total = debits.reduce((s, l) => s + l.debit, 0);
  const j = await postJournal(lc, {
    tanggal, keterangan: `${resource.label} ${record.nomor}`, doc,
    lines: [...debits, { akun_id: accrual, debit: 0, kredit: total, keterangan: String(record.nomor) }],
  });
  return { jurnal_beban_id: j.id };
};

const berikan: StepHandler = async ({ trx, ctx, user, resource, record, input }) => {
  const cost = resource.cost!;
  const lines = await loadLines(trx, resource, Number(record.id));
  requireLines(resource, record, lines);
  const kas = await trx.selectFrom('kas').select(['id', 'akun_id', 'jenis', 'nama', 'aktif']).where('id', '=', Number(input.kas_id)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!kas || !kas.aktif) throw unprocessable({ kas_id: ['Kas tidak ditemukan atau tidak aktif'] });
  if (!(KAS_PERUSAHAAN as string[]).includes(String(kas.jenis))) throw unprocessable({ kas_id: [kasRefused(String(kas.nama), kas.jenis, KAS_PERUSAHAAN)] });
  if (input.metode === 'giro' && !input.no_giro) throw unprocessable({ no_giro: ['No. Giro wajib diisi untuk pembayaran dengan giro'] });
  const debits = record.jurnal_beban_id && cost.accrualAkun
    ? [{ akun_id: (await accountsByCode(trx, [cost.accrualAkun])).get(cost.accrualAkun)!, debit: Number(record.total), kredit: 0, keterangan: String(record.nomor) }]
    : await costDebits(trx, resource, record, lines);
  const total = debits.reduce((s, l) => s + l.debit, 0);
  if (total !== Number(record.total)) throw conflict(`Total ${resource.label} ${record.nomor} tidak sama dengan jumlah rinciannya; muat ulang lalu coba lagi`);
  // Paid on the document's date unless the payer sets another (tgl_posting, issue 36), never the click's day.
  const tanggal = await stepPostingDate(ctx, trx, record.tanggal, input);
  // PPh 23 (issue 38): withheld at the rate in force on the payment date; the kas pays the rest, Hutang PPh 23 holds it.
  const withheld = cost.ppn && record.objek_pph23_id
    ? await withholdPph23(trx, { nomor: String(record.nomor), objekId: Number(record.objek_pph23_id), vendorId: record.vendor_id, total, ppn: documentPpn(resource, record) }, tanggal)
    : null;
  const paid = total - (withheld?.pph23 ?? 0);
  const credits: JournalLine[] = [{ akun_id: Number(kas.akun_id), debit: 0, kredit: paid, keterangan: String(record.nomor) }];
  if (withheld && withheld.pph23 > 0) {
    credits.push({ akun_id: await postingAccount(trx, 'akun_hutang_pph23_id'), debit: 0, kredit: withheld.pph23, keterangan: `PPh 23 ${withheld.no_bukti_potong} ${record.nomor}` });
  }
  const j = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `Pembayaran ${resource.label} ${record.nomor}`,
    doc: { tipe: resource.name, id: Number(record.id), nomor: String(record.nomor) },
    lines: [...debits, ...credits],
  });
  return { jurnal_id: j.id, metode: input.metode ?? 'tunai', giro: input.metode === 'giro' ? paid : 0, ...(withheld ?? {}) };
};

/** Who handed the money or the goods over: they may not also confirm the receipt. */
function giverOf(record: Row): unknown {
  return record.diberikan_oleh ?? record.dijurnal_oleh ?? null;
}

const terima: StepHandler = async ({ user, resource, record }) => {
  if (giverOf(record) === user.id) {
    throw forbidden(`Penerimaan ${resource.label.toLowerCase()} ${record.nomor} harus dikonfirmasi orang lain, bukan yang memberikannya`);
  }
};

/**
 * The reversal voids the document where it was posted: on the latest date of its journals (or tgl_posting, e.g. when
 * that period is closed), not on the day of the click.
 */
const batal: StepHandler = async ({ trx, ctx, user, resource, record, input }) => {
  // Its PPN is in a closed PPN period's figures: the correction belongs to that period, not to a silent reversal.
  if (record.masa_kredit) throw conflict(`PPN masukan ${resource.label} ${record.nomor} sudah dikreditkan pada masa ${record.masa_kredit}; dokumen tidak dapat dibatalkan`);
  // Its bukti potong is in a reported e-Bupot file: the correction is a bukti potong pembetulan in Coretax, not a reversal.
  if (record.status_ebupot === 'dilaporkan') {
    throw conflict(`Bukti potong PPh 23 ${record.no_bukti_potong} ${resource.label} ${record.nomor} sudah dilaporkan di e-Bupot; dokumen tidak dapat dibatalkan`);
  }
  const lc = ledgerContext(ctx, trx, user);
  const posted = [record.jurnal_id, record.jurnal_beban_id].filter((id) => id !== null && id !== undefined).map(Number);
  if (!posted.length) return;
  const dates = await trx.selectFrom('jurnal').select('tanggal').where('id', 'in', posted).execute();
  const latest = dates.map((d) => String(d.tanggal).slice(0, 10)).reduce((a, b) => (b > a ? b : a), String(record.tanggal).slice(0, 10));
  const today = await stepPostingDate(ctx, trx, latest, input);
  const why = `Pembatalan ${resource.label} ${record.nomor}`;
  if (record.jurnal_id) await reverseJournal(lc, Number(record.jurnal_id), today, why);
  if (record.jurnal_beban_id) {
    if (resource.cost!.goods) await returnGoods(trx, ctx, user, resource, record, today, why);
    else await reverseJournal(lc, Number(record.jurnal_beban_id), today, why);
  }
};

/** Issued goods come back at the value they left with, the expense credited: the mirror of the issue. */
async function returnGoods(trx: Db, ctx: AppContext, user: AuthUser, resource: ResourceDef, record: Row, tanggal: string, keterangan: string): Promise<void> {
  const cost = resource.cost!;
  const lines = await loadLines(trx, resource, Number(record.id));
  const accounts = await accountsByCode(trx, lines.map((l) => categoryAccount(cost, l.kategori)));
  for (const [code, akun] of accounts) {
    const group = lines.filter((l) => categoryAccount(cost, l.kategori) === code);
    await stockIn(ledgerContext(ctx, trx, user), {
      tanggal, keterangan, doc: { tipe: `${resource.name}-batal`, id: Number(record.id), nomor: String(record.nomor) },
      loc: { gudang_id: Number(record.gudang_id) }, contraAkunId: akun,
      lines: group.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), nilai: Number(l.nilai), baris_id: Number(l.id) })),
    });
  }
}

/** Handlers by step name, the same for every kind (each kind declares some of them). */
export const COST_STEP_HANDLERS: Record<string, StepHandler> = { checkout: stateOnly, approve: stateOnly, jurnal, berikan, terima, batal };
