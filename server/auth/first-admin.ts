import type { FieldDef, Registry, ResourceDef } from '../../common/registry.js';
import { findResource } from '../../common/registry.js';
import { validateRecord, type FieldErrors } from '../../common/validate.js';
import type { Db } from '../db/connection.js';
import { insertRows } from '../db/seed/insert.js';
import { ADMIN_LEVEL } from '../db/base/definition.js';
import { writeAudit } from '../core/audit.js';
import { forgetSettings } from '../ledger/settings.js';

/** What the first-run screen sends: the company, and the first administrator. */
export interface FirstAdmin {
  email: string;
  /** argon2 hash of the password, made before the transaction. */
  passwordHash: string;
  nama_lengkap?: string;
  jk?: string;
  company?: { nama_perusahaan: string; alamat?: string | null; npwp?: string | null };
}

const pick = (registry: Registry, resource: string, name: string, extra: Partial<FieldDef> = {}): FieldDef => {
  const field = findResource(registry, resource)?.fields.find((f) => f.name === name);
  if (!field) throw new Error(`Registry tanpa ${resource}.${name}`);
  return { ...field, ...extra };
};

/**
 * The fields of the first run, taken from the registry so the rules are the users' and the settings' own
 * (password minimal 8 karakter, email valid, nama perusahaan wajib): with `profile` the whole screen, without
 * it only email and password (NIAGA_ADMIN_EMAIL / NIAGA_ADMIN_PASSWORD).
 */
export function firstAdminForm(registry: Registry, profile: boolean): ResourceDef {
  const fields = [
    ...(profile ? [
      pick(registry, 'setting', 'nama_perusahaan'), pick(registry, 'setting', 'alamat'), pick(registry, 'setting', 'npwp'),
      pick(registry, 'karyawan', 'nama_lengkap', { label: 'Nama Admin' }), pick(registry, 'karyawan', 'jk'),
    ] : []),
    pick(registry, 'user', 'email'), pick(registry, 'user', 'password'),
  ];
  return { name: 'setup', label: 'Persiapan', labelPlural: 'Persiapan', menu: '/pengaturan', path: '/setup', titleField: 'email', fields };
}

/** Validates a first-run body; answers the values, Indonesian field errors and unknown keys. */
export function validateFirstAdmin(registry: Registry, body: Record<string, unknown>, profile: boolean): { values: Record<string, unknown>; errors: FieldErrors; unknown: string[] } {
  return validateRecord(firstAdminForm(registry, profile), body, 'create');
}

/** Whether any user exists (deleted ones count: the company has been set up). */
export async function hasUsers(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

async function adminLevelId(trx: Db, registry: Registry, at: string): Promise<number> {
  const recorded = await trx.selectFrom('base_data').select('row_id').where('key', '=', `level:${ADMIN_LEVEL}`).executeTakeFirst();
  const byId = recorded?.row_id ? await trx.selectFrom('level').select('id').where('id', '=', recorded.row_id).executeTakeFirst() : undefined;
  const level = byId ?? await trx.selectFrom('level').select('id').where('nama_level', '=', ADMIN_LEVEL).executeTakeFirst();
  if (level) return Number(level.id);
  return (await insertRows(trx, findResource(registry, 'level')!, [{ nama_level: ADMIN_LEVEL }], at))[0];
}

/**
 * Creates the company's first user on the Admin level (every menu, full rights, from base data) and, from the
 * first-run screen, the company's name in the settings and the admin's employee record. The caller holds the
 * transaction and has checked that no user exists.
 */
export async function createFirstAdmin(trx: Db, registry: Registry, admin: FirstAdmin, at: string): Promise<number> {
  const r = (name: string) => findResource(registry, name)!;
  const levelId = await adminLevelId(trx, registry, at);
  if (admin.company) {
    const setting = await trx.selectFrom('setting').select('id').orderBy('id').limit(1).executeTakeFirst();
    if (setting) await trx.updateTable('setting').set({ ...admin.company, updated_at: at }).where('id', '=', setting.id).execute();
    else await insertRows(trx, r('setting'), [admin.company], at);
    forgetSettings(trx);
  }
  let karyawanId: number | null = null;
  if (admin.nama_lengkap && admin.jk) {
    const jabatan = await trx.selectFrom('jabatan').select('id').where('kode', '=', 'ADM').executeTakeFirst();
    const jabatanId = jabatan ? Number(jabatan.id) : (await insertRows(trx, r('jabatan'), [{ kode: 'ADM', nama: 'Administrator Sistem' }], at))[0];
    const taken = new Set((await trx.selectFrom('karyawan').select('nip').execute()).map((k) => String(k.nip)));
    let n = 1;
    while (taken.has(`ADM-${String(n).padStart(4, '0')}`)) n += 1;
    [karyawanId] = await insertRows(trx, r('karyawan'), [{
      nip: `ADM-${String(n).padStart(4, '0')}`, nama_lengkap: admin.nama_lengkap, jk: admin.jk, jabatan_id: jabatanId, email: admin.email,
    }], at);
  }
  const [id] = await insertRows(trx, r('user'), [{ email: admin.email, password: admin.passwordHash, level_id: levelId, karyawan_id: karyawanId }], at);
  await writeAudit(trx, { userId: id, action: 'setup', resource: 'user', recordId: id, after: { email: admin.email, level_id: levelId, karyawan_id: karyawanId }, at });
  return id;
}
