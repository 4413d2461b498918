import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { countRows } from '../support/helpers.js';
import { ppnRateOn } from '../../../server/ledger/tarif-ppn.js';
import { npwp16 } from '../../../server/db/migrations/028-npwp-16.js';

/** The tax identity of issue 37: the company's, each customer's, the goods' and units' Coretax codes, the PPN rate table. */
const t = useTestApp();

const save = (user: string, name: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/input/${name}`, payload });
const list = async (user: string, url: string) => (await t.call(user, { method: 'GET', url })).json();

const NPWP = '0912345678901234';
const NITKU = `${NPWP}000000`;

async function konsumenBase() {
  const rute = (await list('admin', '/api/rute?sort=kode&order=ASC&perPage=1')).data[0];
  const tipe = (await list('admin', '/api/konsumen-type')).data[0];
  return { nama: 'Toko Pajak Uji', konsumen_type_id: tipe.id, rute_id: rute.id, alamat: 'Jl. Pajak No. 1' };
}

describe('the company tax identity', () => {
  it('the demo company is PKP with a 16-digit NPWP and its head office NITKU', async () => {
    const s = (await list('finance', '/api/setting')).data;
    expect(s).toMatchObject({ pkp: true, npwp: '0012345678424000', nitku: '0012345678424000000000' });
  });

  it('finance saves NPWP as printed (separators dropped); wrong length, letters, a NITKU of another NPWP, PKP without NPWP are 422 and change nothing', async () => {
    const s = (await list('finance', '/api/setting')).data;
    const ok = await save('finance', 'setting', { id: s.id, npwp: '09.123.456.7-890.123.4', nitku: '0912345678901234 000001' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ npwp: NPWP, nitku: '0912345678901234000001' });

    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ npwp: '012345678424000' }, { npwp: ['NPWP harus 16 digit (terisi 15)'] }],
      [{ npwp: '0912345678A01234' }, { npwp: ['NPWP hanya boleh berisi angka'] }],
      [{ nitku: '09123456789012340000' }, { nitku: ['NITKU Tempat Usaha harus 22 digit (terisi 20)'] }],
      [{ nitku: '0012345678424000000000' }, { nitku: [`NITKU Tempat Usaha harus diawali NPWP (${NPWP})`] }],
      [{ npwp: null }, { npwp: ['NPWP wajib diisi bila Pengusaha Kena Pajak (PKP)'] }],
      [{ nitku: '' }, { nitku: ['NITKU Tempat Usaha wajib diisi bila Pengusaha Kena Pajak (PKP)'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await save('finance', 'setting', { id: s.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await list('finance', '/api/setting')).data).toMatchObject({ pkp: true, npwp: NPWP, nitku: '0912345678901234000001' });
    // A company that is not PKP may leave them empty.
    const notPkp = await save('finance', 'setting', { id: s.id, pkp: false, npwp: null, nitku: null });
    expect(notPkp.statusCode, notPkp.body).toBe(200);
    const back = await save('finance', 'setting', { id: s.id, pkp: true, npwp: '0012345678424000', nitku: '0012345678424000000000' });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('only who may change the settings changes the tax identity', async () => {
    const s = (await list('admin', '/api/setting')).data;
    expect((await save('spv', 'setting', { id: s.id, pkp: false })).statusCode).toBe(403);
    expect((await save('sales1', 'setting', { id: s.id, npwp: NPWP })).statusCode).toBe(403);
  });
});

describe('a customer tax identity', () => {
  it('the demo has PKP customers with NPWP and NITKU, customers known by NIK and retail buyers without one', async () => {
    const pkp = await list('admin', '/api/konsumen?pkp=true&perPage=1000');
    expect(pkp.total).toBeGreaterThan(10);
    expect(pkp.data.every((k: Record<string, string>) => k.jenis_dokumen === 'TIN' && /^\d{16}$/.test(k.npwp_nik) && k.nitku === `${k.npwp_nik}000000`)).toBe(true);
    expect((await list('admin', '/api/konsumen?jenis_dokumen=NIK')).total).toBeGreaterThan(10);
    const all = (await list('admin', '/api/konsumen?perPage=1000')).data;
    expect(all.filter((k: Record<string, unknown>) => k.jenis_dokumen === null).length).toBeGreaterThan(100);
  });

  it('a supervisor records a PKP customer; NPWP typed with dots is kept as 16 digits', async () => {
    const res = await save('spv', 'konsumen', {
      ...(await konsumenBase()), kode: 'KNS-PJK-1', pkp: true, jenis_dokumen: 'TIN', npwp_nik: '09.123.456.7-890.123.4', nitku: NITKU,
      alamat_pajak: 'Jl. Pajak No. 1, Bandung', email_pajak: 'Pajak@Toko.co.id',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ pkp: true, jenis_dokumen: 'TIN', npwp_nik: NPWP, nitku: NITKU, email_pajak: 'pajak@toko.co.id' });
    const passport = await save('spv', 'konsumen', { ...(await konsumenBase()), kode: 'KNS-PJK-2', jenis_dokumen: 'Passport', npwp_nik: 'X1234567' });
    expect(passport.statusCode, passport.body).toBe(201);
    expect(passport.json().data.npwp_nik).toBe('X1234567');
  });

  it('each bad identity is 422 with its Indonesian message and writes nothing', async () => {
    const base = { ...(await konsumenBase()), kode: 'KNS-PJK-X' };
    const before = await countRows(t.database, 'konsumen');
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ pkp: true }, { jenis_dokumen: ['Jenis Dokumen Pajak wajib diisi bila PKP'] }],
      [{ pkp: true, jenis_dokumen: 'TIN' }, { npwp_nik: ['NPWP/NIK wajib diisi bila Jenis Dokumen Pajak NPWP (TIN) atau NIK atau Paspor atau Lainnya'] }],
      [{ pkp: true, jenis_dokumen: 'NIK', npwp_nik: '3273990000000001' }, { jenis_dokumen: ['Jenis Dokumen Pajak harus NPWP (TIN) bila PKP'] }],
      [{ jenis_dokumen: 'TIN', npwp_nik: '091234567890123' }, { npwp_nik: ['NPWP/NIK harus 16 digit (terisi 15) bila Jenis Dokumen Pajak NPWP (TIN) atau NIK'] }],
      [{ jenis_dokumen: 'NIK', npwp_nik: '32739900000O0001' }, { npwp_nik: ['NPWP/NIK hanya boleh berisi angka bila Jenis Dokumen Pajak NPWP (TIN) atau NIK'] }],
      [{ jenis_dokumen: 'TIN', npwp_nik: NPWP, nitku: '0912345678901234' }, { nitku: ['NITKU harus 22 digit (terisi 16)'] }],
      [{ jenis_dokumen: 'TIN', npwp_nik: NPWP, nitku: '0912345678901235000000' }, { nitku: [`NITKU harus diawali NPWP/NIK (${NPWP})`] }],
      [{ jenis_dokumen: 'TIN', npwp_nik: NPWP, nitku: '09123456789012340000AB' }, { nitku: ['NITKU hanya boleh berisi angka'] }],
      [{ jenis_dokumen: 'NPWP' }, { jenis_dokumen: ['Jenis Dokumen Pajak harus salah satu dari: NPWP (TIN), NIK, Paspor, Lainnya'] }],
      [{ email_pajak: 'bukan-email' }, { email_pajak: ['Email Pajak bukan alamat email yang valid'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await save('spv', 'konsumen', { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await countRows(t.database, 'konsumen')).toBe(before);
  });

  it('an update is checked against the stored record: making a customer PKP needs its NPWP; a salesperson cannot change it', async () => {
    const made = await save('spv', 'konsumen', { ...(await konsumenBase()), kode: 'KNS-PJK-3' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const res = await save('spv', 'konsumen', { id, pkp: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ jenis_dokumen: ['Jenis Dokumen Pajak wajib diisi bila PKP'] });
    expect((await save('spv', 'konsumen', { id, jenis_dokumen: 'TIN', npwp_nik: NPWP })).statusCode).toBe(200);
    const wrongNitku = await save('spv', 'konsumen', { id, nitku: '0012345678424000000000' });
    expect(wrongNitku.statusCode).toBe(422);
    expect(wrongNitku.json().errors).toEqual({ nitku: [`NITKU harus diawali NPWP/NIK (${NPWP})`] });
    const pkp = await save('spv', 'konsumen', { id, pkp: true, nitku: NITKU });
    expect(pkp.statusCode, pkp.body).toBe(200);
    expect(pkp.json().data).toMatchObject({ pkp: true, npwp_nik: NPWP, nitku: NITKU });
    expect((await save('sales1', 'konsumen', { id, pkp: false })).statusCode).toBe(403);
  });
});

describe('Coretax codes of goods and units', () => {
  it('goods default to 000000 and take 6 digits; units take a code of the Coretax list', async () => {
    const barang = (await list('admin', '/api/barang?perPage=1')).data[0];
    expect(barang.kode_coretax).toBe('000000');
    expect((await save('admin', 'barang', { id: barang.id, kode_coretax: '010100' })).json().data.kode_coretax).toBe('010100');
    const short = await save('admin', 'barang', { id: barang.id, kode_coretax: '0101' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ kode_coretax: ['Kode Barang/Jasa Coretax harus 6 digit (terisi 4)'] });
    const letters = await save('admin', 'barang', { id: barang.id, kode_coretax: '01O100' });
    expect(letters.json().errors).toEqual({ kode_coretax: ['Kode Barang/Jasa Coretax hanya boleh berisi angka'] });
    expect((await list('admin', `/api/barang/${barang.id}`)).data.kode_coretax).toBe('010100');

    const pcs = (await list('admin', '/api/satuan?q=PCS')).data.find((s: { kode: string }) => s.kode === 'PCS');
    expect(pcs.kode_coretax).toBe('UM.0021');
    const shape = await save('admin', 'satuan', { id: pcs.id, kode_coretax: 'UM21' });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors).toEqual({ kode_coretax: ['Kode Satuan Coretax harus berformat UM.0000'] });
    const unknown = await save('admin', 'satuan', { id: pcs.id, kode_coretax: 'UM.0099' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ kode_coretax: ['Kode Satuan Coretax UM.0099 tidak ada di daftar Satuan Coretax'] });
    expect((await save('admin', 'satuan', { id: pcs.id, kode_coretax: 'UM.0018' })).statusCode).toBe(200);
    expect((await save('spv', 'satuan', { id: pcs.id, kode_coretax: 'UM.0021' })).statusCode).toBe(403);
  });

  it('the Coretax unit list is base data: 39 codes, read-only', async () => {
    const units = await list('finance', '/api/satuan-coretax?perPage=100');
    expect(units.total).toBe(39);
    expect(units.data.find((u: { kode: string }) => u.kode === 'UM.0022').nama).toBe('Boks');
    expect((await save('admin', 'satuan-coretax', { kode: 'UM.0040', nama: 'Baru' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the PPN rate in force', () => {
  it('11 % on the full price from April 2022, 12 % on 11/12 of it from 2025; none before', async () => {
    const db = t.database.db;
    expect(await ppnRateOn(db, '2022-03-31')).toBeNull();
    expect(await ppnRateOn(db, '2022-04-01')).toMatchObject({ berlaku_mulai: '2022-04-01', tarif: 1100, dpp_pembilang: 1, dpp_penyebut: 1 });
    expect(await ppnRateOn(db, '2024-12-31')).toMatchObject({ tarif: 1100, dpp_pembilang: 1, dpp_penyebut: 1 });
    const now = await ppnRateOn(db, '2025-01-01');
    expect(now).toMatchObject({ berlaku_mulai: '2025-01-01', tarif: 1200, dpp_pembilang: 11, dpp_penyebut: 12 });
    expect(now!.dasar_hukum).toContain('PMK 131/2024');
    expect(await ppnRateOn(db, '2026-11-28T10:00:00Z')).toMatchObject({ tarif: 1200 });
    // The next change is data: a row with its start date.
    const next = await save('finance', 'tarif-ppn', { berlaku_mulai: '2030-01-01', tarif: 1_300, dpp_pembilang: 12, dpp_penyebut: 13, dasar_hukum: 'uji' });
    expect(next.statusCode, next.body).toBe(201);
    expect(await ppnRateOn(db, '2029-12-31')).toMatchObject({ tarif: 1200 });
    expect(await ppnRateOn(db, '2030-01-01')).toMatchObject({ tarif: 1300, dpp_pembilang: 12, dpp_penyebut: 13 });
    const twice = await save('finance', 'tarif-ppn', { berlaku_mulai: '2030-01-01', tarif: 1_300, dpp_pembilang: 1, dpp_penyebut: 1 });
    expect(twice.statusCode).toBe(422);
    expect((await save('spv', 'tarif-ppn', { berlaku_mulai: '2031-01-01', tarif: 1_300, dpp_pembilang: 1, dpp_penyebut: 1 })).statusCode).toBe(403);
  });
});

describe('migration 028: the stored NPWP becomes 16 digits', () => {
  it('a 15-digit NPWP with separators gets its leading 0, a 16-digit one loses its separators, anything else stays', async () => {
    const db = t.database.db;
    const { id } = await db.selectFrom('setting').select('id').executeTakeFirstOrThrow();
    const after = async (stored: string) => {
      await db.updateTable('setting').set({ npwp: stored }).where('id', '=', id).execute();
      await npwp16.up(db);
      return (await db.selectFrom('setting').select('npwp').where('id', '=', id).executeTakeFirstOrThrow()).npwp;
    };
    expect(await after('01.234.567.8-424.000')).toBe('0012345678424000');
    expect(await after('0012.3456.7842.4000')).toBe('0012345678424000');
    expect(await after('NPWP menyusul')).toBe('NPWP menyusul');
    expect(await after('12345')).toBe('12345');
  });
});
