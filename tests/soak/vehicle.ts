import { todayJakarta } from '../../common/format.js';
import { postingAccount, stockIn } from '../../server/ledger/index.js';
import { DOC_MUAT } from '../../server/domain/kanvas/trip.js';
import { saleFixture } from '../../bench/sale-fixture.js';

/** Goods for thousands of one-unit sales go into sales1's vehicle through the stock ledger, as the sales bench does. */
export async function loadVehicle(db: Parameters<typeof saleFixture>[0], kind: 'sqlite' | 'postgres', perGoods: number) {
  const fixture = await saleFixture(db);
  await db.transaction().execute(async (trx) => {
    const lc = { trx, kind, userId: Number(fixture.sales1.id), at: new Date().toISOString(), mayBackdate: true };
    await stockIn(lc, {
      tanggal: todayJakarta(), loc: { kendaraan_id: Number(fixture.trip.kendaraan_id) }, doc: { tipe: DOC_MUAT, id: 0, nomor: 'SOAK' }, keterangan: 'Muatan uji ketahanan',
      contraAkunId: await postingAccount(trx, 'akun_modal_id'), lines: fixture.goods.map((g) => ({ barang_id: Number(g.id), qty: perGoods, nilai: perGoods * 1000 })),
    });
  });
  return fixture;
}
