import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Registry, ResourceDef } from '../../../common/registry.js';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import type { AreaManifest } from '../../../server/core/area.js';
import { stateOnly } from '../../../server/core/steps.js';
import { AREAS } from '../../../server/domain/areas.js';

/** Resources only in this test: the engine must carry each registry rule without code of its own. */
const induk: ResourceDef = {
  name: 'uji-induk', label: 'Induk Uji', labelPlural: 'Induk Uji', menu: '/rute', path: '/uji-induk', titleField: 'nama',
  ordering: { field: 'urutan', path: 'input/uji-induk-order', groupBy: 'gudang_id' },
  fields: [
    { name: 'nama', kind: 'text', label: 'Nama', required: true, searchable: true },
    { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', required: true, filterable: true },
    { name: 'urutan', kind: 'int', label: 'Urutan', default: 0, sortable: true },
  ],
};
const anak: ResourceDef = {
  name: 'uji-anak', label: 'Anak Uji', labelPlural: 'Anak Uji', menu: '/rute', path: '/uji-anak', titleField: 'kode',
  uniqueTogether: [['uji_induk_id', 'kode']],
  fields: [
    { name: 'uji_induk_id', kind: 'ref', ref: 'uji-induk', label: 'Induk', required: true, filterable: true },
    { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', readOnly: true, filterable: true, derivedFrom: { ref: 'uji_induk_id', field: 'gudang_id' } },
    { name: 'kode', kind: 'text', label: 'Kode', required: true },
  ],
};
const cucu: ResourceDef = {
  name: 'uji-cucu', label: 'Cucu Uji', labelPlural: 'Cucu Uji', menu: '/rute', path: '/uji-cucu', titleField: 'kode',
  fields: [
    { name: 'uji_anak_id', kind: 'ref', ref: 'uji-anak', label: 'Anak', required: true, filterable: true },
    { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', readOnly: true, filterable: true, derivedFrom: { ref: 'uji_anak_id', field: 'gudang_id' } },
    { name: 'kode', kind: 'text', label: 'Kode', required: true },
  ],
};
const STATES = [{ value: 'diajukan', label: 'Diajukan' }, { value: 'disetujui', label: 'Disetujui' }, { value: 'ditolak', label: 'Ditolak' }];
const ajuan: ResourceDef = {
  name: 'uji-ajuan', label: 'Ajuan Uji', labelPlural: 'Ajuan Uji', menu: '/rute', path: '/uji-ajuan', titleField: 'catatan',
  scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
  workflow: {
    field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
    transitions: [
      { name: 'setujui', path: 'input/uji-ajuan-approve', label: 'Setujui', from: ['diajukan'], to: 'disetujui', action: 'update', levels: ['supervisor', 'admin'], notByCreator: true, stampUser: 'diputuskan_oleh', stampAt: 'diputuskan_pada' },
      { name: 'tolak', path: 'input/uji-ajuan-tolak', label: 'Tolak', from: ['diajukan'], to: 'ditolak', action: 'update', fields: [{ name: 'alasan', kind: 'text', label: 'Alasan', required: true }] },
    ],
  },
  fields: [
    { name: 'catatan', kind: 'text', label: 'Catatan', required: true },
    { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', filterable: true },
    { name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, options: STATES },
    { name: 'alasan', kind: 'text', label: 'Alasan', readOnly: true },
    { name: 'diputuskan_oleh', kind: 'ref', ref: 'user', label: 'Diputuskan Oleh', readOnly: true },
    { name: 'diputuskan_pada', kind: 'datetime', label: 'Diputuskan Pada', readOnly: true },
  ],
};
const kunjungan: ResourceDef = {
  name: 'uji-kunjungan', label: 'Kunjungan Uji', labelPlural: 'Kunjungan Uji', menu: '/rute', path: '/uji-kunjungan', titleField: 'catatan',
  scope: { field: 'rute_id', by: 'ref', levels: ['sales'] },
  fields: [
    { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute', required: true, filterable: true },
    { name: 'catatan', kind: 'text', label: 'Catatan', required: true },
  ],
};
const fixture: Registry = { ...registry, resources: [...registry.resources, induk, anak, cucu, ajuan, kunjungan] };

let t: TestApp;
/** The fixture's steps change state only (the engine's stamps and checks are under test). */
const fixtureArea: AreaManifest = { name: 'uji', steps: { 'uji-ajuan': { setujui: stateOnly, tolak: stateOnly } } };

beforeAll(async () => { t = await createTestApp({ registry: fixture, areas: [...AREAS, fixtureArea] }); }, 300_000);
afterAll(async () => { await t.close(); });

const save = (user: string, name: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/input/${name}`, payload });
const gudangIds = async () => (await t.database.db.selectFrom('gudang').select('id').orderBy('id').execute()).map((r) => r.id as number);
const levelId = async (nama: string) => (await t.database.db.selectFrom('level').select('id').where('nama_level', '=', nama).executeTakeFirstOrThrow()).id as number;

describe('derived columns (derivedFrom)', () => {
  it('copy the referenced record, refuse being sent, filter, and follow a moved parent down two levels', async () => {
    const [g1, g2] = await gudangIds();
    const parent = (await save('admin', 'uji-induk', { nama: 'Blok A', gudang_id: g1 })).json().data;
    const child = (await save('admin', 'uji-anak', { uji_induk_id: parent.id, kode: 'R1' })).json().data;
    expect(child.gudang_id).toBe(g1);
    const grand = (await save('admin', 'uji-cucu', { uji_anak_id: child.id, kode: 'L1' })).json().data;
    expect(grand.gudang_id).toBe(g1);
    expect((await save('admin', 'uji-anak', { uji_induk_id: parent.id, kode: 'R9', gudang_id: g2 })).statusCode).toBe(400);

    expect((await save('admin', 'uji-induk', { id: parent.id, gudang_id: g2 })).statusCode).toBe(200);
    expect((await t.call('admin', { method: 'GET', url: `/api/uji-anak/${child.id}` })).json().data.gudang_id).toBe(g2);
    expect((await t.call('admin', { method: 'GET', url: `/api/uji-cucu/${grand.id}` })).json().data.gudang_id).toBe(g2);
    const byWarehouse = (await t.call('admin', { method: 'GET', url: `/api/uji-cucu?gudang_id=${g2}` })).json();
    expect(byWarehouse.data.map((r: { id: number }) => r.id)).toContain(grand.id);
  });
});

describe('uniqueTogether', () => {
  it('refuses the same code under the same parent with a 422 naming the last column, allows it elsewhere', async () => {
    const [g1] = await gudangIds();
    const a = (await save('admin', 'uji-induk', { nama: 'Blok U1', gudang_id: g1 })).json().data;
    const b = (await save('admin', 'uji-induk', { nama: 'Blok U2', gudang_id: g1 })).json().data;
    expect((await save('admin', 'uji-anak', { uji_induk_id: a.id, kode: 'R01' })).statusCode).toBe(201);
    const before = await countRows(t.database, 'uji_anak');
    const dup = await save('admin', 'uji-anak', { uji_induk_id: a.id, kode: 'R01' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ kode: ['Kode sudah dipakai pada Induk yang sama'] });
    expect(await countRows(t.database, 'uji_anak')).toBe(before);
    const other = (await save('admin', 'uji-anak', { uji_induk_id: b.id, kode: 'R01' })).json().data;
    expect(other.id).toBeGreaterThan(0);
    const moved = await save('admin', 'uji-anak', { id: other.id, uji_induk_id: a.id });
    expect(moved.statusCode).toBe(422);
  });
});

describe('ordering', () => {
  it('sets the order column from the id list, within one group, and refuses strangers', async () => {
    const [g1, g2] = await gudangIds();
    const ids = [];
    for (const nama of ['O1', 'O2', 'O3']) ids.push((await save('admin', 'uji-induk', { nama, gudang_id: g1 })).json().data.id);
    const res = await t.call('admin', { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids: [ids[2], ids[0], ids[1]] } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.selectFrom('uji_induk').select(['id', 'urutan']).where('id', 'in', ids).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.urutan]))).toEqual({ [ids[2]]: 1, [ids[0]]: 2, [ids[1]]: 3 });

    const elsewhere = (await save('admin', 'uji-induk', { nama: 'O4', gudang_id: g2 })).json().data.id;
    expect((await t.call('admin', { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids: [ids[0], elsewhere] } })).statusCode).toBe(422);
    expect((await t.call('admin', { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids: [ids[0], 999999] } })).statusCode).toBe(422);
    expect((await t.call('admin', { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids: [ids[0], ids[0]] } })).statusCode).toBe(422);
    expect((await t.call('admin', { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids: [ids[0]], x: 1 } })).statusCode).toBe(400);
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids } })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'POST', url: '/api/input/uji-induk-order', payload: { ids } })).statusCode).toBe(401);
  });
});

describe('workflow', () => {
  it('starts in the initial state, refuses status in the body, and moves by its steps only', async () => {
    const created = await save('spv', 'uji-ajuan', { catatan: 'Toko baru' });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().data;
    expect(doc.status).toBe('diajukan');
    expect((await save('spv', 'uji-ajuan', { catatan: 'x', status: 'disetujui' })).statusCode).toBe(400);

    const self = await t.call('spv', { method: 'POST', url: '/api/input/uji-ajuan-approve', payload: { id: doc.id } });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/sendiri/);

    const ok = await t.call('admin', { method: 'POST', url: '/api/input/uji-ajuan-approve', payload: { id: doc.id } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'disetujui', diputuskan_oleh: expect.any(Number), diputuskan_pada: expect.any(String) });

    const again = await t.call('admin', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: doc.id, alasan: 'x' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ajuan Uji berstatus Disetujui; Tolak hanya dapat dilakukan dari status Diajukan');
    const edit = await save('admin', 'uji-ajuan', { id: doc.id, catatan: 'diubah' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/berstatus Disetujui; hanya dapat diubah saat berstatus Diajukan/);
    expect((await t.call('admin', { method: 'DELETE', url: `/api/uji-ajuan/${doc.id}` })).statusCode).toBe(409);

    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('resource', '=', 'uji-ajuan').where('record_id', '=', doc.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'setujui']);
  });

  it('validates step inputs, writes them, and checks menu rights and levels', async () => {
    const doc = (await save('admin', 'uji-ajuan', { catatan: 'Toko dua' })).json().data;
    const missing = await t.call('spv', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: doc.id } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ alasan: ['Alasan wajib diisi'] });
    expect((await t.call('spv', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: doc.id, alasan: 'x', status: 'y' } })).statusCode).toBe(400);
    expect((await t.call('spv', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: {} })).statusCode).toBe(422);
    expect((await t.call('spv', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: 999999, alasan: 'x' } })).statusCode).toBe(404);
    // Sales holds only read on the menu; GM holds update but is not a level named by the step.
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/uji-ajuan-approve', payload: { id: doc.id } })).statusCode).toBe(403);
    const gm = await t.call('gm', { method: 'POST', url: '/api/input/uji-ajuan-approve', payload: { id: doc.id } });
    expect(gm.statusCode).toBe(403);
    expect(gm.json().message).toMatch(/Supervisor, Admin/);
    const rejected = await t.call('spv', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: doc.id, alasan: 'Alamat tidak ditemukan' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'ditolak', alasan: 'Alamat tidak ditemukan' });
  });

  it('a step on a record outside the scope answers 404', async () => {
    const sales = await levelId('Sales');
    const menu = (await t.database.db.selectFrom('menu').select('id').where('url', '=', '/rute').executeTakeFirstOrThrow()).id;
    const role = await t.database.db.selectFrom('role').select('id').where('level_id', '=', sales).where('menu_id', '=', menu).executeTakeFirstOrThrow();
    await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, create: true, update: true } });
    const mine = (await save('sales1', 'uji-ajuan', { catatan: 'Milik sales1' })).json().data;
    expect((await t.call('sales2', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: mine.id, alasan: 'x' } })).statusCode).toBe(404);
    const own = await t.call('sales1', { method: 'POST', url: '/api/input/uji-ajuan-tolak', payload: { id: mine.id, alasan: 'x' } });
    expect(own.statusCode).toBe(200);
    await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, create: false, update: false } });
  });
});

describe('scope through a reference (by: ref)', () => {
  it("shows a salesperson only rows on their own routes and refuses another's route", async () => {
    const rute = (await t.call('admin', { method: 'GET', url: '/api/rute?perPage=100' })).json().data as Array<{ id: number; karyawan_id: number }>;
    const me = (await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow()).karyawan_id;
    const own = rute.find((r) => r.karyawan_id === me)!;
    const other = rute.find((r) => r.karyawan_id !== me)!;
    const a = (await save('admin', 'uji-kunjungan', { rute_id: own.id, catatan: 'Kunjungan A' })).json().data;
    const b = (await save('admin', 'uji-kunjungan', { rute_id: other.id, catatan: 'Kunjungan B' })).json().data;
    const list = (await t.call('sales1', { method: 'GET', url: '/api/uji-kunjungan?perPage=100' })).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(a.id);
    expect(list.data.map((r: { id: number }) => r.id)).not.toContain(b.id);
    expect((await t.call('sales1', { method: 'GET', url: `/api/uji-kunjungan/${b.id}` })).statusCode).toBe(404);
    expect((await t.call('admin', { method: 'GET', url: `/api/uji-kunjungan/${b.id}` })).statusCode).toBe(200);

    const sales = await levelId('Sales');
    const menu = (await t.database.db.selectFrom('menu').select('id').where('url', '=', '/rute').executeTakeFirstOrThrow()).id;
    const role = await t.database.db.selectFrom('role').select('id').where('level_id', '=', sales).where('menu_id', '=', menu).executeTakeFirstOrThrow();
    await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, create: true } });
    expect((await save('sales1', 'uji-kunjungan', { rute_id: other.id, catatan: 'x' })).statusCode).toBe(403);
    expect((await save('sales1', 'uji-kunjungan', { rute_id: own.id, catatan: 'Kunjungan sendiri' })).statusCode).toBe(201);
    await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, create: false } });
  });
});
