import { api } from '../../providers/http';
import { downloadFile } from '../../providers/download';
import { toHttpError } from '../../providers/httpError';

/** What an export file holds (the server's X-Faktur-* headers): to confirm exactly those as uploaded. */
export interface ExportedFile {
  filename: string;
  jumlah: number;
  sampaiId: number;
  tgl_awal: string;
  tgl_akhir: string;
  ids: number[];
}

/** `GET /api/efaktur-xml`: the Coretax XML of the invoices not yet uploaded in the period (or the chosen ones), saved. */
export async function downloadCoretaxXml(tgl_awal: string, tgl_akhir: string, ids: number[] = []): Promise<ExportedFile> {
  const params: Record<string, string | string[]> = { tgl_awal, tgl_akhir };
  if (ids.length) params.id = ids.map(String);
  const res = await downloadFile('/efaktur-xml', params, `coretax-faktur-${tgl_awal}-${tgl_akhir}.xml`);
  return {
    filename: res.filename, jumlah: Number(res.headers['x-faktur-jumlah'] ?? 0), sampaiId: Number(res.headers['x-faktur-sampai-id'] ?? 0),
    tgl_awal, tgl_akhir, ids,
  };
}

export interface StatusOutcome {
  diperbarui: number;
  tidak_berubah: number;
  menunggu: number;
  dilewati: Array<{ row: number; message: string }>;
}

/** `POST /api/efaktur-status`: Coretax's Faktur Keluaran export (XLSX/CSV) read back. */
export async function sendCoretaxStatus(file: File): Promise<{ data: StatusOutcome; message: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return (await api.post<{ data: StatusOutcome; message: string }>('/efaktur-status', form)).data;
  } catch (error) {
    throw toHttpError(error);
  }
}
