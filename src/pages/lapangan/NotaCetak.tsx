import { forwardRef, Fragment, type CSSProperties } from 'react';
import type { DayData } from '../../offline/dayData';
import type { QueuedDoc } from '../../offline/queue';
import { getUser } from '../../providers/session';
import { notaFromQueued, type NotaData } from './nota/notaData';
import { notaLayout, type NotaBlock } from './nota/notaLayout';
import type { Paper } from './nota/notaText';

/**
 * The nota as HTML (issue 39): the blocks of `nota/notaLayout.ts` at the paper's width (58 or 80 mm), for the
 * screen's preview and the browser's print. `printNotaElement` prints it on a page exactly that wide and as tall as
 * the nota (a valid `@page { size: 58mm <height>mm }`, measured at print time), so Chromium no longer prints Letter.
 */
const S: Record<string, CSSProperties> = {
  row: { display: 'flex', justifyContent: 'space-between', gap: '1ch', flexWrap: 'wrap' },
  right: { marginLeft: 'auto', textAlign: 'right', whiteSpace: 'nowrap' },
  rule: { border: 0, borderTop: '1px dashed #000', margin: '1mm 0' },
};

function Block({ block }: { block: NotaBlock }) {
  switch (block.kind) {
    case 'title': return <div style={{ textAlign: 'center', fontWeight: 700, fontSize: '1.1em' }}>{block.text}</div>;
    case 'center': return <div style={{ textAlign: 'center', fontWeight: block.bold ? 700 : 400 }}>{block.text}</div>;
    case 'text': return <div style={{ fontWeight: block.bold ? 700 : 400, overflowWrap: 'anywhere' }}>{block.text}</div>;
    case 'pair': return <div style={{ ...S.row, fontWeight: block.bold ? 700 : 400 }}><span>{block.left}</span><span style={S.right}>{block.right}</span></div>;
    case 'rule': return <hr style={S.rule} />;
    case 'spacer': return <div style={{ height: '3mm' }} />;
    case 'line': return (
      <div>
        <div style={{ overflowWrap: 'anywhere' }}>{block.nama}</div>
        <div style={{ ...S.row, paddingLeft: '2ch' }}><span>{block.qty}</span><span style={S.right}>{block.amount}</span></div>
        {block.diskon && <div style={{ ...S.row, paddingLeft: '2ch' }}><span>Diskon</span><span style={S.right}>{block.diskon}</span></div>}
      </div>
    );
    case 'signatures': return (
      <div style={{ display: 'flex', justifyContent: 'space-around', textAlign: 'center', gap: '2mm' }}>
        {block.labels.map((l) => <div key={l} style={{ flex: 1 }}>{l}<div style={{ borderTop: '1px solid #000', marginTop: '12mm' }} /></div>)}
      </div>
    );
  }
}

/** The nota's HTML at the paper's width (58 mm: 32 monospace columns of ~11 px). */
export const NotaHtml = forwardRef<HTMLDivElement, { nota: NotaData; paper?: Paper }>(function NotaHtml({ nota, paper = 58 }, ref) {
  return (
    <div
      ref={ref}
      className="nota-cetak"
      data-paper={paper}
      style={{
        fontFamily: 'monospace', fontSize: paper === 58 ? 11 : 12, lineHeight: 1.3, width: `${paper}mm`, boxSizing: 'border-box',
        padding: '2mm', margin: '0 auto', background: '#fff', color: '#000',
      }}
    >
      {notaLayout(nota).map((b, i) => <Fragment key={i}><Block block={b} /></Fragment>)}
    </div>
  );
});

const PRINT_ROOT = 'nota-cetak-print';
const PRINT_STYLE = 'nota-cetak-page';
const PX_PER_MM = 96 / 25.4;

/**
 * Prints the nota on a page `paper` mm wide and exactly as tall as the nota: a copy of the nota under <body>, the
 * rest of the page hidden, and `@page { size: <paper>mm <height>mm; margin: 0 }` from its measured height.
 */
export function printNotaElement(element: HTMLElement, paper: Paper): { widthMm: number; heightMm: number } {
  document.getElementById(PRINT_ROOT)?.remove();
  document.getElementById(PRINT_STYLE)?.remove();
  const root = document.createElement('div');
  root.id = PRINT_ROOT;
  root.appendChild(element.cloneNode(true));
  document.body.appendChild(root);
  const heightMm = Math.ceil(Math.max(element.scrollHeight, element.getBoundingClientRect().height) / PX_PER_MM) + 2;
  const style = document.createElement('style');
  style.id = PRINT_STYLE;
  style.textContent = `
@page { size: ${paper}mm ${heightMm}mm; margin: 0; }
@media screen { #${PRINT_ROOT} { display: none; } }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; width: ${paper}mm !important; height: auto !important; min-height: 0 !important; overflow: visible !important; background: #fff !important; }
  body > *:not(#${PRINT_ROOT}) { display: none !important; }
  #${PRINT_ROOT} { display: block !important; }
  #${PRINT_ROOT} .nota-cetak { margin: 0 !important; break-inside: avoid; }
}`;
  document.head.appendChild(style);
  const cleanup = () => {
    window.removeEventListener('afterprint', cleanup);
    root.remove();
    style.remove();
  };
  window.addEventListener('afterprint', cleanup);
  window.print();
  return { widthMm: paper, heightMm };
}

/** A queued phone document's nota (the earlier signature, kept for callers that have a queued document). */
export function NotaCetak({ doc, day, paper }: { doc: QueuedDoc; day: DayData | null; paper?: Paper }) {
  return <NotaHtml nota={notaFromQueued(doc, day, { sales: getUser()?.karyawan?.nama_lengkap ?? null })} paper={paper} />;
}
