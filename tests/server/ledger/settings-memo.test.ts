import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Database_ } from '../../../server/db/connection.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { assertOpenPeriod, forgetSettings, loadSettings, postingAccount } from '../../../server/ledger/index.js';
import { freshDatabase } from '../support/helpers.js';

// The settings row is read once per transaction (memoised on the transaction object): these prove a value read in
// one transaction is never seen by another, nor outside one, nor after a write to the row in the same transaction.
let database: Database_;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await prepareDatabase(database, registry);
});
afterAll(async () => { await drop(); });

const setRow = (values: Record<string, unknown>) => database.db.updateTable('setting').set(values).execute();

describe('settings read once per transaction', () => {
  it('a later transaction sees settings changed after an earlier one read them', async () => {
    const { db } = database;
    const original = await postingAccount(db, 'akun_hpp_id');
    const other = await postingAccount(db, 'akun_penjualan_id');
    await setRow({ tanggal_tutup_buku: null });
    await db.transaction().execute(async (trx) => {
      expect(await postingAccount(trx, 'akun_hpp_id')).toBe(original);
      await assertOpenPeriod(trx, '2026-01-31');
    });
    await setRow({ akun_hpp_id: other, tanggal_tutup_buku: '2026-01-31' });
    await db.transaction().execute(async (trx) => {
      expect(await postingAccount(trx, 'akun_hpp_id')).toBe(other);
      await expect(assertOpenPeriod(trx, '2026-01-31')).rejects.toMatchObject({ status: 409 });
    });
    await setRow({ akun_hpp_id: original, tanggal_tutup_buku: null });
    await db.transaction().execute(async (trx) => {
      expect(await postingAccount(trx, 'akun_hpp_id')).toBe(original);
      await assertOpenPeriod(trx, '2026-01-31');
    });
  });

  it('outside a transaction the row is read every time', async () => {
    const { db } = database;
    const original = await postingAccount(db, 'akun_hpp_id');
    await setRow({ tanggal_tutup_buku: '2026-02-28' });
    await expect(assertOpenPeriod(db, '2026-02-01')).rejects.toMatchObject({ status: 409 });
    await setRow({ tanggal_tutup_buku: null });
    await assertOpenPeriod(db, '2026-02-01');
    expect(await postingAccount(db, 'akun_hpp_id')).toBe(original);
  });

  it('within a transaction it is read once, and again after forgetSettings (a write to the row there)', async () => {
    const { db } = database;
    await setRow({ tanggal_tutup_buku: null });
    await db.transaction().execute(async (trx) => {
      const first = await loadSettings(trx);
      expect(await loadSettings(trx)).toBe(first);
      await trx.updateTable('setting').set({ tanggal_tutup_buku: '2026-03-31' }).execute();
      forgetSettings(trx);
      await expect(assertOpenPeriod(trx, '2026-03-01')).rejects.toMatchObject({ status: 409 });
      await trx.updateTable('setting').set({ tanggal_tutup_buku: null }).execute();
      forgetSettings(trx);
      await assertOpenPeriod(trx, '2026-03-01');
    });
  });
});
