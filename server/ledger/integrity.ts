import type { Db } from '../db/connection.js';
import { formatMoney, formatNumber } from '../../common/format.js';
import { sql } from 'kysely';
import { loadSettings } from './settings.js';
import { DAY_TABLE, PERIOD_TABLE } from './period-balances.js';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

type Num = number | string | null | undefined;
const n = (v: Num) => Number(v ?? 0);
const key = (...parts: unknown[]) => parts.join('|');

function sample(list: string[]): string {
  return list.slice(0, 5).join('; ') + (list.length > 5 ? `; dan ${list.length - 5} lainnya` : '');
}

async function stockMatchesLedger(db: Db): Promise<Check> {
  const balances = await db.selectFrom('stok').select(['barang_id', 'lokasi', 'qty']).execute();
  const sums = await db.selectFrom('stok_ledger').select(['barang_id', 'lokasi', (eb) => eb.fn.sum<number>('qty').as('q')]).groupBy(['barang_id', 'lokasi']).execute();
  const bySum = new Map(sums.map((s) => [key(s.barang_id, s.lokasi), n(s.q)]));
  const wrong: string[] = [];
  for (const b of balances) {
    const s = bySum.get(key(b.barang_id, b.lokasi)) ?? 0;
    if (s !== n(b.qty)) wrong.push(`barang #${b.barang_id} di ${b.lokasi}: saldo ${formatNumber(n(b.qty))}, kartu stok ${formatNumber(s)}`);
    bySum.delete(key(b.barang_id, b.lokasi));
  }
  for (const [k, s] of bySum) if (s !== 0) wrong.push(`${k}: kartu stok ${formatNumber(s)} tanpa saldo`);
  const costs = await db.selectFrom('stok_nilai').select(['barang_id', 'qty', 'nilai']).execute();
  const perGoods = new Map<number, number>();
  for (const b of balances) perGoods.set(b.barang_id as number, (perGoods.get(b.barang_id as number) ?? 0) + n(b.qty));
  for (const c of costs) {
    if (n(c.qty) !== (perGoods.get(c.barang_id as number) ?? 0)) wrong.push(`barang #${c.barang_id}: jumlah HPP ${formatNumber(n(c.qty))}, jumlah lokasi ${formatNumber(perGoods.get(c.barang_id as number) ?? 0)}`);
    if (n(c.qty) === 0 && n(c.nilai) !== 0) wrong.push(`barang #${c.barang_id}: stok habis tetapi nilai ${formatMoney(n(c.nilai))}`);
  }
  return { name: 'Saldo stok sama dengan jumlah kartu stok', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${balances.length} saldo diperiksa` };
}

async function noNegative(db: Db): Promise<Check> {
  const count = async (table: string, extra?: string) => {
    let q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('c')).where('qty', '<', 0);
    if (extra) q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('c')).where((eb) => eb.or([eb('qty', '<', 0), eb(extra, '<', 0)]));
    return n((await q.executeTakeFirst())?.c as Num);
  };
  const found = { stok: await count('stok'), penempatan: await count('stok_penempatan'), nilai: await count('stok_nilai', 'nilai') };
  const bad = Object.entries(found).filter(([, c]) => c > 0).map(([t, c]) => `${c} baris ${t}`);
  return { name: 'Tidak ada saldo stok negatif', ok: bad.length === 0, detail: bad.length ? bad.join(', ') : 'semua saldo ≥ 0' };
}

async function placementsFit(db: Db): Promise<Check> {
  const placed = await db.selectFrom('stok_penempatan').select(['barang_id', 'gudang_id', (eb) => eb.fn.sum<number>('qty').as('q')]).groupBy(['barang_id', 'gudang_id']).execute();
  const stock = new Map((await db.selectFrom('stok').select(['barang_id', 'gudang_id', 'qty']).where('gudang_id', 'is not', null).execute()).map((s) => [key(s.barang_id, s.gudang_id), n(s.qty)]));
  const wrong = placed.filter((p) => n(p.q) > (stock.get(key(p.barang_id, p.gudang_id)) ?? 0))
    .map((p) => `barang #${p.barang_id} di gudang #${p.gudang_id}: ditempatkan ${formatNumber(n(p.q))}, stok ${formatNumber(stock.get(key(p.barang_id, p.gudang_id)) ?? 0)}`);
  return { name: 'Penempatan tidak melebihi stok gudang', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${placed.length} penempatan diperiksa` };
}

async function journalsBalanced(db: Db): Promise<Check> {
  const rows = await db.selectFrom('jurnal_rincian').select(['jurnal_id', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')]).groupBy('jurnal_id').execute();
  const totals = new Map((await db.selectFrom('jurnal').select(['id', 'nomor', 'total']).execute()).map((j) => [j.id as number, j]));
  const wrong: string[] = [];
  for (const r of rows) {
    const j = totals.get(r.jurnal_id as number);
    if (n(r.d) !== n(r.k) || n(r.d) <= 0 || n(j?.total as Num) !== n(r.d)) wrong.push(`${j?.nomor ?? r.jurnal_id}: debit ${formatMoney(n(r.d))}, kredit ${formatMoney(n(r.k))}`);
    totals.delete(r.jurnal_id as number);
  }
  for (const j of totals.values()) wrong.push(`${j.nomor}: tanpa rincian`);
  return { name: 'Setiap jurnal seimbang', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${rows.length} jurnal diperiksa` };
}

async function trialBalance(db: Db): Promise<Check> {
  const accounts = await db.selectFrom('akun').select(['id', 'kode', 'tipe', 'debit_total', 'kredit_total', 'saldo']).execute();
  const sums = new Map((await db.selectFrom('jurnal_rincian').select(['akun_id', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')]).groupBy('akun_id').execute())
    .map((s) => [s.akun_id as number, s]));
  const wrong: string[] = [];
  let debit = 0;
  let kredit = 0;
  for (const a of accounts) {
    const s = sums.get(a.id as number);
    const d = n(s?.d as Num);
    const k = n(s?.k as Num);
    debit += d;
    kredit += k;
    const saldo = (n(a.tipe) === 2 ? -1 : 1) * (d - k);
    if (d !== n(a.debit_total) || k !== n(a.kredit_total) || saldo !== n(a.saldo)) wrong.push(`akun ${a.kode}: tersimpan ${formatMoney(n(a.saldo))}, dari jurnal ${formatMoney(saldo)}`);
  }
  if (debit !== kredit) wrong.unshift(`total debit ${formatMoney(debit)} ≠ total kredit ${formatMoney(kredit)}`);
  const kas = await db.selectFrom('kas').innerJoin('akun', 'akun.id', 'kas.akun_id').select(['kas.kode', 'kas.saldo as kas_saldo', 'akun.saldo as akun_saldo']).execute();
  for (const k of kas) if (n(k.kas_saldo) !== n(k.akun_saldo)) wrong.push(`kas ${k.kode}: ${formatMoney(n(k.kas_saldo))}, akun ${formatMoney(n(k.akun_saldo))}`);
  return { name: 'Neraca saldo seimbang dan saldo akun sesuai jurnal', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `debit = kredit = ${formatMoney(debit)}` };
}

async function stockValueMatchesInventory(db: Db): Promise<Check> {
  const value = n((await db.selectFrom('stok_nilai').select((eb) => eb.fn.sum<number>('nilai').as('v')).executeTakeFirst())?.v as Num);
  const akunId = (await loadSettings(db)).akun_persediaan_id as number | undefined;
  const saldo = akunId ? n((await db.selectFrom('akun').select('saldo').where('id', '=', akunId).executeTakeFirst())?.saldo as Num) : 0;
  const ok = value === saldo && (akunId !== undefined || value === 0);
  return {
    name: 'Nilai persediaan sama dengan saldo akun persediaan', ok,
    detail: akunId === undefined && value !== 0 ? 'Akun persediaan belum diatur' : `nilai stok ${formatMoney(value)}, akun persediaan ${formatMoney(saldo)}`,
  };
}

/** The customers' open debts add up to the receivables account (only their documents post to it). */
async function receivablesMatchAccount(db: Db): Promise<Check> {
  const open = n((await db.selectFrom('hutang').select((eb) => eb.fn.sum<number>('sisa').as('s')).executeTakeFirst())?.s as Num);
  const akunId = (await loadSettings(db)).akun_piutang_id as number | undefined;
  const saldo = akunId ? n((await db.selectFrom('akun').select('saldo').where('id', '=', akunId).executeTakeFirst())?.saldo as Num) : 0;
  const negative = n((await db.selectFrom('hutang').select((eb) => eb.fn.countAll().as('c')).where((eb) => eb.or([eb('sisa', '<', 0), eb('sisa', '>', eb.ref('jumlah'))])).executeTakeFirst())?.c as Num);
  const ok = open === saldo && negative === 0 && (akunId !== undefined || open === 0);
  const detail = akunId === undefined && open !== 0 ? 'Akun piutang belum diatur'
    : `hutang konsumen ${formatMoney(open)}, akun piutang ${formatMoney(saldo)}${negative ? `; ${negative} hutang dengan sisa di luar 0…jumlah` : ''}`;
  return { name: 'Hutang konsumen sama dengan saldo akun piutang', ok, detail };
}

/**
 * Supplier payables: the purchases' open payables add up to the supplier payables account (only purchasing posts
 * to it), and each purchase's figures agree: payable = received − paid − returned, residual = total − paid − returned.
 */
async function payablesMatchAccount(db: Db): Promise<Check> {
  const rows = await db.selectFrom('pembelian').select(['nomor', 'total', 'nilai_diterima', 'dibayar', 'retur', 'hutang', 'sisa']).where('status', '!=', 'draft').execute();
  const open = rows.reduce((s, r) => s + n(r.hutang), 0);
  const akunId = (await loadSettings(db)).akun_hutang_supplier_id as number | undefined;
  const saldo = akunId ? n((await db.selectFrom('akun').select('saldo').where('id', '=', akunId).executeTakeFirst())?.saldo as Num) : 0;
  const wrong = rows.filter((r) => n(r.hutang) < 0 || n(r.hutang) !== n(r.nilai_diterima) - n(r.dibayar) - n(r.retur) || n(r.sisa) !== n(r.total) - n(r.dibayar) - n(r.retur))
    .map((r) => `${r.nomor}: hutang ${formatMoney(n(r.hutang))}, sisa ${formatMoney(n(r.sisa))}`);
  if (open !== saldo) wrong.unshift(`hutang pembelian ${formatMoney(open)}, akun hutang supplier ${formatMoney(saldo)}`);
  return { name: 'Hutang supplier sama dengan sisa hutang pembelian', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `hutang pembelian = akun hutang supplier = ${formatMoney(open)} (${rows.length} pembelian)` };
}

/**
 * BOP advances: the advances not yet accounted for add up to Uang Muka BOP (paid and not yet reported: the advance;
 * reported with money left: what the holder still returns), the reimbursements not yet paid to Hutang Reimburse BOP,
 * and every settled BOP holds advance = spent + returned − reimbursed (only BOP documents post to either account).
 */
async function bopMatchesAccounts(db: Db): Promise<Check> {
  const rows = await db.selectFrom('bop_ajuan').select(['nomor', 'status', 'jumlah', 'terpakai', 'dikembalikan', 'reimburse'])
    .where('status', 'in', ['dibayar', 'dilaporkan', 'dikembalikan', 'direimburse', 'selesai']).execute();
  let advance = 0;
  let owed = 0;
  const wrong: string[] = [];
  for (const r of rows) {
    const rest = n(r.jumlah) - n(r.terpakai);
    if (r.status === 'dibayar') advance += n(r.jumlah);
    else if (r.status === 'dilaporkan' || r.status === 'dikembalikan') {
      if (rest > 0) advance += rest;
      else owed += -rest;
    } else if (n(r.jumlah) !== n(r.terpakai) + n(r.dikembalikan) - n(r.reimburse)) {
      wrong.push(`${r.nomor}: uang muka ${formatMoney(n(r.jumlah))} ≠ terpakai ${formatMoney(n(r.terpakai))} + dikembalikan ${formatMoney(n(r.dikembalikan))} − reimburse ${formatMoney(n(r.reimburse))}`);
    }
  }
  const settings = await loadSettings(db);
  const saldo = async (id: unknown) => typeof id === 'number' ? n((await db.selectFrom('akun').select('saldo').where('id', '=', id).executeTakeFirst())?.saldo as Num) : 0;
  const [uangMuka, hutang] = [await saldo(settings.akun_uang_muka_bop_id), await saldo(settings.akun_hutang_bop_id)];
  if (advance !== uangMuka) wrong.unshift(`uang muka BOP terbuka ${formatMoney(advance)}, akun uang muka BOP ${formatMoney(uangMuka)}`);
  if (owed !== hutang) wrong.unshift(`reimburse BOP terutang ${formatMoney(owed)}, akun hutang reimburse BOP ${formatMoney(hutang)}`);
  return { name: 'Uang muka dan hutang reimburse BOP sama dengan BOP yang terbuka', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${rows.length} BOP diperiksa: uang muka ${formatMoney(advance)}, reimburse terutang ${formatMoney(owed)}` };
}

/** Goods in transit (`T:<mutation id>`) belong only to mutations that are on their way (sent, not received). */
async function transitOnlyWhileSent(db: Db): Promise<Check> {
  const rows = await db.selectFrom('stok').select(['barang_id', 'lokasi', 'qty']).where('lokasi', 'like', 'T:%').where('qty', '!=', 0).execute();
  const ids = [...new Set(rows.map((r) => Number(String(r.lokasi).slice(2))))];
  const sent = new Set(ids.length
    ? (await db.selectFrom('gudang_mutasi').select('id').where('id', 'in', ids).where('status', '=', 'dikirim').execute()).map((m) => Number(m.id))
    : []);
  const wrong = rows.filter((r) => !sent.has(Number(String(r.lokasi).slice(2))))
    .map((r) => `barang #${r.barang_id} di ${r.lokasi}: ${formatNumber(n(r.qty))} tertinggal di perjalanan`);
  return { name: 'Barang dalam perjalanan hanya pada mutasi yang sedang dikirim', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${rows.length} saldo perjalanan diperiksa` };
}

/** Each salesperson's cash box (jenis kas_sales) is never negative and equals its account. */
async function salesCashOk(db: Db): Promise<Check> {
  const rows = await db.selectFrom('kas').innerJoin('akun', 'akun.id', 'kas.akun_id').select(['kas.kode', 'kas.saldo as kas_saldo', 'akun.saldo as akun_saldo'])
    .where('kas.jenis', '=', 'kas_sales').execute();
  const wrong = rows.filter((r) => n(r.kas_saldo) < 0 || n(r.kas_saldo) !== n(r.akun_saldo))
    .map((r) => `kas ${r.kode}: ${formatMoney(n(r.kas_saldo))}, akun ${formatMoney(n(r.akun_saldo))}`);
  return { name: 'Kas sales tidak negatif dan sama dengan akunnya', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${rows.length} kas sales diperiksa` };
}

/** Each open trip: the vehicle's stock per goods is what the trip's arithmetic leaves (loaded − sold + returned − unloaded − lost). */
async function openTripsAddUp(db: Db): Promise<Check> {
  const trips = await db.selectFrom('trip_kendaraan').select(['id', 'nomor', 'kendaraan_id', 'ledger_awal']).where('status', '=', 'buka').execute();
  const wrong: string[] = [];
  for (const t of trips) {
    const stock = new Map((await db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${t.kendaraan_id}`).execute()).map((s) => [Number(s.barang_id), n(s.qty)]));
    const trip = new Map<number, number>();
    if (t.ledger_awal !== null && t.ledger_awal !== undefined) {
      const sums = await db.selectFrom('stok_ledger').select(['barang_id', (eb) => eb.fn.sum<number>('qty').as('q')])
        .where('kendaraan_id', '=', Number(t.kendaraan_id)).where('id', '>=', Number(t.ledger_awal)).groupBy('barang_id').execute();
      for (const s of sums) trip.set(Number(s.barang_id), n(s.q));
    }
    for (const id of new Set([...stock.keys(), ...trip.keys()])) {
      if ((stock.get(id) ?? 0) !== (trip.get(id) ?? 0)) wrong.push(`trip ${t.nomor} barang #${id}: stok kendaraan ${formatNumber(stock.get(id) ?? 0)}, sisa trip ${formatNumber(trip.get(id) ?? 0)}`);
    }
  }
  return { name: 'Stok kendaraan sama dengan sisa trip yang berjalan', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${trips.length} trip berjalan diperiksa` };
}

/** Every finished sale (also one later written off) has payment parts adding up to its total. */
async function salesPaid(db: Db): Promise<Check> {
  // What is paid (cash, transfer, giro, credit) is the total less the cash rounding given up (common/pembulatan.ts).
  const sales = await db.selectFrom('penjualan').select(['id', 'nomor', (eb) => eb('total', '-', eb.fn.coalesce('pembulatan', eb.lit(0))).as('total')])
    .where('status', 'in', ['selesai', 'tak_tertagih']).execute();
  const paid = new Map((await db.selectFrom('penjualan_bayar').select(['penjualan_id', (eb) => eb.fn.sum<number>('jumlah').as('j')])
    .where('sumber', '=', 'penjualan').where('status', '=', 'diterima').groupBy('penjualan_id').execute()).map((p) => [Number(p.penjualan_id), n(p.j)]));
  const wrong = sales.filter((s) => (paid.get(Number(s.id)) ?? 0) !== n(s.total))
    .map((s) => `${s.nomor}: total ${formatMoney(n(s.total))}, pembayaran ${formatMoney(paid.get(Number(s.id)) ?? 0)}`);
  return { name: 'Pembayaran setiap penjualan selesai sama dengan totalnya', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${sales.length} penjualan diperiksa` };
}

/** A finished trip has every payment it received in an approved deposit (server/domain/kanvas/trip-money.ts). */
async function finishedTripsSettled(db: Db): Promise<Check> {
  const rows = await db.selectFrom('penjualan_bayar').innerJoin('trip_kendaraan', 'trip_kendaraan.id', 'penjualan_bayar.trip_kendaraan_id')
    .leftJoin('setoran', 'setoran.id', 'penjualan_bayar.setoran_id')
    .select(['trip_kendaraan.nomor', 'penjualan_bayar.nomor as bayar'])
    .where('trip_kendaraan.status', '=', 'selesai').where('penjualan_bayar.status', '=', 'diterima')
    .where((eb) => eb.or([eb('penjualan_bayar.giro_status', 'is', null), eb('penjualan_bayar.giro_status', '!=', 'ditolak')]))
    .where((eb) => eb.or([eb('penjualan_bayar.setoran_id', 'is', null), eb('setoran.status', '!=', 'disetujui')]))
    .limit(5).execute();
  const trips = await db.selectFrom('trip_kendaraan').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'selesai').executeTakeFirst();
  const wrong = rows.map((r) => `trip ${r.nomor}: pembayaran ${r.bayar} belum dalam setoran yang disetujui`);
  return { name: 'Trip selesai: seluruh uangnya sudah dalam setoran yang disetujui', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${n(trips?.n)} trip selesai diperiksa` };
}

/**
 * The fixed-asset register and the books agree: each account used by an asset category as its fixed-asset account
 * holds the cost of the assets still in the books of those categories, and each accumulated-depreciation account
 * their accumulated depreciation (opening plus posted months).
 */
async function assetRegisterMatchesAccounts(db: Db): Promise<Check> {
  const rows = await db.selectFrom('asset_kategori').leftJoin('asset', (j) => j.onRef('asset.asset_kategori_id', '=', 'asset_kategori.id').on('asset.status', 'in', ['aktif', 'dipinjam', 'diperbaiki']))
    .select(['asset_kategori.akun_aset_id', 'asset_kategori.akun_akumulasi_id', (eb) => eb.fn.sum<number>('asset.harga_perolehan').as('harga'), (eb) => eb.fn.sum<number>('asset.akumulasi_penyusutan').as('akum')])
    .groupBy(['asset_kategori.akun_aset_id', 'asset_kategori.akun_akumulasi_id']).execute();
  const expected = new Map<number, number>();
  for (const r of rows) {
    expected.set(Number(r.akun_aset_id), (expected.get(Number(r.akun_aset_id)) ?? 0) + n(r.harga));
    // Accumulated depreciation is a credit-normal account: its balance is the accumulation itself.
    expected.set(Number(r.akun_akumulasi_id), (expected.get(Number(r.akun_akumulasi_id)) ?? 0) + n(r.akum));
  }
  if (!expected.size) return { name: 'Akun aset tetap dan akumulasi penyusutan sama dengan register aset', ok: true, detail: 'belum ada kategori aset' };
  const accounts = await db.selectFrom('akun').select(['id', 'kode', 'nama', 'saldo']).where('id', 'in', [...expected.keys()]).execute();
  const wrong = accounts.filter((a) => n(a.saldo) !== expected.get(Number(a.id)))
    .map((a) => `${a.kode} ${a.nama}: saldo ${formatMoney(n(a.saldo))}, register ${formatMoney(expected.get(Number(a.id)) ?? 0)}`);
  return { name: 'Akun aset tetap dan akumulasi penyusutan sama dengan register aset', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${accounts.length} akun diperiksa` };
}

/** The kept month balances (saldo_akun_bulan) equal the journal lines summed per account and month. */
async function periodBalancesMatch(db: Db): Promise<Check> {
  const month = sql<string>`substr(tanggal, 1, 7)`;
  const sums = await db.selectFrom('jurnal_rincian').select(['akun_id', month.as('bulan'), (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
    .groupBy(['akun_id', month]).execute();
  const kept = new Map((await db.selectFrom(PERIOD_TABLE).select(['akun_id', 'bulan', 'debit', 'kredit']).execute()).map((r) => [key(r.akun_id, r.bulan), r]));
  const wrong: string[] = [];
  for (const s of sums) {
    const k = kept.get(key(s.akun_id, s.bulan));
    if (n(k?.debit as Num) !== n(s.d) || n(k?.kredit as Num) !== n(s.k)) {
      wrong.push(`akun #${s.akun_id} ${s.bulan}: tersimpan ${formatMoney(n(k?.debit as Num))}/${formatMoney(n(k?.kredit as Num))}, dari jurnal ${formatMoney(n(s.d))}/${formatMoney(n(s.k))}`);
    }
    kept.delete(key(s.akun_id, s.bulan));
  }
  for (const k of kept.values()) if (n(k.debit) !== 0 || n(k.kredit) !== 0) wrong.push(`akun #${k.akun_id} ${k.bulan}: saldo bulan tanpa baris jurnal`);
  return { name: 'Saldo akun per bulan sama dengan jumlah baris jurnal', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${sums.length} saldo bulan diperiksa` };
}

/** The kept day balances (saldo_akun_hari) equal the journal lines summed and counted per account and day. */
async function dayBalancesMatch(db: Db): Promise<Check> {
  const sums = await db.selectFrom('jurnal_rincian').select(['akun_id', 'tanggal', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k'),
    (eb) => eb.fn.countAll<number>().as('c')]).groupBy(['akun_id', 'tanggal']).execute();
  const kept = new Map((await db.selectFrom(DAY_TABLE).select(['akun_id', 'tanggal', 'debit', 'kredit', 'baris']).execute()).map((r) => [key(r.akun_id, r.tanggal), r]));
  const wrong: string[] = [];
  for (const s of sums) {
    const k = kept.get(key(s.akun_id, s.tanggal));
    if (n(k?.debit as Num) !== n(s.d) || n(k?.kredit as Num) !== n(s.k) || n(k?.baris as Num) !== n(s.c)) {
      wrong.push(`akun #${s.akun_id} ${s.tanggal}: tersimpan ${formatMoney(n(k?.debit as Num))}/${formatMoney(n(k?.kredit as Num))} dalam ${n(k?.baris as Num)} baris, `
        + `dari jurnal ${formatMoney(n(s.d))}/${formatMoney(n(s.k))} dalam ${n(s.c)} baris`);
    }
    kept.delete(key(s.akun_id, s.tanggal));
  }
  for (const k of kept.values()) if (n(k.debit) !== 0 || n(k.kredit) !== 0 || n(k.baris) !== 0) wrong.push(`akun #${k.akun_id} ${k.tanggal}: saldo hari tanpa baris jurnal`);
  return { name: 'Saldo akun per hari sama dengan baris jurnal', ok: wrong.length === 0, detail: wrong.length ? sample(wrong) : `${sums.length} saldo hari diperiksa` };
}

/** Recomputes every kept balance from the ledgers (DESIGN.md section 5) and says which invariant breaks. */
export async function checkIntegrity(db: Db): Promise<{ ok: boolean; checks: Check[] }> {
  const checks = [
    await stockMatchesLedger(db), await noNegative(db), await placementsFit(db),
    await journalsBalanced(db), await trialBalance(db), await stockValueMatchesInventory(db), await transitOnlyWhileSent(db),
    await receivablesMatchAccount(db), await payablesMatchAccount(db), await bopMatchesAccounts(db),
    await salesCashOk(db), await openTripsAddUp(db), await salesPaid(db), await finishedTripsSettled(db), await assetRegisterMatchesAccounts(db), await periodBalancesMatch(db), await dayBalancesMatch(db),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}
