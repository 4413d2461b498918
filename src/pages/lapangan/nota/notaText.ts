import type { NotaData } from './notaData';
import { notaLayout, type NotaBlock } from './notaLayout';

/**
 * The nota as fixed-width lines for thermal paper (issue 39): 32 columns for 58 mm (font A), 48 for 80 mm. Names
 * wrap on word boundaries (a word longer than the paper is split, never cut off); amounts are right-aligned. The
 * ESC/POS encoder prints these lines and the shared picture draws them, so both look the same.
 */
export type Paper = 58 | 80;
export const COLUMNS: Record<Paper, number> = { 58: 32, 80: 48 };

export interface TextLine { text: string; bold?: boolean }

/** Words over as many lines as needed, each at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of text.replace(/\s+/g, ' ').trim().split(' ')) {
    let word = raw;
    if (!word) continue;
    if (current && current.length + 1 + word.length <= width) { current += ` ${word}`; continue; }
    if (current) out.push(current);
    current = '';
    while (word.length > width) { out.push(word.slice(0, width)); word = word.slice(width); }
    current = word;
  }
  if (current || out.length === 0) out.push(current);
  return out;
}

const center = (text: string, width: number) => {
  const pad = Math.max(0, Math.floor((width - text.length) / 2));
  return `${' '.repeat(pad)}${text}`;
};

/** A label and an amount on one line, the amount right-aligned; the amount on the next line when they do not fit. */
function pair(left: string, right: string, width: number, indent = ''): string[] {
  if (indent.length + left.length + 1 + right.length <= width) {
    return [`${indent}${left}${' '.repeat(width - indent.length - left.length - right.length)}${right}`];
  }
  const label = wrap(left, width - indent.length).map((l) => `${indent}${l}`);
  const last = label[label.length - 1];
  if (last.length + 1 + right.length <= width) {
    label[label.length - 1] = `${last}${' '.repeat(width - last.length - right.length)}${right}`;
    return label;
  }
  return [...label, right.length >= width ? right.slice(0, width) : right.padStart(width)];
}

function signatures(labels: string[], width: number): string[] {
  const n = Math.max(1, labels.length);
  const cell = Math.floor(width / n);
  const row = (f: (label: string) => string) => labels.map((l) => {
    const t = f(l).slice(0, cell);
    const left = Math.floor((cell - t.length) / 2);
    return `${' '.repeat(left)}${t}${' '.repeat(cell - left - t.length)}`;
  }).join('').replace(/\s+$/, '');
  const signLine = `(${'.'.repeat(Math.max(4, cell - 4))})`;
  return [row((l) => l), '', '', '', row(() => signLine)];
}

export function blockLines(block: NotaBlock, width: number): TextLine[] {
  switch (block.kind) {
    case 'title': return wrap(block.text, width).map((t) => ({ text: center(t, width), bold: true }));
    case 'center': return wrap(block.text, width).map((t) => ({ text: center(t, width), bold: block.bold }));
    case 'text': return wrap(block.text, width).map((t) => ({ text: t, bold: block.bold }));
    case 'pair': return pair(block.left, block.right, width).map((t) => ({ text: t, bold: block.bold }));
    case 'rule': return [{ text: '-'.repeat(width) }];
    case 'spacer': return [{ text: '' }];
    case 'line': return [
      ...wrap(block.nama, width).map((t) => ({ text: t })),
      ...pair(block.qty, block.amount, width, '  ').map((t) => ({ text: t })),
      ...(block.diskon ? pair('Diskon', block.diskon, width, '  ').map((t) => ({ text: t })) : []),
    ];
    case 'signatures': return signatures(block.labels, width).map((t) => ({ text: t }));
  }
}

/** The whole nota as lines of at most `columns` characters. */
export function notaLines(nota: NotaData, columns: number): TextLine[] {
  return notaLayout(nota).flatMap((b) => blockLines(b, columns));
}

/** The nota as plain text (the shared message, and tests). */
export function notaText(nota: NotaData, columns: number): string {
  return notaLines(nota, columns).map((l) => l.text).join('\n');
}
