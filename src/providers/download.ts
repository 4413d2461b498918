import { isAxiosError } from 'axios';
import { HttpError } from 'ra-core';
import { api } from './http';
import { toHttpError, type ApiErrorBody } from './httpError';
import type { QueryParams } from '../../common/listQuery';

/** `attachment; filename*=UTF-8''Surat%20Jalan.pdf` or `filename="x.pdf"` → the file name. */
export function filenameFrom(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** A blob's text (FileReader where `Blob.text` is missing, as in older engines). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A failed download answers JSON inside a blob: read it as text, parse it, and reject with its message. */
export async function downloadError(error: unknown): Promise<HttpError> {
  if (isAxiosError(error) && error.response?.data instanceof Blob) {
    const text = await blobText(error.response.data);
    let body: ApiErrorBody | null = null;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = null;
    }
    if (body && typeof body === 'object') {
      return toHttpError(Object.assign(error, { response: { ...error.response, data: body } }));
    }
  }
  return toHttpError(error);
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface DownloadResult {
  filename: string;
  size: number;
  /** The answer's headers (lower-case names): what the file holds, where a call says so (X-Faktur-Jumlah). */
  headers: Record<string, string>;
}

/**
 * `GET /api/<path>` as a file (print and export calls): saved under the server's file name, or under `saveAs` when
 * the screen names it (a print is saved as its document number).
 */
export async function downloadFile(path: string, params: QueryParams = {}, fallbackName = 'unduhan', saveAs?: string): Promise<DownloadResult> {
  try {
    const res = await api.get<Blob>(path, { params, responseType: 'blob' });
    const filename = saveAs ?? filenameFrom(res.headers['content-disposition'] as string | undefined, fallbackName);
    saveBlob(res.data, filename);
    const headers = Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    return { filename, size: res.data.size, headers };
  } catch (error) {
    throw await downloadError(error);
  }
}
