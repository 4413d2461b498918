import { describe, expect, it } from 'vitest';
import { encodeNota, toPrintable } from '../../../src/pages/lapangan/nota/escpos';
import { notaFromQueued } from '../../../src/pages/lapangan/nota/notaData';
import { decodeEscPos } from './escposDecode';
import { day, LONG_NAME, queuedSale } from './notaFixture';

/** The thermal nota as the printer gets it (issue 39): ESC/POS bytes from the encoder, read back as lines. */
const nota = notaFromQueued(queuedSale(), day, { sales: 'Budi Santoso' });

describe.each([[32, 58], [48, 80]] as const)('ESC/POS at %i columns (%i mm)', (columns, _mm) => {
  const bytes = encodeNota(nota, { columns });
  const { lines, boldLines, commands } = decodeEscPos(bytes);

  it('starts with initialize and code page 437, every printed line fits the paper', () => {
    expect(commands.slice(0, 1)).toEqual(['ESC @']);
    expect(commands).toContain('ESC t 0');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
  });

  it('wraps the long name on word boundaries without losing a word', () => {
    const start = lines.findIndex((l) => l.startsWith('Kopi Bubuk'));
    expect(start).toBeGreaterThan(-1);
    const nameLines: string[] = [];
    for (let i = start; !lines[i].startsWith('  '); i += 1) nameLines.push(lines[i]);
    if (columns === 32) expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.join(' ')).toBe(LONG_NAME);
    expect(lines[start + nameLines.length]).toMatch(/^ {2}2 DUS x 150\.000 +290\.000$/);
    expect(lines[start + nameLines.length + 1]).toMatch(/^ {2}Diskon +-10\.000$/);
  });

  it('prints the totals in "Rp." style, the total bold, the payments and the due date', () => {
    const pairOf = (label: string) => lines.find((l) => l.startsWith(label)) ?? '';
    expect(pairOf('Subtotal')).toMatch(/Rp\. 387\.250$/);
    expect(pairOf('Diskon Nota')).toMatch(/- Rp\. 7\.250$/);
    expect(pairOf('PPN')).toMatch(/Rp\. 41\.800$/);
    expect(pairOf('TOTAL ')).toMatch(/^TOTAL +Rp\. 421\.800$/);
    expect(pairOf('Pembulatan')).toMatch(/- Rp\. 300$/);
    expect(pairOf('TOTAL BAYAR')).toMatch(/Rp\. 421\.500$/);
    expect(boldLines).toEqual(expect.arrayContaining([pairOf('TOTAL '), pairOf('TOTAL BAYAR')]));
    expect(pairOf('Tunai')).toMatch(/Rp\. 200\.000$/);
    expect(pairOf('Transfer')).toMatch(/Rp\. 100\.000$/);
    const credit = lines.findIndex((l) => l.startsWith('Nota Putih (Kredit)'));
    expect(`${lines[credit]} ${lines[credit + 1]}`).toMatch(/Rp\. 121\.500/);
    expect(lines).toContain('Jatuh Tempo: 10-12-2026');
    expect(lines.some((l) => l.includes('No: OFF-A1B2C3D4'))).toBe(true);
    expect(lines.some((l) => l.trim() === 'PT Niaga Sejahtera')).toBe(true);
  });

  it('ends with the cut (GS V) after the feed', () => {
    const significant = commands.filter((c) => c !== 'LF');
    expect(significant[significant.length - 1]).toMatch(/^GS V (0|1|48|49|65|66)$/);
    const cut = commands.lastIndexOf(significant[significant.length - 1]);
    expect(commands.slice(cut - 3, cut)).toEqual(['LF', 'LF', 'LF']);
  });
});

describe('text the printer can print', () => {
  it('folds accents and typographic signs to ASCII', () => {
    expect(toPrintable('Café “Kopi” – 2×')).toBe('Cafe "Kopi" - 2x');
  });
});
