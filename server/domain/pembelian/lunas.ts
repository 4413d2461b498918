import { writeAudit } from '../../core/audit.js';
import { notifyStateChange } from '../../core/notify.js';
import type { ResourceDef } from '../../../common/registry.js';
import type { LedgerContext } from '../../ledger/index.js';

/** A received purchase whose payable reached zero (paid, or returns set against it) becomes Lunas, in the caller's transaction. */
export async function markLunas(lc: LedgerContext, pembelianId: number, resource?: ResourceDef): Promise<void> {
  const r = await lc.trx.updateTable('pembelian').set({ status: 'lunas', updated_at: lc.at, updated_by: lc.userId })
    .where('id', '=', pembelianId).where('status', '=', 'diterima').where('hutang', '=', 0).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return;
  await writeAudit(lc.trx, { userId: lc.userId, action: 'lunas', resource: 'pembelian', recordId: pembelianId, before: { status: 'diterima' }, after: { status: 'lunas' }, at: lc.at });
  if (resource) {
    const p = await lc.trx.selectFrom('pembelian').select(['nomor', 'created_by']).where('id', '=', pembelianId).executeTakeFirstOrThrow();
    await notifyStateChange(lc.trx, resource, { id: pembelianId, created_by: p.created_by, title: String(p.nomor) }, 'lunas', 'Lunas', lc.userId ?? 0, lc.at);
  }
}
