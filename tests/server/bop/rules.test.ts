import { describe, expect, it } from 'vitest';
import { expectIntegrity, setClosingDate } from '../gudang/fixtures.js';
import { remindOverdueLpj } from '../../../server/domain/bop/index.js';
import { ajuan, akun, dibayar, karyawanOf, kasPerusahaan, kasSales, lpj, saldo, today } from './fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const status = async (id: unknown) => String((await t.database.db.selectFrom('bop_ajuan').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow()).status);

describe('BOP wrong state: 409 naming both states, nothing written', () => {
  it('refuses steps, LPJ lines and edits outside their states', async () => {
    const kas = await kasPerusahaan(t);
    const doc = await ajuan(t);
    const early = await post('sales1', '/input/bop-lapor', { id: doc.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('BOP berstatus Diajukan; Laporkan LPJ hanya dapat dilakukan dari status Dibayar');
    const line = await post('sales1', '/input/bop-laporan', { bop_ajuan_id: doc.id, tanggal: today(), uraian: 'Bensin', akun_id: await akun(t, '6-1200'), jumlah: 10_000 });
    expect(line.statusCode).toBe(409);
    expect(line.json().message).toContain('hanya dapat diubah saat BOP berstatus Dibayar');
    expect((await post('finance', '/bop-setor', { id: doc.id, kas_setor_id: kas.id })).statusCode).toBe(409);
    expect((await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id })).statusCode).toBe(200);
    const twice = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('BOP berstatus Dibayar; Setujui & Bayarkan hanya dapat dilakukan dari status Diajukan');
    const edit = await post('sales1', '/input/bop-ajuan', { id: doc.id, keperluan: 'Diubah setelah dibayar' });
    expect(edit.statusCode).toBe(409);
    expect((await post('finance', '/bop-approve-reimburse', { id: doc.id, kas_reimburse_id: kas.id })).statusCode).toBe(409);

    await lpj(t, doc.id, [120_000]);
    const lineId = Number((await t.database.db.selectFrom('bop_laporan').select('id').where('bop_ajuan_id', '=', Number(doc.id)).executeTakeFirstOrThrow()).id);
    expect((await post('sales1', '/input/bop-lapor', { id: doc.id })).statusCode).toBe(200);
    expect((await post('sales1', '/input/bop-laporan', { id: lineId, jumlah: 1 })).statusCode).toBe(409);
    expect((await t.call('sales1', { method: 'DELETE', url: `/api/bop-laporan/${lineId}` })).statusCode).toBe(409);
    expect((await get('sales1', `/get-item-lpj?id=${doc.id}`)).json().item).toHaveLength(1);
    expect((await post('sales1', '/input/bop-lapor', { id: doc.id })).statusCode).toBe(409);
    expect(await status(doc.id)).toBe('dilaporkan');
  });

  it('an LPJ line changes and goes while the advance is Dibayar, keeping the running figures', async () => {
    const bop = await dibayar(t, 'sales1', [100_000]);
    await lpj(t, bop.id, [60_000, 30_000]);
    const ids = (await t.database.db.selectFrom('bop_laporan').select('id').where('bop_ajuan_id', '=', Number(bop.id)).orderBy('id').execute()).map((r) => Number(r.id));
    const changed = await post('sales1', '/input/bop-laporan', { id: ids[0], jumlah: 80_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.call('sales1', { method: 'DELETE', url: `/api/bop-laporan/${ids[1]}` })).statusCode).toBe(200);
    expect((await get('sales1', `/bop-ajuan/${bop.id}`)).json().data).toMatchObject({ terpakai: 80_000, selisih: 20_000 });
  });
});

describe('BOP permissions: levels, no self-approval, holders see their own', () => {
  it('only the books levels approve, never the requester, and a holder reaches only their own BOPs', async () => {
    const kas = await kasPerusahaan(t);
    const doc = await ajuan(t, 'sales1');
    const bySales = await post('sales1', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id });
    expect(bySales.statusCode).toBe(403);
    expect(bySales.json().message).toContain('hanya dapat dilakukan oleh');
    expect((await get('sales2', `/bop-ajuan/${doc.id}`)).statusCode).toBe(404);
    expect((await get('sales2', `/get-item-lpj?id=${doc.id}`)).statusCode).toBe(404);
    expect((await get('sales2', '/bop-ajuan?perPage=100')).json().data.map((b: { id: number }) => b.id)).not.toContain(doc.id);
    expect((await post('sales2', '/input/bop-ajuan', { tanggal: today(), keperluan: 'Atas nama orang lain', karyawan_id: await karyawanOf(t, 'sales1'), rincian: [{ uraian: 'Bensin', jumlah: 1_000 }] })).json()).toEqual({ message: 'Anda hanya dapat mengisi data milik Anda sendiri' });

    const own = await ajuan(t, 'finance', [90_000]);
    expect(own.karyawan_id).toBe(await karyawanOf(t, 'finance'));
    const self = await post('finance', '/bop-approve-ajuan', { id: own.id, kas_id: kas.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toContain('yang Anda ajukan sendiri');
    // Finance asking on behalf of a holder cannot approve it either (they created it).
    const onBehalf = await ajuan(t, 'finance', [40_000], { karyawan_id: await karyawanOf(t, 'gudang') });
    expect((await post('finance', '/bop-approve-ajuan', { id: onBehalf.id, kas_id: kas.id })).statusCode).toBe(403);
    expect((await post('gm', '/bop-approve-ajuan', { id: own.id, kas_id: kas.id })).statusCode).toBe(200);
    expect(await status(own.id)).toBe('dibayar');
    await lpj(t, own.id, [100_000], 'finance');
    expect((await post('finance', '/input/bop-lapor', { id: own.id })).statusCode).toBe(200);
    expect((await post('finance', '/bop-approve-reimburse', { id: own.id, kas_reimburse_id: kas.id })).statusCode).toBe(403);
    expect((await post('gm', '/bop-approve-reimburse', { id: own.id, kas_reimburse_id: kas.id })).statusCode).toBe(200);
    expect((await post(null as unknown as string, '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id })).statusCode).toBe(401);
  });
});

describe('BOP bad input: 4xx with Indonesian messages, nothing written', () => {
  it('refuses missing, unknown and wrong values', async () => {
    const kas = await kasPerusahaan(t);
    const missing = await post('sales1', '/input/bop-ajuan', { tanggal: today(), rincian: [{ uraian: 'Bensin', jumlah: 0 }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.keperluan).toEqual(['Keperluan wajib diisi']);
    expect(Object.keys(missing.json().errors)).toContain('rincian.0.jumlah');
    expect((await post('sales1', '/input/bop-ajuan', { tanggal: today(), keperluan: 'Uji', status: 'selesai' })).statusCode).toBe(400);
    expect((await post('sales1', '/input/bop-ajuan', { tanggal: today(), keperluan: 'Uji', jumlah: 5_000_000 })).statusCode).toBe(400);

    const empty = (await post('sales1', '/input/bop-ajuan', { tanggal: today(), keperluan: 'Tanpa rencana' })).json().data;
    const noItems = await post('finance', '/bop-approve-ajuan', { id: empty.id, kas_id: kas.id });
    expect(noItems.statusCode).toBe(422);
    expect(noItems.json().errors.rincian).toEqual(['Ajuan BOP belum berisi rencana biaya']);
    const doc = await ajuan(t, 'sales1', [100_000]);
    expect((await post('finance', '/bop-approve-ajuan', { id: doc.id })).json().errors.kas_id).toEqual(['Dibayar dari Kas/Bank wajib diisi']);
    expect((await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: await kasSales(t) })).json().errors.kas_id).toEqual(['Kas Sales Budi adalah Kas Sales (Pegangan); pilih Kas Besar, Kas Kecil atau Bank']);
    const tooMuch = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id, jumlah: 100_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.jumlah[0]).toContain('Rp. 100.000');
    expect((await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id, catatan: 'x' })).statusCode).toBe(400);
    expect(await status(doc.id)).toBe('diajukan');

    // An empty amount in the form arrives as 0: the whole planned total is paid.
    const whole = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id, jumlah: 0 });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data.jumlah).toBe(100_000);
    const noLines = await post('sales1', '/input/bop-lapor', { id: doc.id });
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().errors.rincian[0]).toContain('LPJ belum berisi rincian biaya');
    const notExpense = await post('sales1', '/input/bop-laporan', { bop_ajuan_id: doc.id, tanggal: today(), uraian: 'Setor ke bank', akun_id: await akun(t, '1-1100'), jumlah: 10_000 });
    expect(notExpense.statusCode).toBe(422);
    expect(notExpense.json().errors.akun_id[0]).toContain('bukan akun beban');
    const negative = await post('sales1', '/input/bop-laporan', { bop_ajuan_id: doc.id, tanggal: today(), uraian: 'Bensin', akun_id: await akun(t, '6-1200'), jumlah: -5 });
    expect(negative.statusCode).toBe(422);
    expect((await get('sales1', '/get-item-lpj')).statusCode).toBe(422);
    expect((await get('sales1', `/get-item-lpj?id=${doc.id}&x=1`)).statusCode).toBe(400);
    expect((await get('sales1', '/get-item-lpj?id=abc')).statusCode).toBe(400);
    expect((await get('sales1', `/get-item-lpj?id=${doc.id}`)).json().item).toEqual([]);
  });
});

describe('BOP and the closing date', () => {
  it('refuses to pay, report or settle on a closed date (409), writing nothing', async () => {
    const kas = await kasPerusahaan(t);
    const doc = await ajuan(t, 'sales2', [70_000]);
    const paidBefore = await dibayar(t, 'sales2', [50_000]);
    await lpj(t, paidBefore.id, [50_000], 'sales2');
    const before = await saldo(t, '1-1500');
    await setClosingDate(t, today());
    try {
      const res = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kas.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('sudah ditutup buku');
      expect((await post('sales2', '/input/bop-lapor', { id: paidBefore.id })).statusCode).toBe(409);
      expect(await status(doc.id)).toBe('diajukan');
      expect(await status(paidBefore.id)).toBe('dibayar');
      expect(await saldo(t, '1-1500')).toBe(before);
    } finally {
      await setClosingDate(t, null);
    }
    await expectIntegrity(t);
  });
});

describe('LPJ reminders', () => {
  it('tell finance and the holder once when an LPJ is open past the days set in Pengaturan', async () => {
    const bop = await dibayar(t, 'sales1', [60_000]);
    await t.database.db.updateTable('setting').set({ bop_batas_lpj_hari: 3 }).execute();
    const finance = Number((await t.database.db.selectFrom('users').select('id').where('email', '=', 'finance@niaga.local').executeTakeFirstOrThrow()).id);
    const count = async () => Number((await t.database.db.selectFrom('notifikasi').select((eb) => eb.fn.countAll().as('c'))
      .where('user_id', '=', finance).where('judul', '=', 'LPJ BOP terlambat').where('record_id', '=', Number(bop.id)).executeTakeFirstOrThrow()).c);
    const at = (days: number) => ({ ...t.app.ctx, now: () => new Date(Date.now() + days * 86_400_000) });
    await remindOverdueLpj(at(2));
    expect(await count()).toBe(0);
    expect(await remindOverdueLpj(at(4))).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1);
    const holder = await t.database.db.selectFrom('notifikasi').innerJoin('users', 'users.id', 'notifikasi.user_id').select('notifikasi.pesan')
      .where('users.email', '=', 'sales1@niaga.local').where('notifikasi.record_id', '=', Number(bop.id)).where('notifikasi.judul', '=', 'LPJ BOP terlambat').executeTakeFirstOrThrow();
    expect(holder.pesan).toContain(`LPJ BOP ${bop.nomor}`);
    expect(holder.pesan).toContain('lebih dari 3 hari');
    await remindOverdueLpj(at(5));
    expect(await count()).toBe(1);
  });
});
