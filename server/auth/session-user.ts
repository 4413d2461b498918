import type { Db } from '../db/connection.js';
import type { AuthUser } from '../core/context.js';

/** The user a token stands for, with the level name checks need; null when gone, disabled or deleted. */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const row = await db.selectFrom('users')
    .innerJoin('level', 'level.id', 'users.level_id')
    .select(['users.id', 'users.email', 'users.level_id', 'level.nama_level', 'users.karyawan_id', 'users.gudang_id', 'users.token_version', 'users.aktif'])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || !row.aktif) return null;
  return {
    id: row.id, email: row.email, level_id: row.level_id, level_name: row.nama_level,
    karyawan_id: row.karyawan_id ?? null, gudang_id: row.gudang_id ?? null, token_version: Number(row.token_version ?? 0),
  };
}

/** The user object of the login answer (SPEC.md section 3) and the user's warehouse. */
export async function loginProfile(db: Db, userId: number) {
  const u = await db.selectFrom('users')
    .innerJoin('level', 'level.id', 'users.level_id')
    .select(['users.id', 'users.no_hp', 'users.email', 'users.level_id', 'level.nama_level', 'users.karyawan_id', 'users.gudang_id'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const karyawan = u.karyawan_id
    ? await db.selectFrom('karyawan')
      .select(['id', 'jabatan_id', 'jk', 'nik', 'nip', 'nama_lengkap', 'no_hp', 'email', 'alamat'])
      .where('id', '=', u.karyawan_id).executeTakeFirst()
    : undefined;
  const gudang = u.gudang_id
    ? await db.selectFrom('gudang').select(['id', 'nama_gudang']).where('id', '=', u.gudang_id).executeTakeFirst()
    : undefined;
  return {
    user: {
      id: u.id, no_hp: u.no_hp, email: u.email,
      level: { id: u.level_id, nama_level: u.nama_level },
      karyawan: karyawan ?? null,
    },
    gudang: gudang ?? null,
  };
}
