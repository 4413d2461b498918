import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'niaga-unggah-'));
process.env.NIAGA_UPLOAD_DIR = dir;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.4\n%uji\n');
const upload = (user: string | null, query: string, body: Buffer, type: string) =>
  t.call(user, { method: 'POST', url: `/api/upload?${query}`, payload: body, headers: { 'content-type': type } });

describe('POST /api/upload and GET /api/upload/:token (image and file fields)', () => {
  it('stores a goods image by a random token and serves it to an <img> without a session', async () => {
    const res = await upload('gudang', 'resource=barang&field=image&nama=../../teh%20botol.png', PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ url: expect.stringMatching(/^\/api\/upload\/[A-Za-z0-9_-]{32}$/), nama: 'teh botol.png', content_type: 'image/png', ukuran: PNG.length });
    expect(readdirSync(dir)).toContain(file.url.split('/').pop());

    const got = await t.app.inject({ method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const barang = (await t.database.db.selectFrom('barang').select('id').where('kode', '=', 'MNM-001').executeTakeFirstOrThrow()).id;
    const saved = await t.call('gudang', { method: 'POST', url: '/api/input/barang', payload: { id: barang, image: file.url } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.image).toBe(file.url);
  });

  it('a file field takes a PDF, served as a download', async () => {
    const res = await upload('admin', 'resource=request-barang&field=lampiran&nama=catatan.pdf', PDF, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const got = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(got.headers['content-disposition']).toBe("attachment; filename*=UTF-8''catatan.pdf");
  });

  it('an app version takes only an APK (the field\'s own accept), checked by its bytes', async () => {
    const apk = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    const pdf = await upload('admin', 'resource=apk&field=url_unduh&nama=catatan.pdf', PDF, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Jenis berkas untuk Berkas APK harus application/vnd.android.package-archive');
    const res = await upload('admin', 'resource=apk&field=url_unduh&nama=niaga-2.2.0.apk', apk, 'application/vnd.android.package-archive');
    expect(res.statusCode, res.body).toBe(201);
    expect((await upload('admin', 'resource=apk&field=url_unduh&nama=x.apk', PDF, 'application/vnd.android.package-archive')).statusCode).toBe(415);
    const saved = await t.call('admin', { method: 'POST', url: '/api/input/apk', payload: { versi: '9.0.0', kode_versi: 900, tanggal_rilis: '2026-11-26', url_unduh: res.json().data.url } });
    expect(saved.statusCode, saved.body).toBe(201);
    // Newest first: the list opens on the highest build.
    const list = (await t.call('gm', { method: 'GET', url: '/api/apk' })).json().data as Array<{ versi: string; kode_versi: number }>;
    expect(list[0]).toMatchObject({ versi: '9.0.0', url_unduh: res.json().data.url });
    expect(list.map((a) => a.kode_versi)).toEqual([...list.map((a) => a.kode_versi)].sort((a, b) => b - a));
  });

  it('refuses a wrong type, bytes that lie about their type, an oversize image and a non-file field, storing nothing', async () => {
    const before = [await countRows(t.database, 'berkas'), readdirSync(dir).length];
    expect((await upload('gudang', 'resource=barang&field=image', PDF, 'application/pdf')).statusCode).toBe(415);
    const lie = await upload('gudang', 'resource=barang&field=image', PDF, 'image/png');
    expect(lie.statusCode).toBe(415);
    expect(lie.json().message).toBe('Isi berkas tidak sesuai dengan jenisnya');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload('gudang', 'resource=barang&field=image', big, 'image/png')).statusCode).toBe(413);
    expect((await upload('gudang', 'resource=barang&field=nama', PNG, 'image/png')).statusCode).toBe(400);
    expect((await upload('gudang', 'resource=tidak-ada&field=image', PNG, 'image/png')).statusCode).toBe(400);
    expect((await upload('gudang', 'resource=barang&field=image', PNG, 'text/html')).statusCode).toBe(415);
    expect([await countRows(t.database, 'berkas'), readdirSync(dir).length]).toEqual(before);
  });

  it('needs a session and the right to write the resource; unknown or malformed tokens answer 404', async () => {
    expect((await upload(null, 'resource=barang&field=image', PNG, 'image/png')).statusCode).toBe(401);
    expect((await upload('sales1', 'resource=barang&field=image', PNG, 'image/png')).statusCode).toBe(403);
    expect((await upload('sales1', 'resource=ajuankonsumen&field=foto', PNG, 'image/png')).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/api/upload/${'a'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/upload/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(401);
    expect((await t.call('admin', { method: 'GET', url: '/api/upload/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
