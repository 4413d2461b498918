import type { SignatureBlock, StatementHeader } from '../../../common/laporan.js';
import { formatDateLong, todayJakarta } from '../../../common/format.js';
import { COMPARISONS, type Comparison } from '../../core/reports/period.js';
import { unprocessable } from '../../core/errors.js';
import type { Query } from '../../core/query-params.js';
import { loadSettings } from '../../ledger/index.js';
import type { Db } from '../../db/connection.js';

/** `banding`: the comparison column of a financial statement (default the period before; 422 for another value). */
export function parseComparison(q: Query): Comparison {
  const v = q.banding;
  if (v === undefined || v === '') return 'sebelumnya';
  if (typeof v !== 'string' || !(COMPARISONS as string[]).includes(v)) throw unprocessable({ banding: ['Pembanding harus sebelumnya atau tahun_lalu'] });
  return v as Comparison;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * What a financial statement carries besides its figures: the company header and the signature block (Dibuat,
 * Diperiksa, Disetujui oleh, with the names of Pengaturan Perusahaan; a blank line where a name is not set), dated
 * the day it is shown or printed, at the company's city.
 */
export async function statementFrame(db: Db, now: Date): Promise<{ kop: StatementHeader; tanda_tangan: SignatureBlock }> {
  const s = await loadSettings(db);
  return {
    kop: { nama: text(s.nama_perusahaan), alamat: text(s.alamat), telepon: text(s.telepon), npwp: text(s.npwp) },
    tanda_tangan: {
      kota: text(s.kota),
      tanggal: formatDateLong(todayJakarta(now)),
      penanda: [
        { peran: 'Dibuat oleh', nama: text(s.ttd_dibuat) },
        { peran: 'Diperiksa oleh', nama: text(s.ttd_diperiksa) },
        { peran: 'Disetujui oleh', nama: text(s.ttd_disetujui) },
      ],
    },
  };
}
