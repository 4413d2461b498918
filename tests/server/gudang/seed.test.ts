import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { expectIntegrity } from './fixtures.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('the demo warehouse work', () => {
  it('leaves documents in every state, posted through the ledgers, with the books still consistent', async () => {
    const count = async (table: string, status: string) => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow()).n);
    for (const s of ['draft', 'diterima', 'dibatalkan']) expect(await count('penerimaan', s), `penerimaan ${s}`).toBeGreaterThan(0);
    for (const table of ['gudang_disposal_rusak', 'gudang_disposal_hilang']) for (const s of ['draft', 'diposting']) expect(await count(table, s), `${table} ${s}`).toBeGreaterThan(0);
    for (const s of ['draft', 'diposting']) expect(await count('stok_opname', s), `stok_opname ${s}`).toBeGreaterThan(0);
    const posted = await t.database.db.selectFrom('stok_ledger').select('id').where('dokumen_tipe', '=', 'penerimaan').execute();
    expect(posted.length).toBeGreaterThan(10);
    await expectIntegrity(t);
  });
});
