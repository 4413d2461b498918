import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Database_ } from '../../../server/db/connection.js';
import { startDatabase } from '../../../server/db/start.js';
import { stockOut } from '../../../server/ledger/index.js';
import { countRows, createTestApp, freshDatabase, type TestApp } from '../support/helpers.js';
import { bareApp, type BareApp } from '../start/start-helpers.js';
import { csvFile, multipart, xlsxFile, XLSX, type Cell } from './files.js';

/**
 * Go-live on an empty company: master data, then opening stock, customers' unpaid invoices and account balances
 * from spreadsheets; the stock, the receivables and the trial balance agree (docs/going-live.md, "Saldo awal").
 */
const csv = (rows: Cell[][]) => multipart('data.csv', csvFile(rows), 'text/csv');
const GO_LIVE = '01-11-2026';

describe('opening balances on a new company', () => {
  let database: Database_;
  let drop: () => Promise<void>;
  let t: BareApp;
  let token: string;
  const post = async (resource: string, file: { payload: Buffer; headers: Record<string, string> }, query = '') =>
    t.call(token, { method: 'POST', url: `/api/import/${resource}${query}`, ...file });
  const imported = async (resource: string, rows: Cell[][], query = '') => {
    const res = await post(resource, csv(rows), query);
    expect(res.statusCode, `${resource}: ${res.body}`).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await startDatabase(database, registry, { demo: false });
    t = await bareApp(database, registry);
    const setup = await t.call(null, { method: 'POST', url: '/api/setup', payload: {
      nama_perusahaan: 'CV Maju Terus', nama_lengkap: 'Budi Santoso', jk: 'L', email: 'budi@majuterus.co.id', password: 'rahasia-kuat-1',
    } });
    expect(setup.statusCode, setup.body).toBe(201);
    token = await t.login('budi@majuterus.co.id', 'rahasia-kuat-1');
    await imported('satuan', [['Kode', 'Nama Satuan'], ['PCS', 'Pieces'], ['DUS', 'Dus']]);
    await imported('kategori', [['Kode', 'Nama Kategori'], ['MNM', 'Minuman'], ['SNK', 'Makanan Ringan']]);
    await imported('barang', [
      ['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar', 'Harga Beli'],
      ['AQ-600', 'Air Mineral 600 ml', 'Minuman', 'PCS', 2500],
      ['TH-350', 'Teh Botol 350 ml', 'MNM', 'PCS', 3200],
      ['KR-001', 'Keripik Singkong', 'Makanan Ringan', 'PCS', '4.750'],
    ]);
    await imported('gudang', [['Kode', 'Nama Gudang'], ['GU', 'Gudang Utama'], ['GC', 'Gudang Cabang']]);
    await imported('gudang-blok', [['Gudang', 'Kode Blok', 'Nama Blok', 'Jenis Area'], ['GU', 'A', 'Blok A', 'Area rak']]);
    const blok = await database.db.selectFrom('gudang_blok').select('id').executeTakeFirstOrThrow();
    const rak = await t.call(token, { method: 'POST', url: '/api/input/gudang-rak', payload: { gudang_blok_id: blok.id, kode: 'R01' } });
    expect(rak.statusCode, rak.body).toBe(201);
    await imported('rute', [['Kode', 'Nama Rute'], ['R1', 'Garut Kota']]);
    await imported('konsumen-type', [['Kode', 'Nama Tipe'], ['TK', 'Toko']]);
    await imported('konsumen', [
      ['Kode Konsumen', 'Nama Toko', 'Tipe Konsumen', 'Rute', 'Alamat', 'Limit Kredit', 'Tempo Pembayaran (hari)'],
      ['K-001', 'Toko Sinar', 'TK', 'R1', 'Jl. Ciledug 12', 5000000, 14],
      ['K-002', 'Warung Bu Ani', 'Toko', 'Garut Kota', 'Jl. Pramuka 3', 2000000, 7],
    ]);
  });
  afterAll(async () => { await t.close(); await drop(); });

  const STOCK: Cell[][] = [
    ['Tanggal Mulai', 'Gudang', 'Barang', 'Jumlah (satuan dasar)', 'Harga Pokok Satuan', 'Tempat'],
    [GO_LIVE, 'GU', 'AQ-600', 240, 2500, 'Blok A / Rak R01'],
    [GO_LIVE, 'GU', 'Teh Botol 350 ml', 120, 3200, null],
    [GO_LIVE, 'GC', 'AQ-600', 48, '2.500', null],
    [GO_LIVE, 'GC', 'KR-001', 30, 4750, 'blok a / rak r01'],
  ];

  it('the templates of opening stock, receivables and account balances download with an example row that passes a dry run', async () => {
    for (const resource of ['saldo-awal-stok', 'hutang', 'saldo-awal-akun']) {
      const tpl = await t.call(token, { method: 'GET', url: `/api/import/${resource}/template` });
      expect(tpl.statusCode, tpl.body).toBe(200);
      const dry = await post(resource, multipart('template.xlsx', tpl.rawPayload, XLSX), '?dry_run=1');
      expect(dry.json().data, `${resource}: ${dry.body}`).toMatchObject({ jumlah_baris: 1, valid: 1, kesalahan: [] });
    }
    expect(await countRows(database, 'jurnal')).toBe(0);
  });

  it('a dry run of opening stock writes nothing, and a place of another warehouse is named on its row', async () => {
    const before = [await countRows(database, 'saldo_awal_stok'), await countRows(database, 'stok_ledger'), await countRows(database, 'jurnal')];
    const res = await post('saldo-awal-stok', multipart('stok.xlsx', await xlsxFile(STOCK), XLSX), '?dry_run=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: true, jumlah_baris: 4, valid: 3, tidak_valid: 1 });
    expect(res.json().data.kesalahan).toEqual([{ baris: 5, field: 'tempat_id', kolom: 'Tempat', pesan: expect.stringContaining('tidak ada di gudang itu') }]);
    expect([await countRows(database, 'saldo_awal_stok'), await countRows(database, 'stok_ledger'), await countRows(database, 'jurnal')]).toEqual(before);
  });

  it('imports opening stock at its cost: one receipt per warehouse, places filled, inventory = stock value', async () => {
    const fixed = STOCK.map((r, i) => (i === 4 ? [...r.slice(0, 5), null] : r));
    const res = await post('saldo-awal-stok', multipart('stok.xlsx', await xlsxFile(fixed), XLSX));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ valid: 4, ditambahkan: 4 });
    const stok = await database.db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select(['barang.kode', 'stok.lokasi', 'stok.qty']).orderBy('stok.id').execute();
    expect(stok.map((s) => [s.kode, Number(s.qty)])).toEqual([['AQ-600', 240], ['TH-350', 120], ['AQ-600', 48], ['KR-001', 30]]);
    const placed = await database.db.selectFrom('stok_penempatan').select(['tempat_nama', 'qty']).execute();
    expect(placed.map((p) => [p.tempat_nama, Number(p.qty)])).toEqual([['Blok A / Rak R01', 240]]);
    const journals = await database.db.selectFrom('jurnal').select(['sumber', 'total', 'tanggal']).execute();
    expect(journals.map((j) => [j.sumber, Number(j.total), j.tanggal])).toEqual([['saldo-awal', 240 * 2500 + 120 * 3200, '2026-11-01'], ['saldo-awal', 48 * 2500 + 30 * 4750, '2026-11-01']]);
    const rows = await database.db.selectFrom('saldo_awal_stok').select(['nomor', 'nilai', 'jurnal_id']).orderBy('id').execute();
    expect(rows.map((r) => Number(r.nilai))).toEqual([600000, 384000, 120000, 142500]);
    expect(rows.every((r) => r.jurnal_id !== null && /^SAS\/2026\/11\/\d{4}$/.test(String(r.nomor)))).toBe(true);
  });

  it('opening stock of goods that already moved for another reason is refused; the form posts one at once', async () => {
    const one = await t.call(token, { method: 'POST', url: '/api/input/saldo-awal-stok', payload: {
      tanggal: '2026-11-01', gudang_id: await id('gudang', 'GC'), barang_id: await id('barang', 'TH-350'), qty: 10, harga: 3200,
    } });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data).toMatchObject({ nilai: 32000, jurnal_id: expect.any(Number) });
    // An ordinary movement (a loss written off) through the ledger itself.
    const [gc, th, loss] = [await id('gudang', 'GC'), await id('barang', 'TH-350'), await id('akun', '5-1300')];
    await database.db.transaction().execute(async (trx) => {
      const lc = { trx, kind: database.kind, userId: null, at: new Date().toISOString(), mayBackdate: true };
      await stockOut(lc, {
        tanggal: '2026-11-02', loc: { gudang_id: gc }, lines: [{ barang_id: th, qty: 1 }],
        contraAkunId: loss, doc: { tipe: 'disposal', id: null, nomor: 'DSP/2026/11/0001' }, keterangan: 'Rusak',
      });
    });
    const again = await t.call(token, { method: 'POST', url: '/api/input/saldo-awal-stok', payload: {
      tanggal: '2026-11-01', gudang_id: await id('gudang', 'GC'), barang_id: await id('barang', 'TH-350'), qty: 5, harga: 3200,
    } });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain('DSP/2026/11/0001');
  });

  it('imports customers\' unpaid invoices as receivables', async () => {
    const data = await imported('hutang', [
      ['Konsumen', 'No. Faktur Asal', 'Tanggal', 'Jatuh Tempo', 'Jumlah'],
      ['K-001', 'FJ-0991', '20-10-2026', '03-11-2026', 1250000],
      ['Warung Bu Ani', 'FJ-1002', '28-10-2026', null, '750.000'],
    ]);
    expect(data).toMatchObject({ valid: 2, ditambahkan: 2 });
    const hutang = await database.db.selectFrom('hutang').select(['no_faktur', 'jatuh_tempo', 'sisa', 'sumber']).orderBy('id').execute();
    expect(hutang.map((h) => [h.no_faktur, h.jatuh_tempo, Number(h.sisa), h.sumber])).toEqual([
      ['FJ-0991', '2026-11-03', 1250000, 'saldo_awal'], ['FJ-1002', '2026-11-04', 750000, 'saldo_awal'],
    ]);
  });

  it('account balances: a bad row refuses the whole file; a good file posts ONE opening journal against opening equity', async () => {
    const header: Cell[] = ['Tanggal Mulai', 'Akun', 'Debit', 'Kredit'];
    const bad = await post('saldo-awal-akun', csv([header, [GO_LIVE, '1-1100', 15000000, null], [GO_LIVE, 'Bank BCA', 5000000, 5000000], [GO_LIVE, '1-1400', 100, null]]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/2 baris tidak valid \(baris 3, 4\)/);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['baris.3.debit', 'baris.4.akun_id']);
    expect(await countRows(database, 'saldo_awal_akun')).toBe(0);

    const before = await countRows(database, 'jurnal');
    const data = await imported('saldo-awal-akun', [
      header, [GO_LIVE, '1-1100', 15000000, null], [GO_LIVE, 'Bank BCA', 42500000, null], [GO_LIVE, 'Hutang Dagang', null, 8300000],
      [GO_LIVE, '3-1100', null, 50000000],
    ]);
    expect(data).toMatchObject({ valid: 4, ditambahkan: 4 });
    expect(await countRows(database, 'jurnal')).toBe(before + 1);
    const jurnal = await database.db.selectFrom('jurnal').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const lines = await database.db.selectFrom('jurnal_rincian').innerJoin('akun', 'akun.id', 'jurnal_rincian.akun_id')
      .select(['akun.kode', 'debit', 'kredit']).where('jurnal_id', '=', jurnal.id).orderBy('line_no').execute();
    expect(lines.map((l) => [l.kode, Number(l.debit), Number(l.kredit)])).toEqual([
      ['1-1100', 15000000, 0], ['1-1200', 42500000, 0], ['2-1100', 0, 8300000], ['3-1100', 0, 50000000], ['3-1900', 800000, 0],
    ]);
  });

  it('leaves a trial balance that balances, stock value = inventory, receivables = open invoices, integrity ok', async () => {
    const tb = (await t.call(token, { method: 'GET', url: '/api/neraca-saldo' })).json();
    expect(tb.total.debit).toBe(tb.total.kredit);
    const saldo = (kode: string) => tb.data.find((a: { kode: string }) => a.kode === kode);
    expect(saldo('1-1400').debit).toBe(600000 + 384000 + 120000 + 142500 + 32000 - 3200);
    expect(saldo('1-1300').debit).toBe(2000000);
    const integrity = (await t.call(token, { method: 'GET', url: '/api/integritas' })).json();
    expect(integrity.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(integrity.ok).toBe(true);
  });

  it('an account opening dated on or after an ordinary journal is refused', async () => {
    const kas = await id('akun', '1-1100');
    const manual = await t.call(token, { method: 'POST', url: '/api/input/jurnal', payload: {
      tanggal: '2026-11-05', keterangan: 'Setoran modal tambahan', rincian: [{ akun_id: kas, debit: 1000, kredit: 0 }, { akun_id: await id('akun', '3-1100'), debit: 0, kredit: 1000 }],
    } });
    expect(manual.statusCode, manual.body).toBe(201);
    const late = await t.call(token, { method: 'POST', url: '/api/input/saldo-awal-akun', payload: { tanggal: '2026-11-05', akun_id: kas, debit: 1000 } });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toContain('05-11-2026');
    const early = await t.call(token, { method: 'POST', url: '/api/input/saldo-awal-akun', payload: { tanggal: '2026-11-01', akun_id: kas, debit: 1000 } });
    expect(early.statusCode, early.body).toBe(201);
  });

  async function id(table: string, kode: string): Promise<number> {
    const row = await database.db.selectFrom(table).select('id').where('kode', '=', kode).executeTakeFirstOrThrow();
    return Number(row.id);
  }
});

describe('opening balances: rights', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('importing or entering opening balances needs the create right on their menus', async () => {
    const file = csv([['Tanggal Mulai', 'Akun', 'Debit'], ['01-11-2026', '1-1100', 1000]]);
    expect((await t.call('sales1', { method: 'POST', url: '/api/import/saldo-awal-akun', ...file })).statusCode).toBe(403);
    expect((await t.call('gudang', { method: 'POST', url: '/api/input/saldo-awal-stok', payload: {} })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/import/saldo-awal-stok/template' })).statusCode).toBe(401);
    const tpl = await t.call('finance', { method: 'GET', url: '/api/import/saldo-awal-stok/template' });
    expect(tpl.statusCode, tpl.body).toBe(200);
  });
});
