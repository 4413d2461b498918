import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import { publicFields, resourceOps, tableName, writableFields } from '../../../common/registry.js';
import { countRows } from '../support/helpers.js';
import { validBody } from '../support/factory.js';
import { GRANTS } from '../../../server/db/base/definition.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

/**
 * Resources whose writes are not the generic save, with where they are tested instead. Read-only resources
 * (ledger balances and movements) are recognised by their operations.
 */
const OWN_WRITES: Record<string, string> = {
  jurnal: 'posted through the ledger: tests/server/ledger/journal.test.ts',
  'saldo-awal-stok': 'an opening balance posted through the stock ledger, refused once the goods moved: tests/server/import/opening-balances.test.ts',
  'saldo-awal-akun': 'an opening balance posted as a journal, refused after an ordinary journal: tests/server/import/opening-balances.test.ts',
  setting: 'one record, updated only: tests/server/ledger/journal.test.ts (closing date)',
  'request-barang-rincian': 'lines in a unit of their goods; approved quantity set by the warehouse once submitted: tests/server/kanvas/request-barang.test.ts',
  'pengembalian-sales-rincian': 'lines in a unit of their goods, only while the return is a draft: tests/server/kanvas/pengembalian-sales.test.ts',
  'penerimaan-barang': 'lines in a unit of their goods, only while the receipt is a draft: tests/server/gudang/penerimaan.test.ts',
  'gudang-disposal-rusak-rincian': 'lines in a unit of their goods, only while the disposal is a draft: tests/server/gudang/disposal.test.ts',
  'gudang-disposal-hilang-rincian': 'lines in a unit of their goods, only while the disposal is a draft: tests/server/gudang/disposal.test.ts',
  'stok-opname-rincian': 'frozen from the warehouse stock when the opname is created, then counted: tests/server/gudang/opname.test.ts',
  'konversi-barang-rincian': 'lines by a conversion rule, in a unit of its source goods, only while a draft: tests/server/gudang/konversi.test.ts',
  'gudang-penyimpanan': 'made from a received receipt or with lines whose places are in its warehouse: tests/server/gudang/penyimpanan.test.ts',
  'gudang-penyimpanan-rincian': 'lines naming places of the document\'s warehouse, only while a draft: tests/server/gudang/penyimpanan.test.ts',
  'penjualan-bayar': 'a collection of one open invoice through the receivables ledger: tests/server/penagihan/collection.test.ts',
  setoran: 'a deposit takes the salesperson\'s undeposited payments: tests/server/setoran/setoran.test.ts',
  'gudang-mutasi-rincian': 'lines naming places of the source and destination warehouses; after sending only the destination place: tests/server/gudang/mutasi.test.ts',
  penjualan: 'a salesperson\'s sale to a customer on their routes from the vehicle of their open trip: tests/server/penjualan/penjualan.test.ts',
  'penjualan-rincian': 'lines priced for the customer, capped by the vehicle\'s stock, only while the sale is a draft: tests/server/penjualan/penjualan.test.ts',
  'retur-konsumen': 'a return of a completed sale of that customer, within what was sold: tests/server/retur-konsumen/retur-konsumen.test.ts',
  'retur-konsumen-rincian': 'lines of the return\'s sale, within what was sold, only while a draft: tests/server/retur-konsumen/retur-konsumen.test.ts',
  'target-sales': 'a month (YYYY-MM) of a salesperson: tests/server/sales/sales.test.ts',
  penerimaan: 'a receipt of a supplier, or from an ordered purchase of that supplier and warehouse: tests/server/gudang/penerimaan.test.ts, tests/server/pembelian/pembelian.test.ts',
  'pembelian-rincian': 'lines priced per unit with discount and PPN, only while the purchase is a draft: tests/server/pembelian/pembelian.test.ts',
  'pembelian-bayar': 'a payment of a received purchase through the payables ledger, never above what is owed: tests/server/pembelian/pembelian.test.ts',
  'retur-supplier': 'a return to a supplier set against a purchase of that supplier or refunded: tests/server/pembelian/retur-supplier.test.ts',
  'retur-supplier-rincian': 'lines in a unit of their goods, only while the return is a draft: tests/server/pembelian/retur-supplier.test.ts',
  penggajian: 'a month (YYYY-MM) run once, its payslips computed from the employees\' components: tests/server/penggajian/penggajian.test.ts',
  'kasbon-karyawan': 'an advance paid out of a company kas through the ledger: tests/server/penggajian/penggajian.test.ts',
  'kendaraan-ceklist-rincian': 'lines from the parts template of a new inspection, only while it is a draft: tests/server/armada/ceklist.test.ts',
  asset: 'journalled on entry against an account no other ledger keeps; cost and category fixed afterwards: tests/server/asset/register.test.ts',
  'ppn-masa': 'a month\'s PPN closed once, after it ended, with its journal: tests/server/pajak/ppn-masa.test.ts',
  'asset-pengadaan': 'submitted with its lines, never empty: tests/server/asset/pengadaan.test.ts',
  'asset-pengadaan-rincian': 'lines of a category with units and a unit price, only while the procurement is submitted: tests/server/asset/pengadaan.test.ts',
  'asset-penjualan': 'a sale of assets still in the books, never empty: tests/server/asset/penjualan.test.ts',
  'asset-penjualan-rincian': 'an asset still in the books, only while the sale is a draft: tests/server/asset/penjualan.test.ts',
  'asset-penyusutan': 'a month (YYYY-MM) that has begun, run once and in order: tests/server/asset/penyusutan.test.ts',
  'asset-disposal': 'assets still in the books, never empty: tests/server/asset/disposal.test.ts',
  'asset-disposal-rincian': 'an asset still in the books, only while the disposal is a draft: tests/server/asset/disposal.test.ts',
  'asset-peminjaman': 'active assets handed over at once, never empty, lines never replaced: tests/server/asset/peminjaman.test.ts',
  'asset-pengembalian': 'assets still out on that loan come back: tests/server/asset/peminjaman.test.ts',
  'asset-mutasi': 'assets in the books that can move, never empty: tests/server/asset/penyimpanan-mutasi.test.ts',
  'asset-audit-rincian': 'a check of an asset by code or id on an open audit, upserted: tests/server/asset/audit.test.ts',
  'asset-perbaikan-main': 'one active asset with no other open repair: tests/server/asset/perbaikan.test.ts',
  'asset-perbaikan': 'cost details while the repair is open: tests/server/asset/perbaikan.test.ts',
  'barang-entertain-rincian': 'goods lines in a unit of their goods, only while the document is a draft: tests/server/biaya/biaya.test.ts',
  'bop-laporan': 'LPJ lines on an expense account, only while the advance is paid and its LPJ not yet submitted: tests/server/bop/rules.test.ts',
};

/** Every registry resource gets the same generic contract, checked the same way. */
describe.each(registry.resources.map((r) => [r.name, r] as const))('resource %s', (name, resource) => {
  const ops = resourceOps(resource);
  const table = tableName(resource);
  const generic = ops.includes('create') && !OWN_WRITES[name];

  it('lists and reads as a permitted user', async () => {
    const list = await t.call('admin', { method: 'GET', url: `/api/${name}?perPage=5` });
    expect(list.statusCode, list.body).toBe(200);
    const rows = Array.isArray(list.json().data) ? list.json().data : [list.json().data];
    if (ops.includes('get') && rows.length > 0) {
      const one = await t.call('admin', { method: 'GET', url: `/api/${name}/${rows[0].id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json().data.id).toBe(rows[0].id);
    }
    if (!ops.includes('create')) expect((await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: {} })).statusCode).toBeGreaterThanOrEqual(400);
    if (!ops.includes('delete') && rows.length > 0) expect((await t.call('admin', { method: 'DELETE', url: `/api/${name}/${rows[0].id}` })).statusCode).toBe(404);
  });

  if (generic) it('creates, reads, lists, updates and deletes through the generic routes', async () => {
    const body = await validBody(t, resource);
    const created = await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().message).toMatch(/berhasil/);

    const one = await t.call('admin', { method: 'GET', url: `/api/${name}/${id}` });
    expect(one.statusCode).toBe(200);
    for (const f of publicFields(resource).filter((x) => !x.readOnly && x.name in body)) {
      expect(one.json().data[f.name], f.name).toEqual(body[f.name]);
    }
    expect(Object.keys(one.json().data)).not.toContain('password');

    const list = await t.call('admin', { method: 'GET', url: `/api/${name}?perPage=1000&sort=id&order=DESC` });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);

    const searchField = resource.fields.find((f) => f.searchable && typeof body[f.name] === 'string');
    if (searchField) {
      const q = encodeURIComponent(String(body[searchField.name]));
      const found = await t.call('admin', { method: 'GET', url: `/api/${name}?q=${q}` });
      expect(found.json().data.map((r: { id: number }) => r.id)).toContain(id);
    }
    const filterField = resource.fields.find((f) => f.filterable && body[f.name] !== undefined && f.kind !== 'bool');
    if (filterField) {
      const filtered = await t.call('admin', { method: 'GET', url: `/api/${name}?${filterField.name}=${encodeURIComponent(String(body[filterField.name]))}&perPage=1000` });
      expect(filtered.statusCode).toBe(200);
      const rows = filtered.json().data as Array<Record<string, unknown>>;
      expect(rows.map((r) => r.id)).toContain(id);
      expect(rows.every((r) => r[filterField.name] === body[filterField.name])).toBe(true);
    }

    const editable = writableFields(resource).find((f) => f.kind === 'text' && !f.unique && f.digits === undefined && !f.pattern && !f.month) ?? writableFields(resource).find((f) => f.kind === 'longtext');
    if (editable && ops.includes('update')) {
      const upd = await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: { id, [editable.name]: 'Nilai diubah' } });
      expect(upd.statusCode, upd.body).toBe(200);
      expect(upd.json().data[editable.name]).toBe('Nilai diubah');
    }

    if (ops.includes('delete')) {
      const del = await t.call('admin', { method: 'DELETE', url: `/api/${name}/${id}` });
      expect(del.statusCode, del.body).toBe(200);
      expect((await t.call('admin', { method: 'GET', url: `/api/${name}/${id}` })).statusCode).toBe(404);
    }
  });

  it('answers 401 without a token and 403 without the menu', async () => {
    expect((await t.call(null, { method: 'GET', url: `/api/${name}` })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'POST', url: `/api/input/${name}`, payload: {} })).statusCode).toBe(401);
    if (!generic) return;
    // A level without this menu: the asset admin's (dashboard, own account, a read-only warehouse menu and the asset
    // area with what it reads), or the salesperson's for the menus the asset admin holds.
    const [user, level] = GRANTS['Admin Aset'][resource.menu] ? ['sales1', 'Sales'] : ['aset', 'Admin Aset'];
    // The body first: making its references may add rows of this table (a new employee's PTKP history).
    const payload = await validBody(t, resource);
    const before = await countRows(t.database, table);
    const res = await t.call(user, { method: 'POST', url: `/api/input/${name}`, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/izin/);
    expect(await countRows(t.database, table)).toBe(before);
    if (!GRANTS[level][resource.menu]) expect((await t.call(user, { method: 'GET', url: `/api/${name}` })).statusCode).toBe(403);
  });

  if (generic) it('refuses bad input with 422 field messages and writes nothing', async () => {
    const required = writableFields(resource).filter((f) => f.required && f.default === undefined);
    const before = await countRows(t.database, table);
    const res = await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: {} });
    if (required.length === 0) return;
    expect(res.statusCode).toBe(422);
    for (const f of required) expect(res.json().errors[f.name], f.name).toEqual([`${f.label} wajib diisi`]);
    expect(await countRows(t.database, table)).toBe(before);
  });

  it('answers 400 for an unknown field, sort or filter and 404 for a missing record', async () => {
    expect((await t.call('admin', { method: 'GET', url: `/api/${name}?sort=tidak_ada` })).statusCode).toBe(400);
    expect((await t.call('admin', { method: 'GET', url: `/api/${name}?tidak_ada=1` })).statusCode).toBe(400);
    if (ops.includes('get')) expect((await t.call('admin', { method: 'GET', url: `/api/${name}/999999` })).statusCode).toBe(404);
    if (!generic) return;
    const unknown = await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: { ...(await validBody(t, resource)), status_palsu: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.status_palsu).toBeDefined();
    expect((await t.call('admin', { method: 'DELETE', url: `/api/${name}/999999` })).statusCode).toBe(404);
  });

  if (generic) it('refuses a duplicate unique value with a 422 naming the field', async () => {
    const unique = writableFields(resource).find((f) => f.unique && f.required);
    if (!unique) return;
    const body = await validBody(t, resource);
    expect((await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: body })).statusCode).toBe(201);
    const again = await validBody(t, resource);
    again[unique.name] = body[unique.name];
    const dup = await t.call('admin', { method: 'POST', url: `/api/input/${name}`, payload: again });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[unique.name]).toEqual([`${unique.label} sudah dipakai`]);
  });
});
