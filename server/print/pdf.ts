import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';
import { loadPdfmake } from '../core/heavy-packages.js';

interface PdfKitDocument {
  on(event: 'data', cb: (chunk: Buffer) => void): void;
  on(event: 'end', cb: () => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  end(): void;
}
type Printer = { createPdfKitDocument(d: TDocumentDefinitions): PdfKitDocument };
let printer: Promise<Printer> | undefined;

// The PDF standard fonts need no font files: prints work the same on every machine.
const printerOf = (): Promise<Printer> => (printer ??= loadPdfmake().then((PdfPrinter) => new (PdfPrinter as new (fonts: TFontDictionary) => Printer)({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
})));

/** Renders a pdfmake document definition to a PDF buffer. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdf = await printerOf();
  return new Promise((resolve, reject) => {
    const doc = pdf.createPdfKitDocument({ ...definition, defaultStyle: { font: 'Helvetica', fontSize: 9, ...definition.defaultStyle } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
