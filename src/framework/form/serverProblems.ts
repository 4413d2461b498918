import { errorToasts } from '../../providers/errorToasts';

/** What a refused save or finish tells the user: the message, field errors by input, and a credit block's reasons. */
export interface Problem {
  message: string;
  fields: Record<string, string>;
  /** A credit block (409 of transaksi-selesai over the limit or with overdue invoices): its reasons, one per line. */
  alasan: string[] | null;
}

interface ErrorLike { status?: number; message?: string; body?: { errors?: Record<string, unknown>; alasan?: unknown; data?: { alasan?: unknown }; raw?: { message?: string } | null } }

const CREDIT_WORDS = /kredit|limit|jatuh tempo|lewat tempo/i;

/**
 * The reasons in a credit block's message: "Penjualan kredit Rp. … kepada … ditolak: <reason>; <reason>. <What to do>"
 * gives the reasons (the server's closing advice left out: the screen gives its own); another message is split on ";".
 */
export function creditReasons(message: string): string[] {
  const after = /ditolak:\s*([\s\S]+)$/.exec(message);
  const body = after ? after[1].replace(/\.\s+[A-Z][^.]*\.?\s*$/, '') : message;
  return body.split(/;\s*/).map((s) => s.trim()).filter(Boolean);
}

/**
 * Reads a failed call. A 409 from transaksi-selesai is a credit block when the server lists `alasan` (in the body or
 * its `data`) or its message speaks of credit, limit or due dates; its reasons are the list, else the message's
 * parts split on ";".
 */
export function readProblem(error: unknown, finishing = false): Problem {
  const e = (error ?? {}) as ErrorLike;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.body?.errors ?? {})) if (k !== 'root' && typeof v === 'string') fields[k] = v;
  const message = e.body?.raw?.message ?? e.message ?? errorToasts(error).join(' ');
  let alasan: string[] | null = null;
  if (finishing && e.status === 409) {
    const listed = e.body?.alasan ?? e.body?.data?.alasan;
    if (Array.isArray(listed) && listed.length) alasan = listed.map(String);
    else if (CREDIT_WORDS.test(message)) alasan = creditReasons(message);
  }
  return { message, fields, alasan };
}
