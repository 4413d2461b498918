import type { Database_ } from '../server/db/connection.js';
import { CITIES, EMAIL_DOMAINS, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, NIK_AREAS, PHONE_PREFIXES, STREETS } from './names.js';

type Row = Record<string, unknown>;

/** Deterministic pseudo-random numbers (mulberry32): the same volume gives the same data every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** How employees spread over positions, and a position's base salary in rupiah. */
const JABATAN_MIX: Record<string, { weight: number; salary: number }> = {
  SLS: { weight: 35, salary: 4_200_000 }, DRV: { weight: 20, salary: 3_800_000 }, HLP: { weight: 20, salary: 3_500_000 },
  GDG: { weight: 10, salary: 4_500_000 }, SPV: { weight: 5, salary: 7_000_000 }, FIN: { weight: 4, salary: 6_000_000 },
  AST: { weight: 3, salary: 5_000_000 }, ADM: { weight: 1.5, salary: 6_500_000 }, GM: { weight: 1, salary: 15_000_000 },
  DIR: { weight: 0.5, salary: 25_000_000 },
};

interface Jabatan {
  id: number;
  kode: string;
}

/** Builds employee rows; NIK, NIP and email stay unique against `taken` (values already in the table). */
export function* karyawanRows(count: number, jabatan: Jabatan[], taken: Set<string>, at: string): Generator<Row> {
  const rnd = random(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const mix = jabatan.map((j) => ({ ...j, ...(JABATAN_MIX[j.kode] ?? { weight: 1, salary: 4_000_000 }) }));
  const totalWeight = mix.reduce((s, j) => s + j.weight, 0);
  const pickJabatan = () => {
    let r = rnd() * totalWeight;
    for (const j of mix) if ((r -= j.weight) < 0) return j;
    return mix[mix.length - 1];
  };
  const nikSerial = new Map<string, number>();
  const unique = (make: (attempt: number) => string) => {
    for (let attempt = 0; ; attempt++) {
      const v = make(attempt);
      if (!taken.has(v)) {
        taken.add(v);
        return v;
      }
    }
  };

  for (let i = 0; i < count; i++) {
    const female = rnd() < 0.45;
    const given = pick(female ? FEMALE_NAMES : MALE_NAMES);
    const middle = rnd() < 0.35 ? ` ${pick(female ? FEMALE_NAMES : MALE_NAMES)}` : '';
    const family = pick(FAMILY_NAMES);
    const birth = new Date(Date.UTC(1965 + Math.floor(rnd() * 40), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
    const area = pick(NIK_AREAS);
    const ddmmyy = pad(birth.getUTCDate() + (female ? 40 : 0), 2) + pad(birth.getUTCMonth() + 1, 2) + pad(birth.getUTCFullYear() % 100, 2);
    const nik = unique(() => {
      const key = area + ddmmyy;
      const serial = (nikSerial.get(key) ?? 0) + 1;
      nikSerial.set(key, serial);
      return key + pad(serial, 4);
    });
    const masuk = new Date(Date.UTC(2000 + Math.floor(rnd() * 26), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
    const tanggalMasuk = masuk.toISOString().slice(0, 10);
    const nip = unique((n) => `NGA-${tanggalMasuk.slice(0, 4)}${pad(i + 1 + n * count, 6)}`);
    const handle = `${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '');
    const email = rnd() < 0.6 ? unique((n) => `${handle}${n === 0 ? '' : n}@${pick(EMAIL_DOMAINS)}`) : null;
    const j = pickJabatan();
    yield {
      nik,
      nip,
      nama_lengkap: `${given}${middle} ${family}`,
      jk: female ? 'P' : 'L',
      jabatan_id: j.id,
      no_hp: pick(PHONE_PREFIXES) + pad(Math.floor(rnd() * 1e8), 8),
      email,
      alamat: `${pick(STREETS)} No. ${1 + Math.floor(rnd() * 250)}, ${pick(CITIES)}`,
      tanggal_masuk: tanggalMasuk,
      gaji_pokok: Math.round((j.salary * (0.9 + rnd() * 0.6)) / 50_000) * 50_000,
      aktif: rnd() < 0.85 ? 1 : 0,
      created_at: at,
      updated_at: at,
    };
  }
}

/** Inserts `count` employees in batches inside one transaction; answers how many rows the table holds. */
export async function generateKaryawan(database: Database_, count: number, batchSize = 1000): Promise<number> {
  const { db } = database;
  const jabatan = (await db.selectFrom('jabatan').select(['id', 'kode']).orderBy('id').execute()) as Jabatan[];
  const existing = await db.selectFrom('karyawan').select(['nik', 'nip', 'email']).execute();
  const taken = new Set(existing.flatMap((r) => [r.nik, r.nip, r.email]).filter((v): v is string => typeof v === 'string'));
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    let batch: Row[] = [];
    for (const row of karyawanRows(count, jabatan, taken, at)) {
      batch.push(row);
      if (batch.length === batchSize) {
        await trx.insertInto('karyawan').values(batch).execute();
        batch = [];
      }
    }
    if (batch.length > 0) await trx.insertInto('karyawan').values(batch).execute();
  });
  const total = await db.selectFrom('karyawan').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(total.n);
}

/**
 * `items` in a shuffled order where a few are far more likely than the rest (weight 1 / (rank + 3)^0.9), and a draw
 * by that weight.
 */
export function popularity<T>(items: readonly T[], rnd: () => number): { order: T[]; popular: () => T } {
  const order = items.map((g) => ({ g, r: rnd() })).sort((a, b) => a.r - b.r).map((x) => x.g);
  const weights = order.map((_, i) => 1 / (i + 3) ** 0.9);
  const cumulative: number[] = [];
  weights.reduce((s, w, i) => (cumulative[i] = s + w), 0);
  const totalWeight = cumulative[cumulative.length - 1];
  const popular = () => {
    const x = rnd() * totalWeight;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return order[lo];
  };
  return { order, popular };
}
