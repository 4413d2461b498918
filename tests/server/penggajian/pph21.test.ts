import { describe, expect, it } from 'vitest';
import { companyKas } from '../armada/fixtures.js';
import { jurnalLines, settingId } from '../gudang/fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';
import { child, childText, parseXml } from '../pajak/xml-read.js';

// The whole demo year: its payroll carries PPh 21 and BPJS, December 2025 recomputed the year.
const { t, post, get } = useApiApp();
type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

describeSpecCalls('issue 38 PPh 21 calls', t, ['GET /pph21-ter', 'GET /pph21-tahunan', 'GET /ebupot-bpmp-xml', 'GET /ebupot-bpmp', 'POST /ebupot-bpmp/dilaporkan', 'POST /input/slip-gaji-koreksi']);

describe('GET /api/pph21-ter and /api/pph21-tahunan', () => {
  it('answer the TER withholding and the year by Pasal 17 from the base-data tables', async () => {
    const ter = await get('finance', '/pph21-ter?bruto=10000000&status_ptkp=K/0');
    expect(ter.statusCode, ter.body).toBe(200);
    expect(ter.json().data).toMatchObject({ kategori: 'A', tarif_persen: 2, pph21: 200_000 });
    expect((await get('finance', '/pph21-ter?bruto=12050001&status_ptkp=K%2F3')).json().data).toMatchObject({ kategori: 'C', tarif_persen: 3, pph21: 361_500 });
    const year = await get('finance', '/pph21-tahunan?bruto_setahun=120000000&iuran_setahun=1200000&status_ptkp=K/0&dipotong=2200000');
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data).toMatchObject({ biaya_jabatan: 6_000_000, neto: 112_800_000, ptkp: 58_500_000, pkp: 54_300_000, pph21_setahun: 2_715_000, pph21_terutang: 515_000 });
  });
  it('refuse bad input in Indonesian, unknown parameters, and levels without payroll', async () => {
    const bad = await get('finance', '/pph21-ter?bruto=-5&status_ptkp=K/0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.bruto[0]).toMatch(/rupiah bulat/);
    const status = await get('finance', '/pph21-tahunan?bruto_setahun=1000&status_ptkp=K/9');
    expect(status.statusCode).toBe(422);
    expect(status.json().errors.status_ptkp[0]).toMatch(/Status PTKP harus/);
    expect((await get('finance', '/pph21-tahunan?status_ptkp=K/0')).statusCode).toBe(422);
    expect((await get('finance', '/pph21-tahunan?bruto_setahun=1000&iuran_setahun=2000&status_ptkp=K/0')).statusCode).toBe(422);
    expect((await get('finance', '/pph21-ter?bruto=1&status_ptkp=K/0&x=1')).statusCode).toBe(400);
    expect((await get('sales1', '/pph21-ter?bruto=1&status_ptkp=K/0')).statusCode).toBe(403);
  });
});

describe('the demo year\'s payroll computes the law', () => {
  it('every slip of the year withholds TER until November and December recomputes the year to the rupiah', async () => {
    const db = t.database.db;
    const dec = await db.selectFrom('slip_gaji').selectAll().where('periode', '=', '2025-12').where('status', '=', 'diposting').execute() as Row[];
    expect(dec.length).toBeGreaterThan(5);
    const awal = new Map((await db.selectFrom('pph21_awal').selectAll().where('tahun', '=', 2025).execute() as Row[]).map((r) => [n(r.karyawan_id), r]));
    for (const s of dec) {
      expect(s.metode_pph21).toBe('tahunan');
      const earlier = await db.selectFrom('slip_gaji').select(['pph21', 'metode_pph21']).where('karyawan_id', '=', n(s.karyawan_id)).where('periode', '>=', '2025-01').where('periode', '<', '2025-12').where('status', '=', 'diposting').execute();
      expect(earlier.every((e) => e.metode_pph21 === 'ter')).toBe(true);
      const withheld = earlier.reduce((a, e) => a + n(e.pph21), 0) + n(awal.get(n(s.karyawan_id))?.pph21);
      // What the year owes = what its months withheld + December's difference (negative: refunded).
      expect(withheld + n(s.pph21), `slip ${s.nomor}`).toBe(n(s.pph21_setahun));
    }
    const nov = await db.selectFrom('slip_gaji').selectAll().where('periode', '=', '2026-10').where('status', '=', 'diposting').execute() as Row[];
    expect(nov.every((s) => s.metode_pph21 === 'ter' && n(s.bpjs_karyawan) > 0 && n(s.bruto_pajak) > n(s.bruto) - 1)).toBe(true);
  });

  it('a posted run\'s journal credits Hutang PPh 21 and Hutang BPJS exactly what its slips withheld and owe', async () => {
    const db = t.database.db;
    const run = await db.selectFrom('penggajian').selectAll().where('periode', '=', '2026-09').executeTakeFirstOrThrow() as Row;
    const slips = await db.selectFrom('slip_gaji').selectAll().where('penggajian_id', '=', n(run.id)).execute() as Row[];
    const lines = await jurnalLines(t, n(run.jurnal_id));
    const [pph21, bpjs, beban] = [await settingId(t, 'akun_hutang_pph21_id'), await settingId(t, 'akun_hutang_bpjs_id'), await settingId(t, 'akun_beban_bpjs_id')];
    const on = (akun: number, side: 'debit' | 'kredit') => lines.filter((l) => l.akun_id === akun).reduce((a, l) => a + n(l[side]), 0);
    expect(on(pph21, 'kredit')).toBe(slips.reduce((a, s) => a + n(s.pph21), 0));
    expect(on(bpjs, 'kredit')).toBe(slips.reduce((a, s) => a + n(s.bpjs_perusahaan) + n(s.bpjs_karyawan), 0));
    expect(on(beban, 'debit')).toBe(slips.reduce((a, s) => a + n(s.bpjs_perusahaan), 0));
    expect(n(run.total_pph21)).toBe(on(pph21, 'kredit'));
  });

  it('a marriage recorded mid-year changes the TER category only from the next tax year', async () => {
    const db = t.database.db;
    const change = await db.selectFrom('karyawan_ptkp').selectAll().where('status_ptkp', '=', 'K/0').where('berlaku_mulai', '>', '2026-01-01').executeTakeFirstOrThrow() as Row;
    const after = await db.selectFrom('slip_gaji').select(['status_ptkp']).where('karyawan_id', '=', n(change.karyawan_id)).where('periode', '>=', String(change.berlaku_mulai).slice(0, 7)).where('status', '=', 'diposting').execute();
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.status_ptkp === 'TK/0')).toBe(true);
  });
});

describe('the PTKP status keeps its history', () => {
  it('a new employee starts it on their first day; a change is recorded from the day it was made', async () => {
    const jabatan = await t.database.db.selectFrom('jabatan').select('id').orderBy('id').executeTakeFirstOrThrow();
    const k = await post('admin', '/input/karyawan', { nip: 'PTKP-RIWAYAT-1', nama_lengkap: 'Sari Riwayat Uji', jk: 'P', jabatan_id: jabatan.id, gaji_pokok: 5_000_000, status_ptkp: 'TK/0', tanggal_masuk: '2024-02-01' });
    expect(k.statusCode, k.body).toBe(201);
    const id = k.json().data.id as number;
    const history = async () => (await t.database.db.selectFrom('karyawan_ptkp').select(['berlaku_mulai', 'status_ptkp']).where('karyawan_id', '=', id).orderBy('berlaku_mulai').execute())
      .map((h) => [String(h.berlaku_mulai).slice(0, 10), h.status_ptkp]);
    expect(await history()).toEqual([['2024-02-01', 'TK/0']]);
    const changed = await post('admin', '/input/karyawan', { id, status_ptkp: 'K/0' });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await history();
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe('K/0');
    expect(rows[1][0] > '2024-02-01').toBe(true);
    expect((await post('admin', '/input/karyawan', { id, status_ptkp: 'K/9' })).statusCode).toBe(422);
    expect(await history()).toHaveLength(2);
  });
});

describe('a resignation is the last tax period', () => {
  it('an employee leaving in the month gets the year recomputed on that month\'s slip', async () => {
    const jabatan = await t.database.db.selectFrom('jabatan').select('id').orderBy('id').executeTakeFirstOrThrow();
    const k = await post('admin', '/input/karyawan', { nip: 'PPH-KELUAR-1', nama_lengkap: 'Rudi Keluar Uji', jk: 'L', jabatan_id: jabatan.id, gaji_pokok: 9_000_000, status_ptkp: 'K/1', tanggal_keluar: '2027-01-20', tanggal_masuk: '2026-12-01' });
    expect(k.statusCode, k.body).toBe(201);
    const kas = await companyKas(t);
    // November 2026 is the demo's draft; a run for January 2027 finds the new employee's last period.
    const created = await post('finance', '/input/penggajian', { periode: '2027-01', tanggal: '2027-01-31', hari_kerja: 25, cara_bayar: 'tunai', kas_id: kas.id });
    expect(created.statusCode, created.body).toBe(201);
    const slip = await t.database.db.selectFrom('slip_gaji').selectAll().where('penggajian_id', '=', created.json().data.id).where('karyawan_id', '=', k.json().data.id).executeTakeFirstOrThrow() as Row;
    expect(slip).toMatchObject({ metode_pph21: 'tahunan', status_ptkp: 'K/1' });
    // One month of 9 jt + premiums: far under PTKP, nothing due.
    expect(n(slip.pph21)).toBe(0);
    expect(n(slip.bpjs_karyawan)).toBe(90_000 + 180_000 + 90_000);
  });
});

describe('a posted slip computed again is a new version; only the difference is journalled', () => {
  it('after a raise: version 2 with the whole slip, the old one Diganti, one journal of the differences, balanced', async () => {
    const db = t.database.db;
    const old = await db.selectFrom('slip_gaji').selectAll().where('periode', '=', '2026-09').where('status', '=', 'diposting').orderBy('id').executeTakeFirstOrThrow() as Row;
    const before = n((await db.selectFrom('karyawan').select('gaji_pokok').where('id', '=', n(old.karyawan_id)).executeTakeFirstOrThrow()).gaji_pokok);
    expect((await post('sales1', '/input/slip-gaji-koreksi', { id: old.id })).statusCode).toBe(403);
    const same = await post('finance', '/input/slip-gaji-koreksi', { id: old.id });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toMatch(/sama dengan slip yang diposting/);
    await db.updateTable('karyawan').set({ gaji_pokok: before + 1_000_000 }).where('id', '=', n(old.karyawan_id)).execute();
    const res = await post('finance', '/input/slip-gaji-koreksi', { id: old.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'diganti' });
    const fresh = await db.selectFrom('slip_gaji').selectAll().where('id', '=', n(res.json().data.diganti_oleh_id)).executeTakeFirstOrThrow() as Row;
    expect(fresh).toMatchObject({ versi: 2, menggantikan_id: old.id, status: 'diposting', karyawan_id: old.karyawan_id, periode: '2026-09' });
    expect(n(fresh.bruto) - n(old.bruto)).toBe(1_000_000);
    const lines = await jurnalLines(t, n(fresh.jurnal_koreksi_id));
    const debit = lines.reduce((a, l) => a + n(l.debit), 0);
    expect(debit).toBe(lines.reduce((a, l) => a + n(l.kredit), 0));
    const [pph21, hutangGaji] = [await settingId(t, 'akun_hutang_pph21_id'), await settingId(t, 'akun_hutang_gaji_id')];
    expect(lines.find((l) => l.akun_id === pph21)?.kredit ?? 0).toBe(n(fresh.pph21) - n(old.pph21));
    expect(lines.find((l) => l.akun_id === hutangGaji)?.kredit).toBe(n(fresh.bersih) - n(old.bersih));
    // The replaced version is not corrected or cancelled again; the run's totals follow the new version.
    expect((await post('finance', '/input/slip-gaji-koreksi', { id: old.id })).statusCode).toBe(409);
    expect((await post('finance', '/input/slip-gaji-batal', { id: old.id, alasan_batal: 'Coba batal versi lama' })).statusCode).toBe(409);
    const slips = await db.selectFrom('slip_gaji').select(['bersih']).where('penggajian_id', '=', n(old.penggajian_id)).where('diganti_oleh_id', 'is', null).where('status', '=', 'diposting').execute();
    const run = await db.selectFrom('penggajian').select(['total_bersih']).where('id', '=', n(old.penggajian_id)).executeTakeFirstOrThrow();
    expect(n(run.total_bersih)).toBe(slips.reduce((a, s) => a + n(s.bersih), 0));
    await db.updateTable('karyawan').set({ gaji_pokok: before }).where('id', '=', n(old.karyawan_id)).execute();
  });
});

describe('e-Bupot BPMP: the month\'s PPh 21 for Coretax', () => {
  it('lists, downloads and marks the month; the file parsed back adds up to the Hutang PPh 21 credited', async () => {
    // The demo reported every month before the last (October 2026, paid as salary payable with one slip cancelled).
    const reported = (await get('finance', '/ebupot-bpmp?periode=2026-08')).json();
    expect(reported.data.length).toBeGreaterThan(5);
    expect(reported.totals.belum_dilaporkan).toBe(0);
    const again = await t.call('finance', { method: 'GET', url: '/api/ebupot-bpmp-xml?periode=2026-08' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sudah dilaporkan/);

    const list = await get('finance', '/ebupot-bpmp?periode=2026-10');
    expect(list.statusCode, list.body).toBe(200);
    const data = { rows: list.json().data as Row[], totals: list.json().totals };
    expect(data.rows.length).toBeGreaterThan(5);
    expect(data.totals.pph21).toBe(data.rows.reduce((a, r) => a + n(r.pph21), 0));
    const res = await t.call('finance', { method: 'GET', url: '/api/ebupot-bpmp-xml?periode=2026-10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const root = parseXml(res.body);
    expect(root.name).toBe('MmPayrollBulk');
    const setting = await t.database.db.selectFrom('setting').select(['npwp', 'nitku']).executeTakeFirstOrThrow();
    expect(childText(root, 'TIN')).toBe(setting.npwp);
    const items = child(root, 'ListOfMmPayroll').children;
    expect(items.length).toBe(data.rows.length);
    expect(items[0].children.map((c) => c.name)).toEqual(['TaxPeriodMonth', 'TaxPeriodYear', 'CounterpartOpt', 'CounterpartPassport', 'CounterpartTin', 'StatusTaxExemption', 'Position',
      'TaxCertificate', 'TaxObjectCode', 'Gross', 'Rate', 'IDPlaceOfBusinessActivity', 'WithholdingDate']);
    const tax = items.reduce((a, it) => a + Math.floor((Number(childText(it, 'Gross')) * Number(childText(it, 'Rate'))) / 100), 0);
    // What Hutang PPh 21 holds for the month: the run's credit less the cancelled slip's reversal.
    const db = t.database.db;
    const run = await db.selectFrom('penggajian').select(['id', 'jurnal_id']).where('periode', '=', '2026-10').where('status', '=', 'diposting').executeTakeFirstOrThrow();
    const pph21 = await settingId(t, 'akun_hutang_pph21_id');
    const journals = [n(run.jurnal_id), ...(await db.selectFrom('slip_gaji').select('jurnal_batal_id').where('penggajian_id', '=', n(run.id)).where('jurnal_batal_id', 'is not', null).execute()).map((s) => n(s.jurnal_batal_id))];
    let held = 0;
    for (const j of journals) held += (await jurnalLines(t, j)).filter((l) => l.akun_id === pph21).reduce((a, l) => a + n(l.kredit) - n(l.debit), 0);
    expect(tax).toBe(held);
    expect(items.every((it) => childText(it, 'TaxObjectCode') === '21-100-01' && /^\d{16}$/.test(childText(it, 'CounterpartTin')))).toBe(true);

    const marked = await post('finance', '/ebupot-bpmp/dilaporkan', { periode: '2026-10' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.jumlah).toBe(data.rows.length);
    expect((await post('finance', '/ebupot-bpmp/dilaporkan', { periode: '2026-10' })).statusCode).toBe(409);
    expect((await get('finance', '/ebupot-bpmp?periode=2026-13')).statusCode).toBe(422);
    expect((await get('sales1', '/ebupot-bpmp?periode=2026-10')).statusCode).toBe(403);
    // December is the last period: reported on A1, not in the monthly file.
    const dec = await t.call('finance', { method: 'GET', url: '/api/ebupot-bpmp-xml?periode=2025-12' });
    expect(dec.statusCode).toBe(409);
    expect(dec.json().message).toMatch(/bukti potong A1/);
  });
});
