/** The answer of `POST /api/import/<resource>` (server/import), shared by the server and the import dialog. */

/** One problem of one row: the spreadsheet's row number, the field and the column header as written. */
export interface ImportIssue {
  baris: number;
  field: string;
  kolom: string;
  pesan: string;
}

export interface ImportReport {
  dry_run: boolean;
  jumlah_baris: number;
  valid: number;
  tidak_valid: number;
  ditambahkan: number;
  diperbarui: number;
  /** Headers matched, as `{kolom, field}`. */
  kolom: Array<{ kolom: string; field: string }>;
  /** Headers that name no field (their cells are not read). */
  kolom_diabaikan: string[];
  kesalahan: ImportIssue[];
}
