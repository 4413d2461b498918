import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../../common/registry';
import registry from '../../../resources.config';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { saveSession } from '../../../src/providers/session';
import { fakeApi, tokenAnswer } from '../helpers/fakeApi';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

/** A document with line items, next to the real registry's resources. */
const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'nota', label: 'Nota', labelPlural: 'Nota', menu: '/nota', path: '/nota', titleField: 'nomor',
      lines: { resource: 'nota-rincian', foreignKey: 'nota_id', field: 'rincian' },
      fields: [
        { name: 'nomor', kind: 'text', label: 'Nomor', required: true },
        { name: 'pelanggan_id', kind: 'ref', ref: 'pelanggan', label: 'Pelanggan' },
        { name: 'total', kind: 'money', label: 'Total', readOnly: true },
        { name: 'pin', kind: 'password', label: 'PIN' },
        { name: 'versi', kind: 'int', label: 'Versi', internal: true },
      ],
    },
    {
      name: 'nota-rincian', label: 'Rincian', labelPlural: 'Rincian', menu: '/nota', path: '/nota-rincian', titleField: 'id', parent: 'nota',
      fields: [
        { name: 'nota_id', kind: 'ref', ref: 'nota', label: 'Nota', required: true },
        { name: 'qty', kind: 'qty', label: 'Jumlah' },
        { name: 'harga', kind: 'money', label: 'Harga' },
        { name: 'subtotal', kind: 'money', label: 'Subtotal', readOnly: true },
      ],
    },
    { name: 'pelanggan', label: 'Pelanggan', labelPlural: 'Pelanggan', menu: '/pelanggan', path: '/pelanggan', titleField: 'nama', fields: [{ name: 'nama', kind: 'text', label: 'Nama' }] },
  ],
};

describe('dataProvider URLs', () => {
  it('lists with page, perPage, sort, order, q and filters (arrays as repeated keys)', async () => {
    server = fakeApi(() => ({ data: { data: [{ id: 1 }], total: 41 } }));
    const dp = createDataProvider(registry);
    const result = await dp.getList('rute', {
      pagination: { page: 2, perPage: 25 }, sort: { field: 'kode', order: 'ASC' },
      filter: { q: 'dago', teritori_id: [1, 2], aktif: true, kosong: '', tanggal_gte: '2026-01-01' },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
    const req = server.requests[0];
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/api/rute');
    expect(req.url).toBe('/api/rute?page=2&perPage=25&sort=kode&order=ASC&q=dago&teritori_id=1&teritori_id=2&aktif=true&tanggal_gte=2026-01-01');
  });

  it('caps a page at 1000 rows', async () => {
    server = fakeApi(() => ({ data: { data: [], total: 0 } }));
    await createDataProvider(registry).getList('rute', { pagination: { page: 1, perPage: 5000 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(server.requests[0].query.get('perPage')).toBe('1000');
  });

  it('gets one record by id', async () => {
    server = fakeApi(() => ({ data: { data: { id: 7, nama: 'A' } } }));
    const { data } = await createDataProvider(registry).getOne('rute', { id: 7 });
    expect(data).toEqual({ id: 7, nama: 'A' });
    expect(server.requests[0].url).toBe('/api/rute/7');
  });

  it('gets many with repeated id keys, each id once', async () => {
    server = fakeApi(() => ({ data: { data: [{ id: 1 }, { id: 2 }], total: 2 } }));
    const { data } = await createDataProvider(registry).getMany('karyawan', { ids: [1, 2, 2] });
    expect(data).toHaveLength(2);
    expect(server.requests[0].url).toBe('/api/karyawan?id=1&id=2&page=1&perPage=2');
  });

  it('gets line items of a parent through its foreign key', async () => {
    server = fakeApi(() => ({ data: { data: [], total: 0 } }));
    await createDataProvider(fixture).getManyReference('nota-rincian', {
      target: 'nota_id', id: 9, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {},
    });
    expect(server.requests[0].url).toBe('/api/nota-rincian?page=1&perPage=50&sort=id&order=ASC&nota_id=9');
  });

  it('refuses a resource the registry does not know, without calling the server', async () => {
    server = fakeApi(() => ({ data: {} }));
    await expect(createDataProvider(registry).getList('tidak-ada', {})).rejects.toThrow('Sumber data tidak dikenal');
    expect(server.requests).toHaveLength(0);
  });
});

describe('dataProvider saves', () => {
  it('creates with only writable fields, lines stripped too, and an Idempotency-Key', async () => {
    server = fakeApi(() => ({ status: 201, data: { data: { id: 5, nomor: 'N-1' }, message: 'Nota berhasil ditambahkan' } }));
    const { data } = await createDataProvider(fixture).create('nota', {
      data: {
        nomor: 'N-1', pelanggan_id: 3, pelanggan: { id: 3, nama: 'Toko A' }, total: 999, pin: '', versi: 4,
        created_at: '2026-01-01', extra: 'x',
        rincian: [{ qty: 2, harga: 1500, subtotal: 3000, nota_id: 5, barang: { id: 1 } }, { id: 11, qty: 1, harga: '' }],
      },
    });
    expect(data).toEqual({ id: 5, nomor: 'N-1' });
    const req = server.requests[0];
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/input/nota');
    expect(req.body).toEqual({ nomor: 'N-1', pelanggan_id: 3, rincian: [{ qty: 2, harga: 1500 }, { id: 11, qty: 1, harga: null }] });
    expect(req.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('updates with the id, leaving an empty password out', async () => {
    server = fakeApi(() => ({ data: { data: { id: 1 }, message: 'ok' } }));
    await createDataProvider(registry).update('user', {
      id: 1,
      data: { id: 1, email: 'a@b.c', password: '', pin: '123456', level_id: 2, level: { id: 2 }, last_login_at: 'x', token_version: 3 },
      previousData: { id: 1 },
    });
    expect(server.requests[0].body).toEqual({ id: 1, email: 'a@b.c', pin: '123456', level_id: 2 });
  });

  it('uses a new Idempotency-Key for every submission', async () => {
    server = fakeApi(() => ({ data: { data: { id: 1 } } }));
    const dp = createDataProvider(registry);
    await dp.create('rute', { data: { kode: 'A', nama: 'A' } });
    await dp.create('rute', { data: { kode: 'A', nama: 'A' } });
    expect(server.requests[0].headers['idempotency-key']).not.toBe(server.requests[1].headers['idempotency-key']);
  });

  it('deletes one and many by id', async () => {
    server = fakeApi(() => ({ data: { data: { id: 1 }, message: 'Rute berhasil dihapus' } }));
    const dp = createDataProvider(registry);
    const one = await dp.delete('rute', { id: 4, previousData: { id: 4, nama: 'X' } });
    expect(one.data).toEqual({ id: 4, nama: 'X' });
    const many = await dp.deleteMany('rute', { ids: [5, 6] });
    expect(many.data).toEqual([5, 6]);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/rute/4', 'DELETE /api/rute/5', 'DELETE /api/rute/6']);
  });
});

describe('dataProvider errors', () => {
  it('turns a 422 into field errors for the form, with the message at the root', async () => {
    server = fakeApi(() => ({ status: 422, data: { message: 'Kode sudah dipakai', errors: { kode: ['Kode sudah dipakai'], nama: ['a', 'b'] } } }));
    const error = await createDataProvider(registry).create('rute', { data: { kode: 'X' } }).catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Kode sudah dipakai');
    expect(error.body.errors).toEqual({ kode: 'Kode sudah dipakai', nama: 'a, b', root: { serverError: 'Kode sudah dipakai' } });
  });

  it('keeps a 409 message', async () => {
    server = fakeApi(() => ({ status: 409, data: { message: 'Data masih terkait dengan data lain' } }));
    const error = await createDataProvider(registry).delete('rute', { id: 1 }).catch((e) => e);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Data masih terkait dengan data lain');
  });

  it('explains a network failure in Indonesian', async () => {
    server = fakeApi(() => ({ network: true }));
    const error = await createDataProvider(registry).getOne('rute', { id: 1 }).catch((e) => e);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda.');
  });
});

describe('dataProvider custom calls', () => {
  it('posts a workflow step to any API path with an Idempotency-Key and the Bearer token', async () => {
    saveSession(tokenAnswer('akses-1', 'segar-1'));
    server = fakeApi(() => ({ data: { data: { id: 3, status: 'disetujui' }, message: 'Disetujui' } }));
    const answer = await createDataProvider(registry).action('/input/ajuankonsumen-approve', { id: 3 });
    expect(answer).toEqual({ data: { id: 3, status: 'disetujui' }, message: 'Disetujui' });
    const req = server.requests[0];
    expect(`${req.method} ${req.url}`).toBe('POST /api/input/ajuankonsumen-approve');
    expect(req.body).toEqual({ id: 3 });
    expect(req.headers.authorization).toBe('Bearer akses-1');
    expect(req.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  });

  it('downloads a file under the server\'s file name', async () => {
    server = fakeApi(() => ({ data: new Blob(['%PDF']), headers: { 'content-disposition': "attachment; filename*=UTF-8''Surat%20Jalan%2007.pdf" } }));
    const clicks: string[] = [];
    const realCreate = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) { clicks.push(this.download); };
    const result = await createDataProvider(registry).download('/cetak-surat-jalan/7/2', { format: 'pdf' });
    URL.createObjectURL = realCreate;
    expect(result.filename).toBe('Surat Jalan 07.pdf');
    expect(clicks).toEqual(['Surat Jalan 07.pdf']);
    expect(server.requests[0].url).toBe('/api/cetak-surat-jalan/7/2?format=pdf');
  });

  it('reads a failed download\'s body as text, parses it and rejects with its message', async () => {
    server = fakeApi(() => ({ status: 404, data: new Blob([JSON.stringify({ message: 'Surat jalan tidak ditemukan' })]) }));
    const error = await createDataProvider(registry).download('/cetak-surat-jalan/9/2').catch((e) => e);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Surat jalan tidak ditemukan');
    expect(error.body.raw).toEqual({ message: 'Surat jalan tidak ditemukan' });
  });
});
