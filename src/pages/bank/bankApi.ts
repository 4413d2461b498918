import { api } from '../../providers/http';
import { toHttpError } from '../../providers/httpError';

/** What the import reads from a statement (`POST /api/mutasi-bank/import`), previewed or saved. */
export interface ImporMutasi {
  impor: {
    id: number | null; nomor: string | null; format: string; format_label: string; nama_file: string; kas_id: number;
    rekening: string | null; tgl_awal: string; tgl_akhir: string; saldo_awal: number; saldo_akhir: number;
  };
  baris: Array<{
    baris: number; tanggal: string; keterangan: string; referensi: string | null; debit: number; kredit: number; saldo: number | null;
    baru: boolean; cocok: 'otomatis' | 'qris' | 'aturan' | null;
  }>;
  jumlah_baris: number;
  baris_baru: number;
  baris_ganda: number;
  baris_pending: number;
  cocok_otomatis: number;
  persen_cocok: number;
}

/** A book line that may be a bank line's other side (`GET /api/mutasi-bank/:id/kandidat`). */
export interface Kandidat {
  jurnal_rincian_id: number;
  jurnal_id: number;
  nomor: string;
  tanggal: string;
  keterangan: string;
  dokumen: string;
  /** Signed as the bank sees it: + money in. */
  jumlah: number;
  sisa: number;
  skor: number;
  sama_jumlah: boolean;
}

/** One bank account's state of matching (`GET /api/mutasi-bank-ringkasan`). */
export interface RingkasanBank {
  kas_id: number;
  kas_nama: string;
  baris: number;
  cocok: number;
  sebagian: number;
  belum: number;
  persen_cocok: number;
  saldo_bank: number | null;
  tgl_akhir: string | null;
}

/**
 * `POST /api/mutasi-bank/import` (multipart `kas_id` + `file`): with `pratinjau` a dry run that saves nothing, else
 * the import itself.
 */
export async function importMutasi(kasId: number, file: File, pratinjau: boolean): Promise<{ data: ImporMutasi; message?: string }> {
  const form = new FormData();
  form.append('kas_id', String(kasId));
  form.append('file', file, file.name);
  try {
    return (await api.post<{ data: ImporMutasi; message?: string }>('/mutasi-bank/import', form, { params: pratinjau ? { pratinjau: 1 } : undefined })).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** The lines of a refusal, each once: its message, then every field's messages (`errors.file`: "Baris 12: …"). */
export function refusalLines(error: unknown): string[] {
  const raw = (error as { body?: { raw?: { message?: string; errors?: Record<string, string[] | string> } | null } }).body?.raw;
  const lines = [raw?.message ?? (error instanceof Error ? error.message : ''), ...Object.values(raw?.errors ?? {}).flat()];
  return [...new Set(lines.map(String).filter((l) => l.trim() !== ''))];
}

/** "12 %": a share of lines as the bank screens say it. */
export const persen = (n: number) => `${n} %`;

/** The menu whose rights the bank screens follow: finance writes (imports, matches), the GM reads. */
export const BANK_MENU = '/mutasi-bank';

/** The bank the list is filtered by, when exactly one. */
export function filteredBank(filterValues: Record<string, unknown> | undefined): number | undefined {
  const v = filterValues?.kas_id;
  if (v === undefined || v === null || v === '' || Array.isArray(v)) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}
