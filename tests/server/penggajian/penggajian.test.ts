import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, jurnalLines, saldoSetting, settingId } from '../gudang/fixtures.js';
import { companyKas, salesKas } from '../armada/fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

// Runs payroll in 2025, a year the demo's own year has paid and closed: a demo of the current weeks only.
const { t, post, get } = useApiApp({ demoMonths: 0 });

type Row = Record<string, unknown>;
const CALLS = [
  'GET /slip-gaji', 'GET /slip-gaji/{id}', 'POST /input/slip-gaji', 'GET /cetak-slip-gaji', 'GET /cetak-rekap-gaji', 'GET /penggajian', 'POST /input/penggajian',
  'POST /input/penggajian-posting', 'POST /input/slip-gaji-batal', 'POST /input/kasbon-karyawan', 'GET /komponen-gaji', 'POST /input/karyawan-gaji',
];

/**
 * A new non-permanent employee outside BPJS (no PPh 21 or BPJS computed: pph21.test.ts covers those) on 4.000.000 with
 * meal money 25.000 per day present, an absence deduction 160.000 per day absent, and a cooperative's dues of 50.000.
 */
async function employee(): Promise<number> {
  const jabatan = await t.database.db.selectFrom('jabatan').select('id').orderBy('id').executeTakeFirstOrThrow();
  const nip = `T-${Math.floor(Math.random() * 1e9)}`;
  const k = await post('admin', '/input/karyawan', { nip, nama_lengkap: 'Lina Marlina Uji', jk: 'P', jabatan_id: jabatan.id, gaji_pokok: 4_000_000, jenis_pegawai: 'tidak_tetap', ikut_bpjs: false });
  expect(k.statusCode, k.body).toBe(201);
  const id = k.json().data.id as number;
  const komponen = new Map((await t.database.db.selectFrom('komponen_gaji').select(['id', 'kode']).execute()).map((c) => [String(c.kode), Number(c.id)]));
  for (const [kode, nilai] of [['UMKN', 25_000], ['ABS', 160_000], ['KOP', 50_000]] as const) {
    const res = await post('finance', '/input/karyawan-gaji', { karyawan_id: id, komponen_gaji_id: komponen.get(kode), nilai });
    expect(res.statusCode, res.body).toBe(201);
  }
  return id;
}

async function run(periode: string, extra: Row = {}) {
  const kas = await companyKas(t);
  return post('finance', '/input/penggajian', { periode, tanggal: `${periode}-28`, hari_kerja: 25, cara_bayar: 'tunai', kas_id: kas.id, ...extra });
}

const slipOf = async (runId: number, karyawanId: number) => (await t.database.db.selectFrom('slip_gaji').selectAll().where('penggajian_id', '=', runId).where('karyawan_id', '=', karyawanId).executeTakeFirstOrThrow()) as Row;
const num = (r: Row, k: string) => Number(r[k]);

describeSpecCalls('SPEC.md section 7 payslip calls', t, CALLS);

describe('penggajian: draft → diposting, one balanced journal, advances repaid, slips cancelled by reversal', () => {
  it('computes the slip to the rupiah, posts one journal, refuses the period twice, cancels a slip and prints', async () => {
    const karyawanId = await employee();
    const kas = await companyKas(t);
    const advance = await post('finance', '/input/kasbon-karyawan', { tanggal: '2025-05-10', karyawan_id: karyawanId, kas_id: kas.id, jumlah: 1_000_000, cicilan: 300_000 });
    expect(advance.statusCode, advance.body).toBe(201);
    const kasbon = advance.json().data;
    expect(kasbon).toMatchObject({ nomor: expect.stringMatching(/^KSB\//), sisa: 1_000_000 });
    const piutang = await settingId(t, 'akun_piutang_karyawan_id');
    expect(await jurnalLines(t, kasbon.jurnal_id)).toEqual([{ akun_id: piutang, debit: 1_000_000, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: 1_000_000 }]);

    const created = await run('2025-06');
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', periode: '2025-06', nomor: expect.stringMatching(/^PGJ\//) });
    expect(draft).not.toHaveProperty('kunci_periode');
    let slip = await slipOf(draft.id, karyawanId);
    expect([num(slip, 'bruto'), num(slip, 'potongan'), num(slip, 'bersih')]).toEqual([4_625_000, 350_000, 4_275_000]);
    // Two days absent: meal money for 23 days, 2 × 160.000 deducted, the instalment and the tax as before.
    const edited = await post('finance', '/input/slip-gaji', { id: slip.id, hari_masuk: 23 });
    expect(edited.statusCode, edited.body).toBe(200);
    slip = await slipOf(draft.id, karyawanId);
    expect([num(slip, 'bruto'), num(slip, 'potongan'), num(slip, 'potongan_kasbon'), num(slip, 'bersih')]).toEqual([4_575_000, 670_000, 300_000, 3_905_000]);
    const rincian = (await get('finance', `/slip-gaji-rincian?slip_gaji_id=${slip.id}&perPage=50`)).json().data as Row[];
    expect(rincian.map((l) => [l.nama, l.jenis, l.jumlah])).toEqual([
      ['Gaji Pokok', 'pendapatan', 4_000_000], ['Uang Makan', 'pendapatan', 575_000], ['Potongan Tidak Masuk', 'potongan', 320_000],
      ['Iuran Koperasi Karyawan', 'potongan', 50_000], [`Potongan Kasbon ${kasbon.nomor}`, 'potongan', 300_000],
    ]);

    const twice = await run('2025-06');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Penggajian periode 06-2025 sudah dibuat (${draft.nomor}, Draft); satu periode hanya digaji sekali`);

    const self = await post('finance', '/input/penggajian-posting', { id: draft.id });
    expect(self.statusCode).toBe(403);
    const bank = await companyKas(t);
    const hutangGaji = await saldoSetting(t, 'akun_hutang_gaji_id');
    const posted = await post('owner', '/input/penggajian-posting', { id: draft.id });
    expect(posted.statusCode, posted.body).toBe(200);
    const doc = posted.json().data;
    expect(doc.status).toBe('diposting');
    expect(doc.total_bersih + doc.total_potongan).toBe(doc.total_bruto);
    const slips = (await t.database.db.selectFrom('slip_gaji').selectAll().where('penggajian_id', '=', doc.id).execute()) as Row[];
    expect(slips.every((s) => s.status === 'diposting')).toBe(true);
    expect(slips.length).toBe(doc.jumlah_karyawan);
    expect(slips.reduce((s, x) => s + num(x, 'bruto'), 0)).toBe(doc.total_bruto);
    expect(slips.reduce((s, x) => s + num(x, 'bersih'), 0)).toBe(doc.total_bersih);
    const lines = await jurnalLines(t, doc.jurnal_id);
    // The employer's BPJS premiums are journalled beside the salaries: Dr Beban BPJS / Cr Hutang BPJS.
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(doc.total_bruto + doc.total_bpjs_perusahaan);
    expect(lines.reduce((s, l) => s + l.kredit, 0)).toBe(doc.total_bruto + doc.total_bpjs_perusahaan);
    expect(lines.find((l) => l.akun_id === bank.akun_id)).toEqual({ akun_id: bank.akun_id, debit: 0, kredit: doc.total_bersih });
    const kasbonCut = slips.reduce((s, x) => s + num(x, 'potongan_kasbon'), 0);
    expect(lines.find((l) => l.akun_id === piutang)?.kredit).toBe(kasbonCut);
    expect(Number((await t.database.db.selectFrom('kas').select('saldo').where('id', '=', bank.id).executeTakeFirstOrThrow()).saldo)).toBe(bank.saldo - doc.total_bersih);
    expect(await saldoSetting(t, 'akun_hutang_gaji_id')).toBe(hutangGaji);
    expect(Number((await t.database.db.selectFrom('kasbon_karyawan').select('sisa').where('id', '=', kasbon.id).executeTakeFirstOrThrow()).sisa)).toBe(700_000);
    const again = await run('2025-06');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Diposting\); satu periode hanya digaji sekali/);
    const lateEdit = await post('finance', '/input/slip-gaji', { id: slip.id, hari_masuk: 20 });
    expect(lateEdit.statusCode).toBe(409);

    const pdf = await t.call('finance', { method: 'GET', url: `/api/cetak-slip-gaji?id=${slip.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['SLIP GAJI', 'Lina Marlina Uji', 'Juni 2025', 'Rp. 3.905.000', 'Rp. 4.575.000', 'Potongan Tidak Masuk']) expect(text).toContain(s);
    const rekap = await t.call('finance', { method: 'GET', url: `/api/cetak-rekap-gaji?id=${doc.id}` });
    expect(rekap.statusCode).toBe(200);
    const rekapText = await pdfText(rekap.rawPayload);
    expect(rekapText).toContain('REKAP GAJI JUNI 2025');
    expect(rekapText).toContain('Lina Marlina Uji');

    // Cancel the slip: its share reversed, the instalment back on the advance, the run's totals lowered.
    const noReason = await post('finance', '/input/slip-gaji-batal', { id: slip.id });
    expect(noReason.statusCode).toBe(422);
    const cancelled = await post('finance', '/input/slip-gaji-batal', { id: slip.id, alasan_batal: 'Salah hitung hari masuk' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const c = cancelled.json().data;
    expect(c.status).toBe('dibatalkan');
    const reversal = await jurnalLines(t, c.jurnal_batal_id);
    expect(reversal.reduce((s, l) => s + l.debit, 0)).toBe(4_575_000);
    expect(reversal.find((l) => l.akun_id === bank.akun_id)).toEqual({ akun_id: bank.akun_id, debit: 3_905_000, kredit: 0 });
    expect(reversal.find((l) => l.akun_id === piutang)).toEqual({ akun_id: piutang, debit: 300_000, kredit: 0 });
    expect(Number((await t.database.db.selectFrom('kasbon_karyawan').select('sisa').where('id', '=', kasbon.id).executeTakeFirstOrThrow()).sisa)).toBe(1_000_000);
    const after = (await get('finance', `/penggajian/${doc.id}`)).json().data;
    expect([after.total_bruto, after.total_bersih, after.jumlah_karyawan]).toEqual([doc.total_bruto - 4_575_000, doc.total_bersih - 3_905_000, doc.jumlah_karyawan - 1]);
    const twiceCancelled = await post('finance', '/input/slip-gaji-batal', { id: slip.id, alasan_batal: 'Lagi' });
    expect(twiceCancelled.statusCode).toBe(409);
    expect(twiceCancelled.json().message).toBe('Slip Gaji berstatus Dibatalkan; Batalkan Slip hanya dapat dilakukan dari status Diposting');
    await expectIntegrity(t);
  });

  it('a run recorded as salary payable credits Hutang Gaji; a cancelled draft frees its period', async () => {
    const hutang = await saldoSetting(t, 'akun_hutang_gaji_id');
    const res = await post('finance', '/input/penggajian', { periode: '2025-07', tanggal: '2025-07-31', hari_kerja: 26, cara_bayar: 'hutang' });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft.kas_id).toBeNull();
    const early = await post('finance', '/input/slip-gaji-batal', { id: (await t.database.db.selectFrom('slip_gaji').select('id').where('penggajian_id', '=', draft.id).executeTakeFirstOrThrow()).id, alasan_batal: 'Coba' });
    expect(early.statusCode).toBe(409);
    expect((await post('finance', '/input/penggajian-batal', { id: draft.id })).json().data.status).toBe('dibatalkan');
    const rerun = await post('finance', '/input/penggajian', { periode: '2025-07', tanggal: '2025-07-31', hari_kerja: 26, cara_bayar: 'hutang' });
    expect(rerun.statusCode, rerun.body).toBe(201);
    const posted = await post('admin', '/input/penggajian-posting', { id: rerun.json().data.id });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await saldoSetting(t, 'akun_hutang_gaji_id')).toBe(hutang + posted.json().data.total_bersih);
    const wrong = await post('admin', '/input/penggajian-posting', { id: rerun.json().data.id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('Penggajian berstatus Diposting; Posting Gaji hanya dapat dilakukan dari status Draft');
  });

  it('permissions: sales and warehouse see no payroll; the GM reads only', async () => {
    expect((await get('sales1', '/penggajian')).statusCode).toBe(403);
    expect((await get('gudang', '/slip-gaji')).statusCode).toBe(403);
    expect((await t.call('sales1', { method: 'GET', url: '/api/cetak-rekap-gaji?id=1' })).statusCode).toBe(403);
    expect((await get('gm', '/penggajian')).statusCode).toBe(200);
    const gm = await post('gm', '/input/penggajian', { periode: '2025-08', tanggal: '2025-08-28', hari_kerja: 25, cara_bayar: 'hutang' });
    expect(gm.statusCode).toBe(403);
    expect((await post('gm', '/input/kasbon-karyawan', { tanggal: '2025-08-01', karyawan_id: 1, kas_id: 1, jumlah: 1000 })).statusCode).toBe(403);
  });

  it('bad input: period format, kas, days present, unknown fields, components without account, advances above their amount', async () => {
    const bad = await post('finance', '/input/penggajian', { periode: '2025-13', tanggal: '2025-12-28', hari_kerja: 25, cara_bayar: 'hutang' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.periode[0]).toBe('Periode harus berformat YYYY-MM, mis. 2026-11');
    const noKas = await post('finance', '/input/penggajian', { periode: '2025-09', tanggal: '2025-09-28', hari_kerja: 25, cara_bayar: 'tunai' });
    expect(noKas.statusCode).toBe(422);
    expect(noKas.json().errors.kas_id[0]).toMatch(/wajib dipilih/);
    const viaSales = await run('2025-09', { kas_id: await salesKas(t) });
    expect(viaSales.statusCode).toBe(422);
    expect(viaSales.json().errors.kas_id[0]).toMatch(/adalah Kas Sales \(Pegangan\); pilih Kas Besar, Kas Kecil atau Bank/);
    const before = await run('2025-09', { tanggal: '2025-08-31' });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.tanggal[0]).toMatch(/sebelum awal periode/);
    const mass = await run('2025-09', { total_bersih: 1 });
    expect(mass.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('penggajian').select('id').where('periode', '=', '2025-09').executeTakeFirst()).toBeUndefined();

    const draft = (await run('2025-10')).json().data;
    const slip = await t.database.db.selectFrom('slip_gaji').select('id').where('penggajian_id', '=', draft.id).executeTakeFirstOrThrow();
    const tooMany = await post('finance', '/input/slip-gaji', { id: slip.id, hari_masuk: 26 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.hari_masuk[0]).toBe('Hari masuk tidak boleh melebihi hari kerja penggajian (25)');
    const figures = await post('finance', '/input/slip-gaji', { id: slip.id, bersih: 1 });
    expect(figures.statusCode).toBe(400);
    const slips = await t.database.db.selectFrom('slip_gaji').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow();
    const newSlip = await post('finance', '/input/slip-gaji', { hari_masuk: 3 });
    expect(newSlip.statusCode).toBeGreaterThanOrEqual(400);
    expect(newSlip.statusCode).toBeLessThan(500);
    expect((await t.database.db.selectFrom('slip_gaji').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c).toBe(slips.c);

    const komponen = await post('finance', '/input/komponen-gaji', { kode: 'KOPX', nama: 'Iuran Koperasi Lain', jenis: 'potongan', cara: 'tetap' });
    expect(komponen.statusCode).toBe(422);
    expect(komponen.json().errors.akun_id[0]).toMatch(/wajib punya akun/);
    const kas = await companyKas(t);
    const karyawanId = Number((await t.database.db.selectFrom('karyawan').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const over = await post('finance', '/input/kasbon-karyawan', { tanggal: '2025-08-01', karyawan_id: karyawanId, kas_id: kas.id, jumlah: 100_000, cicilan: 200_000 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.cicilan[0]).toBe('Cicilan tidak boleh melebihi jumlah kasbon');
  });
});
