import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { akunId, saldo } from './ledger-fixtures.js';

let t: TestApp;
let kas: number;
let beban: number;
beforeAll(async () => {
  t = await createTestApp();
  kas = await akunId(t, '1-1110');
  beban = await akunId(t, '6-1400');
});
afterAll(async () => { await t.close(); });

const manual = (debit: number, kredit: number, extra: Record<string, unknown> = {}) => ({
  tanggal: '2026-11-10', keterangan: 'Bayar listrik gudang', ...extra,
  rincian: [{ akun_id: beban, debit, kredit: 0 }, { akun_id: kas, debit: 0, kredit }],
});

describe('POST /api/input/jurnal', () => {
  it('posts a balanced manual journal: number, balances, lines', async () => {
    const kasBefore = await saldo(t, '1-1110');
    const bebanBefore = await saldo(t, '6-1400');
    const res = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(350_000, 350_000) });
    expect(res.statusCode, res.body).toBe(201);
    const j = res.json().data;
    expect(j.nomor).toMatch(/^JU\/2026\/11\/\d{4}$/);
    expect(j.status).toBe('posted');
    expect(j.total).toBe(350_000);
    expect(j.rincian).toHaveLength(2);
    expect(await saldo(t, '1-1110')).toBe(kasBefore - 350_000);
    expect(await saldo(t, '6-1400')).toBe(bebanBefore + 350_000);
    const one = await t.call('finance', { method: 'GET', url: `/api/jurnal/${j.id}` });
    expect(one.json().data.rincian.map((l: { akun_id: number }) => l.akun_id)).toEqual([beban, kas]);
  });

  it('refuses unbalanced, one-line and two-sided lines with 422 and writes nothing', async () => {
    const before = await countRows(t.database, 'jurnal');
    const unbalanced = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(100_000, 90_000) });
    expect(unbalanced.statusCode).toBe(422);
    expect(unbalanced.json().errors.rincian[0]).toMatch(/tidak seimbang/);
    const single = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: { tanggal: '2026-11-10', keterangan: 'x', rincian: [{ akun_id: kas, debit: 1, kredit: 0 }] } });
    expect(single.statusCode).toBe(422);
    const both = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: { tanggal: '2026-11-10', keterangan: 'x', rincian: [{ akun_id: kas, debit: 5, kredit: 5 }, { akun_id: beban, debit: 5, kredit: 5 }] } });
    expect(both.statusCode).toBe(422);
    const zero = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(0, 0) });
    expect(zero.statusCode).toBe(422);
    const missingAccount = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: { ...manual(1, 1), rincian: [{ akun_id: 999999, debit: 1, kredit: 0 }, { akun_id: kas, debit: 0, kredit: 1 }] } });
    expect(missingAccount.statusCode).toBe(422);
    expect(await countRows(t.database, 'jurnal')).toBe(before);
  });

  it('refuses an inactive account, server-managed fields and changes to a posted journal', async () => {
    const inactive = (await t.call('admin', { method: 'POST', url: '/api/input/akun', payload: { kode: '6-9999', nama: 'Beban Lama', akun_kategori_id: 6, tipe: 1, aktif: false } })).json().data.id;
    const res = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: { ...manual(1, 1), rincian: [{ akun_id: inactive, debit: 1, kredit: 0 }, { akun_id: kas, debit: 0, kredit: 1 }] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['rincian.0.akun_id'][0]).toMatch(/tidak aktif/);
    expect((await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(1, 1, { nomor: 'JU/1', status: 'posted' }) })).statusCode).toBe(400);
    const posted = (await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(2_000, 2_000) })).json().data;
    const change = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: { id: posted.id, keterangan: 'diubah' } });
    expect(change.statusCode).toBe(409);
    expect((await t.call('finance', { method: 'DELETE', url: `/api/jurnal/${posted.id}` })).statusCode).toBe(404);
  });

  it('refuses the inventory account, which only stock documents post to, and writes nothing', async () => {
    const persediaan = await akunId(t, '1-1400');
    const before = { inv: await saldo(t, '1-1400'), journals: await countRows(t.database, 'jurnal') };
    const res = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: { ...manual(1, 1), rincian: [{ akun_id: kas, debit: 1, kredit: 0 }, { akun_id: persediaan, debit: 0, kredit: 1 }] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['rincian.1.akun_id'][0]).toMatch(/^Akun 1-1400 .* hanya diisi lewat dokumen persediaan/);
    expect({ inv: await saldo(t, '1-1400'), journals: await countRows(t.database, 'jurnal') }).toEqual(before);
  });

  it('needs the journal menu: 401 without a session, 403 for sales', async () => {
    expect((await t.call(null, { method: 'POST', url: '/api/input/jurnal', payload: manual(1, 1) })).statusCode).toBe(401);
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/jurnal', payload: manual(1, 1) })).statusCode).toBe(403);
    expect((await t.call('gm', { method: 'POST', url: '/api/input/jurnal', payload: manual(1, 1) })).statusCode).toBe(403);
    expect((await t.call('gm', { method: 'GET', url: '/api/jurnal' })).statusCode).toBe(200);
  });
});

describe('POST /api/jurnal-batal', () => {
  it('posts the mirror journal, links both, restores balances; a second cancel is a 409', async () => {
    const kasBefore = await saldo(t, '1-1110');
    const j = (await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(75_000, 75_000) })).json().data;
    const res = await t.call('finance', { method: 'POST', url: '/api/jurnal-batal', payload: { id: j.id, tanggal: '2026-11-12' } });
    expect(res.statusCode, res.body).toBe(200);
    const reversal = res.json().data;
    expect(reversal.status).toBe('pembalik');
    expect(reversal.jurnal_asal_id).toBe(j.id);
    expect(reversal.rincian.map((l: { debit: number; kredit: number }) => [l.debit, l.kredit])).toEqual([[0, 75_000], [75_000, 0]]);
    const original = (await t.call('finance', { method: 'GET', url: `/api/jurnal/${j.id}` })).json().data;
    expect(original.status).toBe('dibatalkan');
    expect(original.jurnal_pembalik_id).toBe(reversal.id);
    expect(await saldo(t, '1-1110')).toBe(kasBefore);
    const again = await t.call('finance', { method: 'POST', url: '/api/jurnal-batal', payload: { id: j.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sudah dibatalkan/);
    expect((await t.call('finance', { method: 'POST', url: '/api/jurnal-batal', payload: { id: reversal.id } })).statusCode).toBe(409);
    expect((await t.call('finance', { method: 'POST', url: '/api/jurnal-batal', payload: { id: 999999 } })).statusCode).toBe(404);
    expect((await t.call('gm', { method: 'POST', url: '/api/jurnal-batal', payload: { id: j.id } })).statusCode).toBe(403);
  });
});

describe('closing date', () => {
  it('nothing posts on or before it', async () => {
    const setting = (await t.call('finance', { method: 'GET', url: '/api/setting' })).json().data;
    const upd = await t.call('finance', { method: 'POST', url: '/api/input/setting', payload: { id: setting.id, tanggal_tutup_buku: '2026-10-31' } });
    expect(upd.statusCode, upd.body).toBe(200);
    const res = await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(1_000, 1_000, { tanggal: '2026-10-31' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tanggal 31-10-2026 sudah ditutup buku (tutup buku s.d. 31-10-2026)');
    expect((await t.call('finance', { method: 'POST', url: '/api/input/jurnal', payload: manual(1_000, 1_000, { tanggal: '2026-11-01' }) })).statusCode).toBe(201);
    await t.call('finance', { method: 'POST', url: '/api/input/setting', payload: { id: setting.id, tanggal_tutup_buku: null } });
  });
});

describe('account ledger and trial balance', () => {
  it('GET /api/buku-besar/:id runs the balance across pages', async () => {
    const all = (await t.call('finance', { method: 'GET', url: `/api/buku-besar/${kas}?perPage=1000` })).json();
    expect(all.total).toBeGreaterThan(3);
    const last = all.data[all.data.length - 1];
    expect(last.saldo).toBe(await saldo(t, '1-1110'));
    const page2 = (await t.call('finance', { method: 'GET', url: `/api/buku-besar/${kas}?perPage=2&page=2` })).json();
    expect(page2.data.map((r: { saldo: number }) => r.saldo)).toEqual(all.data.slice(2, 4).map((r: { saldo: number }) => r.saldo));
    expect((await t.call('finance', { method: 'GET', url: '/api/buku-besar/999999' })).statusCode).toBe(404);
    expect((await t.call('finance', { method: 'GET', url: `/api/buku-besar/${kas}?tanggal_gte=kemarin` })).statusCode).toBe(400);
    expect((await t.call('sales1', { method: 'GET', url: `/api/buku-besar/${kas}` })).statusCode).toBe(403);
  });

  it('GET /api/neraca-saldo nets to zero', async () => {
    const res = (await t.call('finance', { method: 'GET', url: '/api/neraca-saldo' })).json();
    expect(res.total.debit).toBe(res.total.kredit);
    expect(res.total.debit).toBeGreaterThan(0);
  });
});
