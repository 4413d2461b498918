import type { NotaData } from './notaData';
import { COLUMNS, notaLines, type Paper } from './notaText';

/**
 * The nota as a picture (issue 39): the same lines the thermal printer prints, drawn in a monospace font on a
 * white canvas as wide as the printer's dots (384 px for 58 mm, 576 px for 80 mm), shared as a PNG through the
 * Web Share API (WhatsApp on the phone) or, where sharing files is not possible, downloaded.
 */
export const WIDTH_PX: Record<Paper, number> = { 58: 384, 80: 576 };
const PAD = 8;

export function renderNotaCanvas(nota: NotaData, paper: Paper): HTMLCanvasElement {
  const columns = COLUMNS[paper];
  const lines = notaLines(nota, columns);
  const width = WIDTH_PX[paper];
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Browser ini tidak dapat menggambar nota');
  // The font size at which `columns` characters fill the width.
  ctx.font = '100px monospace';
  const per100 = ctx.measureText('M'.repeat(10)).width / 10 || 60;
  const size = Math.floor(((width - 2 * PAD) / columns) * (100 / per100));
  const lineHeight = Math.ceil(size * 1.3);
  canvas.width = width;
  canvas.height = PAD * 2 + lineHeight * lines.length;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => {
    ctx.font = `${line.bold ? 'bold ' : ''}${size}px monospace`;
    ctx.fillText(line.text, PAD, PAD + i * lineHeight);
  });
  return canvas;
}

export function notaPng(nota: NotaData, paper: Paper): Promise<Blob> {
  const canvas = renderNotaCanvas(nota, paper);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Gambar nota tidak dapat dibuat'))), 'image/png');
  });
}

export const notaFileName = (nota: NotaData) => `nota-${nota.nomor.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`;

export type ShareResult = 'dibagikan' | 'diunduh' | 'batal';

/** Shares the PNG (WhatsApp and others) when the browser can share files, else downloads it. */
export async function shareNota(nota: NotaData, paper: Paper): Promise<ShareResult> {
  const blob = await notaPng(nota, paper);
  const file = new File([blob], notaFileName(nota), { type: 'image/png' });
  const files = [file];
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files })) {
    try {
      await navigator.share({ files, title: `Nota ${nota.nomor}`, text: `Nota ${nota.nomor} - ${nota.konsumen.nama}` });
      return 'dibagikan';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'batal';
      throw error;
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'diunduh';
}
