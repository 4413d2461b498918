/**
 * The dashboard as the day's work (DESIGN.md section 8): what waits for this user, today's figures of their own
 * scope, and alerts, each with the list behind it. Every figure goes through the resource's row scoping
 * (visibleRows) and needs the menu of the list it links to.
 */
import { sql } from 'kysely';
import { findResource, tableName } from '../../../common/registry.js';
import { levelIsAny } from '../../../common/levels.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { visibleRows } from '../../core/records.js';
import { shiftMonth } from '../../core/reports/period.js';
import { stateLabel } from '../../core/save-rules.js';
import { ASSET_IN_BOOKS } from '../../../resources/asset/asset.js';

export interface Figure { key: string; label: string; value: number; kind: 'money' | 'qty'; url: string; note?: string }
export interface Waiting { resource: string; url: string; label: string; status: string; status_label: string; jumlah: number; link: string }
export interface AlertItem { key: string; severity: 'warning' | 'error' | 'info'; text: string; jumlah: number; link: string }

const filterLink = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const FINISHED = ['selesai', 'tak_tertagih'];

async function sumVisible(ctx: AppContext, user: AuthUser, name: string, column: string, where?: (qb: any) => any): Promise<{ sum: number; n: number }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const def = findResource(ctx.registry, name)!;
  let q = visibleRows(ctx.db, def, { user, registry: ctx.registry });
  if (where) q = where(q);
  const r = await q.select([(eb) => eb.fn.sum(`${tableName(def)}.${column}`).as('s'), (eb) => eb.fn.countAll().as('n')]).executeTakeFirst();
  return { sum: Number(r?.s ?? 0), n: Number(r?.n ?? 0) };
}

/** Today's sales, cash on hand, receivables, payables and stock value, as far as the user's menus and scope reach. */
export async function todayFigures(ctx: AppContext, user: AuthUser, today: string): Promise<Figure[]> {
  const grants = await ctx.permissions.grants(user.level_id);
  const out: Figure[] = [];
  if (grants.has('/penjualan')) {
    const s = await sumVisible(ctx, user, 'penjualan', 'total', (q) => q.where('penjualan.tanggal', '=', today).where('penjualan.status', 'in', FINISHED));
    out.push({ key: 'penjualan_hari_ini', label: 'Penjualan Hari Ini', value: s.sum, kind: 'money', url: filterLink('/penjualan', { tanggal: today }), note: `${s.n} nota` });
  }
  if (grants.has('/kas')) {
    const s = await sumVisible(ctx, user, 'kas', 'saldo');
    out.push({ key: 'kas', label: levelIsAny(user.level_name, ['sales']) ? 'Kas di Tangan' : 'Kas & Bank', value: s.sum, kind: 'money', url: '/kas', note: `${s.n} kas` });
  }
  if (grants.has('/hutang')) {
    const s = await sumVisible(ctx, user, 'hutang', 'sisa', (q) => q.where('hutang.sisa', '>', 0));
    out.push({ key: 'piutang', label: 'Piutang Konsumen', value: s.sum, kind: 'money', url: '/hutang', note: `${s.n} faktur terbuka` });
  }
  // Supplier payables open their own list: a warehouse admin who receives purchases does not pay them.
  if (grants.has('/pembelian') && grants.has('/hutang-perusahaan')) {
    const s = await sumVisible(ctx, user, 'pembelian', 'hutang', (q) => q.where('pembelian.hutang', '>', 0));
    out.push({ key: 'hutang', label: 'Hutang Supplier', value: s.sum, kind: 'money', url: '/hutang-perusahaan', note: `${s.n} pembelian` });
  }
  // Stock value is the company's (moving-average cost is per goods, not per place): for levels that see all stock.
  if (grants.has('/stok') && !levelIsAny(user.level_name, ['sales', 'warehouse_admin'])) {
    const r = await ctx.db.selectFrom('stok_nilai').select((eb) => eb.fn.sum('nilai').as('s')).executeTakeFirst();
    out.push({ key: 'nilai_stok', label: 'Nilai Persediaan', value: Number(r?.s ?? 0), kind: 'money', url: '/stok' });
  }
  // The asset register's book value (the asset admin's own figure): assets still in the books.
  if (grants.has('/asset')) {
    const s = await sumVisible(ctx, user, 'asset', 'nilai_buku', (q) => q.where('asset.status', 'in', ASSET_IN_BOOKS));
    out.push({ key: 'nilai_buku_aset', label: 'Nilai Buku Aset', value: s.sum, kind: 'money', url: '/asset', note: `${s.n} aset` });
  }
  return out;
}

/** Documents in the states this user's level acts on (its status-role entries), per list and state. */
export async function waitingFor(ctx: AppContext, user: AuthUser): Promise<Waiting[]> {
  const entries = await ctx.db.selectFrom('status_role').innerJoin('menu', 'menu.id', 'status_role.menu_id')
    .select(['menu.url', 'status_role.status']).where('status_role.level_id', '=', user.level_id).orderBy('menu.url').orderBy('status_role.status').execute();
  const out: Waiting[] = [];
  for (const e of entries) {
    for (const resource of ctx.registry.resources.filter((r) => r.menu === e.url && !r.parent && r.fields.some((f) => f.name === 'status'))) {
      const table = tableName(resource);
      const row = await visibleRows(ctx.db, resource, { user, registry: ctx.registry }).where(`${table}.status`, '=', e.status)
        .select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const jumlah = Number(row?.n ?? 0);
      if (jumlah > 0) {
        out.push({ resource: resource.name, url: resource.path, label: resource.labelPlural, status: String(e.status), status_label: stateLabel(resource, e.status), jumlah, link: filterLink(resource.path, { status: e.status }) });
      }
    }
  }
  return out;
}

/** Goods below their minimum, overdue customer invoices, a month's depreciation not made: what needs attention today. */
export async function alerts(ctx: AppContext, user: AuthUser, today: string): Promise<AlertItem[]> {
  const grants = await ctx.permissions.grants(user.level_id);
  const out: AlertItem[] = [];
  // Goods below minimum are for who orders or keeps them (purchasing and the warehouse), not for sales.
  if (grants.has('/barang') && grants.has('/pembelian')) {
    const low = await belowMinimum(ctx, 1000);
    if (low.length) out.push({ key: 'stok_minimum', severity: 'warning', text: `${low.length} barang di bawah stok minimal`, jumlah: low.length, link: '/barang' });
  }
  if (grants.has('/hutang')) {
    const s = await sumVisible(ctx, user, 'hutang', 'sisa', (q) => q.where('hutang.sisa', '>', 0).where('hutang.jatuh_tempo', '<', today));
    if (s.n) out.push({ key: 'piutang_jatuh_tempo', severity: 'error', text: `${s.n} faktur konsumen lewat jatuh tempo`, jumlah: s.n, link: '/hutang' });
  }
  // Depreciation runs month by month: last month's not yet made is due (for who makes it).
  if (grants.has('/asset-penyusutan')) {
    const lastMonth = shiftMonth(today.slice(0, 7), -1);
    const [done, first] = await Promise.all([
      ctx.db.selectFrom('asset_penyusutan').select((eb) => eb.fn.max('periode').as('p')).where('status', '!=', 'dibatalkan').executeTakeFirst(),
      ctx.db.selectFrom('asset').select((eb) => eb.fn.min('tanggal_perolehan').as('t')).where('status', 'in', ASSET_IN_BOOKS).executeTakeFirst(),
    ]);
    const upTo = done?.p ? String(done.p) : null;
    if (first?.t && String(first.t).slice(0, 7) <= lastMonth && (!upTo || upTo < lastMonth)) {
      out.push({ key: 'penyusutan_belum', severity: 'warning', text: `Penyusutan aset ${monthName(lastMonth)} belum dibuat${upTo ? ` (terakhir ${monthName(upTo)})` : ''}`, jumlah: 1, link: '/asset-penyusutan' });
    }
  }
  return out;
}

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const monthName = (m: string) => `${BULAN[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;

/** Active goods with a minimum whose stock over all places is below it, lowest first. */
export async function belowMinimum(ctx: AppContext, limit: number) {
  const rows = await ctx.db.selectFrom('barang').leftJoin('stok', 'stok.barang_id', 'barang.id')
    .select(['barang.id', 'barang.kode', 'barang.nama', 'barang.minimal_stok', (eb) => eb.fn.coalesce(eb.fn.sum('stok.qty'), sql<number>`0`).as('stok')])
    .where('barang.deleted_at', 'is', null).where('barang.minimal_stok', '>', 0)
    .groupBy(['barang.id', 'barang.kode', 'barang.nama', 'barang.minimal_stok'])
    .having((eb) => eb(eb.fn.coalesce(eb.fn.sum('stok.qty'), sql<number>`0`), '<', eb.ref('barang.minimal_stok')))
    .orderBy('barang.kode').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), kode: String(r.kode), nama: String(r.nama), stok: Number(r.stok), minimal_stok: Number(r.minimal_stok) }));
}
