/**
 * The demo's sales: during each canvas trip, before its unloading, a few sales a day to customers of the trip's
 * route, written through the sale's own services (header and line pricing of server/domain/penjualan/draft.ts,
 * the `selesai` step through the API's step service) as the salesperson on the sale's date. Payments in every
 * type — tunai most, some transfer, some giro due around today, some nota putih within the customer's credit
 * limit — one sale cancelled on its day and one receivable written off by finance.
 */
import { findResource, type Registry } from '../../../../common/registry.js';
import type { AppContext, AuthUser } from '../../../core/context.js';
import { jakartaDaysBefore } from '../../../../common/format.js';
import type { Db } from '../../../db/connection.js';
import { insertRows } from '../../../db/seed/insert.js';
import { onDemoDate, seedCreated, seedStep } from '../../../db/seed/steps.js';
import { afterLinesChanged, lineContext, prepareHeader, priceLine } from '../../penjualan/services.js';
import { HttpError } from '../../../core/errors.js';
import { creditStatus, openDebtsOf } from '../../keuangan/services.js';

type Row = Record<string, unknown>;

const dayOf = jakartaDaysBefore;
const onDate = (base: AppContext, tanggal: string) => onDemoDate(base, tanggal, 4);

export interface SalesSeeder {
  /** Sales of `seller` on the vehicle's open trip on each of `daysAgo` (before the trip is unloaded). */
  trip(seller: AuthUser, kendaraanId: number, daysAgo: number[]): Promise<void>;
  /** Finance writes off one nota putih receivable of the demo. */
  writeOff(finance: AuthUser, daysAgo: number): Promise<void>;
}

export function salesSeeder(trx: Db, base: AppContext, registry: Registry, at: string, rand: () => number): SalesSeeder {
  const penjualan = findResource(registry, 'penjualan')!;
  const rincian = findResource(registry, 'penjualan-rincian')!;
  let cancelled = false;
  const credits: number[] = [];
  let bankId: number | null = null;

  /** One sale: draft with its lines priced as the API prices them, then the `selesai` step with the payment split. */
  async function sale(seller: AuthUser, tanggal: string, konsumen: Row, goods: Array<{ barang_id: number; qty: number }>, kind: number): Promise<number | null> {
    const ctx = onDate(base, tanggal);
    const values: Row = { tanggal, konsumen_id: konsumen.id, karyawan_id: seller.karyawan_id, diskon: 0, status: 'draft' };
    await prepareHeader(trx, seller, values, null);
    const lc = await lineContext(trx, values);
    const lines: Row[] = [];
    for (const g of goods) {
      const line: Row = { barang_id: g.barang_id, jumlah: g.qty, satuan_id: null, diskon: 0 };
      try {
        await priceLine(trx, seller, lc, line, null, '');
      } catch (e) {
        if (e instanceof HttpError && e.status === 422) continue; // no price for this customer's type on that day
        throw e;
      }
      if (rand() < 0.15) { line.diskon = Math.round(Number(line.subtotal) * 0.02); line.subtotal = Number(line.subtotal) - Number(line.diskon); }
      lines.push(line);
    }
    if (lines.length === 0) return null;
    const [id] = await insertRows(trx, penjualan, [{ ...values, created_by: seller.id, updated_by: seller.id }], at);
    await insertRows(trx, rincian, lines.map((l, i) => ({ ...l, penjualan_id: id, line_no: i + 1, created_by: seller.id, updated_by: seller.id })), at);
    await afterLinesChanged(trx, id);
    await seedCreated(trx, ctx, penjualan, id, seller);
    const { total } = await trx.selectFrom('penjualan').select('total').where('id', '=', id).executeTakeFirstOrThrow();
    const amount = Number(total);
    let bayar: Row[] = [{ tipe: 'tunai', jumlah: amount }];
    if (kind === 1) {
      bankId ??= Number((await trx.selectFrom('kas').select('id').where('jenis', '=', 'bank').where('aktif', '=', 1).orderBy('kode').executeTakeFirstOrThrow()).id);
      bayar = [{ tipe: 'transfer', jumlah: amount, kas_id: bankId }];
    } else if (kind === 2) {
      const efektif = dayOf(at, Math.round(5 - rand() * 15));
      bayar = [{ tipe: 'giro', jumlah: amount, giro_nomor: `GR-${String(100000 + Math.floor(rand() * 899999))}`, giro_bank: ['BCA', 'BRI', 'Mandiri', 'BNI'][Math.floor(rand() * 4)], giro_jatuh_tempo: efektif > tanggal ? efektif : tanggal }];
    } else if (kind === 3) {
      const paid = rand() < 0.5 ? 0 : Math.floor(amount / 2000) * 1000;
      const status = creditStatus(konsumen, await openDebtsOf(trx, Number(konsumen.id), tanggal), amount - paid);
      if (status.boleh_kredit) bayar = paid > 0 ? [{ tipe: 'tunai', jumlah: paid }] : [];
    }
    await seedStep(trx, ctx, penjualan, 'selesai', id, seller, { bayar, alasan_izin_kredit: null });
    const done = await trx.selectFrom('penjualan').select('piutang').where('id', '=', id).executeTakeFirstOrThrow();
    if (Number(done.piutang) > 0) credits.push(id);
    return id;
  }

  return {
    async trip(seller, kendaraanId, daysAgo) {
      const trip = await trx.selectFrom('trip_kendaraan').selectAll().where('kendaraan_id', '=', kendaraanId).where('status', '=', 'buka').executeTakeFirst();
      if (!trip) return;
      const customers = await trx.selectFrom('konsumen').selectAll().where('rute_id', '=', Number(trip.rute_id)).where('aktif', '=', 1)
        .where('deleted_at', 'is', null).orderBy('id').execute() as Row[];
      if (customers.length === 0) return;
      for (const days of daysAgo) {
        const tanggal = dayOf(at, days);
        const perDay = 2 + Math.floor(rand() * 3);
        for (let n = 0; n < perDay; n++) {
          const stock = await trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${kendaraanId}`).where('qty', '>=', 4).orderBy('barang_id').execute();
          if (stock.length === 0) return;
          const picked = new Map<number, number>();
          for (let i = 0; i < 1 + Math.floor(rand() * 3); i++) {
            const s = stock[Math.floor(rand() * stock.length)];
            picked.set(Number(s.barang_id), 1 + Math.floor(rand() * Math.min(6, Number(s.qty) / 4)));
          }
          const konsumen = customers[Math.floor(rand() * customers.length)];
          const r = rand();
          const kind = r < 0.55 ? 0 : r < 0.7 ? 1 : r < 0.82 ? 2 : 3;
          const id = await sale(seller, tanggal, konsumen, [...picked].map(([barang_id, qty]) => ({ barang_id, qty })), kind);
          // One sale is cancelled on its own day by its salesperson (the customer changed their mind).
          if (id && !cancelled && days > 0 && days < 14) {
            cancelled = true;
            await seedStep(trx, onDate(base, tanggal), penjualan, 'batal', id, seller, { alasan_batal: 'Konsumen membatalkan pesanan' });
          }
        }
      }
    },
    async writeOff(finance, daysAgo) {
      const id = credits[0];
      if (!id) return;
      await seedStep(trx, onDate(base, dayOf(at, daysAgo)), penjualan, 'takTertagih', id, finance, { alasan_tak_tertagih: 'Toko tutup, pemilik tidak dapat dihubungi' });
    },
  };
}
