import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { expectIntegrity, jurnalLines } from '../gudang/fixtures.js';
import { addMonths, monthEnd, scheduledAccumulated } from '../../../common/penyusutan.js';
import { todayJakarta } from '../../../common/format.js';
import { akunId, asset, category, poster, saldo } from './fixtures.js';

// The server's clock runs 250 days ahead, so the months after the demo's posted depreciation can be run here.
const NOW = new Date(Date.now() + 250 * 86_400_000);
const M1 = addMonths(todayJakarta().slice(0, 7), 1);
const [M2, M3, M4] = [1, 2, 3].map((k) => addMonths(M1, k));

let t: TestApp;
let post: ReturnType<typeof poster>['post'];
let get: ReturnType<typeof poster>['get'];
beforeAll(async () => { t = await createTestApp({ now: () => NOW }); ({ post, get } = poster(t)); });
afterAll(async () => { await t.close(); });

type Line = { asset_id: number; jumlah: number };
const lineOf = (lines: Line[], id: unknown) => lines.find((l) => l.asset_id === id)?.jumlah ?? 0;
const rincian = async (id: number): Promise<Line[]> => (await get('finance', `/asset-penyusutan-rincian?asset_penyusutan_id=${id}&perPage=1000`)).json().data;

describe('asset-penyusutan: preview → draft → diposting → dibatalkan', () => {
  it('runs months in order, once each, with one balanced journal; catches up a skipped month; cancels the latest', async () => {
    const k = await category(t, 3);
    const basis = { tanggal_perolehan: `${M1}-16`, harga_perolehan: 3_000_000, nilai_sisa: 300_000, umur_bulan: 3 };
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: basis.tanggal_perolehan, harga_perolehan: 3_000_000, nilai_sisa: 300_000 });
    const due1 = scheduledAccumulated(basis, M1);

    const preview = (await get('aset', `/cek-biaya-penyusutan-asset?periode=${M1}`)).json().data;
    expect(preview).toMatchObject({ periode: M1, tanggal: monthEnd(M1), penyusutan: null });
    expect(lineOf(preview.rincian, a.id)).toBe(due1);
    const journals = await countRows(t.database, 'jurnal');

    const created = await post('aset', '/input/asset-penyusutan', { periode: M1 });
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json().data;
    expect(run).toMatchObject({ status: 'draft', periode: M1, tanggal: monthEnd(M1), total: preview.total, jumlah_aset: preview.jumlah_aset });
    expect(run.nomor).toMatch(/^SUS\/\d{4}\/\d{2}\/\d{4}$/);
    expect(lineOf(await rincian(run.id), a.id)).toBe(due1);

    // The same month again: 409 and nothing new.
    const runs = await countRows(t.database, 'asset_penyusutan');
    const again = await post('aset', '/input/asset-penyusutan', { periode: M1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(new RegExp(`periode ${M1} sudah ada`));
    expect(await countRows(t.database, 'asset_penyusutan')).toBe(runs);

    // Only the books' levels post.
    expect((await post('aset', '/asset-penyusutan-jurnal', { id: run.id })).statusCode).toBe(403);
    const beban0 = await saldo(t, '6-1800');
    const akum0 = await saldo(t, '1-2910');
    const posted = await post('finance', '/asset-penyusutan-jurnal', { id: run.id });
    expect(posted.statusCode, posted.body).toBe(200);
    const doc = posted.json().data;
    expect(doc.status).toBe('diposting');
    expect(await countRows(t.database, 'jurnal')).toBe(journals + 1);
    const lines = await jurnalLines(t, doc.jurnal_id);
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(doc.total);
    expect(lines.reduce((s, l) => s + l.kredit, 0)).toBe(doc.total);
    expect(await saldo(t, '6-1800') - beban0).toBe(await categoryShare(doc.id, '6-1800', 'akun_beban_id'));
    expect(await saldo(t, '1-2910') - akum0).toBe(await categoryShare(doc.id, '1-2910', 'akun_akumulasi_id'));
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ akumulasi_penyusutan: due1, nilai_buku: 3_000_000 - due1, penyusutan_terakhir: M1 });
    expect((await post('finance', '/asset-penyusutan-jurnal', { id: run.id })).statusCode).toBe(409);
    expect((await post('aset', '/input/asset-penyusutan', { periode: M1 })).statusCode).toBe(409);
    await expectIntegrity(t);

    // M2 skipped: M3 catches it up.
    const r3 = (await post('aset', '/input/asset-penyusutan', { periode: M3 })).json().data;
    expect(lineOf(await rincian(r3.id), a.id)).toBe(scheduledAccumulated(basis, M3) - due1);
    expect((await post('finance', '/asset-penyusutan-jurnal', { id: r3.id })).statusCode).toBe(200);
    const m2 = await post('aset', '/input/asset-penyusutan', { periode: M2 });
    expect(m2.statusCode).toBe(409);
    expect(m2.json().message).toMatch(new RegExp(`Periode ${M3} sudah diposting`));

    // Cancelling: the latest posted month only.
    const early = await post('finance', '/asset-penyusutan-cancel', { id: run.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/batalkan mulai dari periode terakhir/);
    const cancelled = await post('finance', '/asset-penyusutan-cancel', { id: r3.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('dibatalkan');
    const rev = await jurnalLines(t, cancelled.json().data.jurnal_batal_id);
    expect(rev.reduce((s, l) => s + l.debit, 0)).toBe(r3.total);
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ akumulasi_penyusutan: due1, penyusutan_terakhir: M1 });
    expect((await post('finance', '/asset-penyusutan-cancel', { id: r3.id })).statusCode).toBe(409);
    await expectIntegrity(t);

    // Run to the end of its life: Σ = cost − salvage, book value = salvage, nothing more is due.
    for (const p of [M2, M3, M4]) {
      const r = await post('aset', '/input/asset-penyusutan', { periode: p });
      expect(r.statusCode, r.body).toBe(201);
      expect((await post('finance', '/asset-penyusutan-jurnal', { id: r.json().data.id })).statusCode).toBe(200);
    }
    // Bought on the 16th of M1 with a 3-month life: M1 counts whole (the default rule), so M3 is its last month and M4 posts nothing for it.
    expect((await get('aset', `/asset/${a.id}`)).json().data).toMatchObject({ akumulasi_penyusutan: 2_700_000, nilai_buku: 300_000, penyusutan_terakhir: M3 });
    expect(lineOf((await get('aset', `/cek-biaya-penyusutan-asset?periode=${addMonths(M4, 1)}`)).json().data.rincian, a.id)).toBe(0);
    await expectIntegrity(t);
  });

  it('refuses a bad or future month with 422, unknown fields with 400, and writes nothing', async () => {
    const runs = await countRows(t.database, 'asset_penyusutan');
    for (const periode of ['2026-13', '2026-1', 'bulan', addMonths(todayJakarta(NOW).slice(0, 7), 1)]) {
      const res = await post('aset', '/input/asset-penyusutan', { periode });
      expect(res.statusCode, periode).toBe(422);
      expect(res.json().errors.periode.join(' ')).toMatch(/YYYY-MM|belum dimulai/);
    }
    expect((await post('aset', '/input/asset-penyusutan', { periode: M1, total: 5 })).statusCode).toBe(400);
    expect((await get('aset', '/cek-biaya-penyusutan-asset?periode=2026-13')).statusCode).toBe(422);
    expect((await get('aset', `/cek-biaya-penyusutan-asset?periode=${M1}&x=1`)).statusCode).toBe(400);
    expect(await countRows(t.database, 'asset_penyusutan')).toBe(runs);
  });

  it('answers 403 without the menu and lets a draft be cancelled without a journal', async () => {
    expect((await get('sales1', '/asset-penyusutan')).statusCode).toBe(403);
    expect((await get('gudang', `/cek-biaya-penyusutan-asset?periode=${M1}`)).statusCode).toBe(403);
    expect((await post('gm', '/input/asset-penyusutan', { periode: M1 })).statusCode).toBe(403);
    const M5 = addMonths(M4, 1);
    const k = await category(t, 24);
    await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: `${M5}-01` });
    const draft = (await post('aset', '/input/asset-penyusutan', { periode: M5 })).json().data;
    const journals = await countRows(t.database, 'jurnal');
    const res = await post('finance', '/asset-penyusutan-cancel', { id: draft.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dibatalkan', jurnal_id: null });
    expect(await countRows(t.database, 'jurnal')).toBe(journals);
    // The month is free again once its run is cancelled.
    expect((await post('aset', '/input/asset-penyusutan', { periode: M5 })).statusCode).toBe(201);
  });
});

/** The part of a run's total on categories whose `column` account is `kode`. */
async function categoryShare(runId: number, kode: string, column: 'akun_beban_id' | 'akun_akumulasi_id'): Promise<number> {
  const akun = await akunId(t, kode);
  const rows = await t.database.db.selectFrom('asset_penyusutan_rincian').innerJoin('asset_kategori', 'asset_kategori.id', 'asset_penyusutan_rincian.asset_kategori_id')
    .select('asset_penyusutan_rincian.jumlah').where('asset_penyusutan_id', '=', runId).where(`asset_kategori.${column}`, '=', akun).execute();
  return rows.reduce((s, r) => s + Number(r.jumlah), 0);
}
