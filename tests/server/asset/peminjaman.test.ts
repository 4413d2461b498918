import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { expectIntegrity } from '../gudang/fixtures.js';
import { addDays, todayJakarta } from '../../../common/format.js';
import { remindOverdueLoans } from '../../../server/domain/asset/index.js';
import { asset, category, poster } from './fixtures.js';

let t: TestApp;
let post: ReturnType<typeof poster>['post'];
let get: ReturnType<typeof poster>['get'];
let karyawan: number;
beforeAll(async () => {
  t = await createTestApp(); ({ post, get } = poster(t));
  karyawan = Number((await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow()).karyawan_id);
});
afterAll(async () => { await t.close(); });

const today = () => todayJakarta();
const status = async (id: unknown) => (await get('aset', `/asset/${id}`)).json().data.status as string;

async function lend(ids: unknown[], jatuhTempo = addDays(today(), 7)) {
  const res = await post('aset', '/input/asset-peminjaman', { tanggal: today(), karyawan_id: karyawan, jatuh_tempo: jatuhTempo, keperluan: 'Kunjungan toko', rincian: ids.map((asset_id) => ({ asset_id })) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('asset-peminjaman, riwayat and asset-pengembalian', () => {
  it('lends, returns part with its condition, cancels the rest; the loan follows its lines', async () => {
    const k = await category(t, 24);
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => asset(t, { asset_kategori_id: k.id, nama: `Laptop Pinjam ${i}` })));
    const loan = await lend([a.id, b.id, c.id]);
    expect(loan).toMatchObject({ status: 'dipinjam', jumlah_aset: 3, belum_kembali: 3 });
    expect(loan.nomor).toMatch(/^PMA\//);
    expect(await status(a.id)).toBe('dipinjam');
    // A lent asset is not lent twice.
    const twice = await post('aset', '/input/asset-peminjaman', { tanggal: today(), karyawan_id: karyawan, jatuh_tempo: today(), keperluan: 'Lagi', rincian: [{ asset_id: a.id }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['rincian.0.asset_id'].join(' ')).toMatch(/dipinjam/);

    const back = await post('aset', '/input/asset-pengembalian', { tanggal: today(), asset_peminjaman_id: loan.id, rincian: [{ asset_id: a.id, kondisi: 'rusak_ringan' }] });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({ jumlah_aset: 1, terlambat_hari: 0 });
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ status: 'aktif', kondisi: 'rusak_ringan' });
    expect((await get('aset', `/asset-peminjaman/${loan.id}`)).json().data).toMatchObject({ status: 'dipinjam', belum_kembali: 2 });

    const riwayat = (await get('aset', `/asset-riwayat-peminjaman?asset_peminjaman_id=${loan.id}`)).json().data as Array<{ id: number; asset_id: number; status: string }>;
    expect(riwayat.map((r) => r.status).sort()).toEqual(['dikembalikan', 'dipinjam', 'dipinjam']);
    const lineB = riwayat.find((r) => r.asset_id === b.id)!;
    expect((await post('sales1', '/input/asset-riwayat-peminjaman', { id: lineB.id, alasan_batal: 'Salah catat' })).statusCode).toBe(403);
    expect((await post('aset', '/input/asset-riwayat-peminjaman', { id: lineB.id })).statusCode).toBe(422);
    const cancelled = await post('aset', '/input/asset-riwayat-peminjaman', { id: lineB.id, alasan_batal: 'Salah catat' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await status(b.id)).toBe('aktif');
    expect((await post('aset', '/input/asset-riwayat-peminjaman', { id: lineB.id, alasan_batal: 'Lagi' })).statusCode).toBe(409);

    // A return with no lines brings back everything still out; the loan is then Dikembalikan and takes no more returns.
    const rest = await post('aset', '/input/asset-pengembalian', { tanggal: today(), asset_peminjaman_id: loan.id });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.jumlah_aset).toBe(1);
    expect(await status(c.id)).toBe('aktif');
    expect((await get('aset', `/asset-peminjaman/${loan.id}`)).json().data).toMatchObject({ status: 'dikembalikan', belum_kembali: 0 });
    const again = await post('aset', '/input/asset-pengembalian', { tanggal: today(), asset_peminjaman_id: loan.id });
    expect(again.statusCode).toBe(409);
    expect((await post('aset', '/input/asset-peminjaman', { id: loan.id, keperluan: 'Ubah' })).statusCode).toBe(409);
    await expectIntegrity(t);
  });

  it('refuses bad input with 422 writing nothing, and readers without the menu with 403', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    const before = await countRows(t.database, 'asset_peminjaman');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rincian: [] }, 'rincian'],
      [{ jatuh_tempo: addDays(today(), -1), rincian: [{ asset_id: a.id }] }, 'jatuh_tempo'],
      [{ rincian: [{ asset_id: a.id }, { asset_id: a.id }] }, 'rincian.1.asset_id'],
      [{ karyawan_id: 99_999_999, rincian: [{ asset_id: a.id }] }, 'karyawan_id'],
      [{ keperluan: '', rincian: [{ asset_id: a.id }] }, 'keperluan'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('aset', '/input/asset-peminjaman', { tanggal: today(), karyawan_id: karyawan, jatuh_tempo: today(), keperluan: 'Uji', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await countRows(t.database, 'asset_peminjaman')).toBe(before);
    const loan = await lend([a.id]);
    const other = await asset(t, { asset_kategori_id: k.id });
    const wrong = await post('aset', '/input/asset-pengembalian', { tanggal: today(), asset_peminjaman_id: loan.id, rincian: [{ asset_id: other.id, kondisi: 'baik' }] });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toContain('rincian.0.asset_id');
    expect((await post('aset', '/input/asset-peminjaman', { id: loan.id, rincian: [{ asset_id: other.id }] })).statusCode).toBe(422);
    // The edit form sends the lines back unchanged with the header: accepted.
    const lines = (await get('aset', `/asset-peminjaman/${loan.id}`)).json().data.rincian as Array<{ id: number; asset_id: number }>;
    const edited = await post('aset', '/input/asset-peminjaman', { id: loan.id, keperluan: 'Kunjungan toko (diperpanjang)', rincian: lines.map((l) => ({ id: l.id, asset_id: l.asset_id })) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ keperluan: 'Kunjungan toko (diperpanjang)', status: 'dipinjam', belum_kembali: 1 });
    for (const url of ['/asset-peminjaman', '/asset-riwayat-peminjaman', '/asset-pengembalian']) expect((await get('sales1', url)).statusCode).toBe(403);
    expect((await post('sales1', '/input/asset-peminjaman', { tanggal: today(), karyawan_id: karyawan, jatuh_tempo: today(), keperluan: 'X', rincian: [{ asset_id: other.id }] })).statusCode).toBe(403);
  });

  it('reminds the borrower and the asset admins once when a loan is overdue', async () => {
    const k = await category(t, 24);
    const a = await asset(t, { asset_kategori_id: k.id });
    const loan = await lend([a.id], addDays(today(), 2));
    const count = async (email: string) => Number((await t.database.db.selectFrom('notifikasi').innerJoin('users', 'users.id', 'notifikasi.user_id')
      .select((eb) => eb.fn.countAll().as('c')).where('users.email', '=', email).where('notifikasi.judul', '=', 'Peminjaman aset terlambat')
      .where('notifikasi.record_id', '=', Number(loan.id)).executeTakeFirstOrThrow()).c);
    const at = (days: number) => ({ ...t.app.ctx, now: () => new Date(Date.now() + days * 86_400_000) });
    await remindOverdueLoans(at(1));
    expect(await count('aset@niaga.local')).toBe(0);
    expect(await remindOverdueLoans(at(4))).toBeGreaterThanOrEqual(1);
    expect(await count('aset@niaga.local')).toBe(1);
    expect(await count('sales1@niaga.local')).toBe(1);
    expect(await count('finance@niaga.local')).toBe(0);
    await remindOverdueLoans(at(5));
    expect(await count('sales1@niaga.local')).toBe(1);
    // A new due date is reminded again once it passes.
    expect((await post('aset', '/input/asset-peminjaman', { id: loan.id, jatuh_tempo: addDays(today(), 6) })).statusCode).toBe(200);
    await remindOverdueLoans(at(5));
    expect(await count('sales1@niaga.local')).toBe(1);
    await remindOverdueLoans(at(8));
    expect(await count('sales1@niaga.local')).toBe(2);
  });
});
