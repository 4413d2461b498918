import { StatementError, UNKNOWN_FILE } from './types.js';

/**
 * The ways a file's bytes may be text, most likely first: UTF-16 with a byte-order mark, else UTF-8
 * (BOM or not), else — only when the bytes are not valid UTF-8 — Windows-1252 (what Excel on Indonesian
 * Windows saves), which the caller keeps only if it then parses cleanly.
 */
export function textCandidates(file: Buffer): { text: string; fallback: boolean }[] {
  if (file.length >= 2 && file[0] === 0xff && file[1] === 0xfe) {
    return [{ text: new TextDecoder('utf-16le').decode(file.subarray(2)), fallback: false }];
  }
  if (file.length >= 2 && file[0] === 0xfe && file[1] === 0xff) {
    return [{ text: new TextDecoder('utf-16be').decode(file.subarray(2)), fallback: false }];
  }
  const head = file.subarray(0, 8).toString('latin1');
  if (head.startsWith('%PDF') || head.startsWith('PK\u0003\u0004') || file.includes(0)) {
    throw new StatementError(null, UNKNOWN_FILE);
  }
  try {
    return [{ text: new TextDecoder('utf-8', { fatal: true }).decode(file), fallback: false }];
  } catch {
    return [{ text: new TextDecoder('windows-1252').decode(file), fallback: true }];
  }
}
