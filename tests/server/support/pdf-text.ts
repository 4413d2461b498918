import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** The text of every page of a PDF, lines joined by spaces: prints are checked by what a reader sees. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

export interface PdfItem { str: string; x: number; y: number; width: number }

/** The words of a PDF's first page with where they sit (points from the bottom-left corner), to check layout. */
export async function pdfItems(data: Buffer | Uint8Array): Promise<PdfItem[]> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const items = content.items.flatMap((it) => ('str' in it && it.str.trim() !== ''
    ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width }] : []));
  await doc.destroy();
  return items;
}
