import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { csvFile, multipart, readXlsx, xlsxFile, XLSX, type Cell } from './files.js';

let t: TestApp;
let kategori: { kode: string; nama: string };
let satuan: { kode: string; nama: string };
beforeAll(async () => {
  t = await createTestApp();
  kategori = await t.database.db.selectFrom('kategori').select(['kode', 'nama']).orderBy('id').executeTakeFirstOrThrow() as typeof kategori;
  satuan = await t.database.db.selectFrom('satuan').select(['kode', 'nama']).orderBy('id').executeTakeFirstOrThrow() as typeof satuan;
});
afterAll(async () => { await t.close(); });

const HEADER: Cell[] = ['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar', 'Harga Beli', 'Keterangan'];
const post = (user: string | null, file: { payload: Buffer; headers: Record<string, string> }, query = '', resource = 'barang') =>
  t.call(user, { method: 'POST', url: `/api/import/${resource}${query}`, ...file });
const asXlsx = async (rows: Cell[][]) => multipart('barang.xlsx', await xlsxFile(rows), XLSX);
const asCsv = (rows: Cell[][], sep = ',') => multipart('barang.csv', csvFile(rows, sep), 'text/csv');
const barang = (kode: string) => t.database.db.selectFrom('barang').selectAll().where('kode', '=', kode).executeTakeFirst();
const counts = async () => [await countRows(t.database, 'barang'), await countRows(t.database, 'audit_log')];

describe('GET /api/import/<resource>/template', () => {
  it('is an XLSX with the writable fields under their labels and one example row that imports as it is', async () => {
    const res = await t.call('admin', { method: 'GET', url: '/api/import/barang/template' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''template-impor-barang.xlsx");
    const [header, example, ...rest] = await readXlsx(res.rawPayload);
    expect(header).toEqual(['Kode Barang', 'Barcode', 'Nama Barang', 'Kategori', 'Merek', 'Satuan Dasar', 'Harga Beli', 'Kena PPN', 'Kode Barang/Jasa Coretax', 'Minimal Stok', 'Keterangan', 'Aktif']);
    expect(rest).toEqual([]);
    expect(example[3]).toBe(kategori.kode);

    const before = await counts();
    const dry = await post('admin', multipart('template.xlsx', res.rawPayload, XLSX), '?dry_run=1');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, jumlah_baris: 1, valid: 1, tidak_valid: 0, ditambahkan: 1, kesalahan: [] });
    expect(await counts()).toEqual(before);
  });

  it('needs a session and the create right', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/import/barang/template' })).statusCode).toBe(401);
    expect((await t.call('sales1', { method: 'GET', url: '/api/import/barang/template' })).statusCode).toBe(403);
    expect((await t.call('admin', { method: 'GET', url: '/api/import/jurnal/template' })).statusCode).toBe(404);
  });
});

describe('POST /api/import/<resource>', () => {
  it('a dry run answers the per-row report and writes nothing', async () => {
    const before = await counts();
    const res = await post('admin', await asXlsx([
      HEADER,
      ['IMP-D1', 'Uji Kering 1', kategori.kode, satuan.kode, 1000, null],
      ['IMP-D2', 'Uji Kering 2', 'kategori tak ada', satuan.kode, 'mahal', null],
    ]), '?dry_run=1');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ dry_run: true, jumlah_baris: 2, valid: 1, tidak_valid: 1 });
    expect(report.kesalahan).toEqual(expect.arrayContaining([
      { baris: 3, field: 'kategori_id', kolom: 'Kategori', pesan: 'Kategori "kategori tak ada" tidak ditemukan' },
      { baris: 3, field: 'harga_beli', kolom: 'Harga Beli', pesan: 'Harga Beli harus berupa bilangan bulat' },
    ]));
    expect(await counts()).toEqual(before);
    expect(await barang('IMP-D1')).toBeUndefined();
  });

  it('one bad row refuses the whole file: 422 naming that row and field, nothing written', async () => {
    const before = await counts();
    const res = await post('admin', await asXlsx([
      HEADER,
      ['IMP-R1', 'Baik 1', kategori.kode, satuan.kode, 1000, null],
      ['IMP-R2', 'Baik 2', kategori.kode, satuan.kode, 2000, null],
      ['IMP-R3', null, kategori.kode, satuan.kode, 3000, null],
      ['IMP-R4', 'Baik 4', kategori.kode, satuan.kode, 4000, null],
    ]));
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({ 'baris.4.nama': ['Nama Barang wajib diisi'] });
    expect(body.message).toContain('baris 4');
    expect(await counts()).toEqual(before);
    expect(await barang('IMP-R1')).toBeUndefined();
  });

  it('codes used twice in one file are refused on the later row', async () => {
    const res = await post('admin', asCsv([HEADER, ['IMP-G1', 'Satu', kategori.kode, satuan.kode, 1, ''], ['IMP-G1', 'Dua', kategori.kode, satuan.kode, 1, '']]));
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['baris.3.kode']);
  });

  it('references resolve by code or by name, any case; headers by label, name or name without _id', async () => {
    const res = await post('admin', asCsv([
      ['kode', 'Nama Barang', 'kategori_id', 'satuan', 'Harga Beli', 'Catatan Lain'],
      ['IMP-F1', 'Dengan Kode', kategori.kode.toLowerCase(), satuan.kode, '1.250', 'diabaikan'],
      ['IMP-F2', 'Dengan Nama', kategori.nama.toUpperCase(), ` ${satuan.nama} `, 'Rp 2.000', ''],
    ], ';'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, ditambahkan: 2, kolom_diabaikan: ['Catatan Lain'] });
    const [f1, f2] = [await barang('IMP-F1'), await barang('IMP-F2')];
    const kat = await t.database.db.selectFrom('kategori').select('id').where('kode', '=', kategori.kode).executeTakeFirstOrThrow();
    expect([f1?.kategori_id, f2?.kategori_id]).toEqual([kat.id, kat.id]);
    expect([Number(f1?.harga_beli), Number(f2?.harga_beli)]).toEqual([1250, 2000]);
    expect(f1?.satuan_id).toBe(f2?.satuan_id);
    // Audit rows as a save writes them.
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after']).where('resource', '=', 'barang').where('record_id', '=', f1!.id as number).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(JSON.parse(String(audit[0].after))).toMatchObject({ kode: 'IMP-F1', kategori: { kode: kategori.kode } });
  });

  it('?update=1 updates records matched by code (empty cells keep their value) and creates the others', async () => {
    const before = await barang('IMP-F1');
    const res = await post('admin', asCsv([
      ['Kode Barang', 'Nama Barang', 'Harga Beli', 'Keterangan'],
      ['IMP-F1', 'Dengan Kode (baru)', 1500, ''],
    ]), '?update=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ditambahkan: 0, diperbarui: 1 });
    const after = await barang('IMP-F1');
    expect(after).toMatchObject({ id: before!.id, nama: 'Dengan Kode (baru)', kategori_id: before!.kategori_id });
    expect(Number(after!.harga_beli)).toBe(1500);
    const actions = await t.database.db.selectFrom('audit_log').select('action').where('resource', '=', 'barang').where('record_id', '=', before!.id as number).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update']);
    // Without the option an existing code is a duplicate.
    const dup = await post('admin', asCsv([['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar'], ['IMP-F1', 'Lagi', kategori.kode, satuan.kode]]));
    expect(dup.json().errors).toEqual({ 'baris.2.kode': ['Kode Barang sudah dipakai'] });
  });

  it('stores cells starting with = + - @ as text, and a formula cell as its formula text, never its result', async () => {
    const res = await post('admin', await asXlsx([
      ['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar', 'Merek', 'Keterangan'],
      ['IMP-X1', '=HYPERLINK("http://contoh","klik")', kategori.kode, satuan.kode, '+62 22 123', '@SUM(A1:A2)'],
      ['IMP-X2', { formula: 'CONCAT("a","b")', result: 'ab' }, kategori.kode, satuan.kode, '-5', '-'],
    ]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await barang('IMP-X1')).toMatchObject({ nama: '=HYPERLINK("http://contoh","klik")', brand: '+62 22 123', keterangan: '@SUM(A1:A2)' });
    expect(await barang('IMP-X2')).toMatchObject({ nama: '=CONCAT("a","b")', brand: '-5', keterangan: '-' });
    // Windows browsers send a .csv as application/vnd.ms-excel.
    const csv = await post('admin', multipart('barang.csv', csvFile([['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar'], ['IMP-X3', '=1+1', kategori.kode, satuan.kode]]), 'application/vnd.ms-excel'));
    expect(csv.statusCode, csv.body).toBe(200);
    expect((await barang('IMP-X3'))?.nama).toBe('=1+1');
  });

  it('needs a session, the create right, and the update right for ?update=1', async () => {
    const file = asCsv([['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar'], ['IMP-P1', 'Izin', kategori.kode, satuan.kode]]);
    expect((await post(null, file)).statusCode).toBe(401);
    expect((await post('sales1', file)).statusCode).toBe(403);
    expect((await post('finance', file)).statusCode).toBe(403);
    // The Finance level may create price categories but not change them once this grant is taken away.
    const role = await t.database.db.selectFrom('role').innerJoin('menu', 'menu.id', 'role.menu_id').innerJoin('level', 'level.id', 'role.level_id')
      .select('role.id').where('menu.url', '=', '/kategori-harga').where('level.nama_level', '=', 'Finance').executeTakeFirstOrThrow();
    expect((await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, update: false } })).statusCode).toBe(200);
    const kh = asCsv([['Kode', 'Nama Kategori Harga', 'Prioritas'], ['IMP-KH', 'Grosir', 10]]);
    expect((await post('finance', kh, '?update=1', 'kategori-harga')).statusCode).toBe(403);
    expect((await post('finance', kh, '', 'kategori-harga')).statusCode).toBe(200);
    expect(await barang('IMP-P1')).toBeUndefined();
  });

  it('refuses what is not a spreadsheet upload', async () => {
    expect((await t.call('admin', { method: 'POST', url: '/api/import/barang', payload: { kode: 'x' } })).statusCode).toBe(415);
    expect((await post('admin', multipart('barang.pdf', Buffer.from('%PDF-1.4'), 'application/pdf'))).statusCode).toBe(415);
    expect((await post('admin', multipart('barang.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 'application/vnd.ms-excel'))).statusCode).toBe(415);
    expect((await post('admin', multipart('barang.xlsx', Buffer.from('bukan zip'), XLSX))).statusCode).toBe(400);
    expect((await post('admin', asCsv([['Apa', 'Ini'], ['1', '2']]))).statusCode).toBe(400);
    expect((await post('admin', multipart('barang.csv', csvFile([HEADER]), 'text/csv', 'berkas'))).statusCode).toBe(400);
  });
});

describe('10,000 rows in one file', () => {
  const rows = (prefix: string): Cell[][] => [
    HEADER,
    // A long note on most rows takes the file past the 1 MB limit of JSON bodies: uploads are not bound by it.
    ...Array.from({ length: 10_000 }, (_, i) => [`${prefix}-${String(i).padStart(5, '0')}`, `Barang Massal ${prefix} ${i}`, kategori.kode, satuan.nama, 1000 + i, i % 7 === 0 ? '=catatan' : 'Catatan panjang '.repeat(6)]),
  ];
  const imported = async (prefix: string) => Number((await t.database.db.selectFrom('barang').select((eb) => eb.fn.countAll().as('n')).where('kode', 'like', `${prefix}-%`).executeTakeFirstOrThrow()).n);

  it('as XLSX', async () => {
    const started = Date.now();
    const res = await post('admin', await asXlsx(rows('MX')));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toMatchObject({ jumlah_baris: 10_000, ditambahkan: 10_000 });
    expect(await imported('MX')).toBe(10_000);
    console.info(`impor 10.000 baris XLSX: ${Date.now() - started} ms`);
  }, 400_000);

  it('as CSV', async () => {
    const started = Date.now();
    const file = asCsv(rows('MC'));
    expect(file.payload.length).toBeGreaterThan(1024 * 1024);
    const res = await post('admin', file);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toMatchObject({ jumlah_baris: 10_000, ditambahkan: 10_000 });
    expect(await imported('MC')).toBe(10_000);
    expect((await barang('MC-00007'))?.keterangan).toBe('=catatan');
    console.info(`impor 10.000 baris CSV: ${Date.now() - started} ms`);
  }, 400_000);
});
