/**
 * Reimbursements the company owes BOP holders: advances whose LPJ spent more than was paid out and that finance has
 * not yet reimbursed (status Dilaporkan, terpakai > uang muka). Their sum is what Hutang Reimburse BOP holds.
 */
import { findResource } from '../../../common/registry.js';
import { todayJakarta } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { visibleRows } from '../../core/records.js';
import { ageBucket, UMUR } from '../../core/aging.js';

type Group = Record<string, unknown> & { total: number; bop: unknown[] };

/** Per holder, with ageing from the day the LPJ was submitted, the BOPs awaiting reimbursement on `tanggal`. */
export async function reimbursementsOwed(ctx: AppContext, user: AuthUser, tanggal: string): Promise<Group[]> {
  const rows = await visibleRows(ctx.db, findResource(ctx.registry, 'bop-ajuan')!, { user, registry: ctx.registry })
    .leftJoin('karyawan', 'karyawan.id', 'bop_ajuan.karyawan_id')
    .select(['bop_ajuan.id', 'bop_ajuan.nomor', 'bop_ajuan.tanggal', 'bop_ajuan.keperluan', 'bop_ajuan.karyawan_id', 'bop_ajuan.jumlah', 'bop_ajuan.terpakai',
      'bop_ajuan.dilaporkan_pada', 'karyawan.nama_lengkap'])
    .where('bop_ajuan.status', '=', 'dilaporkan').whereRef('bop_ajuan.terpakai', '>', 'bop_ajuan.jumlah')
    .orderBy('karyawan.nama_lengkap').orderBy('bop_ajuan.dilaporkan_pada').orderBy('bop_ajuan.id').execute();
  const byHolder = new Map<number, Group>();
  for (const r of rows) {
    const id = Number(r.karyawan_id);
    let g = byHolder.get(id);
    if (!g) byHolder.set(id, g = { karyawan_id: id, nama: r.nama_lengkap, total: 0, bop: [], ...Object.fromEntries(UMUR.map((u) => [u, 0])) });
    const sejak = todayJakarta(new Date(String(r.dilaporkan_pada)));
    const umur = ageBucket(sejak, tanggal);
    const hutang = Number(r.terpakai) - Number(r.jumlah);
    g[umur] = Number(g[umur]) + hutang;
    g.total += hutang;
    g.bop.push({ id: Number(r.id), nomor: r.nomor, tanggal: r.tanggal, keperluan: r.keperluan, dilaporkan: sejak, jumlah: Number(r.jumlah), terpakai: Number(r.terpakai), hutang, umur });
  }
  return [...byHolder.values()];
}
