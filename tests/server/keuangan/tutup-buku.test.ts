import { describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../common/laporan.js';
import { todayJakarta } from '../../../common/format.js';
import { CLOSING_SOURCE } from '../../../server/ledger/index.js';
import { akunIds, post, statementLines, summaryOf } from '../laporan/fixture.js';
import { useApiApp } from '../support/test-app.js';

/**
 * Year-end closing (tutup buku tahunan) on the demo company, whose books open in the current year: a few journals of
 * its own in 2024 and 2025 (years that have ended), closed through `POST /api/tutup-buku`.
 *
 *   2024-05-10  Kas Besar 1.000.000 / Pendapatan Lain-lain      (2024: profit 1.000.000)
 *   2025-03-10  Kas Besar 9.000.000 / Penjualan
 *   2025-04-05  Beban Gaji 2.500.000 / Kas Besar
 *   2025-06-30  Beban Lain 500.000 / Kas Besar                  (2025: profit 6.000.000)
 */
// Writes and closes 2024 and 2025, which the demo's year trades and closes itself: a demo of the current weeks only.
const { t, post: call, get } = useApiApp({ demoMonths: 0 }, async (t) => {
  const d = t.database;
  await post(d, '2024-05-10', '1-1100', '7-1100', 1_000_000);
  await post(d, '2025-03-10', '1-1100', '4-1100', 9_000_000);
  await post(d, '2025-04-05', '6-1100', '1-1100', 2_500_000);
  await post(d, '2025-06-30', '8-1100', '1-1100', 500_000);
});

const report = async (name: string, query: string) => {
  const res = await get('finance', `/laporan/${name}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReportResult;
};
const YEAR_2025 = 'tgl_awal=2025-01-01&tgl_akhir=2025-12-31';
const AFTER = 'tgl_awal=2026-01-01&tgl_akhir=2026-01-31';

/** The profit-and-loss accounts' net (credit − debit) over `from`…`to`, every journal counted. */
async function plNet(from: string, to: string): Promise<number> {
  const rows = await t.database.db.selectFrom('jurnal_rincian').innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id').innerJoin('akun_kategori as k', 'k.id', 'akun.akun_kategori_id')
    .select(['jurnal_rincian.debit', 'jurnal_rincian.kredit']).where('k.posisi', '=', 'laba_rugi').where('jurnal_rincian.tanggal', '>=', from).where('jurnal_rincian.tanggal', '<=', to).execute();
  return rows.reduce((s, r) => s + Number(r.kredit) - Number(r.debit), 0);
}

async function closingDate(): Promise<string | null> {
  const s = await t.database.db.selectFrom('setting').select('tanggal_tutup_buku').orderBy('id').executeTakeFirstOrThrow();
  return (s.tanggal_tutup_buku as string | null) ?? null;
}

describe('tutup buku', () => {
  it('refuses a salesperson (403) and a bad year (422)', async () => {
    expect((await call('sales1', '/tutup-buku', { tahun: 2025 })).statusCode).toBe(403);
    expect((await get('sales1', '/tutup-buku')).statusCode).toBe(403);
    for (const tahun of ['abc', 1999, 2025.5, null]) {
      const res = await call('finance', '/tutup-buku', { tahun });
      expect(res.statusCode, `${tahun}: ${res.body}`).toBe(422);
    }
    expect((await call('finance', '/tutup-buku', {})).statusCode).toBe(422);
  });

  it('refuses a year not ended (409), and a year while an earlier one is still open', async () => {
    const year = Number(todayJakarta().slice(0, 4));
    const notEnded = await call('finance', '/tutup-buku', { tahun: year });
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.json().message).toContain('belum berakhir');
    const earlierOpen = await call('finance', '/tutup-buku', { tahun: 2025 });
    expect(earlierOpen.statusCode).toBe(409);
    expect(earlierOpen.json().message).toContain('tutup buku tahun sebelumnya dulu');
    expect(await closingDate()).toBeNull();
  });

  it('shows the last ended year still open with its profit', async () => {
    const res = await get('finance', '/tutup-buku');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: [], total: 0, terbuka: { tahun: Number(todayJakarta().slice(0, 4)) - 1 } });
  });

  it('moves the year profit to Laba Ditahan, keeps Laba Rugi and balances the Neraca before and after', async () => {
    const first = await call('owner', '/tutup-buku', { tahun: 2024 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ tahun: 2024, tanggal: '2024-12-31', laba: 1_000_000 });

    // An asset bought in 2025 with no depreciation posted: the year waits for it (409), the screen says why.
    const db = t.database.db;
    const asset = await db.selectFrom('asset').select(['id', 'tanggal_perolehan', 'akumulasi_penyusutan']).where('status', '=', 'aktif').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('asset').set({ tanggal_perolehan: '2025-06-01', akumulasi_penyusutan: 0 }).where('id', '=', asset.id).execute();
    const waiting = await call('finance', '/tutup-buku', { tahun: 2025 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toContain('Penyusutan aset s.d. Desember 2025 belum diposting');
    expect((await get('finance', '/tutup-buku')).json().terbuka).toMatchObject({ tahun: 2025, laba: 6_000_000, alasan: expect.stringContaining('Penyusutan') });
    await db.updateTable('asset').set({ tanggal_perolehan: asset.tanggal_perolehan, akumulasi_penyusutan: asset.akumulasi_penyusutan }).where('id', '=', asset.id).execute();

    const lrBefore = statementLines(await report('laba-rugi', YEAR_2025));
    const nrcYearEnd = await report('neraca', 'tgl_akhir=2025-12-31');
    const nrcMid = await report('neraca', 'tgl_akhir=2025-06-30');
    const nrcAfter = await report('neraca', 'tgl_akhir=2026-01-31');
    const pmBefore = summaryOf(await report('perubahan-modal', YEAR_2025));
    expect(lrBefore['Laba (Rugi) Bersih'][0]).toBe(6_000_000);
    expect(statementLines(nrcYearEnd)['Laba (Rugi) Tahun Berjalan'][0]).toBe(6_000_000);

    const res = await call('finance', '/tutup-buku', { tahun: 2025 });
    expect(res.statusCode, res.body).toBe(201);
    const closed = res.json().data;
    expect(closed).toMatchObject({ tahun: 2025, tanggal: '2025-12-31', laba: 6_000_000 });
    expect(res.json().message).toContain('Rp. 6.000.000');
    expect(await closingDate()).toBe('2025-12-31');

    const journal = await t.database.db.selectFrom('jurnal').selectAll().where('id', '=', closed.jurnal_id).executeTakeFirstOrThrow();
    expect(journal).toMatchObject({ sumber: CLOSING_SOURCE, tanggal: '2025-12-31', nomor: closed.nomor, total: 9_000_000 });
    const ids = await akunIds(t.database);
    const lines = await t.database.db.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit']).where('jurnal_id', '=', closed.jurnal_id).orderBy('line_no').execute();
    expect(lines.map((l) => [Number(l.akun_id), Number(l.debit), Number(l.kredit)])).toEqual([
      [ids.get('4-1100'), 9_000_000, 0], [ids.get('6-1100'), 0, 2_500_000], [ids.get('8-1100'), 0, 500_000], [ids.get('3-1200'), 0, 6_000_000],
    ]);
    // Every profit-and-loss account is back to zero for the year; Laba Rugi still reads the year as earned.
    expect(await plNet('2025-01-01', '2025-12-31')).toBe(0);
    expect(statementLines(await report('laba-rugi', YEAR_2025))).toEqual(lrBefore);

    // The Neraca inside the closed year and at its end reads as before; after it, the profit sits in Laba Ditahan.
    expect(await report('neraca', 'tgl_akhir=2025-12-31')).toEqual(nrcYearEnd);
    expect(await report('neraca', 'tgl_akhir=2025-06-30')).toEqual(nrcMid);
    const after = await report('neraca', 'tgl_akhir=2026-01-31');
    expect(summaryOf(after)).toEqual(summaryOf(nrcAfter));
    expect(summaryOf(after).Selisih).toBe(0);
    const [was, now] = [statementLines(nrcAfter), statementLines(after)];
    expect(was['Laba Ditahan'][0]).toBe(1_000_000);
    expect(now['Laba Ditahan'][0]).toBe(7_000_000);
    expect(now['Saldo Laba Tahun-tahun Lalu (belum ditutup)'][0]).toBe(was['Saldo Laba Tahun-tahun Lalu (belum ditutup)'][0] - 6_000_000);
    expect(now['Jumlah Ekuitas']).toEqual(was['Jumlah Ekuitas']);

    // Perubahan Modal: the year's profit stays its Laba Bersih, and the next period opens with the same equity.
    expect(summaryOf(await report('perubahan-modal', YEAR_2025))).toEqual(pmBefore);
    const next = summaryOf(await report('perubahan-modal', AFTER));
    expect(next['Modal Awal']).toBe(pmBefore['Modal Akhir']);
    expect(next['Modal Akhir']).toBe(summaryOf(after)['Jumlah Liabilitas dan Ekuitas'] - statementLines(after)['Jumlah Liabilitas'][0]);

    // The audit row and the others' notification.
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('resource', '=', 'tutup-buku').where('record_id', '=', closed.jurnal_id).executeTakeFirst();
    expect(audit).toMatchObject({ action: 'tutup_buku', user_id: expect.any(Number) });
    const told = await t.database.db.selectFrom('notifikasi').select('pesan').where('judul', '=', 'Tutup buku tahun 2025').execute();
    expect(told.length).toBeGreaterThan(0);
    expect(told[0].pesan).toContain('Rp. 6.000.000');
  });

  it('lists the closed years, refuses closing twice and posting into a closed year (409)', async () => {
    const list = await get('admin', '/tutup-buku');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((c: { tahun: number; laba: number }) => [c.tahun, c.laba])).toEqual([[2025, 6_000_000], [2024, 1_000_000]]);
    expect(body.data[0]).toMatchObject({ tanggal: '2025-12-31', nomor: expect.stringMatching(/^JU\/2025\/12\//), oleh: expect.any(String), pada: expect.any(String) });

    const twice = await call('finance', '/tutup-buku', { tahun: 2025 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('sudah ditutup');
    const ids = await akunIds(t.database);
    const late = await call('finance', '/input/jurnal', {
      tanggal: '2025-12-20', keterangan: 'Koreksi terlambat',
      rincian: [{ akun_id: ids.get('6-1400'), debit: 100_000, kredit: 0 }, { akun_id: ids.get('1-1100'), debit: 0, kredit: 100_000 }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toContain('31-12-2025');
    const cancel = await call('finance', '/jurnal-batal', { id: body.data[0].jurnal_id });
    expect(cancel.statusCode).toBe(409);
    // The kept balances (account, month, day) still agree with the lines.
    const integrity = await get('finance', '/integritas');
    expect(integrity.json().checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
  });
});
