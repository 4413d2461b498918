import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';

/** An export as `GET /api/laporan-ekspor/:filename` answers it (server/domain/laporan/exports.ts). */
export interface ExportJob {
  filename: string;
  judul: string;
  status: 'berjalan' | 'selesai' | 'gagal';
  baris_ditulis: number;
  baris_total: number;
  persen: number;
  pesan: string | null;
}

const POLL_MS = 700;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A report's XLSX as a long export: the server writes it in the background (`POST /api/laporan-ekspor`), the
 * screen polls its progress, downloads the finished file and removes it at once (`GET /api/clear-export`). Cancel,
 * or leaving the screen, removes it too; whatever is left the server's hourly clean-up takes.
 */
export function useReportExport(laporan: string) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [job, setJob] = useState<ExportJob | null>(null);
  // The export being followed; emptied on cancel or unmount so the loop stops.
  const current = useRef<string | null>(null);

  const clear = useCallback(async (filename: string) => {
    try {
      await dataProvider.action('/clear-export', undefined, { method: 'GET', params: { filename } });
    } catch {
      // Already gone, or the network dropped: the server's clean-up removes it within a day.
    }
  }, [dataProvider]);

  const start = useCallback(async (params: Record<string, string | number | undefined>) => {
    const { data } = await dataProvider.action<{ data: ExportJob }>('/laporan-ekspor', { laporan, ...params });
    current.current = data.filename;
    setJob(data);
    let now = data;
    try {
      while (now.status === 'berjalan') {
        await wait(POLL_MS);
        if (current.current !== data.filename) return false;
        now = (await dataProvider.action<{ data: ExportJob }>(`/laporan-ekspor/${data.filename}`, undefined, { method: 'GET' })).data;
        if (current.current !== data.filename) return false;
        setJob(now);
      }
      if (now.status === 'gagal') throw new Error(now.pesan ?? 'Ekspor gagal; coba lagi');
      await dataProvider.download(`/laporan-ekspor/${data.filename}/berkas`, undefined, now.judul);
      return true;
    } finally {
      if (current.current === data.filename) {
        current.current = null;
        setJob(null);
        await clear(data.filename);
      }
    }
  }, [dataProvider, laporan, clear]);

  const cancel = useCallback(() => {
    const filename = current.current;
    current.current = null;
    setJob(null);
    if (filename) void clear(filename);
  }, [clear]);

  useEffect(() => () => {
    const filename = current.current;
    current.current = null;
    if (filename) void clear(filename);
  }, [clear]);

  return { job, start, cancel };
}
