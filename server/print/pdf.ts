import PdfPrinterModule from 'pdfmake';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';

interface PdfKitDocument {
  on(event: 'data', cb: (chunk: Buffer) => void): void;
  on(event: 'end', cb: () => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  end(): void;
}
// pdfmake's server entry is a CommonJS class; its typings describe the browser build.
const PdfPrinter = PdfPrinterModule as unknown as new (fonts: TFontDictionary) => { createPdfKitDocument(d: TDocumentDefinitions): PdfKitDocument };

// The PDF standard fonts need no font files: prints work the same on every machine.
const printer = new PdfPrinter({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
});

/** Renders a pdfmake document definition to a PDF buffer. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = printer.createPdfKitDocument({ ...definition, defaultStyle: { font: 'Helvetica', fontSize: 9, ...definition.defaultStyle } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
