import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { collect, get, integritasOk, kas, openInvoices, post, saldoSetting, sisa, userOf } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('POST /api/input/penjualan-bayar: a collection of one open invoice', () => {
  it('tunai by the salesperson: into their own kas, receivables credited, the invoice sisa lowered', async () => {
    const [h] = await openInvoices(t, 'sales1');
    const s1 = await userOf(t, 'sales1');
    const kasS1 = await kas(t, 'KAS-S1');
    const piutang = await saldoSetting(t, 'akun_piutang_id');
    const data = await collect(t, 'sales1', { hutang_id: h.id, tipe: 'tunai', jumlah: 100_000, keterangan: 'Bayar sebagian' });
    expect(data).toMatchObject({
      nomor: expect.stringMatching(/^BYR\/\d{4}\/\d{2}\/\d{4}$/), sumber: 'pelunasan', tipe: 'tunai', jumlah: 100_000, status: 'diterima',
      karyawan_id: s1.karyawan_id, kas_id: kasS1.id, konsumen_id: h.konsumen_id, hutang_id: h.id, giro_status: null, setoran_id: null, jurnal_id: expect.any(Number),
    });
    expect(await sisa(t, h.id)).toBe(Number(h.sisa) - 100_000);
    expect((await kas(t, 'KAS-S1')).saldo).toBe(kasS1.saldo + 100_000);
    expect(await saldoSetting(t, 'akun_piutang_id')).toBe(piutang - 100_000);
    const lines = await t.database.db.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit']).where('jurnal_id', '=', data.jurnal_id).orderBy('line_no').execute();
    expect(lines.map((l) => [Number(l.akun_id), Number(l.debit), Number(l.kredit)])[0]).toEqual([kasS1.akun_id, 100_000, 0]);
  });

  it('transfer into a bank account and giro into Piutang Giro (not cash)', async () => {
    const [, h] = await openInvoices(t, 'sales1');
    const bca = await kas(t, 'BCA-01');
    const kasS1 = await kas(t, 'KAS-S1');
    const tr = await collect(t, 'sales1', { hutang_id: h.id, tipe: 'transfer', jumlah: 50_000, kas_id: bca.id });
    expect(tr).toMatchObject({ tipe: 'transfer', kas_id: bca.id });
    expect((await kas(t, 'BCA-01')).saldo).toBe(bca.saldo + 50_000);
    const giroBefore = await saldoSetting(t, 'akun_piutang_giro_id');
    const g = await collect(t, 'sales1', { hutang_id: h.id, tipe: 'giro', jumlah: 60_000, giro_nomor: 'GR-778812', giro_bank: 'BRI', giro_jatuh_tempo: '2099-01-31' });
    expect(g).toMatchObject({ tipe: 'giro', giro_status: 'terdaftar', kas_id: null, giro_nomor: 'GR-778812' });
    expect(await saldoSetting(t, 'akun_piutang_giro_id')).toBe(giroBefore + 60_000);
    expect((await kas(t, 'KAS-S1')).saldo).toBe(kasS1.saldo);
    expect((await kas(t, 'BCA-01')).saldo).toBe(bca.saldo + 50_000);
    expect(await sisa(t, h.id)).toBe(Number(h.sisa) - 110_000);
  });

  it('QRIS (issue 40) into a bank, its journal line marked QRIS for the settlement; without a bank or into a cash box it is refused', async () => {
    const [, h] = await openInvoices(t, 'sales1');
    const mandiri = await kas(t, 'MDR-01');
    const none = await t.call('sales1', { method: 'POST', url: '/api/input/penjualan-bayar', payload: { hutang_id: h.id, tipe: 'qris', jumlah: 1_000 } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.kas_id).toEqual(['Pilih rekening bank penerima QRIS']);
    const cashBox = await t.call('sales1', { method: 'POST', url: '/api/input/penjualan-bayar', payload: { hutang_id: h.id, tipe: 'qris', jumlah: 1_000, kas_id: (await kas(t, 'KAS-S1')).id } });
    expect(cashBox.statusCode).toBe(422);
    const before = await sisa(t, h.id);
    const q = await collect(t, 'sales1', { hutang_id: h.id, tipe: 'qris', jumlah: 15_000, kas_id: mandiri.id });
    expect(q).toMatchObject({ tipe: 'qris', kas_id: mandiri.id });
    expect((await kas(t, 'MDR-01')).saldo).toBe(mandiri.saldo + 15_000);
    expect(await sisa(t, h.id)).toBe(before - 15_000);
    const line = await t.database.db.selectFrom('jurnal_rincian').select(['keterangan', 'debit']).where('jurnal_id', '=', q.jurnal_id).where('debit', '>', 0).executeTakeFirstOrThrow();
    expect(line).toEqual({ keterangan: 'QRIS', debit: 15_000 });
  });

  it('finance records a collection directly into the kas they choose; without a kas it is refused', async () => {
    const [h] = await openInvoices(t, 'sales2');
    const kas01 = await kas(t, 'KAS-01');
    const noKas = await post(t, 'finance', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: 10_000 });
    expect(noKas.statusCode).toBe(422);
    expect(noKas.json().errors.kas_id).toBeDefined();
    const data = await collect(t, 'finance', { hutang_id: h.id, tipe: 'tunai', jumlah: 10_000, kas_id: kas01.id });
    expect(data).toMatchObject({ karyawan_id: null, kas_id: kas01.id });
    expect((await kas(t, 'KAS-01')).saldo).toBe(kas01.saldo + 10_000);
  });

  it('never above the open sisa: 409 naming the sisa, nothing written', async () => {
    const [h] = await openInvoices(t, 'sales1');
    const left = await sisa(t, h.id);
    const before = await countRows(t.database, 'penjualan_bayar');
    const res = await post(t, 'sales1', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: left + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`tinggal Rp. ${left.toLocaleString('id-ID')}`);
    expect(await countRows(t.database, 'penjualan_bayar')).toBe(before);
    expect(await sisa(t, h.id)).toBe(left);
  });

  it('bad input: nota putih is not a collection type, giro needs its fields, unknown keys 400, amounts positive', async () => {
    const [h] = await openInvoices(t, 'sales1');
    const bad = async (body: Record<string, unknown>, code: number, field?: string) => {
      const res = await post(t, 'sales1', 'input/penjualan-bayar', body);
      expect(res.statusCode, res.body).toBe(code);
      if (field) expect(res.json().errors[field], res.body).toBeDefined();
    };
    await bad({ hutang_id: h.id, tipe: 'nota_putih', jumlah: 1000 }, 422, 'tipe');
    await bad({ hutang_id: h.id, tipe: 'giro', jumlah: 1000, giro_bank: 'BRI', giro_jatuh_tempo: '2099-01-01' }, 422, 'giro_nomor');
    await bad({ hutang_id: h.id, tipe: 'tunai', jumlah: 1000, giro_nomor: 'X1' }, 422, 'giro_nomor');
    await bad({ hutang_id: h.id, tipe: 'transfer', jumlah: 1000 }, 422, 'kas_id');
    await bad({ hutang_id: h.id, tipe: 'transfer', jumlah: 1000, kas_id: (await kas(t, 'KAS-S1')).id }, 422, 'kas_id');
    await bad({ hutang_id: h.id, tipe: 'tunai', jumlah: 0 }, 422, 'jumlah');
    await bad({ hutang_id: h.id, tipe: 'cek', jumlah: 1000 }, 422, 'tipe');
    await bad({ tipe: 'tunai', jumlah: 1000 }, 422, 'hutang_id');
    await bad({ hutang_id: h.id, tipe: 'tunai', jumlah: 1000, sisa: 5 }, 400);
    await bad({ hutang_id: h.id, tipe: 'tunai', jumlah: 1000, tanggal: '2000-01-01' }, 422, 'tanggal');
    await bad({ id: 1, hutang_id: h.id, tipe: 'tunai', jumlah: 1000 }, 400);
  });

  it('permission: read-only and unrelated levels get 403; another salesperson’s customer is not found', async () => {
    const [h] = await openInvoices(t, 'sales1');
    expect((await post(t, 'spv', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: 1000 })).statusCode).toBe(403);
    expect((await post(t, 'gudang', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: 1000 })).statusCode).toBe(403);
    expect((await post(t, null as unknown as string, 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: 1000 })).statusCode).toBe(401);
    const other = await post(t, 'sales2', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: 1000 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.hutang_id).toEqual(['Hutang tidak ditemukan']);
    const s1 = await userOf(t, 'sales1');
    expect((await post(t, 'sales2', 'input/penjualan-bayar', { hutang_id: (await openInvoices(t, 'sales2'))[0].id, tipe: 'tunai', jumlah: 1000, karyawan_id: s1.karyawan_id })).statusCode).toBe(403);
  });

  it('20 concurrent collections of one invoice never take its sisa below zero', async () => {
    const invoices = await openInvoices(t, 'sales1');
    const h = invoices[invoices.length - 1];
    const left = await sisa(t, h.id);
    const each = Math.floor(left / 4) + 1; // at most 3 fit
    const results = await Promise.all(Array.from({ length: 20 }, () => post(t, 'sales1', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: each })));
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409), results.map((r) => r.statusCode).join(',')).toBe(true);
    expect(ok).toBe(3);
    expect(await sisa(t, h.id)).toBe(left - 3 * each);
    await integritasOk(t);
  });
});

describe('GET /api/collection', () => {
  it('the open invoices of the customers the user sees, oldest due date first, with overdue days and totals', async () => {
    const res = await get(t, 'sales1', 'collection');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const mine = await openInvoices(t, 'sales1');
    expect(body.data.map((r: { id: number }) => r.id).sort()).toEqual(mine.map((r) => Number(r.id)).sort());
    const due = body.data.map((r: { jatuh_tempo: string }) => r.jatuh_tempo);
    expect(due).toEqual([...due].sort());
    const s1 = await userOf(t, 'sales1');
    for (const r of body.data) {
      expect(r.karyawan_id).toBe(s1.karyawan_id);
      expect(r.sisa).toBeGreaterThan(0);
      expect(r.terlambat_hari).toBe(Math.max(0, Math.round((Date.parse(body.tanggal) - Date.parse(r.jatuh_tempo)) / 86_400_000)));
      expect(r).toHaveProperty('konsumen_nama');
      expect(r).toHaveProperty('rute_kode');
    }
    expect(body.totals.sisa).toBe(mine.reduce((s, r) => s + Number(r.sisa), 0));
    expect(body.totals.jumlah_faktur).toBe(mine.length);
    expect(body.bank.length).toBeGreaterThan(0);
  });

  it('filters by route and salesperson; a salesperson never sees another’s customers', async () => {
    const s2 = await userOf(t, 'sales2');
    const all = (await get(t, 'finance', 'collection')).json();
    const s2Rows = all.data.filter((r: { karyawan_id: number }) => r.karyawan_id === s2.karyawan_id);
    expect(s2Rows.length).toBeGreaterThan(0);
    const byKaryawan = (await get(t, 'finance', `collection?karyawan_id=${s2.karyawan_id}`)).json();
    expect(byKaryawan.data.map((r: { id: number }) => r.id)).toEqual(s2Rows.map((r: { id: number }) => r.id));
    const asSales1 = (await get(t, 'sales1', `collection?karyawan_id=${s2.karyawan_id}`)).json();
    expect(asSales1.data).toEqual([]);
    const rute = s2Rows[0].rute_id;
    const byRoute = (await get(t, 'finance', `collection?rute_id=${rute}`)).json();
    expect(byRoute.data.every((r: { rute_id: number }) => r.rute_id === rute)).toBe(true);
    const q = (await get(t, 'finance', `collection?q=${encodeURIComponent(s2Rows[0].konsumen_nama)}`)).json();
    expect(q.data.some((r: { id: number }) => r.id === s2Rows[0].id)).toBe(true);
  });

  it('permission and bad query', async () => {
    expect((await get(t, 'gudang', 'collection')).statusCode).toBe(403);
    expect((await get(t, 'sales1', 'collection?foo=1')).statusCode).toBe(400);
    expect((await get(t, 'sales1', 'collection?rute_id=abc')).statusCode).toBe(400);
    expect((await get(t, 'sales1', 'collection?tanggal=31-12-2026')).statusCode).toBe(422);
  });

  it('a salesperson lists only their own payments', async () => {
    const s1 = await userOf(t, 'sales1');
    const list = (await get(t, 'sales1', 'penjualan-bayar?perPage=100')).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((r: { karyawan_id: number }) => r.karyawan_id === s1.karyawan_id)).toBe(true);
    expect((await get(t, 'sales2', 'penjualan-bayar?perPage=100')).json().data.some((r: { karyawan_id: number }) => r.karyawan_id === s1.karyawan_id)).toBe(false);
    await integritasOk(t);
  });
});
