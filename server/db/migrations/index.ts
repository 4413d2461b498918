import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DbKind } from '../connection.js';
import { coreTables } from './001-core-tables.js';
import { ledgerTables } from './002-ledger-tables.js';
import { notifikasiTable } from './003-notifikasi.js';
import { berkasTable } from './003-berkas.js';
import { ledgerCoveringIndexes } from './004-ledger-covering-indexes.js';
import { stokTanggalAkhir } from './005-stok-tanggal-akhir.js';
import { baseDataTable } from './006-base-data.js';
import { refreshTokenClient } from './007-refresh-token-client.js';
import { auditOffline } from './008-audit-offline.js';
import { saldoAkunBulan } from './013-saldo-akun-bulan.js';
import { eksporTable } from './015-ekspor.js';
import { clusterState } from './016-cluster-state.js';
import { saldoAkunHari } from './020-saldo-akun-hari.js';
import { roleUnik } from './021-role-unik.js';
import { menuNamesIndonesian } from './024-menu-names-indonesian.js';
import { kasJenis } from './027-kas-jenis.js';
import { npwp16 } from './028-npwp-16.js';
import { npwpSupplier16 } from './029-npwp-supplier-16.js';

/**
 * Numbered migrations, in order. A migration never edits another: a change is a new number. They run at start
 * under the start lock (server/db/prepare.ts), on SQLite inside its exclusive transaction: a migration never
 * opens a transaction of its own.
 */
const MIGRATIONS: Array<[string, (kind: DbKind) => Migration]> = [
  ['001-core-tables', coreTables],
  ['002-ledger-tables', ledgerTables],
  ['003-notifikasi', notifikasiTable],
  ['003-berkas', berkasTable],
  ['004-ledger-covering-indexes', () => ledgerCoveringIndexes],
  ['005-stok-tanggal-akhir', () => stokTanggalAkhir],
  ['006-base-data', () => baseDataTable],
  ['007-refresh-token-client', () => refreshTokenClient],
  ['008-audit-offline', () => auditOffline],
  ['013-saldo-akun-bulan', saldoAkunBulan],
  ['015-ekspor', eksporTable],
  ['016-cluster-state', clusterState],
  ['020-saldo-akun-hari', () => saldoAkunHari()],
  ['021-role-unik', roleUnik],
  ['024-menu-names-indonesian', menuNamesIndonesian],
  ['027-kas-jenis', () => kasJenis],
  ['028-npwp-16', () => npwp16],
  ['029-npwp-supplier-16', () => npwpSupplier16],
];

export async function migrate(db: Db, kind: DbKind): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(MIGRATIONS.map(([name, make]) => [name, make(kind)])),
  };
  // On PostgreSQL the migration tables live in the current schema (tests run one schema per file).
  const schema = kind === 'postgres'
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s
    : undefined;
  const migrator = new Migrator({ db, provider, migrationTableName: 'migrasi', migrationLockTableName: 'migrasi_lock', migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrasi ${failed?.migrationName ?? ''} gagal: ${String((error as Error)?.message ?? error)}`);
  }
}
