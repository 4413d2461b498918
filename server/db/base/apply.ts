import type { MenuNode, Registry, ResourceDef } from '../../../common/registry.js';
import { findResource } from '../../../common/registry.js';
import type { Db } from '../connection.js';
import { insertRows } from '../seed/insert.js';
import type { Grant } from './grants/types.js';
import { ATURAN_BANK, TARIF_MDR_QRIS } from './bank.js';
import { AKUN, AKUN_KATEGORI, GRANTS, GRUP_LAPORAN, LEVELS, NERACA, OBJEK_PPH23, POSTING_ACCOUNTS, SATUAN_CORETAX, SETTING_DEFAULTS, TARIF_PPN } from './definition.js';
import { IURAN_BPJS, PASAL_17_DASAR, PASAL_17_MULAI, PTKP, PTKP_DASAR, PTKP_MULAI, TARIF_PASAL_17, TARIF_TER, TER_DASAR, TER_MULAI } from './pph21.js';
import { BaseKeys, ensure, type Ensured } from './keys.js';
import { STATUS_ROLES } from './status-roles.js';
import { KELOMPOK_HARTA_FISKAL } from './pajak-fiskal.js';
import { forgetSettings } from '../../ledger/settings.js';

/** What one start added, per kind (all zero on a database that already had everything). */
export type BaseDataReport = Record<'level' | 'menu' | 'role' | 'status-role' | 'akun-kategori' | 'akun' | 'akun-neraca' | 'setting' | 'tarif-ppn' | 'satuan-coretax' | 'tarif-ter' | 'ptkp' | 'tarif-pasal-17' | 'iuran-bpjs' | 'objek-pph23' | 'kelompok-harta-fiskal' | 'tarif-mdr-qris' | 'aturan-bank', number>;

type Row = Record<string, unknown>;

async function rowsOf(db: Db, table: string, columns: string[]): Promise<Row[]> {
  return db.selectFrom(table).select(['id', ...columns]).orderBy('id').execute();
}

/**
 * Writes the base data every company needs (levels, the registry's menus, each level's grants, the standard
 * chart of accounts with its balance-sheet layout, the settings row with its posting accounts) into `db`, which
 * the caller holds under the start lock and in one transaction. Idempotent: a second run adds nothing. What a
 * user changed stays changed (see keys.ts for the rule); a database made by an earlier release gains whatever
 * this release declares that it lacks.
 */
export async function applyBaseData(db: Db, registry: Registry, at: string): Promise<BaseDataReport> {
  const report: BaseDataReport = { level: 0, menu: 0, role: 0, 'status-role': 0, 'akun-kategori': 0, akun: 0, 'akun-neraca': 0, setting: 0, 'tarif-ppn': 0, 'satuan-coretax': 0, 'tarif-ter': 0, 'ptkp': 0, 'tarif-pasal-17': 0, 'iuran-bpjs': 0, 'objek-pph23': 0, 'kelompok-harta-fiskal': 0, 'tarif-mdr-qris': 0, 'aturan-bank': 0 };
  const r = (name: string) => findResource(registry, name);
  const keys = await BaseKeys.load(db, at);
  const count = (kind: keyof BaseDataReport, e: Ensured | undefined) => {
    if (e?.fresh) report[kind] += 1;
    return e;
  };

  const levels = new Map<string, Ensured>();
  const level = r('level');
  if (level) {
    const rows = await rowsOf(db, 'level', ['nama_level']);
    const ids = new Set(rows.map((x) => Number(x.id)));
    for (const nama_level of LEVELS) {
      const e = count('level', await ensure(keys, `level:${nama_level}`, {
        exists: (id) => ids.has(id),
        find: () => idOf(rows.find((x) => x.nama_level === nama_level)),
        restore: false,
        insert: async () => (await insertRows(db, level, [{ nama_level }], at))[0],
      }));
      if (e) levels.set(nama_level, e);
    }
  }

  const menus = new Map<string, Ensured>();
  const menu = r('menu');
  if (menu) {
    const rows = await rowsOf(db, 'menu', ['url']);
    const ids = new Set(rows.map((x) => Number(x.id)));
    const walk = async (nodes: MenuNode[], parent: Ensured | undefined) => {
      for (const [i, node] of nodes.entries()) {
        const e = count('menu', await ensure(keys, `menu:${node.url}`, {
          exists: (id) => ids.has(id),
          find: () => idOf(rows.find((x) => x.url === node.url)),
          // A registry menu is the permission subject of its resources: without its row nobody reaches them.
          restore: true,
          insert: async () => (await insertRows(db, menu, [{ name: node.name, icon: node.icon, url: node.url, parent_id: parent?.id ?? null, urutan: i + 1 }], at))[0],
        }));
        if (e) menus.set(node.url, e);
        if (node.children) await walk(node.children, e);
      }
    };
    await walk(registry.menus, undefined);
  }

  const role = r('role');
  if (role) report.role = await applyGrants(db, registry, role, keys, levels, menus, at);
  const statusRole = r('status-role');
  if (statusRole) report['status-role'] = await applyStatusRoles(db, statusRole, keys, levels, menus, at);

  const akunIds = await applyChart(db, registry, keys, report, at);
  const setting = r('setting');
  if (setting) report.setting = await applySetting(db, setting, keys, akunIds, at);
  await applyLawTables(db, registry, keys, report, at);
  await applyBankTables(db, registry, keys, report, akunIds, at);

  await keys.flush(db);
  return report;
}

const idOf = (row: Row | undefined) => (row ? Number(row.id) : undefined);

/** A level's grants over the registry's menus, in menu order; a sub-menu grant also grants its top menu (read). */
export function levelGrants(registry: Registry, grants: Record<string, Grant>): Array<[url: string, grant: Grant]> {
  const parents = new Map<string, string>();
  const order: string[] = [];
  const visit = (nodes: MenuNode[], parent?: string) => {
    for (const n of nodes) {
      order.push(n.url);
      if (parent) parents.set(n.url, parent);
      if (n.children) visit(n.children, n.url);
    }
  };
  visit(registry.menus);
  const granted = new Map<string, Grant>();
  for (const url of order) {
    const g = grants[url] ?? grants['*'];
    if (!g) continue;
    granted.set(url, g);
    const parent = parents.get(url);
    if (parent && !granted.has(parent)) granted.set(parent, grants[parent] ?? grants['*'] ?? 'read');
  }
  return order.filter((url) => granted.has(url)).map((url) => [url, granted.get(url)!]);
}

/** Role rows per level from GRANTS, in one batch. A grant the admin revoked stays revoked. */
async function applyGrants(db: Db, registry: Registry, role: ResourceDef, keys: BaseKeys, levels: Map<string, Ensured>, menus: Map<string, Ensured>, at: string): Promise<number> {
  const rows = await rowsOf(db, 'role', ['level_id', 'menu_id', 'urutan']);
  const ids = new Set(rows.map((x) => Number(x.id)));
  const byPair = new Map(rows.map((x) => [`${x.level_id}:${x.menu_id}`, Number(x.id)]));
  const lastOrder = new Map<number, number>();
  for (const x of rows) lastOrder.set(Number(x.level_id), Math.max(lastOrder.get(Number(x.level_id)) ?? 0, Number(x.urutan ?? 0)));
  const pending: Array<{ key: string; row: Row }> = [];
  for (const [levelName, grants] of Object.entries(GRANTS)) {
    const lv = levels.get(levelName);
    if (!lv) continue;
    for (const [url, g] of levelGrants(registry, grants)) {
      const mn = menus.get(url);
      if (!mn) continue;
      const key = `role:${levelName}:${url}`;
      const recorded = lv.fresh || mn.fresh ? undefined : keys.get(key);
      if (typeof recorded === 'number' && ids.has(recorded)) continue;
      const found = byPair.get(`${lv.id}:${mn.id}`);
      if (found !== undefined) {
        keys.set(key, found);
        continue;
      }
      if (recorded !== undefined) continue;
      const urutan = (lastOrder.get(lv.id) ?? 0) + 1;
      lastOrder.set(lv.id, urutan);
      pending.push({ key, row: { level_id: lv.id, menu_id: mn.id, create: g !== 'read', update: g !== 'read', delete: g === 'full', urutan } });
    }
  }
  const inserted = await insertRows(db, role, pending.map((p) => p.row), at);
  pending.forEach((p, i) => keys.set(p.key, inserted[i]));
  return inserted.length;
}

/** Who acts next (status-role rows), each found by level, menu and state; one the admin removed stays removed. */
async function applyStatusRoles(db: Db, resource: ResourceDef, keys: BaseKeys, levels: Map<string, Ensured>, menus: Map<string, Ensured>, at: string): Promise<number> {
  const rows = await rowsOf(db, 'status_role', ['level_id', 'menu_id', 'status']);
  const ids = new Set(rows.map((x) => Number(x.id)));
  let added = 0;
  for (const [levelName, url, status, keterangan] of STATUS_ROLES) {
    const lv = levels.get(levelName);
    const mn = menus.get(url);
    if (!lv || !mn) continue;
    const e = await ensure(keys, `status-role:${levelName}:${url}:${status}`, {
      exists: (id) => ids.has(id),
      find: () => idOf(rows.find((x) => Number(x.level_id) === lv.id && Number(x.menu_id) === mn.id && x.status === status)),
      restore: false,
      insert: async () => (await insertRows(db, resource, [{ level_id: lv.id, menu_id: mn.id, status, keterangan }], at))[0],
    });
    if (e?.fresh) added += 1;
  }
  return added;
}

/** Account categories, accounts and the balance-sheet layout of the standard chart; answers code → account id. */
async function applyChart(db: Db, registry: Registry, keys: BaseKeys, report: BaseDataReport, at: string): Promise<Map<string, number>> {
  const akunIds = new Map<string, number>();
  const kategori = findResource(registry, 'akun-kategori');
  const akun = findResource(registry, 'akun');
  if (!kategori || !akun) return akunIds;

  const kategoriRows = await rowsOf(db, 'akun_kategori', ['kode']);
  const kategoriIds = new Map<string, number>();
  for (const [i, [kode, nama, posisi]] of AKUN_KATEGORI.entries()) {
    const e = await ensure(keys, `akun-kategori:${kode}`, {
      exists: (id) => kategoriRows.some((x) => Number(x.id) === id),
      find: () => idOf(kategoriRows.find((x) => x.kode === kode)),
      restore: false,
      insert: async () => (await insertRows(db, kategori, [{ kode, nama, posisi, urutan: i + 1 }], at))[0],
    });
    if (e?.fresh) report['akun-kategori'] += 1;
    if (e) kategoriIds.set(kode, e.id);
  }

  const akunRows = await rowsOf(db, 'akun', ['kode', 'grup_laporan']);
  for (const [kode, nama, tipe] of AKUN) {
    const kategoriId = kategoriIds.get(kode[0]);
    const e = await ensure(keys, `akun:${kode}`, {
      exists: (id) => akunRows.some((x) => Number(x.id) === id),
      find: () => idOf(akunRows.find((x) => x.kode === kode)),
      restore: false,
      insert: async () => (kategoriId === undefined ? undefined : (await insertRows(db, akun, [{ kode, nama, tipe, akun_kategori_id: kategoriId, grup_laporan: GRUP_LAPORAN[kode] ?? null }], at))[0]),
    });
    if (e?.fresh) report.akun += 1;
    if (e) akunIds.set(kode, e.id);
    if (e) await fillGroup(db, keys, kode, e, akunRows, at);
  }

  const neraca = findResource(registry, 'akun-neraca');
  if (!neraca) return akunIds;
  const neracaRows = await rowsOf(db, 'akun_neraca', ['akun_id']);
  for (const [i, [kode, posisi]] of NERACA.entries()) {
    const akunId = akunIds.get(kode);
    if (akunId === undefined) continue;
    const e = await ensure(keys, `akun-neraca:${kode}`, {
      exists: (id) => neracaRows.some((x) => Number(x.id) === id),
      find: () => idOf(neracaRows.find((x) => Number(x.akun_id) === akunId)),
      restore: false,
      // Spaced by ten so a company's own accounts fit between the standard ones.
      insert: async () => (await insertRows(db, neraca, [{ akun_id: akunId, posisi, urutan: (i + 1) * 10 }], at))[0],
    });
    if (e?.fresh) report['akun-neraca'] += 1;
  }
  return akunIds;
}

/**
 * An account written before statement groups (issue 36) gains its group once, where it has none; a group the
 * admin set or cleared afterwards stays as they left it (the key records that it was given).
 */
async function fillGroup(db: Db, keys: BaseKeys, kode: string, e: Ensured, akunRows: Row[], at: string): Promise<void> {
  const key = `akun-grup:${kode}`;
  if (keys.get(key) !== undefined) return;
  const grup = GRUP_LAPORAN[kode];
  if (!grup) return;
  const row = akunRows.find((x) => Number(x.id) === e.id);
  if (!e.fresh && row && (row.grup_laporan === null || row.grup_laporan === undefined || row.grup_laporan === '')) {
    await db.updateTable('akun').set({ grup_laporan: grup, updated_at: at }).where('id', '=', e.id).execute();
  }
  keys.set(key, e.id);
}

/** The settings row, and each posting account not yet set and never written (an account the admin cleared stays clear). */
async function applySetting(db: Db, setting: ResourceDef, keys: BaseKeys, akunIds: Map<string, number>, at: string): Promise<number> {
  const existing = await db.selectFrom('setting').selectAll().orderBy('id').limit(1).executeTakeFirst();
  if (!existing) {
    const values = { ...SETTING_DEFAULTS, ...Object.fromEntries(Object.entries(POSTING_ACCOUNTS).map(([field, kode]) => [field, akunIds.get(kode) ?? null])) };
    const [id] = await insertRows(db, setting, [values], at);
    keys.set('setting', id);
    for (const field of Object.keys(POSTING_ACCOUNTS)) keys.set(`setting:${field}`, id);
    return 1;
  }
  const id = Number(existing.id);
  keys.set('setting', id);
  const fill: Row = {};
  for (const [field, kode] of Object.entries(POSTING_ACCOUNTS)) {
    const key = `setting:${field}`;
    if (keys.get(key) !== undefined) continue;
    if (existing[field] === null || existing[field] === undefined) {
      const akunId = akunIds.get(kode);
      if (akunId === undefined) continue;
      fill[field] = akunId;
    }
    keys.set(key, id);
  }
  if (Object.keys(fill).length) await db.updateTable('setting').set({ ...fill, updated_at: at }).where('id', '=', id).execute();
  forgetSettings(db);
  return 0;
}

/**
 * Tables of the tax law (server/db/base/pajak.ts, pajak-fiskal.ts, pph21.ts): each PPN rate by its start date, each
 * Coretax unit by its code, each PPh 23 tax object and depreciation group by its code and start date, the PPh 21 and
 * BPJS tables. A row the admin changed stays changed; one they removed stays removed.
 */
async function applyLawTables(db: Db, registry: Registry, keys: BaseKeys, report: BaseDataReport, at: string): Promise<void> {
  report['tarif-ppn'] += await applyRows(db, registry, keys, at, 'tarif-ppn', ['berlaku_mulai'], TARIF_PPN.map(([berlaku_mulai, tarif, dpp_pembilang, dpp_penyebut, dasar_hukum]) => ({
    key: berlaku_mulai, row: { berlaku_mulai, tarif, dpp_pembilang, dpp_penyebut, dasar_hukum },
  })));
  report['satuan-coretax'] += await applyRows(db, registry, keys, at, 'satuan-coretax', ['kode'], SATUAN_CORETAX.map(([kode, nama]) => ({ key: kode, row: { kode, nama } })));
  report['kelompok-harta-fiskal'] += await applyRows(db, registry, keys, at, 'kelompok-harta-fiskal', ['kode', 'berlaku_mulai'],
    KELOMPOK_HARTA_FISKAL.map(([kode, nama, masa_manfaat, tarif_garis_lurus, tarif_saldo_menurun, berlaku_mulai, dasar_hukum]) => ({
      key: `${kode}:${berlaku_mulai}`, row: { kode, nama, masa_manfaat, tarif_garis_lurus, tarif_saldo_menurun, berlaku_mulai, dasar_hukum },
    })));
  report['objek-pph23'] += await applyRows(db, registry, keys, at, 'objek-pph23', ['kode', 'berlaku_mulai'], OBJEK_PPH23.map(([kode, nama, tarif, berlaku_mulai, dasar_hukum]) => ({
    key: `${kode}:${berlaku_mulai}`, row: { kode, nama, tarif, berlaku_mulai, dasar_hukum },
  })));
  const ter = Object.entries(TARIF_TER).flatMap(([kategori, rows]) => rows.map(([bruto_sampai, tarif], i) => ({
    key: `${kategori}:${i + 1}:${TER_MULAI}`, row: { kategori, urutan: i + 1, bruto_sampai, tarif, berlaku_mulai: TER_MULAI, dasar_hukum: TER_DASAR.replace('{k}', kategori) },
  })));
  report['tarif-ter'] += await applyRows(db, registry, keys, at, 'tarif-ter', ['kategori', 'urutan', 'berlaku_mulai'], ter);
  report.ptkp += await applyRows(db, registry, keys, at, 'ptkp', ['status_ptkp', 'berlaku_mulai'], PTKP.map(([status_ptkp, jumlah, kategori_ter]) => ({
    key: `${status_ptkp}:${PTKP_MULAI}`, row: { status_ptkp, jumlah, kategori_ter, berlaku_mulai: PTKP_MULAI, dasar_hukum: PTKP_DASAR },
  })));
  report['tarif-pasal-17'] += await applyRows(db, registry, keys, at, 'tarif-pasal-17', ['urutan', 'berlaku_mulai'], TARIF_PASAL_17.map(([pkp_sampai, tarif], i) => ({
    key: `${i + 1}:${PASAL_17_MULAI}`, row: { urutan: i + 1, pkp_sampai, tarif, berlaku_mulai: PASAL_17_MULAI, dasar_hukum: PASAL_17_DASAR },
  })));
  report['iuran-bpjs'] += await applyRows(db, registry, keys, at, 'iuran-bpjs', ['program', 'berlaku_mulai'], IURAN_BPJS.map(([program, berlaku_mulai, tarif_perusahaan, tarif_karyawan, batas_upah, dasar_hukum]) => ({
    key: `${program}:${berlaku_mulai}`, row: { program, berlaku_mulai, tarif_perusahaan, tarif_karyawan, batas_upah, dasar_hukum },
  })));
}

/** Bank statements (issue 40): the QRIS fee table, and the rules a company starts with (on the standard accounts). */
async function applyBankTables(db: Db, registry: Registry, keys: BaseKeys, report: BaseDataReport, akunIds: Map<string, number>, at: string): Promise<void> {
  report['tarif-mdr-qris'] += await applyRows(db, registry, keys, at, 'tarif-mdr-qris', ['kategori', 'batas_atas', 'berlaku_mulai'],
    TARIF_MDR_QRIS.map(([kategori, batas_atas, tarif, berlaku_mulai, dasar_hukum]) => ({
      key: `${kategori}:${batas_atas}:${berlaku_mulai}`, row: { kategori, batas_atas, tarif, berlaku_mulai, dasar_hukum },
    })));
  report['aturan-bank'] += await applyRows(db, registry, keys, at, 'aturan-bank', ['pola', 'arah'],
    ATURAN_BANK.flatMap(([nama, pola, arah, kode, urutan]) => {
      const akun_id = akunIds.get(kode);
      return akun_id === undefined ? [] : [{ key: `${pola}:${arah}`, row: { nama, pola, arah, akun_id, urutan, aktif: 1 } }];
    }));
}

/**
 * Rows of a law table, each under the base-data key `<resource>:<key>`, found again by its natural key (`match`
 * columns) on a database that had it before keys were kept; inserted in one batch. Returns how many were added.
 */
async function applyRows(db: Db, registry: Registry, keys: BaseKeys, at: string, resource: string, match: string[], rows: Array<{ key: string; row: Row }>): Promise<number> {
  const def = findResource(registry, resource);
  if (!def) return 0;
  const table = def.table ?? resource.replace(/-/g, '_');
  const existing = await rowsOf(db, table, match);
  const natural = (r: Row) => match.map((c) => (c === 'berlaku_mulai' ? String(r[c]).slice(0, 10) : String(r[c]))).join('|');
  const byNatural = new Map(existing.map((r) => [natural(r), Number(r.id)]));
  const pending: Array<{ key: string; row: Row }> = [];
  for (const { key, row } of rows) {
    const full = `${resource}:${key}`;
    if (keys.get(full) !== undefined) continue;
    const found = byNatural.get(natural(row));
    if (found !== undefined) keys.set(full, found);
    else pending.push({ key: full, row });
  }
  const inserted = await insertRows(db, def, pending.map((p) => p.row), at);
  pending.forEach((p, i) => keys.set(p.key, inserted[i]));
  return inserted.length;
}
