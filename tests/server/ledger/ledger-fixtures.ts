import { findResource } from '../../../common/registry.js';
import type { LedgerContext } from '../../../server/ledger/index.js';
import type { Db } from '../../../server/db/connection.js';
import { createRecord } from '../support/factory.js';
import type { TestApp } from '../support/helpers.js';

/** A ledger context on the test app's database, for calling the ledger inside `db.transaction()`. */
export function lcOf(t: TestApp, trx: Db): LedgerContext {
  return { trx, kind: t.database.kind, userId: null, at: new Date().toISOString(), mayBackdate: true };
}

/** Runs ledger work in one transaction, like a workflow step. */
export function inTrx<T>(t: TestApp, work: (lc: LedgerContext) => Promise<T>): Promise<T> {
  return t.database.db.transaction().execute((trx) => work(lcOf(t, trx)));
}

/** New goods and a new vehicle made through the API, so the ledger tests stand on real master data. */
export async function newGoods(t: TestApp, count = 1): Promise<number[]> {
  const barang = findResource(t.registry, 'barang')!;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await createRecord(t, barang));
  return ids;
}

export async function newVehicle(t: TestApp): Promise<number> {
  return createRecord(t, findResource(t.registry, 'kendaraan')!);
}

export async function newWarehouse(t: TestApp): Promise<number> {
  return createRecord(t, findResource(t.registry, 'gudang')!);
}

export async function akunId(t: TestApp, kode: string): Promise<number> {
  return (await t.database.db.selectFrom('akun').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id as number;
}

export async function saldo(t: TestApp, kode: string): Promise<number> {
  return Number((await t.database.db.selectFrom('akun').select('saldo').where('kode', '=', kode).executeTakeFirstOrThrow()).saldo);
}

export async function stokQty(t: TestApp, barangId: number, lokasi: string): Promise<number> {
  const r = await t.database.db.selectFrom('stok').select('qty').where('barang_id', '=', barangId).where('lokasi', '=', lokasi).executeTakeFirst();
  return Number(r?.qty ?? 0);
}
