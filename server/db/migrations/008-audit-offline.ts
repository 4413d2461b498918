import type { Migration } from 'kysely';

/**
 * Offline work of salespeople's phones (issue 23):
 * - `audit_log.dibuat_offline_at`: when a synced document was made offline, in its audit row beside `created_at`
 *   (the time it arrived); empty for everything done online;
 * - `antrean_perangkat`: the queue each user's phone last reported (waiting and refused documents), for the
 *   supervisor's and finance's view.
 */
export const auditOffline: Migration = {
  async up(db) {
    await db.schema.alterTable('audit_log').addColumn('dibuat_offline_at', 'varchar(30)').execute();
    await db.schema.createTable('antrean_perangkat')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('karyawan_id', 'integer')
      .addColumn('menunggu', 'integer', (c) => c.notNull())
      .addColumn('ditolak', 'integer', (c) => c.notNull())
      .addColumn('tertua_at', 'varchar(30)')
      .addColumn('dilaporkan_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
};
