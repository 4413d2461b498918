import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { jurnalLines } from '../gudang/fixtures.js';
import { addMonths, monthEnd } from '../../../common/penyusutan.js';
import { todayJakarta } from '../../../common/format.js';
import { asset, category, poster } from './fixtures.js';

// The server's clock runs 250 days ahead, so months after the demo's posted depreciation can be run here.
const NOW = new Date(Date.now() + 250 * 86_400_000);
const M1 = addMonths(todayJakarta().slice(0, 7), 1);
const M2 = addMonths(M1, 1);
const daysIn = (periode: string) => Number(monthEnd(periode).slice(8));

let t: TestApp;
let post: ReturnType<typeof poster>['post'];
let get: ReturnType<typeof poster>['get'];
beforeAll(async () => { t = await createTestApp({ now: () => NOW }); ({ post, get } = poster(t)); });
afterAll(async () => { await t.close(); });

type Line = { asset_id: number; jumlah: number };
const preview = async (periode: string, id: unknown): Promise<number> =>
  ((await get('finance', `/cek-biaya-penyusutan-asset?periode=${periode}`)).json().data.rincian as Line[]).find((l) => l.asset_id === id)?.jumlah ?? 0;
const setRule = async (rule: 'penuh' | 'harian') => {
  const id = Number((await t.database.db.selectFrom('setting').select('id').executeTakeFirstOrThrow()).id);
  const res = await post('admin', '/input/setting', { id, penyusutan_bulan_pertama: rule });
  expect(res.statusCode, res.body).toBe(200);
};

describe('depreciation of the month of acquisition (UU PPh Pasal 11: a whole month by default)', () => {
  it('an asset bought on the 16th is depreciated a full first month: preview, schedule and the posted journal', async () => {
    const k = await category(t, 12);
    const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: `${M1}-16`, harga_perolehan: 12_000_000, nilai_sisa: 0 });
    expect(await preview(M1, a.id)).toBe(1_000_000);

    const jadwal = (await get('aset', `/asset/${a.id}`)).json().data.jadwal;
    expect(jadwal.bulan_pertama).toBe('penuh');
    expect(jadwal.rincian).toHaveLength(12);
    expect(jadwal.rincian[0]).toEqual({ periode: M1, jumlah: 1_000_000, akumulasi: 1_000_000, nilai_buku: 11_000_000 });

    const run = (await post('aset', '/input/asset-penyusutan', { periode: M1 })).json().data;
    const posted = await post('finance', '/asset-penyusutan-jurnal', { id: run.id });
    expect(posted.statusCode, posted.body).toBe(200);
    const runLines: Line[] = (await get('finance', `/asset-penyusutan-rincian?asset_penyusutan_id=${run.id}&perPage=1000`)).json().data;
    expect(runLines.find((l) => l.asset_id === a.id)?.jumlah).toBe(1_000_000);
    const lines = await jurnalLines(t, posted.json().data.jurnal_id);
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(posted.json().data.total);
    const row = await t.database.db.selectFrom('asset').select('akumulasi_penyusutan').where('id', '=', Number(a.id)).executeTakeFirstOrThrow();
    expect(Number(row.akumulasi_penyusutan)).toBe(1_000_000);
  });

  it('with the setting "harian" the first month is pro-rated by days and the schedule gains a partial last month', async () => {
    await setRule('harian');
    try {
      const k = await category(t, 12);
      const a = await asset(t, { asset_kategori_id: k.id, tanggal_perolehan: `${M2}-16`, harga_perolehan: 12_000_000, nilai_sisa: 0 });
      const dim = daysIn(M2);
      const expected = Math.round((12_000_000 * (dim - 15)) / (12 * dim));
      expect(await preview(M2, a.id)).toBe(expected);
      const jadwal = (await get('aset', `/asset/${a.id}`)).json().data.jadwal;
      expect(jadwal.bulan_pertama).toBe('harian');
      expect(jadwal.rincian).toHaveLength(13);
      expect(jadwal.rincian[0].jumlah).toBe(expected);
      expect(jadwal.rincian.reduce((s: number, r: { jumlah: number }) => s + r.jumlah, 0)).toBe(12_000_000);
    } finally {
      await setRule('penuh');
    }
  });

  it('the setting takes only its two values', async () => {
    const id = Number((await t.database.db.selectFrom('setting').select('id').executeTakeFirstOrThrow()).id);
    const res = await post('admin', '/input/setting', { id, penyusutan_bulan_pertama: 'mingguan' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['penyusutan_bulan_pertama']);
  });
});
