/**
 * The date a step posts on (issue 36, docs/ledgers.md "Posting dates"): the document's date, or the posting date the
 * user set (`tgl_posting`) — never the day the button was clicked. The audit row and the step's stamps keep the
 * click. A date on or before the closing date is refused with 409 naming it; a posting date before the document's
 * date or after today is a 422 on `tgl_posting`.
 */
import type { Db } from '../db/connection.js';
import { conflict, unprocessable } from '../core/errors.js';
import { formatDate } from '../../common/format.js';
import { loadSettings } from './settings.js';

export const POSTING_DATE_FIELD = 'tgl_posting';

export interface PostingDateInput {
  /** The document's own date (or, for a later step, the date of the document it settles). */
  documentDate: string;
  /** The posting date the user set (the step's `tgl_posting`), if any. */
  requested?: unknown;
  /** Today in Jakarta: an explicit date may not be later (the document's own date may). */
  today: string;
}

export async function postingDate(trx: Db, p: PostingDateInput): Promise<string> {
  const requested = typeof p.requested === 'string' && p.requested ? p.requested.slice(0, 10) : null;
  if (requested !== null) {
    if (requested < p.documentDate) {
      throw unprocessable({ [POSTING_DATE_FIELD]: [`Tanggal posting tidak boleh sebelum tanggal dokumen (${formatDate(p.documentDate)})`] });
    }
    if (requested > p.today && requested > p.documentDate) {
      throw unprocessable({ [POSTING_DATE_FIELD]: [`Tanggal posting tidak boleh setelah hari ini (${formatDate(p.today)})`] });
    }
  }
  const tanggal = requested ?? p.documentDate;
  const closing = (await loadSettings(trx)).tanggal_tutup_buku as string | null | undefined;
  if (closing && tanggal <= closing) {
    throw conflict(`Tanggal posting ${formatDate(tanggal)} sudah ditutup buku (tutup buku s.d. ${formatDate(closing)}); isi Tanggal Posting setelah ${formatDate(closing)}`);
  }
  return tanggal;
}
