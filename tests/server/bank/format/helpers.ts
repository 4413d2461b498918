import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { StatementError, parseStatement, type StatementLine } from '../../../../server/domain/bank/format/index.js';

export const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export const parseText = (text: string) => parseStatement(Buffer.from(text, 'utf8'));

export function line(
  baris: number,
  tanggal: string,
  keterangan: string,
  debit: number,
  kredit: number,
  saldo: number | null = null,
  referensi: string | null = null,
): StatementLine {
  return { baris, tanggal, keterangan, referensi, debit, kredit, saldo };
}

/** Runs `fn`, expecting a StatementError naming `baris` with exactly `message`. */
export function expectError(fn: () => unknown, baris: number | null, message: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(StatementError);
  expect({ baris: (caught as StatementError).baris, message: (caught as StatementError).message }).toEqual({ baris, message });
}
