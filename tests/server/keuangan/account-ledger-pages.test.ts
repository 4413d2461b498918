/**
 * The account ledger (GET /api/buku-besar/:id) pages by the kept month counts (saldo_akun_bulan.baris) and reads
 * only the page's month. Property: for any period (whole or partial months, open at either end) and any page, the
 * rows, their running balance, the opening balance and the total equal a plain reading of every line in order.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJournal } from '../../../server/ledger/index.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { akunId, inTrx } from '../ledger/ledger-fixtures.js';

let t: TestApp;
let fresh: number;
let kas: number;
const DAYS = ['2026-09-03', '2026-09-30', '2026-10-01', '2026-10-15', '2026-10-31', '2026-11-02', '2026-12-01', '2026-12-24', '2027-01-05'];

beforeAll(async () => {
  t = await createTestApp();
  kas = await akunId(t, '1-1110');
  const made = await t.call('admin', { method: 'POST', url: '/api/input/akun', payload: { kode: '6-9801', nama: 'Beban Uji Halaman', akun_kategori_id: 6, tipe: 1, aktif: true } });
  expect(made.statusCode, made.body).toBe(201);
  fresh = made.json().data.id;
  const modal = await akunId(t, '3-1100');
  // Several lines a day, two on one account in one journal, both sides: pages fall inside months and across them.
  await inTrx(t, async (lc) => {
    for (const [i, tanggal] of DAYS.entries()) {
      for (let j = 0; j < 4; j++) {
        const amount = 1_000 * (i + 1) + j;
        await postJournal(lc, {
          tanggal, keterangan: `Uji halaman ${i}.${j}`, doc: { tipe: 'manual', id: null },
          lines: j === 3
            ? [{ akun_id: modal, debit: amount, kredit: 0 }, { akun_id: fresh, debit: 0, kredit: 300 }, { akun_id: fresh, debit: 0, kredit: amount - 300 }]
            : [{ akun_id: fresh, debit: amount, kredit: 0 }, { akun_id: modal, debit: 0, kredit: amount }],
        });
      }
    }
  });
});
afterAll(async () => { await t.close(); });

interface Row { id: number; tanggal: string; debit: number; kredit: number; saldo: number }

/** Every line of the account in order, the balance run from the first: what the seek must agree with. */
async function plain(akun: number, gte?: string, lte?: string) {
  const a = await t.database.db.selectFrom('akun').select('tipe').where('id', '=', akun).executeTakeFirstOrThrow();
  const sign = Number(a.tipe) === 2 ? -1 : 1;
  const all = await t.database.db.selectFrom('jurnal_rincian').select(['id', 'tanggal', 'debit', 'kredit']).where('akun_id', '=', akun).orderBy('tanggal').orderBy('id').execute();
  let running = 0;
  let before = 0;
  const rows: Row[] = [];
  for (const l of all) {
    running += sign * (Number(l.debit) - Number(l.kredit));
    if (gte && l.tanggal < gte) { before = running; continue; }
    if (lte && l.tanggal > lte) continue;
    rows.push({ id: Number(l.id), tanggal: l.tanggal, debit: Number(l.debit), kredit: Number(l.kredit), saldo: running });
  }
  return { before, rows };
}

const dateArb = fc.option(fc.constantFrom(...DAYS, '2026-09-01', '2026-10-16', '2026-11-30', '2026-12-31', '2025-01-01', '2027-12-31'), { nil: undefined });

describe('GET /api/buku-besar/:id by the kept month counts', () => {
  it('any period and page equals the plain running balance', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom('fresh', 'kas'), dateArb, dateArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 40 }),
      async (which, gte, lte, perPage, page) => {
        const akun = which === 'fresh' ? fresh : kas;
        const qs = new URLSearchParams({ perPage: String(perPage), page: String(page), ...(gte ? { tanggal_gte: gte } : {}), ...(lte ? { tanggal_lte: lte } : {}) });
        const res = await t.call('finance', { method: 'GET', url: `/api/buku-besar/${akun}?${qs}` });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { saldo_awal: number; total: number; data: Row[] };
        const want = await plain(akun, gte, lte);
        expect(body.total).toBe(want.rows.length);
        expect(body.saldo_awal).toBe(gte ? want.before : 0);
        const slice = want.rows.slice((page - 1) * perPage, page * perPage);
        expect(body.data.map((r) => [r.id, r.saldo])).toEqual(slice.map((r) => [r.id, r.saldo]));
      }), { numRuns: 120 });
  });

  it('the last page of the fresh account ends on its balance; a page past the end is empty', async () => {
    const total = DAYS.length * 5;
    const last = (await t.call('finance', { method: 'GET', url: `/api/buku-besar/${fresh}?perPage=7&page=${Math.ceil(total / 7)}` })).json();
    expect(last.total).toBe(total);
    const akun = await t.database.db.selectFrom('akun').select('saldo').where('id', '=', fresh).executeTakeFirstOrThrow();
    expect(last.data.at(-1).saldo).toBe(Number(akun.saldo));
    const past = (await t.call('finance', { method: 'GET', url: `/api/buku-besar/${fresh}?perPage=7&page=99` })).json();
    expect(past.data).toEqual([]);
    expect(past.total).toBe(total);
  });
});
