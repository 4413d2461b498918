import registry from '../resources.config.js';
import { openSqlite } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { sql } from 'kysely';
const d = openSqlite(':memory:');
await prepareDatabase(d, registry);
for (const t of ['penjualan_bayar', 'penjualan', 'jurnal', 'jurnal_rincian', 'stok_ledger', 'penjualan_rincian', 'audit_log']) {
  const r = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type='index' and tbl_name=${t}`.execute(d.db);
  console.log(t, r.rows.length);
  for (const x of r.rows) console.log('   ', x.sql?.replace(/CREATE (UNIQUE )?INDEX (IF NOT EXISTS )?/, '').slice(0, 150));
  const tr = await sql<{ name: string }>`select name from sqlite_master where type='trigger' and tbl_name=${t}`.execute(d.db);
  console.log('  triggers', tr.rows.map((x) => x.name).join(', '));
}
