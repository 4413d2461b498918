/**
 * The demo company's year (issue 36): from the day the books open (server/db/seed/calendar.ts, 12 months before the
 * current one) to three weeks before "now", where the current weeks' own seeds take over, week by week: purchases
 * that bring each warehouse back to par and pay what fell due, both salespeople's canvas trips (load, sell, collect,
 * unload, deposit), finance's transfers of the other customers' payments, and each month's running costs on the
 * 25th. Payroll and depreciation of every month come from their own areas' seeds (penggajian, asset). Each week is
 * one transaction and leaves nothing waiting: trips closed and finished, cash deposited and approved.
 */
import type { SeedEnv } from '../../db/seed/areas.js';
import { HISTORY_MONTHS, openingDate, prng } from '../../db/seed/calendar.js';
import { demoUsers, seedContext } from '../../db/seed/steps.js';
import { addDays, jakartaDaysBefore, todayJakarta } from '../../../common/format.js';

const addMonths = (periode: string, n: number) => new Date(Date.UTC(Number(periode.slice(0, 4)), Number(periode.slice(5, 7)) - 1 + n, 1)).toISOString().slice(0, 7);
import { openBook } from './book.js';
import { seasonFactor } from './season.js';
import { tradeWeek, type Seller } from './trips.js';
import { payDue, restock, type Buyer } from './purchases.js';
import { collectByTransfer, collectOnTrip, type Collector } from './collections.js';
import { monthlyCosts } from './costs.js';
import { bankTheCash } from './banking.js';
import { monthEnd, payrollMonth } from '../penggajian/services.js';

/** An ordinary day of one salesperson: sales made and the rupiah of an ordinary shop's basket (the year's tuning). */
export const ORDINARY_DAY = { salesPerDay: 3, basket: 12_500_000 };
/** Goods each warehouse keeps in its range, and the weeks of ordinary sales its par level holds. */
const RANGE = 60;
const PAR_WEEKS = 4;
/** The current weeks' seeds start 21 days before "now"; the history ends the day before. */
const HANDOVER_DAYS = 22;

export async function seedYear({ database, registry, at, steps, months = HISTORY_MONTHS }: SeedEnv): Promise<void> {
  if (months <= 0) return;
  const base = seedContext({ database, registry, at, steps });
  const opening = openingDate(at, months);
  const end = jakartaDaysBefore(at, HANDOVER_DAYS);
  const rand = prng(36_2026);
  const setup = await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const u = (n: string) => users.get(n)!;
    const kas = async (kode: string) => Number((await trx.selectFrom('kas').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
    const sellers: Seller[] = [];
    for (const [name, warehouse] of [['sales1', 'gudang'], ['sales2', 'gm']] as const) {
      const rute = await trx.selectFrom('gudang_sales_rute').select(['rute_id', 'kendaraan_id', 'gudang_id'])
        .where('karyawan_id', '=', u(name).karyawan_id).orderBy('rute_id').execute();
      const customers = await trx.selectFrom('konsumen').selectAll().where('rute_id', 'in', rute.map((x) => Number(x.rute_id)))
        .where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('id').execute();
      const credit = customers.filter((k) => Number(k.limit_kredit) >= 5_000_000);
      sellers.push({
        user: u(name), warehouse: u(warehouse), rute, kendaraanId: Number(rute[0].kendaraan_id), gudangId: Number(rute[0].gudang_id), customers,
        latePayers: new Set([3, 9, 15, 21, 27].map((i) => credit[i]).filter(Boolean).map((k) => Number(k.id))),
      });
    }
    // Each warehouse's range: goods priced all year (on the opening day and at the handover), split between the two.
    const priced = async (tanggal: string) => new Set((await trx.selectFrom('harga_jual').select('barang_id').where('konsumen_type_id', 'is', null)
      .where('berlaku_mulai', '<=', tanggal).where((w) => w.or([w('berlaku_sampai', 'is', null), w('berlaku_sampai', '>=', tanggal)])).execute()).map((h) => Number(h.barang_id)));
    const [atOpening, atEnd] = [await priced(opening), await priced(end)];
    const goods = (await trx.selectFrom('barang').select('id').where('aktif', '=', 1).where('deleted_at', 'is', null).orderBy('id').execute())
      .map((g) => Number(g.id)).filter((id) => atOpening.has(id) && atEnd.has(id));
    return {
      users, sellers, goods,
      bankId: await kas('BCA-01'), mandiriId: await kas('MDR-01'), kasBesarId: await kas('KAS-01'),
    };
  });
  const { users, sellers, bankId } = setup;
  const u = (n: string) => users.get(n)!;
  const book = await database.db.transaction().execute((trx) => openBook(trx));
  const ordinaryWeekAtCost = 6 * ORDINARY_DAY.salesPerDay * ORDINARY_DAY.basket * 1.3 / 1.18;
  const ranges = sellers.map((_, i) => new Map(setup.goods.filter((_, k) => k % 2 === i).slice(0, RANGE)
    .map((id) => [id, Math.ceil((ordinaryWeekAtCost / RANGE) * PAR_WEEKS / book.cost(id))])));
  const lastList = await database.db.selectFrom('harga_jual').select((eb) => eb.fn.max('berlaku_sampai').as('d')).where('berlaku_sampai', '<', at.slice(0, 10)).executeTakeFirst();
  const buyer: Buyer = { finance: u('finance'), bankId, due: [], priceChange: lastList?.d ? addDays(String(lastList.d), 1) : opening };
  const collector: Collector = { finance: u('finance'), bankId: setup.mandiriId, latePayers: new Set(sellers.flatMap((s) => [...s.latePayers])), stopFrom: addDays(end, -100) };
  const staff = { finance: u('finance'), owner: u('owner'), bankId, qrisBankId: setup.mandiriId, kasId: setup.kasBesarId };
  const costActors = { gm: u('gm'), owner: u('owner'), finance: u('finance'), receiver: u('gm'), bankId, gudangId: sellers[0].gudangId };

  const thisMonth = todayJakarta(new Date(at)).slice(0, 7);
  const lastPaid = addMonths(thisMonth, -1);
  const dow = new Date(`${opening}T00:00:00Z`).getUTCDay();
  for (let monday = addDays(opening, -((dow + 6) % 7)); monday <= end; monday = addDays(monday, 7)) {
    const days = [0, 1, 2, 3, 4, 5].map((k) => addDays(monday, k)).filter((d) => d >= opening && d <= end);
    await database.db.transaction().execute(async (trx) => {
      if (days.length >= 2) {
        for (const [i, s] of sellers.entries()) await restock(trx, base, book, buyer, s.warehouse, s.gudangId, days[0], ranges[i]);
        await payDue(trx, base, buyer, days[0]);
        for (const s of sellers) {
          await tradeWeek(trx, base, book, s, { days, factors: days.map(seasonFactor), ...ORDINARY_DAY }, staff,
            (day) => collectOnTrip(trx, base, collector, s.user, day), rand);
        }
        await collectByTransfer(trx, base, collector, days[days.length - 1]);
        await bankTheCash(trx, base, u('finance'), setup.kasBesarId, bankId, days[days.length - 1]);
      }
      for (let k = 0; k < 7; k++) {
        const day = addDays(monday, k);
        if (day.slice(8) === '25' && day >= opening && day <= end) {
          const busy = [0, 7, 14, 21].reduce((s, b) => s + seasonFactor(addDays(day, -b)), 0) / 4;
          await monthlyCosts(trx, base, costActors, day, busy);
        }
        // Payroll at each month's end, paid from the bank; the last full month and the current one are the payroll
        // seed's (server/domain/penggajian/seed.ts: payable, draft).
        if (day >= opening && day <= end && day === monthEnd(day.slice(0, 7)) && day.slice(0, 7) < lastPaid) {
          await payrollMonth(trx, base, { periode: day.slice(0, 7), pay: 'tunai', kasId: bankId, today: day, finance: u('finance'), owner: u('owner'), absence: Number(day.slice(5, 7)) });
        }
      }
    });
  }
}
