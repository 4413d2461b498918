import { api } from '../../providers/http';
import { toHttpError } from '../../providers/httpError';
import { downloadFile } from '../../providers/download';
import type { ImportIssue, ImportReport } from '../../../common/import-report';

export type { ImportIssue, ImportReport } from '../../../common/import-report';

export interface ImportOptions {
  dryRun: boolean;
  update: boolean;
  /** Share of the file sent so far, 0..1. */
  onProgress?: (sent: number) => void;
}

/** The import template of a resource, saved as the server names it. */
export function downloadTemplate(resource: string) {
  return downloadFile(`/import/${resource}/template`, {}, `template-impor-${resource}.xlsx`);
}

/** Sends the file as the multipart field `file`; answers the report and the server's message. */
export async function sendImport(resource: string, file: File, options: ImportOptions): Promise<{ data: ImportReport; message: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const params: Record<string, string> = {};
  if (options.dryRun) params.dry_run = '1';
  if (options.update) params.update = '1';
  try {
    const res = await api.post<{ data: ImportReport; message: string }>(`/import/${resource}`, form, {
      params,
      onUploadProgress: (e) => { if (e.total) options.onProgress?.(e.loaded / e.total); },
    });
    return res.data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** A refused run's 422 lists `errors` keyed `baris.<row>.<field>`: back into rows for the table. */
export function issuesFromError(error: unknown): ImportIssue[] {
  const raw = (error as { body?: { raw?: { errors?: Record<string, string[]> } } } | null)?.body?.raw?.errors ?? {};
  return Object.entries(raw).flatMap(([key, messages]) => {
    const m = /^baris\.(\d+)(?:\.(.+))?$/.exec(key);
    if (!m) return [];
    return (Array.isArray(messages) ? messages : [String(messages)]).map((pesan) => ({ baris: Number(m[1]), field: m[2] ?? '', kolom: '', pesan }));
  });
}
