/**
 * Reads ESC/POS bytes back as printed text (issue 39 tests): command sequences are stripped by their lengths in the
 * ESC/POS command reference (ESC @; ESC x n for the one-parameter ESC commands; FS .; GS V m [n]; GS ! n …), the rest
 * is text split on LF. Bold runs are reported per line.
 */
export interface Decoded { lines: string[]; boldLines: string[]; commands: string[] }

const ESC = 0x1b; const GS = 0x1d; const FS = 0x1c; const LF = 0x0a; const CR = 0x0d;
const ESC_NO_PARAM = new Set([0x40, 0x3c]); // ESC @ initialize, ESC < return home
const FS_NO_PARAM = new Set([0x2e, 0x26]); // FS . cancel Kanji, FS & select Kanji

export function decodeEscPos(bytes: Uint8Array): Decoded {
  const lines: string[] = [];
  const boldLines: string[] = [];
  const commands: string[] = [];
  let current = '';
  let bold = false;
  let lineBold = false;
  const endLine = () => {
    lines.push(current);
    if (lineBold) boldLines.push(current);
    current = '';
    lineBold = bold;
  };
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i];
    if (b === ESC) {
      const cmd = bytes[i + 1];
      if (ESC_NO_PARAM.has(cmd)) { commands.push(`ESC ${String.fromCharCode(cmd)}`); i += 1; continue; }
      const n = bytes[i + 2];
      if (cmd === 0x45) { bold = n === 1; if (bold) lineBold = true; }
      commands.push(`ESC ${String.fromCharCode(cmd)} ${n}`);
      i += 2;
      continue;
    }
    if (b === GS) {
      const cmd = bytes[i + 1];
      if (cmd === 0x56) {
        const m = bytes[i + 2];
        commands.push(`GS V ${m}`);
        i += m === 65 || m === 66 ? 3 : 2;
        continue;
      }
      commands.push(`GS ${String.fromCharCode(cmd)} ${bytes[i + 2]}`);
      i += 2;
      continue;
    }
    if (b === FS) {
      const cmd = bytes[i + 1];
      commands.push(`FS ${String.fromCharCode(cmd)}`);
      i += FS_NO_PARAM.has(cmd) ? 1 : 2;
      continue;
    }
    if (b === LF) { commands.push('LF'); endLine(); continue; }
    if (b === CR) continue;
    if (bold) lineBold = true;
    current += String.fromCharCode(b);
  }
  if (current) endLine();
  return { lines, boldLines, commands };
}
