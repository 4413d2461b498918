import { describe, expect, it } from 'vitest';
import { findResource } from '../../../common/registry.js';
import { KAS_PERUSAHAAN, KAS_TUNAI_PERUSAHAAN } from '../../../common/kas.js';
import { kasJenis } from '../../../server/db/migrations/027-kas-jenis.js';
import { ajuan, lpj } from '../bop/fixtures.js';
import { useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const kas = async (kode: string) => {
  const r = await t.database.db.selectFrom('kas').select(['id', 'akun_id', 'saldo', 'jenis']).where('kode', '=', kode).executeTakeFirstOrThrow();
  return { id: Number(r.id), akun_id: Number(r.akun_id), saldo: Number(r.saldo), jenis: String(r.jenis) };
};
const bopRow = async (id: unknown) => t.database.db.selectFrom('bop_ajuan').select(['status', 'kas_id', 'jurnal_id']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
const journalCount = async () => Number((await t.database.db.selectFrom('jurnal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('cash boxes by role: the demo knows each kind', () => {
  it('Kas Besar, Kas Kecil and the banks are company money; each salesperson has a Kas Sales', async () => {
    expect((await kas('KAS-01')).jenis).toBe('kas_besar');
    expect((await kas('KAS-02')).jenis).toBe('kas_kecil');
    expect((await kas('KAS-S1')).jenis).toBe('kas_sales');
    expect((await kas('BCA-01')).jenis).toBe('bank');
  });

  it('the list a form asks for (its refFilter) answers only the kinds allowed', async () => {
    const res = await get('finance', `/kas?perPage=100&${KAS_PERUSAHAAN.map((j) => `jenis=${j}`).join('&')}`);
    expect(res.statusCode).toBe(200);
    const kodes = res.json().data.map((k: { kode: string }) => k.kode).sort();
    expect(kodes).toEqual(['BCA-01', 'KAS-01', 'KAS-02', 'MDR-01']);
    const tunai = await get('finance', `/kas?perPage=100&${KAS_TUNAI_PERUSAHAAN.map((j) => `jenis=${j}`).join('&')}`);
    expect(tunai.json().data.map((k: { nama: string }) => k.nama).sort()).toEqual(['Kas Besar', 'Kas Kecil Gudang']);
  });
});

describe('petty cash pays a BOP advance', () => {
  it('Kas Kecil pays it: Dr Uang Muka BOP / Cr Kas Kecil, the box falls by the advance', async () => {
    const kecil = await kas('KAS-02');
    const doc = await ajuan(t, 'sales1', [150_000]);
    const res = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: kecil.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dibayar', kas_id: kecil.id, jumlah: 150_000 });
    expect((await kas('KAS-02')).saldo).toBe(kecil.saldo - 150_000);
    const lines = await t.database.db.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit']).where('jurnal_id', '=', Number((await bopRow(doc.id)).jurnal_id)).execute();
    expect(lines.find((l) => Number(l.akun_id) === kecil.akun_id)).toMatchObject({ kredit: 150_000 });
  });

  it('Kas Besar pays one too, and a reimbursement may come out of petty cash', async () => {
    const besar = await kas('KAS-01');
    const kecil = await kas('KAS-02');
    const doc = await ajuan(t, 'sales1', [100_000]);
    expect((await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: besar.id })).statusCode).toBe(200);
    await lpj(t, doc.id, [120_000]);
    expect((await post('sales1', '/input/bop-lapor', { id: doc.id })).statusCode).toBe(200);
    const res = await post('finance', '/bop-approve-reimburse', { id: doc.id, kas_reimburse_id: kecil.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await kas('KAS-02')).saldo).toBe(kecil.saldo - 20_000);
  });
});

describe("a salesperson's cash box is refused for a company payment", () => {
  it('BOP advance: 422 naming the box and the kinds allowed, nothing written', async () => {
    const salesBox = await kas('KAS-S1');
    const doc = await ajuan(t, 'sales2', [80_000]);
    const before = await journalCount();
    const res = await post('finance', '/bop-approve-ajuan', { id: doc.id, kas_id: salesBox.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kas_id).toEqual(['Kas Sales Budi adalah Kas Sales (Pegangan); pilih Kas Besar, Kas Kecil atau Bank']);
    expect(await bopRow(doc.id)).toMatchObject({ status: 'diajukan', kas_id: null });
    expect(await journalCount()).toBe(before);
    expect((await kas('KAS-S1')).saldo).toBe(salesBox.saldo);
  });

  it('a supplier payment resource refuses it on save too (the same registry rule)', async () => {
    const def = findResource(t.registry, 'pembelian-bayar');
    expect(def?.fields.find((f) => f.name === 'kas_id')?.refFilter).toEqual({ jenis: KAS_PERUSAHAAN });
  });
});

describe('the registry declares the kinds of every kas a form offers', () => {
  it('every writable kas reference but a customer payment (its kind follows the payment type) names its kinds', () => {
    const missing: string[] = [];
    for (const r of t.registry.resources) {
      const fields = [...r.fields.filter((f) => !f.readOnly).map((f) => [r.name, f] as const),
        ...(r.workflow?.transitions ?? []).flatMap((tr) => [...(tr.fields ?? []), ...(tr.items?.fields ?? [])].map((f) => [`${r.name}.${tr.name}`, f] as const))];
      for (const [where, f] of fields) if (f.kind === 'ref' && f.ref === 'kas' && !f.refFilter) missing.push(`${where}.${f.name}`);
    }
    expect(missing).toEqual(['penjualan-bayar.kas_id']);
  });

  it('every refFilter names filterable fields of its target', () => {
    const wrong: string[] = [];
    for (const r of t.registry.resources) {
      const fields = [...r.fields, ...(r.workflow?.transitions ?? []).flatMap((tr) => [...(tr.fields ?? []), ...(tr.items?.fields ?? [])])];
      for (const f of fields.filter((x) => x.refFilter)) {
        const target = findResource(t.registry, f.ref!);
        for (const key of Object.keys(f.refFilter!)) if (!target?.fields.find((x) => x.name === key)?.filterable) wrong.push(`${r.name}.${f.name}: ${key}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('migration 027: tunai boxes get their role', () => {
  it("a Sales holder's box becomes kas_sales, the settings' cash account kas_besar, other cash kas_kecil", async () => {
    const db = t.database.db;
    await db.updateTable('kas').set({ jenis: 'tunai' }).where('jenis', '!=', 'bank').execute();
    await kasJenis.up(db);
    const rows = await db.selectFrom('kas').select(['kode', 'jenis']).orderBy('kode').execute();
    expect(Object.fromEntries(rows.map((r) => [r.kode, r.jenis]))).toEqual({
      'BCA-01': 'bank', 'KAS-01': 'kas_besar', 'KAS-02': 'kas_kecil', 'KAS-S1': 'kas_sales', 'KAS-S2': 'kas_sales', 'MDR-01': 'bank',
    });
  });
});
