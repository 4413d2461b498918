import type { Migration } from 'kysely';

/**
 * `refresh_token.used_by`: a digest of the client (address and browser) that spent the token, so the same token
 * presented again by that client within the grace window gets the same rotated pair (tabs refreshing at once).
 */
export const refreshTokenClient: Migration = {
  async up(db) {
    await db.schema.alterTable('refresh_token').addColumn('used_by', 'varchar(64)').execute();
  },
};
