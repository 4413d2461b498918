import type { LevelKey } from '../../common/registry.js';
import { levelIs } from '../../common/levels.js';
import type { Db } from '../db/connection.js';

/** The active users with their levels, to address a notification by level or to an employee's own accounts. */
export async function activeRecipients(db: Db) {
  const users = await db.selectFrom('users').innerJoin('level', 'level.id', 'users.level_id')
    .select(['users.id', 'users.karyawan_id', 'level.nama_level']).where('users.deleted_at', 'is', null).where('users.aktif', '=', 1).execute();
  return {
    users,
    ofLevel: (key: LevelKey) => users.filter((u) => levelIs(String(u.nama_level), key)).map((u) => Number(u.id)),
    ofKaryawan: (karyawanId: unknown) => users.filter((u) => u.karyawan_id !== null && Number(u.karyawan_id) === Number(karyawanId)).map((u) => Number(u.id)),
  };
}
