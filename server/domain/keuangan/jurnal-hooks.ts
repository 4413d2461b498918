import type { ResourceHooks } from '../../core/hooks.js';
import { conflict } from '../../core/errors.js';
import { getRecord } from '../../core/records.js';
import { findResource } from '../../../common/registry.js';
import { assertFreelyPostable, postJournal } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';

/** `POST /api/input/jurnal` posts a manual journal through the ledger; posted journals are never edited. */
export const jurnalHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    if (prepared.id) throw conflict('Jurnal yang sudah diposting tidak dapat diubah; batalkan lalu buat jurnal baru');
    const lines = (prepared.lines ?? []).map((l) => ({
      akun_id: l.akun_id as number, debit: Number(l.debit ?? 0), kredit: Number(l.kredit ?? 0), keterangan: (l.keterangan as string | null) ?? null,
    }));
    await assertFreelyPostable(trx, lines.map((l) => l.akun_id), (i) => `rincian.${i}.akun_id`);
    const { id } = await postJournal(ledgerContext(ctx, trx, req.user!), {
      tanggal: prepared.values.tanggal as string, keterangan: prepared.values.keterangan as string, doc: { tipe: 'manual', id: null }, lines,
    });
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'jurnal')!, id, { user: null });
    return { data, created: true, message: `Jurnal ${data.nomor} berhasil diposting` };
  },
};
