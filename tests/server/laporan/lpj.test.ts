import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayJakarta } from '../../../common/format.js';
import { createTestApp, type TestApp } from '../support/helpers.js';

/** Laporan LPJ on the demo company: the paid BOPs of the period with their accountability, checked against the BOP documents themselves. */
let t: TestApp;
const today = todayJakarta();
const period = `tgl_awal=${addDays(today, -60)}&tgl_akhir=${today}`;
const get = (user: string, url: string) => t.call(user, { method: 'GET', url });

interface Bop { id: number; nomor: string; status: string; jumlah: number; terpakai: number; dikembalikan: number; reimburse: number; karyawan_id: number }
interface Row { nomor: string; pemegang: string; uang_muka: number; terpakai: number; dikembalikan: number; reimburse: number; belum: number; status: string }
const PAID = ['dibayar', 'dilaporkan', 'direimburse', 'dikembalikan', 'selesai'];

beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

describe('laporan lpj', () => {
  it('lists every paid BOP of the period with the amounts of its document, and what is still to be accounted for', async () => {
    const res = await get('finance', `/api/laporan/lpj?${period}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const rows: Row[] = data.sections[0].rows;
    const bops: Bop[] = (await get('finance', '/api/bop-ajuan?perPage=1000')).json().data;
    const paid = bops.filter((b) => PAID.includes(b.status));
    expect(rows.map((r) => r.nomor).sort()).toEqual(paid.map((b) => b.nomor).sort());
    expect(rows.map((r) => r.nomor)).not.toContain(bops.find((b) => b.status === 'ditolak')!.nomor);
    for (const b of paid) {
      const r = rows.find((x) => x.nomor === b.nomor)!;
      expect([r.uang_muka, r.terpakai, r.dikembalikan, r.reimburse]).toEqual([b.jumlah, b.terpakai, b.dikembalikan, b.reimburse]);
      if (['selesai', 'direimburse'].includes(b.status)) expect(r.uang_muka).toBe(r.terpakai + r.dikembalikan - r.reimburse);
      expect(r.belum).toBe(b.status === 'dibayar' ? b.jumlah : b.status === 'dilaporkan' ? Math.max(0, b.jumlah - b.terpakai) : 0);
    }
    expect(rows.find((r) => r.status === 'Dibayar')!.belum).toBeGreaterThan(0);
    const summary = Object.fromEntries(data.summary.map((s: { label: string; value: number }) => [s.label, s.value]));
    expect(summary['Total Uang Muka']).toBe(paid.reduce((s, b) => s + b.jumlah, 0));
    expect(summary['Belum Dipertanggungjawabkan']).toBe(rows.reduce((s, r) => s + r.belum, 0));

    const lines: Array<{ bop_ajuan_id: number; jumlah: number }> = (await get('finance', '/api/bop-laporan?perPage=1000')).json().data;
    const paidIds = new Set(paid.map((b) => b.id));
    expect(data.sections[1].total.jumlah).toBe(lines.filter((l) => paidIds.has(l.bop_ajuan_id)).reduce((s, l) => s + l.jumlah, 0));
  });

  it('gives a salesperson only their own advances, and refuses another holder', async () => {
    const own = (await get('sales1', `/api/laporan/lpj?${period}`)).json().data;
    expect(own.sales.nama).toMatch(/\w/);
    const rows: Row[] = own.sections[0].rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.pemegang))).toEqual(new Set([own.sales.nama]));
    const all: Row[] = (await get('finance', `/api/laporan/lpj?${period}`)).json().data.sections[0].rows;
    const other = all.find((r) => r.pemegang !== own.sales.nama)!;
    const bops: Bop[] = (await get('finance', '/api/bop-ajuan?perPage=1000')).json().data;
    const otherHolder = bops.find((b) => b.nomor === other.nomor)!.karyawan_id;
    expect((await get('sales1', `/api/laporan/lpj?${period}&sales_id=${otherHolder}`)).statusCode).toBe(403);
    const pdf = await get('sales1', `/api/laporan/lpj?${period}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('is not open to a level without the report, and refuses a period ending before it starts', async () => {
    expect((await get('gudang', `/api/laporan/lpj?${period}`)).statusCode).toBe(403);
    const bad = await get('finance', `/api/laporan/lpj?tgl_awal=${today}&tgl_akhir=${addDays(today, -5)}`);
    expect(bad.statusCode).toBe(422);
  });
});
