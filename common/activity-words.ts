/**
 * Audit rows as Indonesian sentences ("Joko Susilo menyetujui Ajuan Barang RB/2026/11/0011"): the verb from
 * the registry's transition (its `done`, or its label's verb turned active: "Setujui" → "menyetujui"), or from the
 * write's kind ("membuat", "mengubah"), and the document by its number or title, never an action name or a row id.
 * The record's history panel and the dashboard's activity feed both read this (docs/workflow.md).
 */
import type { Registry, ResourceDef, TransitionDef } from './registry.js';

/** One audit row as the server answers it: who, what, on which resource, and the record's number or title. */
export interface ActivityRow {
  action: string;
  resource: string;
  /** Who did it, by name; none for the system (a job). */
  user: string | null;
  /** The document's number (`nomor`) or the record's title; none when it has neither. */
  nomor?: string | null;
}

/** Writes that are not workflow steps: the generic ones and the areas' own audit actions. */
const VERBS: Record<string, string> = {
  create: 'membuat',
  update: 'mengubah',
  delete: 'menghapus',
  post: 'memposting',
  lunas: 'melunasi',
  diterima: 'menerima barang',
  izin_kredit: 'memberi izin kredit',
  ubah_harga: 'mengubah harga',
  'giro-cair': 'mencatat pencairan',
  'giro-tolak': 'mencatat penolakan',
  sinkron: 'mengirim dari lapangan',
  rute: 'mengganti rute',
  order: 'mengurutkan',
  setup: 'menyiapkan',
  'ganti-password': 'mengganti password',
  'reset-password': 'mengatur ulang password',
  'reset-pin': 'mengatur ulang PIN',
};

/** First words whose active form the rules below would get wrong (loanwords, a stem that takes -kan). */
const IRREGULAR: Record<string, string> = {
  posting: 'memposting',
  proses: 'memproses',
  checkout: 'mengajukan',
  selesai: 'menyelesaikan',
  konfirmasi: 'mengonfirmasi',
};

const VOWELS = /^[aiueo]/;

/** The active (meN-) form of an imperative verb: "Setujui" → "menyetujui", "Tolak" → "menolak", "Kirim" → "mengirim". */
export function activeVerb(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  const [c, next] = [w[0] ?? '', w[1] ?? ''];
  const cluster = next !== '' && !VOWELS.test(next);
  if (VOWELS.test(w) || c === 'g' || c === 'h') return `meng${w}`;
  if (c === 'k') return cluster ? `meng${w}` : `meng${w.slice(1)}`;
  if (c === 'p') return cluster ? `mem${w}` : `mem${w.slice(1)}`;
  if (c === 'b' || c === 'f' || c === 'v') return `mem${w}`;
  if (c === 't') return cluster ? `men${w}` : `men${w.slice(1)}`;
  if (c === 's') return cluster ? `men${w}` : `meny${w.slice(1)}`;
  if (c === 'd' || c === 'c' || c === 'j' || c === 'z') return `men${w}`;
  return `me${w}`;
}

/** Words of a label after its verb, lower-cased but for acronyms ("LPJ"). */
const lowerWords = (words: string[]) => words.map((x) => (x.length > 1 && x === x.toUpperCase() ? x : x.toLowerCase())).join(' ');

/**
 * A transition as done: its `done`, else each "&"-joined part's verb made active and the rest kept, less the words
 * the document's own label says anyway ("Batalkan Penjualan" on a Penjualan → "membatalkan").
 */
export function doneVerb(transition: Pick<TransitionDef, 'label' | 'done'>, resourceLabel: string): string {
  if (transition.done) return transition.done;
  const label = resourceLabel.toLowerCase();
  return transition.label.split(/\s*&\s*/).map((part) => {
    const [verb, ...rest] = part.trim().split(/\s+/);
    const tail = lowerWords(rest);
    const said = tail !== '' && (label === tail.toLowerCase() || label.startsWith(`${tail.toLowerCase()} `));
    return tail === '' || said ? activeVerb(verb) : `${activeVerb(verb)} ${tail}`;
  }).join(' dan ');
}

/** The verb of one audit row: its workflow step's, or the write's; "memproses" for anything unnamed, never the code. */
export function activityVerb(resource: ResourceDef | undefined, action: string): string {
  const step = resource?.workflow?.transitions.find((t) => t.name === action);
  if (step && resource) return doneVerb(step, resource.label);
  return VERBS[action] ?? 'memproses';
}

/** "Joko Susilo menyetujui Ajuan Barang RB/2026/11/0011"; "Sistem …" when no one is named. */
export function activitySentence(registry: Registry, row: ActivityRow): string {
  const resource = registry.resources.find((r) => r.name === row.resource);
  const what = resource?.label ?? 'data';
  const number = row.nomor === null || row.nomor === undefined || row.nomor === '' ? '' : ` ${row.nomor}`;
  return `${row.user ?? 'Sistem'} ${activityVerb(resource, row.action)} ${what}${number}`;
}
