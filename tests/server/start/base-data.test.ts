import { STATUS_ROLES } from '../../../server/db/base/status-roles.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import { openPostgres, openSqlite, type Database_ } from '../../../server/db/connection.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { ATURAN_BANK, TARIF_MDR_QRIS } from '../../../server/db/base/bank.js';
import { AKUN, BASE_DATA_VERSION, GRANTS, LEVELS, KELOMPOK_HARTA_FISKAL, NERACA, OBJEK_PPH23, SATUAN_CORETAX, TARIF_PPN } from '../../../server/db/base/definition.js';
import { levelGrants } from '../../../server/db/base/apply.js';
import { IURAN_BPJS } from '../../../server/db/base/pph21.js';
import { countRows, freshDatabase, PG_URL } from '../support/helpers.js';
import { duplicateBaseRows, NO_DUPLICATES, registryMenuUrls } from './start-helpers.js';

const menuCount = registryMenuUrls(registry).length;
const grantCount = Object.values(GRANTS).reduce((n, g) => n + levelGrants(registry, g).length, 0);
const NOTHING = { level: 0, menu: 0, role: 0, 'status-role': 0, 'akun-kategori': 0, akun: 0, 'akun-neraca': 0, setting: 0, 'tarif-ppn': 0, 'satuan-coretax': 0, 'tarif-ter': 0, ptkp: 0, 'tarif-pasal-17': 0, 'iuran-bpjs': 0, 'objek-pph23': 0, 'kelompok-harta-fiskal': 0, 'tarif-mdr-qris': 0, 'aturan-bank': 0 };

let database: Database_;
let drop: () => Promise<void>;
beforeAll(async () => { ({ database, drop } = await freshDatabase()); });
afterAll(async () => { await drop(); });

const idOf = async (table: string, column: string, value: string) =>
  Number((await database.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);
const roleOf = async (level: string, url: string) => database.db.selectFrom('role')
  .select('role.id').innerJoin('level', 'level.id', 'role.level_id').innerJoin('menu', 'menu.id', 'role.menu_id')
  .where('level.nama_level', '=', level).where('menu.url', '=', url).executeTakeFirst();

describe('base data at every start', () => {
  it('writes levels, every registry menu, the grants, the chart of accounts and the settings into an empty database', async () => {
    const report = await prepareDatabase(database, registry);
    expect(report).toEqual({ level: LEVELS.length, menu: menuCount, role: grantCount, 'status-role': STATUS_ROLES.length, 'akun-kategori': 8, akun: AKUN.length, 'akun-neraca': NERACA.length, setting: 1, 'tarif-ppn': TARIF_PPN.length, 'satuan-coretax': SATUAN_CORETAX.length,
      'tarif-ter': 125, ptkp: 8, 'tarif-pasal-17': 5, 'iuran-bpjs': IURAN_BPJS.length, 'objek-pph23': OBJEK_PPH23.length, 'kelompok-harta-fiskal': KELOMPOK_HARTA_FISKAL.length, 'tarif-mdr-qris': TARIF_MDR_QRIS.length, 'aturan-bank': ATURAN_BANK.length,
    });
    expect(await countRows(database, 'menu')).toBe(menuCount);
    expect(await countRows(database, 'users')).toBe(0);
    const setting = await database.db.selectFrom('setting').selectAll().executeTakeFirstOrThrow();
    expect(setting.akun_persediaan_id).toBe(await idOf('akun', 'kode', '1-1400'));
  });

  it('adds nothing and duplicates nothing on the next start', async () => {
    const counts = async () => Promise.all(['level', 'menu', 'role', 'akun', 'akun_neraca', 'setting', 'base_data'].map((t) => countRows(database, t)));
    const before = await counts();
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect(await counts()).toEqual(before);
    expect(await duplicateBaseRows(database)).toEqual(NO_DUPLICATES);
  });

  it("keeps what the admin changed: a renamed menu, a revoked grant, a removed account, a cleared posting account", async () => {
    const { db } = database;
    await db.updateTable('menu').set({ name: 'Rute Kunjungan' }).where('url', '=', '/rute').execute();
    await db.deleteFrom('role').where('id', '=', (await roleOf('Sales', '/rute'))!.id).execute();
    await db.updateTable('role').set({ delete: 0 }).where('id', '=', (await roleOf('Owner', '/barang'))!.id).execute();
    await db.deleteFrom('akun_neraca').where('akun_id', '=', await idOf('akun', 'kode', '6-1600')).execute();
    await db.deleteFrom('akun').where('kode', '=', '6-1600').execute();
    await db.updateTable('level').set({ nama_level: 'Salesman' }).where('nama_level', '=', 'Sales').execute();
    await db.updateTable('setting').set({ akun_kas_id: null }).execute();

    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect((await db.selectFrom('menu').select('name').where('url', '=', '/rute').executeTakeFirstOrThrow()).name).toBe('Rute Kunjungan');
    expect(await roleOf('Salesman', '/rute')).toBeUndefined();
    expect(await roleOf('Sales', '/rute')).toBeUndefined();
    expect(Number((await db.selectFrom('role').select('delete').where('id', '=', (await roleOf('Owner', '/barang'))!.id).executeTakeFirstOrThrow()).delete)).toBe(0);
    expect(await db.selectFrom('akun').select('id').where('kode', '=', '6-1600').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('level').select('id').where('nama_level', '=', 'Sales').executeTakeFirst()).toBeUndefined();
    expect((await db.selectFrom('setting').select('akun_kas_id').executeTakeFirstOrThrow()).akun_kas_id).toBeNull();
  });

  it('puts back a registry menu that is missing, with the grants of a menu that is new again', async () => {
    const { db } = database;
    const id = await idOf('menu', 'url', '/kategori-harga');
    await db.deleteFrom('role').where('menu_id', '=', id).execute();
    await db.deleteFrom('menu').where('id', '=', id).execute();
    expect(await prepareDatabase(database, registry)).toEqual({ ...NOTHING, menu: 1, role: Object.values(GRANTS).filter((g) => levelGrants(registry, g).some(([u]) => u === '/kategori-harga')).length });
    expect(await roleOf('Admin', '/kategori-harga')).toBeDefined();
    expect(await roleOf('Finance', '/kategori-harga')).toBeDefined();
    expect(await duplicateBaseRows(database)).toEqual(NO_DUPLICATES);
  });

  it('gives a database of an earlier release (no record of base data) every menu, grant and account it lacks', async () => {
    const { db } = database;
    await db.deleteFrom('base_data').execute();
    await db.deleteFrom('role').where('menu_id', '=', await idOf('menu', 'url', '/integritas')).execute();
    await db.deleteFrom('menu').where('url', '=', '/integritas').execute();
    await db.deleteFrom('akun_neraca').where('akun_id', '=', await idOf('akun', 'kode', '1-1700')).execute();
    await db.deleteFrom('akun').where('kode', '=', '1-1700').execute();
    const report = await prepareDatabase(database, registry);
    expect(report.menu).toBe(1);
    expect(report.akun).toBeGreaterThanOrEqual(2); // 1-1700 and 6-1600 (its removal was recorded only in the deleted record)
    expect(await roleOf('Admin', '/integritas')).toBeDefined();
    expect(await db.selectFrom('akun').select('id').where('kode', '=', '1-1700').executeTakeFirst()).toBeDefined();
    expect(await duplicateBaseRows(database)).toEqual(NO_DUPLICATES);
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
  });

  it('gives a database of base data 11 the Pajak menu group with its screens, reports and grants once (issue 37)', async () => {
    const { db } = database;
    // Base data 11 had none of the Pajak group's menus (e-Bupot and Laporan Koreksi Fiskal came with 13).
    const urls = ['/grup-pajak', '/faktur-pajak', '/ppn-masa', '/pajak/ppn-masukan', '/pajak/ppn-masa', '/pajak/ebupot', '/pajak/koreksi-fiskal'];
    const menuIds = (await db.selectFrom('menu').select('id').where('url', 'in', urls).execute()).map((m) => Number(m.id));
    expect(menuIds).toHaveLength(7);
    await db.deleteFrom('role').where('menu_id', 'in', menuIds).execute();
    await db.deleteFrom('menu').where('id', 'in', menuIds).execute();
    await db.deleteFrom('base_data').where((eb) => eb.or(urls.flatMap((u) => [eb('key', '=', `menu:${u}`), eb('key', 'like', `role:%:${u}`)]))).execute();
    const report = await prepareDatabase(database, registry);
    expect(report).toEqual({ ...NOTHING, menu: 7, role: Object.values(GRANTS).reduce((n, g) => n + levelGrants(registry, g).filter(([url]) => urls.includes(url)).length, 0) });
    for (const level of ['Admin', 'Owner', 'Finance', 'General Manager']) expect(await roleOf(level, '/pajak/ppn-masukan'), level).toBeDefined();
    for (const level of ['Admin', 'Owner', 'Finance', 'General Manager']) expect(await roleOf(level, '/pajak/koreksi-fiskal'), level).toBeDefined();
    for (const level of ['Sales', 'Supervisor', 'Admin Gudang', 'Admin Aset']) expect(await roleOf(level, '/pajak/koreksi-fiskal'), level).toBeUndefined();
    for (const level of ['Sales', 'Supervisor', 'Admin Gudang']) expect(await roleOf(level, '/pajak/ppn-masukan'), level).toBeUndefined();
    for (const url of ['/faktur-pajak', '/ppn-masa', '/pajak/ebupot']) {
      expect(await roleOf('Finance', url), url).toBeDefined();
      expect(await roleOf('Sales', url), url).toBeUndefined();
    }
    // The month's PPN closing posts to its own accounts, set in the settings like every posting account.
    const setting = await db.selectFrom('setting').select(['akun_hutang_ppn_id', 'akun_ppn_lebih_bayar_id']).executeTakeFirstOrThrow();
    expect(Number(setting.akun_hutang_ppn_id)).toBe(await idOf('akun', 'kode', '2-1310'));
    expect(Number(setting.akun_ppn_lebih_bayar_id)).toBe(await idOf('akun', 'kode', '1-1610'));
    const parent = await db.selectFrom('menu').select(['parent_id']).where('url', '=', '/pajak/ppn-masukan').executeTakeFirstOrThrow();
    expect(Number(parent.parent_id)).toBe(await idOf('menu', 'url', '/grup-pajak'));
    expect(Number((await db.selectFrom('base_data').select('version').where('key', '=', 'menu:/grup-pajak').executeTakeFirstOrThrow()).version)).toBe(BASE_DATA_VERSION);
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
  });

  it('gives a database of base data 10 the tax law tables once; a rate the admin changed and a unit they removed stay so', async () => {
    const { db } = database;
    expect(BASE_DATA_VERSION).toBe(14);
    // Base data 10 had neither table's rows nor their keys.
    await db.deleteFrom('base_data').where((eb) => eb.or([eb('key', 'like', 'tarif-ppn:%'), eb('key', 'like', 'satuan-coretax:%')])).execute();
    await db.deleteFrom('tarif_ppn').execute();
    await db.deleteFrom('satuan_coretax').execute();
    const report = await prepareDatabase(database, registry);
    expect(report).toEqual({ ...NOTHING, 'tarif-ppn': 2, 'satuan-coretax': 39 });
    const rates = await db.selectFrom('tarif_ppn').select(['berlaku_mulai', 'tarif', 'dpp_pembilang', 'dpp_penyebut']).orderBy('berlaku_mulai').execute();
    expect(rates.map((x) => [x.berlaku_mulai, Number(x.tarif), Number(x.dpp_pembilang), Number(x.dpp_penyebut)])).toEqual([['2022-04-01', 1100, 1, 1], ['2025-01-01', 1200, 11, 12]]);
    const written = await db.selectFrom('base_data').select(['key', 'version']).where('key', '=', 'satuan-coretax:UM.0021').executeTakeFirstOrThrow();
    expect(Number(written.version)).toBe(BASE_DATA_VERSION);
    expect((await db.selectFrom('satuan_coretax').select('nama').where('kode', '=', 'UM.0021').executeTakeFirstOrThrow()).nama).toBe('Buah (Piece)');

    await db.updateTable('tarif_ppn').set({ dasar_hukum: 'diubah admin' }).where('berlaku_mulai', '=', '2025-01-01').execute();
    await db.deleteFrom('satuan_coretax').where('kode', '=', 'UM.0009').execute();
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect((await db.selectFrom('tarif_ppn').select('dasar_hukum').where('berlaku_mulai', '=', '2025-01-01').executeTakeFirstOrThrow()).dasar_hukum).toBe('diubah admin');
    expect(await db.selectFrom('satuan_coretax').select('id').where('kode', '=', 'UM.0009').executeTakeFirst()).toBeUndefined();
    expect(await countRows(database, 'tarif_ppn')).toBe(2);
  });

  it('gives a database of base data 12 the PPh 21 and BPJS tables once, found again by their natural keys (issue 38)', async () => {
    const { db } = database;
    const tables = ['tarif_ter', 'ptkp', 'tarif_pasal_17', 'iuran_bpjs'];
    const keys = ['tarif-ter:%', 'ptkp:%', 'tarif-pasal-17:%', 'iuran-bpjs:%'];
    await db.deleteFrom('base_data').where((eb) => eb.or(keys.map((k) => eb('key', 'like', k)))).execute();
    for (const table of tables) await db.deleteFrom(table).execute();
    expect(await prepareDatabase(database, registry)).toEqual({ ...NOTHING, 'tarif-ter': 125, ptkp: 8, 'tarif-pasal-17': 5, 'iuran-bpjs': IURAN_BPJS.length });
    const caps = await db.selectFrom('iuran_bpjs').select(['berlaku_mulai', 'batas_upah']).where('program', '=', 'jp').orderBy('berlaku_mulai').execute();
    expect(caps.map((c) => [String(c.berlaku_mulai).slice(0, 10), Number(c.batas_upah)])).toEqual([['2024-03-01', 10_042_300], ['2025-03-01', 10_547_400], ['2026-03-01', 11_086_300]]);
    // Keys lost but rows kept (an older release wrote them): found again, nothing doubled; an admin's change stays.
    await db.updateTable('ptkp').set({ jumlah: 60_000_000 }).where('status_ptkp', '=', 'TK/0').execute();
    await db.deleteFrom('base_data').where('key', 'like', 'ptkp:%').execute();
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect(await countRows(database, 'ptkp')).toBe(8);
    expect(Number((await db.selectFrom('ptkp').select('jumlah').where('status_ptkp', '=', 'TK/0').executeTakeFirstOrThrow()).jumlah)).toBe(60_000_000);
  });

  it('gives a database of base data 12 the PPh 23 tax objects, Hutang PPh 23 and its posting account once; a rate the admin changed stays', async () => {
    const { db } = database;
    // Base data 12 had neither the table's rows, nor 2-1420, nor the setting.
    await db.deleteFrom('base_data').where((eb) => eb.or([eb('key', 'like', 'objek-pph23:%'), eb('key', '=', 'akun:2-1420'), eb('key', '=', 'akun-neraca:2-1420'), eb('key', '=', 'setting:akun_hutang_pph23_id')])).execute();
    await db.deleteFrom('objek_pph23').execute();
    await db.updateTable('setting').set({ akun_hutang_pph23_id: null }).execute();
    await db.deleteFrom('akun_neraca').where('akun_id', '=', await idOf('akun', 'kode', '2-1420')).execute();
    await db.deleteFrom('akun').where('kode', '=', '2-1420').execute();
    const report = await prepareDatabase(database, registry);
    expect(report).toEqual({ ...NOTHING, akun: 1, 'akun-neraca': 1, 'objek-pph23': OBJEK_PPH23.length });
    const hutang = await idOf('akun', 'kode', '2-1420');
    expect(Number((await db.selectFrom('setting').select('akun_hutang_pph23_id').executeTakeFirstOrThrow()).akun_hutang_pph23_id)).toBe(hutang);
    const jasa = await db.selectFrom('objek_pph23').select(['nama', 'tarif', 'berlaku_mulai']).where('kode', '=', '24-104-01').executeTakeFirstOrThrow();
    expect([jasa.nama, Number(jasa.tarif), String(jasa.berlaku_mulai).slice(0, 10)]).toEqual(['Jasa Teknik', 200, '2009-01-01']);
    expect(Number((await db.selectFrom('objek_pph23').select('tarif').where('kode', '=', '24-103-01').executeTakeFirstOrThrow()).tarif)).toBe(1500);

    await db.updateTable('objek_pph23').set({ tarif: 250 }).where('kode', '=', '24-104-01').execute();
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect(Number((await db.selectFrom('objek_pph23').select('tarif').where('kode', '=', '24-104-01').executeTakeFirstOrThrow()).tarif)).toBe(250);
    expect(await countRows(database, 'objek_pph23')).toBe(OBJEK_PPH23.length);
  });

  it('gives a database of base data 12 the tax depreciation groups once (issue 38); a group the admin changed stays so', async () => {
    const { db } = database;
    await db.deleteFrom('base_data').where('key', 'like', 'kelompok-harta-fiskal:%').execute();
    await db.deleteFrom('kelompok_harta_fiskal').execute();
    expect(await prepareDatabase(database, registry)).toEqual({ ...NOTHING, 'kelompok-harta-fiskal': 6 });
    const rows = await db.selectFrom('kelompok_harta_fiskal').select(['kode', 'masa_manfaat', 'tarif_garis_lurus', 'tarif_saldo_menurun', 'berlaku_mulai']).orderBy('id').execute();
    expect(rows.map((r) => [r.kode, Number(r.masa_manfaat), Number(r.tarif_garis_lurus), r.tarif_saldo_menurun === null ? null : Number(r.tarif_saldo_menurun)])).toEqual([
      ['1', 4, 2500, 5000], ['2', 8, 1250, 2500], ['3', 16, 625, 1250], ['4', 20, 500, 1000], ['bangunan_permanen', 20, 500, null], ['bangunan_tidak_permanen', 10, 1000, null],
    ]);
    expect(rows.every((r) => String(r.berlaku_mulai).slice(0, 10) === '2009-01-01')).toBe(true);
    const written = await db.selectFrom('base_data').select('version').where('key', '=', 'kelompok-harta-fiskal:2:2009-01-01').executeTakeFirstOrThrow();
    expect(Number(written.version)).toBe(BASE_DATA_VERSION);
    await db.updateTable('kelompok_harta_fiskal').set({ nama: 'diubah admin' }).where('kode', '=', '2').execute();
    expect(await prepareDatabase(database, registry)).toEqual(NOTHING);
    expect((await db.selectFrom('kelompok_harta_fiskal').select('nama').where('kode', '=', '2').executeTakeFirstOrThrow()).nama).toBe('diubah admin');
    expect(await countRows(database, 'kelompok_harta_fiskal')).toBe(6);
  });
});

describe('two instances starting at once', () => {
  it('migrate and write base data once: the second waits for the first and finds nothing to do', async () => {
    let a: Database_;
    let b: Database_;
    let cleanup: () => Promise<void>;
    if (PG_URL) {
      const fresh = await freshDatabase();
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(fresh.database.db)).rows[0].s;
      a = fresh.database;
      b = openPostgres(fresh.database.url!, 4, schema);
      cleanup = async () => { await b.close(); await fresh.drop(); };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'niaga-start-'));
      a = openSqlite(join(dir, 'niaga.sqlite'));
      b = openSqlite(join(dir, 'niaga.sqlite'));
      cleanup = async () => { await a.close(); await b.close(); rmSync(dir, { recursive: true, force: true }); };
    }
    try {
      const [ra, rb] = await Promise.all([prepareDatabase(a, registry), prepareDatabase(b, registry)]);
      const total = (k: keyof typeof NOTHING) => ra[k] + rb[k];
      expect(total('menu')).toBe(menuCount);
      expect(total('role')).toBe(grantCount);
      expect([ra.menu, rb.menu].sort()).toEqual([0, menuCount]);
      expect(await duplicateBaseRows(a)).toEqual(NO_DUPLICATES);
      expect(await countRows(a, 'migrasi')).toBe(await countRows(database, 'migrasi'));
    } finally {
      await cleanup();
    }
  });
});
