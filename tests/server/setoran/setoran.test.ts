import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { todayJakarta } from '../../../common/format.js';
import { countRows } from '../support/helpers.js';
import { collect, get, integritasOk, kas, openInvoices, post, saldoSetting, userOf } from '../penagihan/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

/** sales's collections of its customers' invoices: 300k tunai, 30k transfer and 20k QRIS (one group), 40k giro. */
async function collectSome(sales: string, tunai = 300_000) {
  const inv = await openInvoices(t, sales);
  const bca = await kas(t, 'BCA-01');
  await collect(t, sales, { hutang_id: inv[0].id, tipe: 'tunai', jumlah: tunai });
  await collect(t, sales, { hutang_id: inv[1].id, tipe: 'transfer', jumlah: 30_000, kas_id: bca.id });
  await collect(t, sales, { hutang_id: inv[1].id, tipe: 'qris', jumlah: 20_000, kas_id: bca.id });
  await collect(t, sales, { hutang_id: inv[1].id, tipe: 'giro', jumlah: 40_000, giro_nomor: `GD-${sales}-${Date.now()}`, giro_bank: 'BRI', giro_jatuh_tempo: '2099-12-31' });
}

/** Cash counting `amount` exactly: Rp 1.000 notes and the odd rupiah as Rp 1 pieces (the demo's sale payments are exact to the rupiah). */
const exact = (amount: number) => [{ nominal: 1_000, lembar: Math.floor(amount / 1000) }, { nominal: 1, lembar: amount % 1000 }].filter((p) => p.lembar > 0);

const setor = (user: string, pecahan: Array<{ nominal: number; lembar: number }>, extra: Record<string, unknown> = {}) =>
  post(t, user, 'transaksi-setor', { pecahan, ...extra });

describe('deposits (setoran)', () => {
  let shortage: { id: number; nomor: string };
  /** What the demo left undeposited for sales1 (the sales of its trip on the road, its collections of yesterday and today). */
  let base: Record<'tunai' | 'transfer' | 'giro' | 'nota_putih', number>;

  it('the demo has deposits in each state, one of them short', async () => {
    const rows = await t.database.db.selectFrom('setoran').select(['status', 'selisih']).execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['diajukan', 'diterima', 'disetujui']));
    expect(rows.filter((r) => Number(r.selisih) < 0).length).toBe(1);
    expect(rows.filter((r) => Number(r.selisih) > 0)).toEqual([]);
    const s1 = await userOf(t, 'sales1');
    const free = await t.database.db.selectFrom('penjualan_bayar').select(['tipe', 'jumlah']).where('karyawan_id', '=', s1.karyawan_id)
      .where('setoran_id', 'is', null).where('status', '=', 'diterima').execute();
    const sum = (tipe: string) => free.filter((r) => r.tipe === tipe).reduce((n, r) => n + Number(r.jumlah), 0);
    base = (await get(t, 'sales1', 'setoran-ringkasan')).json().data.totals;
    // QRIS sits in the transfer group: both are already in a bank.
    expect(base).toEqual({ tunai: sum('tunai'), transfer: sum('transfer') + sum('qris'), giro: sum('giro'), nota_putih: sum('nota_putih') });
    // money left to deposit: its collections and the sales of today
    expect(base.tunai).toBeGreaterThan(0);
    const today = (await get(t, 'sales1', 'setoran-ringkasan')).json().data.groups.tunai.map((e: { tanggal: string }) => e.tanggal);
    expect(today).toContain(todayJakarta());
  });

  it('the preview shows what would be deposited, per type', async () => {
    await collectSome('sales1');
    const res = await get(t, 'sales1', 'setoran-ringkasan');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.totals).toEqual({ tunai: base.tunai + 300_000, transfer: base.transfer + 50_000, giro: base.giro + 40_000, nota_putih: base.nota_putih });
    expect(d.groups.tunai.at(-1)).toMatchObject({ nominal: 300_000, sumber: 'pelunasan' });
    const s2 = await userOf(t, 'sales2');
    expect((await get(t, 'sales1', `setoran-ringkasan?karyawan_id=${s2.karyawan_id}`)).statusCode).toBe(404);
    expect((await get(t, 'finance', `setoran-ringkasan?karyawan_id=${s2.karyawan_id}`)).json().data.jumlah).toBe(0);
    expect((await get(t, 'sales1', 'setoran-ringkasan?x=1')).statusCode).toBe(400);
  });

  it('transaksi-setor takes every payment not deposited yet; counted cash = Σ pecahan; a second deposit has nothing → 409', async () => {
    const s1 = await userOf(t, 'sales1');
    const res = await setor('sales1', [{ nominal: 100_000, lembar: 2 }, { nominal: 50_000, lembar: 1 }, ...exact(base.tunai)]);
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({
      nomor: expect.stringMatching(/^STR\/\d{4}\/\d{2}\/\d{4}$/), status: 'diajukan', karyawan_id: s1.karyawan_id,
      tunai_sistem: base.tunai + 300_000, transfer_sistem: base.transfer + 50_000, giro_sistem: base.giro + 40_000, nota_putih_sistem: base.nota_putih,
      tunai_disetor: base.tunai + 250_000, selisih: -50_000,
    });
    expect(d.pecahan.map((p: { nominal: number; lembar: number; subtotal: number }) => [p.nominal, p.lembar, p.subtotal]))
      .toEqual([[100_000, 2, 200_000], [50_000, 1, 50_000], ...exact(base.tunai).map((p) => [p.nominal, p.lembar, p.nominal * p.lembar])]);
    shortage = d;
    const free = await t.database.db.selectFrom('penjualan_bayar').select('status').where('karyawan_id', '=', s1.karyawan_id).where('setoran_id', 'is', null).execute();
    // only the cancelled sale's payments stay out of every deposit
    expect(free.filter((r) => r.status !== 'dibatalkan')).toEqual([]);
    const again = await setor('sales1', []);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Tidak ada pembayaran');
  });

  it('GET /api/setoran/:id answers the four groups, each entry with nominal; the list and detail are scoped', async () => {
    const res = await get(t, 'sales1', `setoran/${shortage.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(Object.keys(d.groups)).toEqual(['tunai', 'transfer', 'giro', 'nota_putih']);
    expect(d.groups.tunai.map((e: { nominal: number }) => e.nominal)).toContain(300_000);
    expect(d.groups.giro.at(-1)).toMatchObject({ nominal: 40_000, giro_bank: 'BRI', giro_status: 'terdaftar' });
    expect(d.groups.transfer.slice(-2).map((e: { tipe: string; nominal: number; kas: string }) => [e.tipe, e.nominal, e.kas])).toEqual([['transfer', 30_000, 'BCA Operasional'], ['qris', 20_000, 'BCA Operasional']]);
    expect(d.totals).toEqual({ tunai: base.tunai + 300_000, transfer: base.transfer + 50_000, giro: base.giro + 40_000, nota_putih: base.nota_putih });
    expect((await get(t, 'sales2', `setoran/${shortage.id}`)).statusCode).toBe(404);
    const s2 = await userOf(t, 'sales2');
    const theirs = (await get(t, 'sales2', 'setoran?perPage=100')).json().data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r: { karyawan_id: number }) => r.karyawan_id === s2.karyawan_id)).toBe(true);
    expect((await get(t, 'sales2', 'transaksi-setor-list')).json().data.every((r: { karyawan_id: number }) => r.karyawan_id === s2.karyawan_id)).toBe(true);
    expect((await get(t, 'sales2', `export-setor/${shortage.id}`)).statusCode).toBe(404);
    const list = (await get(t, 'finance', 'transaksi-setor-list?status=diajukan')).json();
    const mine = list.data.find((r: { id: number }) => r.id === shortage.id);
    expect(mine.totals.tunai).toBe(base.tunai + 300_000);
    expect(list.data.every((r: { status: string }) => r.status === 'diajukan')).toBe(true);
    expect((await get(t, 'gudang', 'transaksi-setor-list')).statusCode).toBe(403);
    expect((await get(t, 'finance', 'transaksi-setor-list?dari=kemarin')).statusCode).toBe(422);
  });

  it('GET /api/transaksi-setor-list pages the year: the total counts every deposit, each page its own, newest first', async () => {
    const first = (await get(t, 'finance', 'transaksi-setor-list?perPage=5')).json();
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const second = (await get(t, 'finance', 'transaksi-setor-list?perPage=5&page=2')).json();
    expect(second.total).toBe(first.total);
    expect(second.data.map((r: { id: number }) => r.id).some((id: number) => first.data.some((r: { id: number }) => r.id === id))).toBe(false);
    expect(second.data[0].tanggal <= first.data.at(-1).tanggal).toBe(true);
    expect(first.data.every((r: { sales: string; groups: object }) => r.sales !== '-' && typeof r.groups === 'object')).toBe(true);
    const diajukan = (await get(t, 'finance', 'transaksi-setor-list?status=diajukan&perPage=200')).json();
    expect(diajukan.total).toBe(diajukan.data.length);
    expect((await get(t, 'finance', 'transaksi-setor-list?page=nol')).statusCode).toBe(400);
  });

  it('terima: finance only, not the depositor; the state is checked', async () => {
    expect((await post(t, 'sales1', 'transaksi-terima', { id: shortage.id })).statusCode).toBe(403);
    expect((await post(t, 'spv', 'transaksi-terima', { id: shortage.id })).statusCode).toBe(403);
    expect((await post(t, 'finance', 'transaksi-setor-approve', { id: shortage.id, kas_id: (await kas(t, 'KAS-01')).id })).statusCode).toBe(409);
    const res = await post(t, 'finance', 'transaksi-terima', { id: shortage.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'diterima', diterima_oleh: expect.any(Number) });
    expect((await post(t, 'finance', 'transaksi-terima', { id: shortage.id })).statusCode).toBe(409);
    const del = await post(t, 'sales1', 'transaksi-setor-delete', { id: shortage.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('berstatus Diterima');
  });

  it('approve posts the shortage: Dr company cash counted, Dr selisih kurang, Cr the salesperson’s kas', async () => {
    const kas01 = await kas(t, 'KAS-01');
    const kasS1 = await kas(t, 'KAS-S1');
    const kurang = await saldoSetting(t, 'akun_selisih_kurang_setoran_id');
    expect((await post(t, 'finance', 'transaksi-setor-approve', { id: shortage.id })).statusCode).toBe(422);
    const salesKas = await post(t, 'finance', 'transaksi-setor-approve', { id: shortage.id, kas_id: kasS1.id });
    expect(salesKas.statusCode).toBe(422);
    expect((await post(t, 'finance', 'transaksi-setor-approve', { id: shortage.id, kas_id: (await kas(t, 'BCA-01')).id })).statusCode).toBe(422);
    expect((await post(t, 'sales1', 'transaksi-setor-approve', { id: shortage.id, kas_id: kas01.id })).statusCode).toBe(403);
    const res = await post(t, 'finance', 'transaksi-setor-approve', { id: shortage.id, kas_id: kas01.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'disetujui', kas_id: kas01.id, jurnal_id: expect.any(Number), selisih: -50_000 });
    expect((await kas(t, 'KAS-01')).saldo).toBe(kas01.saldo + base.tunai + 250_000);
    expect((await kas(t, 'KAS-S1')).saldo).toBe(kasS1.saldo - base.tunai - 300_000);
    // an expense account: its balance rises by the shortage
    expect(await saldoSetting(t, 'akun_selisih_kurang_setoran_id')).toBe(kurang + 50_000);
    expect((await post(t, 'finance', 'transaksi-setor-approve', { id: shortage.id, kas_id: kas01.id })).statusCode).toBe(409);
    await integritasOk(t);
  });

  it('an excess goes to its own account (Cr selisih lebih), never dropped; finance deposits for a salesperson and cannot receive it themselves', async () => {
    await collectSome('sales2', 120_000);
    const s2 = await userOf(t, 'sales2');
    expect((await setor('finance', [{ nominal: 50_000, lembar: 3 }])).statusCode).toBe(422);
    const res = await setor('finance', [{ nominal: 50_000, lembar: 3 }], { karyawan_id: s2.karyawan_id });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ karyawan_id: s2.karyawan_id, tunai_sistem: 120_000, tunai_disetor: 150_000, selisih: 30_000 });
    expect((await post(t, 'finance', 'transaksi-terima', { id: d.id })).statusCode).toBe(403);
    expect((await post(t, 'owner', 'transaksi-terima', { id: d.id })).statusCode).toBe(200);
    const lebih = await saldoSetting(t, 'akun_selisih_lebih_setoran_id');
    const kas01 = await kas(t, 'KAS-01');
    const kasS2 = await kas(t, 'KAS-S2');
    const ok = await post(t, 'owner', 'transaksi-setor-approve', { id: d.id, kas_id: kas01.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await kas(t, 'KAS-01')).saldo).toBe(kas01.saldo + 150_000);
    expect((await kas(t, 'KAS-S2')).saldo).toBe(kasS2.saldo - 120_000);
    expect(await saldoSetting(t, 'akun_selisih_lebih_setoran_id')).toBe(lebih + 30_000);
    await integritasOk(t);
  });

  it('bad input and a salesperson depositing for another', async () => {
    const s2 = await userOf(t, 'sales2');
    expect((await setor('sales1', [], { karyawan_id: s2.karyawan_id })).statusCode).toBe(403);
    expect((await setor('sales1', [{ nominal: 0, lembar: 1 }])).statusCode).toBe(422);
    expect((await setor('sales1', [{ nominal: 1000, lembar: -1 }])).statusCode).toBe(422);
    const dup = await setor('sales1', [{ nominal: 1000, lembar: 1 }, { nominal: 1000, lembar: 2 }]);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors['pecahan.1.nominal']).toBeDefined();
    expect((await setor('sales1', [], { status: 'disetujui' })).statusCode).toBe(400);
    expect((await setor('sales1', [], { tunai_disetor: 5 })).statusCode).toBe(400);
    expect((await post(t, 'gudang', 'transaksi-setor', { pecahan: [] })).statusCode).toBe(403);
    expect((await post(t, 'spv', 'transaksi-setor', { pecahan: [] })).statusCode).toBe(403);
    expect((await post(t, 'sales1', 'transaksi-setor-delete', {})).statusCode).toBe(422);
    expect((await post(t, 'sales1', 'transaksi-setor-delete', { id: 999_999 })).statusCode).toBe(404);
  });

  it('delete before receipt frees its payments for the next deposit', async () => {
    await collectSome('sales1', 80_000);
    const d = (await setor('sales1', [{ nominal: 20_000, lembar: 4 }])).json().data;
    expect((await post(t, 'sales2', 'transaksi-setor-delete', { id: d.id })).statusCode).toBe(404);
    const res = await post(t, 'sales1', 'transaksi-setor-delete', { id: d.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.selectFrom('setoran').select('id').where('id', '=', d.id).executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('setoran_pecahan').select('id').where('setoran_id', '=', d.id).executeTakeFirst()).toBeUndefined();
    expect((await get(t, 'sales1', 'setoran-ringkasan')).json().data.totals.tunai).toBe(80_000);
  });

  it('20 concurrent deposits of one salesperson: one takes the payments, the rest 409', async () => {
    const before = await countRows(t.database, 'setoran');
    const results = await Promise.all(Array.from({ length: 20 }, () => setor('sales1', [{ nominal: 20_000, lembar: 4 }])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201).length, codes.join(',')).toBe(1);
    expect(codes.filter((c) => c === 409).length).toBe(19);
    expect(await countRows(t.database, 'setoran')).toBe(before + 1);
    const winner = results.find((r) => r.statusCode === 201)!.json().data;
    expect(winner).toMatchObject({ tunai_sistem: 80_000, transfer_sistem: 50_000, giro_sistem: 40_000, selisih: 0 });
  });

  it('export-setor: an XLSX with the groups and totals, text cells escaped against formula injection', async () => {
    const s1 = await userOf(t, 'sales1');
    const pay = await t.database.db.selectFrom('penjualan_bayar').select(['konsumen_id', 'setoran_id']).where('setoran_id', '=', shortage.id).where('tipe', '=', 'tunai').executeTakeFirstOrThrow();
    await t.database.db.updateTable('konsumen').set({ nama: '=HYPERLINK("http://x","klik")' }).where('id', '=', Number(pay.konsumen_id)).execute();
    const res = await get(t, 'sales1', `export-setor/${shortage.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const values: unknown[] = [];
    ws.eachRow((row) => row.eachCell((c) => values.push(c.value)));
    expect(values).toContain(`SETORAN ${shortage.nomor}`);
    expect(values).toContain('Total Tunai');
    expect(values).toContain(300_000);
    expect(values).toContain(`'=HYPERLINK("http://x","klik")`);
    expect(values.some((v) => typeof v === 'object' && v !== null && 'formula' in (v as object))).toBe(false);
    expect(s1.karyawan_id).toBeTruthy();
    await integritasOk(t);
  });
});
