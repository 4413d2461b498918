/**
 * Bulk volume for the ledgers: simulates a distributor's stock documents (receipts, loading vehicles, vehicle
 * and warehouse sales, returns) and general journals in memory with the same rules as server/ledger
 * (moving-average cost, guarded decrements, balanced journals, guarded cash credits), then writes the
 * movements, journals and lines with batched direct inserts and sets the kept balances (stok, stok_nilai,
 * akun, kas, doc_sequence, saldo_akun_bulan) to what the rows sum to. checkIntegrity afterwards proves it.
 *
 * Every generated row is marked: stok_ledger.dokumen_tipe and jurnal.sumber start with `bulk-`.
 */
import type { Database_ } from '../server/db/connection.js';
import { normalSign } from '../server/ledger/index.js';
import { popularity, random } from './generate.js';
import { akunId, type LedgerEnv } from './ledger-env.js';
import { postgresSink, sqliteSink } from './ledger-sink.js';
import { readLedgerState, writeKeptBalances, type Receivable } from './ledger-state.js';

export const BULK_PREFIX = 'bulk-';

export interface VolumeTarget {
  /** stok_ledger rows to add. */
  stokRows: number;
  /** jurnal_rincian lines to add (about: journals have 2 or 3 lines). */
  jurnalLines: number;
  /** First and last posting date (YYYY-MM-DD); rows are spread evenly and in order over the days between. */
  from: string;
  to: string;
}

export interface VolumeResult {
  stokRows: number;
  jurnal: number;
  jurnalLines: number;
  stockDocs: Record<string, number>;
  generalJournals: Record<string, number>;
  seconds: { total: number; inserts: number; balances: number };
}


function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out.length ? out : [from];
}

export async function generateLedgerVolume(database: Database_, env: LedgerEnv, target: VolumeTarget, onProgress?: (msg: string) => void): Promise<VolumeResult> {
  const { db, kind } = database;
  const started = performance.now();
  const at = new Date().toISOString();
  const user = env.financeUserId;
  const rnd = random(20261122);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

  // ---- state as the database holds it now ----
  const { stock, cost, akun, konsumen, sequence } = await readLedgerState(db);
  const maxId = async (t: string) => Number((await db.selectFrom(t).select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0);
  let stokId = await maxId('stok_ledger');
  let jurnalId = await maxId('jurnal');
  let lineId = await maxId('jurnal_rincian');
  // Customers' debts as the receivables ledger keeps them: a credit sale opens one, a collection pays the oldest.
  const receivables: Receivable[] = [];
  let oldestOpen = 0;
  let openTotal = 0;

  const sink = kind === 'postgres' ? postgresSink(db) : sqliteSink(database);
  const result: VolumeResult = { stokRows: 0, jurnal: 0, jurnalLines: 0, stockDocs: {}, generalJournals: {}, seconds: { total: 0, inserts: 0, balances: 0 } };
  let insertSeconds = 0;
  const flush = async () => {
    const t = performance.now();
    await sink.flush();
    insertSeconds += (performance.now() - t) / 1000;
  };

  // ---- goods popularity (a few goods move far more than the rest) and locations ----
  const { order, popular } = popularity(env.goods, rnd);
  const gudangKey = (id: number) => `G:${id}`;
  const kendaraanKey = (id: number) => `K:${id}`;
  const pickGudang = () => (rnd() < 0.6 ? env.gudang[0] : pick(env.gudang));
  const onHand = (barang: number, lokasi: string) => stock.get(`${barang}|${lokasi}`)?.qty ?? 0;
  /** Up to `count` distinct goods by popularity; when `lokasi` is given only goods on hand there. */
  const chooseGoods = (count: number, lokasi?: string) => {
    const chosen = new Map<number, LedgerEnv['goods'][number]>();
    for (let tries = 0; chosen.size < count && tries < count * 20; tries++) {
      const g = popular();
      if (!lokasi || onHand(g.id, lokasi) > 0) chosen.set(g.id, g);
    }
    if (lokasi && chosen.size < count) for (const g of order) if (chosen.size < count && onHand(g.id, lokasi) > 0) chosen.set(g.id, g);
    return [...chosen.values()];
  };

  // ---- journals: the same rules as postJournal (balanced, kept totals, guarded cash credits) ----
  const akunKode = (kode: string) => akunId(env, kode);
  const A = {
    persediaan: env.posting.persediaan, hutang: env.posting.hutang, hpp: env.posting.hpp, kerugian: env.posting.kerugian,
    kasBesar: akunKode('1-1100'), kasSales: [akunKode('1-1120'), akunKode('1-1121')], bca: akunKode('1-1200'), mandiri: akunKode('1-1210'),
    piutang: akunKode('1-1300'), penjualan: akunKode('4-1100'), potonganJual: akunKode('4-1300'), ppn: akunKode('2-1300'),
    potonganBeli: akunKode('5-1400'), bbm: akunKode('6-1200'), servis: akunKode('6-1300'), adminBank: akunKode('6-2200'),
  };
  const saldo = (id: number) => akun.get(id)!.saldo;
  let dayIndex = 0;
  let dates = days(target.from, target.to);
  const today = () => dates[dayIndex];
  const journal = (sumber: string, keterangan: string, dokumenId: number | null, lines: Array<[number, number, number]>) => {
    const tanggal = today();
    const period = `${tanggal.slice(0, 4)}/${tanggal.slice(5, 7)}`;
    const last = (sequence.get(period) ?? 0) + 1;
    sequence.set(period, last);
    const total = lines.reduce((s, [, d]) => s + d, 0);
    if (total <= 0 || total !== lines.reduce((s, [, , k]) => s + k, 0)) throw new Error(`bulk journal not balanced: ${JSON.stringify(lines)}`);
    jurnalId += 1;
    sink.add('jurnal', [jurnalId, `JU/${period}/${String(last).padStart(4, '0')}`, tanggal, keterangan, sumber, dokumenId, total, 'posted', at, at, user, user]);
    lines.forEach(([akunId_, debit, kredit], i) => {
      lineId += 1;
      sink.add('jurnal_rincian', [lineId, jurnalId, i + 1, tanggal, akunId_, debit, kredit, null, at, at, user, user]);
      const a = akun.get(akunId_)!;
      a.debit_total += debit;
      a.kredit_total += kredit;
      a.saldo += normalSign(a.tipe) * (debit - kredit);
      a.changed = true;
      if (env.cashAkun.has(akunId_) && a.saldo < 0) throw new Error(`bulk journal takes cash account #${akunId_} below zero`);
    });
    result.jurnal += 1;
    result.jurnalLines += lines.length;
  };

  // ---- stock: the same rules as applyMovements (moving-average cost, never below zero) ----
  const docIds: Record<string, number> = {};
  const move = (doc: { tipe: string; id: number; nomor: string; keterangan: string }, barang: number, lokasi: string, qty: number, given?: number) => {
    const c = cost.get(barang) ?? { qty: 0, nilai: 0, exists: false };
    cost.set(barang, c);
    let s = stock.get(`${barang}|${lokasi}`);
    if (!s) {
      const [type, id] = lokasi.split(':');
      s = { barang_id: barang, lokasi, gudang_id: type === 'G' ? Number(id) : null, kendaraan_id: type === 'K' ? Number(id) : null, qty: 0, exists: false, changed: true };
      stock.set(`${barang}|${lokasi}`, s);
    }
    let nilai: number;
    if (qty < 0) {
      const take = -qty;
      if (s.qty < take) throw new Error(`bulk: ${take} of #${barang} at ${lokasi} but only ${s.qty}`);
      s.qty -= take;
      nilai = given ?? -(take >= c.qty ? c.nilai : Math.round((c.nilai * take) / c.qty));
    } else {
      s.qty += qty;
      nilai = given ?? 0;
    }
    s.changed = true;
    s.last = today();
    c.qty += qty;
    c.nilai += nilai;
    stokId += 1;
    sink.add('stok_ledger', [stokId, today(), barang, s.gudang_id, s.kendaraan_id, lokasi, qty, nilai, Math.round(Math.abs(nilai / qty)), s.qty, c.qty, c.nilai,
      doc.tipe, doc.id, doc.nomor, null, doc.keterangan, at, at, user, user]);
    result.stokRows += 1;
    return nilai;
  };
  const newDoc = (tipe: string, code: string, keterangan: string) => {
    const id = (docIds[tipe] = (docIds[tipe] ?? 0) + 1);
    result.stockDocs[tipe] = id;
    const t = today();
    return { tipe: BULK_PREFIX + tipe, id, nomor: `${code}/${t.slice(0, 4)}/${t.slice(5, 7)}/${String(id).padStart(6, '0')}`, keterangan };
  };

  /** One stock document of at most `room` movements; answers how many it wrote. */
  const stockDocument = (room: number): number => {
    const before = result.stokRows;
    const r = rnd();
    const lines = (perLine: number) => Math.max(1, Math.min(5, Math.floor(room / perLine)));
    if (room >= 2 && r >= 0.22 && r < 0.44) {
      // loading a vehicle from a warehouse
      const from = gudangKey(pickGudang());
      const to = kendaraanKey(pick(env.kendaraan));
      const doc = newDoc('muat', 'BLK-MT', 'Muat barang ke kendaraan');
      for (const g of chooseGoods(lines(2), from)) {
        const q = Math.min(int(10, 80), onHand(g.id, from));
        const c = cost.get(g.id)!;
        const value = c.qty > 0 ? Math.round((c.nilai * Math.min(q, c.qty)) / c.qty) : 0;
        move(doc, g.id, from, -q, -value);
        move(doc, g.id, to, q, value);
      }
    } else if (room >= 2 && r >= 0.80 && r < 0.88) {
      // a vehicle returns unsold goods to a warehouse
      const from = kendaraanKey(pick(env.kendaraan));
      const to = gudangKey(pickGudang());
      const doc = newDoc('retur-muat', 'BLK-RM', 'Retur muatan kendaraan');
      for (const g of chooseGoods(lines(2), from)) {
        const q = Math.min(int(1, 12), onHand(g.id, from));
        const c = cost.get(g.id)!;
        const value = c.qty > 0 ? Math.round((c.nilai * Math.min(q, c.qty)) / c.qty) : 0;
        move(doc, g.id, from, -q, -value);
        move(doc, g.id, to, q, value);
      }
    } else if (r >= 0.44 && r < 0.88) {
      // canvas sale from a vehicle, at moving-average cost
      const from = kendaraanKey(pick(env.kendaraan));
      const doc = newDoc('penjualan', 'BLK-PJ', 'Penjualan kanvas');
      let value = 0;
      for (const g of chooseGoods(lines(1), from)) value -= move(doc, g.id, from, -Math.min(int(1, 40), onHand(g.id, from)));
      if (value > 0) journal(doc.tipe, `${doc.keterangan} ${doc.nomor}`, doc.id, [[A.hpp, value, 0], [A.persediaan, 0, value]]);
    } else if (r >= 0.88) {
      // sale or loss straight from a warehouse
      const from = gudangKey(pickGudang());
      const loss = rnd() < 0.1;
      const doc = newDoc(loss ? 'kerugian' : 'penjualan-gudang', loss ? 'BLK-RG' : 'BLK-PG', loss ? 'Barang rusak/hilang' : 'Penjualan gudang');
      let value = 0;
      for (const g of chooseGoods(lines(1), from)) value -= move(doc, g.id, from, -Math.min(loss ? int(1, 5) : int(5, 60), onHand(g.id, from)));
      if (value > 0) journal(doc.tipe, `${doc.keterangan} ${doc.nomor}`, doc.id, [[loss ? A.kerugian : A.hpp, value, 0], [A.persediaan, 0, value]]);
    }
    if (result.stokRows === before) {
      // a receipt (also whenever the chosen source had nothing on hand)
      const to = gudangKey(pickGudang());
      const doc = newDoc('penerimaan', 'BLK-PB', 'Penerimaan barang');
      let value = 0;
      for (const g of chooseGoods(lines(1))) {
        const q = int(40, 400);
        value += move(doc, g.id, to, q, q * Math.max(1, Math.round(g.harga_beli * (0.9 + 0.2 * rnd()))));
      }
      journal(doc.tipe, `${doc.keterangan} ${doc.nomor}`, doc.id, [[A.persediaan, value, 0], [A.hutang, 0, value]]);
    }
    return result.stokRows - before;
  };

  /** One 3-line general journal (sales, deposits, expenses, supplier payments, collections). */
  const generalJournal = () => {
    const r = rnd();
    const kinds = (k: string) => (result.generalJournals[k] = (result.generalJournals[k] ?? 0) + 1);
    const amount = int(20, 5000) * 1000;
    const kasSales = pick(A.kasSales);
    if (r < 0.15 && saldo(kasSales) > 1_000_000) {
      const x = Math.floor(saldo(kasSales) * 0.8 / 1000) * 1000;
      const fee = 6500;
      journal(`${BULK_PREFIX}setoran`, 'Setoran kas sales ke bank', null, [[rnd() < 0.7 ? A.bca : A.mandiri, x - fee, 0], [A.adminBank, fee, 0], [kasSales, 0, x]]);
      return kinds('setoran');
    }
    if (r < 0.30 && saldo(A.bca) > amount) {
      const fuel = Math.round(amount * 0.6);
      journal(`${BULK_PREFIX}biaya`, 'Biaya BBM dan servis kendaraan', null, [[A.bbm, fuel, 0], [A.servis, amount - fuel, 0], [A.bca, 0, amount]]);
      return kinds('biaya');
    }
    if (r < 0.40 && saldo(A.mandiri) > amount && saldo(A.hutang) > amount) {
      const disc = Math.round(amount * 0.02);
      journal(`${BULK_PREFIX}bayar-hutang`, 'Pembayaran hutang dagang', null, [[A.hutang, amount, 0], [A.mandiri, 0, amount - disc], [A.potonganBeli, 0, disc]]);
      return kinds('bayar-hutang');
    }
    if (r < 0.50 && openTotal > amount) {
      const disc = Math.round(amount * 0.01);
      for (let left = amount; left > 0; oldestOpen += receivables[oldestOpen].sisa === 0 ? 1 : 0) {
        const paid = Math.min(left, receivables[oldestOpen].sisa);
        receivables[oldestOpen].sisa -= paid;
        left -= paid;
      }
      openTotal -= amount;
      journal(`${BULK_PREFIX}pelunasan`, 'Pelunasan piutang usaha', null, [[A.bca, amount - disc, 0], [A.potonganJual, disc, 0], [A.piutang, 0, amount]]);
      return kinds('pelunasan');
    }
    const tax = Math.round(amount * 0.11);
    const credit = rnd() < 0.4;
    journal(`${BULK_PREFIX}penjualan`, credit ? 'Penjualan kredit' : 'Penjualan tunai', null,
      [[credit ? A.piutang : rnd() < 0.8 ? kasSales : A.kasBesar, amount + tax, 0], [A.penjualan, 0, amount], [A.ppn, 0, tax]]);
    if (credit) {
      receivables.push({ konsumen_id: pick(konsumen), tanggal: today(), jumlah: amount + tax, sisa: amount + tax });
      openTotal += amount + tax;
    }
    return kinds(credit ? 'penjualan-kredit' : 'penjualan-tunai');
  };

  // ---- the run: stock documents in date order, general journals interleaved to keep the two ledgers level ----
  dates = days(target.from, target.to);
  const FLUSH_ROWS = 20_000;
  let reported = 0;
  while (result.stokRows < target.stokRows) {
    dayIndex = Math.min(dates.length - 1, Math.floor((result.stokRows / target.stokRows) * dates.length));
    stockDocument(target.stokRows - result.stokRows);
    while (result.jurnalLines + 3 <= (target.jurnalLines * result.stokRows) / target.stokRows) generalJournal();
    if (sink.pending() >= FLUSH_ROWS) await flush();
    if (result.stokRows - reported >= target.stokRows / 10) {
      reported = result.stokRows;
      onProgress?.(`${result.stokRows.toLocaleString('en-US')} movements, ${result.jurnalLines.toLocaleString('en-US')} journal lines`);
    }
  }
  while (result.jurnalLines + 3 <= target.jurnalLines) {
    generalJournal();
    if (sink.pending() >= FLUSH_ROWS) await flush();
  }
  await flush();
  sink.done();

  // ---- the kept balances: exactly what the rows sum to ----
  const balancesStart = performance.now();
  await writeKeptBalances(database, env, { stock, cost, akun, receivables, sequence }, at, user);
  result.seconds = { total: (performance.now() - started) / 1000, inserts: insertSeconds, balances: (performance.now() - balancesStart) / 1000 };
  return result;
}
