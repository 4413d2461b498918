import { describe, expect, it } from 'vitest';
import { activitySentence } from '../../../common/activity-words.js';
import { todayJakarta } from '../../../common/format.js';
import { useApiApp } from '../support/test-app.js';

const { t, get } = useApiApp();
const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });

type Row = { action: string; resource: string; user: string | null; nomor: string | null; record_id: number; created_at: string };

async function draftBop(user = 'sales1') {
  const res = await post(user, '/input/bop-ajuan', { tanggal: todayJakarta(), keperluan: 'Riwayat uji', rincian: [{ uraian: 'Bensin', jumlah: 50_000 }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; nomor: string };
}

describe('GET /api/riwayat/:resource/:id: a record\'s history in words (issue 35)', () => {
  it('happy path: who did what when, oldest first, each row with the document\'s number', async () => {
    const bop = await draftBop();
    expect((await post('finance', '/input/bop-tolak', { id: bop.id, alasan_tolak: 'Tidak perlu' })).statusCode).toBe(200);
    const res = await get('finance', `/riwayat/bop-ajuan/${bop.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Row[];
    expect(rows.map((r) => [r.action, r.nomor])).toEqual([['create', bop.nomor], ['tolak', bop.nomor]]);
    expect(rows.every((r) => typeof r.user === 'string' && r.user.length > 0 && !r.user.includes('@'))).toBe(true);
    const sentences = rows.map((r) => activitySentence(t.app.ctx.registry, r));
    expect(sentences[0]).toMatch(new RegExp(`^.+ membuat BOP ${bop.nomor}$`));
    expect(sentences[1]).toMatch(new RegExp(`^.+ menolak BOP ${bop.nomor}$`));
  });

  it('permission: no right to read the resource is a 403; a row outside the reader\'s scope a 404; no session a 401', async () => {
    const bop = await draftBop('sales1');
    expect((await get('gudang', `/riwayat/bop-ajuan/${bop.id}`)).statusCode).toBe(404);
    expect((await get('sales2', `/riwayat/bop-ajuan/${bop.id}`)).statusCode).toBe(404);
    expect((await get('sales1', `/riwayat/jurnal/1`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/riwayat/bop-ajuan/${bop.id}` })).statusCode).toBe(401);
  });

  it('bad input: an unknown resource or a line resource is a 404, a malformed id a 400', async () => {
    expect((await get('admin', '/riwayat/tidak-ada/1')).statusCode).toBe(404);
    expect((await get('admin', '/riwayat/bop-ajuan-rincian/1')).statusCode).toBe(404);
    expect((await get('admin', '/riwayat/bop-ajuan/abc')).statusCode).toBe(400);
    expect((await get('admin', '/riwayat/bop-ajuan/999999')).statusCode).toBe(404);
  });

  it('the dashboard feed carries each row\'s number, read with the rows', async () => {
    const bop = await draftBop();
    const recent = (await post('admin', '/dashboard-info', {})).json().data.recent as Row[];
    const mine = recent.find((r) => r.resource === 'bop-ajuan' && r.record_id === bop.id);
    expect(mine).toMatchObject({ action: 'create', nomor: bop.nomor });
    for (const r of recent) expect(activitySentence(t.app.ctx.registry, r)).not.toMatch(/#\d/);
  });
});
