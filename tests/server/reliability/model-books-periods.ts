/** The model-books commands of periods: depreciate a month and cancel it, run payroll and cancel a slip, close the books. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { monthEnd } from '../../../common/penyusutan.js';
import { agrees, apply, categoryAccounts, count, get, isClosed, MONTHS, post, settingId, t, type Model, type Move, type Real } from './model-books-world.js';

/**
 * Depreciation of month k: what the preview shows is what posts (expense debited, accumulated depreciation credited
 * per category). Refused (409, nothing posted) when the month is closed, or it or a later month is already posted.
 */
export class Depreciate implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number) {}
  check() { return true; }
  async run(m: Model) {
    const periode = MONTHS[this.k];
    const preview = (await get('aset', `cek-biaya-penyusutan-asset?periode=${periode}`)).json().data;
    const last = m.depreciated.at(-1)?.k ?? -1;
    const created = await post('aset', 'input/asset-penyusutan', { periode });
    if (this.k <= last || preview.total === 0) {
      expect(created.statusCode, created.body).toBe(409);
    } else {
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const posted = await post('finance', 'asset-penyusutan-jurnal', { id });
      if (isClosed(m, this.k)) {
        expect(posted.statusCode, posted.body).toBe(409);
        expect(posted.json().message).toMatch(/sudah ditutup buku/);
        // The draft is given up, so the month is free again.
        expect((await post('finance', 'asset-penyusutan-cancel', { id })).statusCode).toBe(200);
        count('refusedClosed');
      } else {
        expect(posted.statusCode, posted.body).toBe(200);
        expect(posted.json().data.total).toBe(preview.total);
        const moves: Move[] = (preview.rincian as Array<{ asset_kategori_id: number; jumlah: number }>).flatMap((l) => {
          const a = categoryAccounts.get(l.asset_kategori_id)!;
          return [{ akun_id: a.beban, net: l.jumlah }, { akun_id: a.akumulasi, net: -l.jumlah }];
        });
        apply(m, moves);
        m.depreciated.push({ k: this.k, id, moves });
        count('depreciate');
      }
    }
    await agrees(m);
  }
  toString() { return `depreciate(${MONTHS[this.k]})`; }
}

/** Cancels the latest depreciated month: reversed at that month's end, so refused once the month is closed. */
export class CancelDepreciation implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.depreciated.length > 0; }
  async run(m: Model) {
    const d = m.depreciated.at(-1)!;
    const res = await post('finance', 'asset-penyusutan-cancel', { id: d.id });
    if (isClosed(m, d.k)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/sudah ditutup buku/);
      count('refusedClosed');
    } else {
      expect(res.statusCode, res.body).toBe(200);
      m.depreciated.pop();
      // A month posted by an earlier run: its moves are the reversal's, read back from the books.
      const moves = d.moves.length ? d.moves : await reversalMoves(res.json().data.jurnal_batal_id, -1);
      apply(m, moves, -1);
      count('cancelDepreciation');
    }
    await agrees(m);
  }
  toString() { return 'cancelDepreciation()'; }
}

export async function reversalMoves(jurnalId: number, sign: number): Promise<Move[]> {
  const rows = await t.database.db.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit']).where('jurnal_id', '=', jurnalId).execute();
  return rows.map((r) => ({ akun_id: Number(r.akun_id), net: sign * (Number(r.debit) - Number(r.kredit)) }));
}

/**
 * Payroll of month k paid later (Hutang Gaji): what the draft's slips show is what posts: earnings and the employer's
 * BPJS debited, deductions, advances and the BPJS owed credited, each slip's net credited to salaries payable. One run per month; refused when closed.
 */
export class Payroll implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number) {}
  check() { return true; }
  async run(m: Model) {
    const periode = MONTHS[this.k];
    const created = await post('finance', 'input/penggajian', { periode, tanggal: `${periode}-28`, hari_kerja: 25, cara_bayar: 'hutang' });
    if (m.payroll.has(this.k)) {
      expect(created.statusCode, created.body).toBe(409);
    } else {
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const moves = await slipMoves(id);
      const posted = await post('owner', 'input/penggajian-posting', { id });
      if (isClosed(m, this.k)) {
        expect(posted.statusCode, posted.body).toBe(409);
        expect(posted.json().message).toMatch(/sudah ditutup buku/);
        expect((await post('finance', 'input/penggajian-batal', { id })).statusCode).toBe(200);
        count('refusedClosed');
      } else {
        expect(posted.statusCode, posted.body).toBe(200);
        apply(m, moves);
        m.payroll.add(this.k);
        count('payroll');
      }
    }
    await agrees(m);
  }
  toString() { return `payroll(${MONTHS[this.k]})`; }
}

/** The moves of a run's slips (or of one slip): what its posting journal must hold. */
export async function slipMoves(penggajianId: number, slipId?: number): Promise<Move[]> {
  const db = t.database.db;
  const s = await db.selectFrom('setting').select(['akun_beban_gaji_id', 'akun_piutang_karyawan_id', 'akun_hutang_gaji_id', 'akun_beban_bpjs_id']).where('id', '=', settingId).executeTakeFirstOrThrow();
  let q = db.selectFrom('slip_gaji').select(['id', 'bersih']).where('penggajian_id', '=', penggajianId);
  if (slipId !== undefined) q = q.where('id', '=', slipId);
  const slips = await q.execute();
  expect(slips.length).toBeGreaterThan(0);
  const lines = await db.selectFrom('slip_gaji_rincian').select(['jenis', 'jumlah', 'akun_id', 'kasbon_karyawan_id']).where('slip_gaji_id', 'in', slips.map((x) => Number(x.id))).execute();
  return [
    ...lines.flatMap((l) => l.jenis === 'pendapatan'
      ? [{ akun_id: Number(l.akun_id ?? s.akun_beban_gaji_id), net: Number(l.jumlah) }]
      // The employer's BPJS premium (issue 38): its expense debited, what is owed to BPJS credited.
      : l.jenis === 'perusahaan'
        ? [{ akun_id: Number(s.akun_beban_bpjs_id), net: Number(l.jumlah) }, { akun_id: Number(l.akun_id), net: -Number(l.jumlah) }]
        : [{ akun_id: Number(l.kasbon_karyawan_id !== null ? s.akun_piutang_karyawan_id : l.akun_id), net: -Number(l.jumlah) }]),
    ...slips.map((x) => ({ akun_id: Number(s.akun_hutang_gaji_id), net: -Number(x.bersih) })),
  ];
}

/** Cancels one posted slip of a month's payroll: reversed today (so whatever is closed), once. */
export class CancelSlip implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check(m: Readonly<Model>) { return m.payroll.size > 0; }
  async run(m: Model) {
    const slips = await t.database.db.selectFrom('slip_gaji').innerJoin('penggajian', 'penggajian.id', 'slip_gaji.penggajian_id')
      .select(['slip_gaji.id', 'slip_gaji.penggajian_id', 'slip_gaji.bersih']).where('penggajian.periode', 'in', MONTHS).where('slip_gaji.status', '=', 'diposting')
      .where('slip_gaji.bersih', '>', 0).orderBy('slip_gaji.id').execute();
    if (slips.length === 0) return;
    const slip = slips[this.pick % slips.length];
    const moves = await slipMoves(Number(slip.penggajian_id), Number(slip.id));
    const res = await post('finance', 'input/slip-gaji-batal', { id: slip.id, alasan_batal: 'Uji model' });
    expect(res.statusCode, res.body).toBe(200);
    apply(m, moves, -1);
    expect((await post('finance', 'input/slip-gaji-batal', { id: slip.id, alasan_batal: 'Uji model' })).statusCode).toBe(409);
    count('cancelSlip');
    await agrees(m);
  }
  toString() { return `cancelSlip(${this.pick})`; }
}

/** Closes the books through month k (later than the last closed one). */
export class Close implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number) {}
  check(m: Readonly<Model>) { return this.k > m.closed; }
  async run(m: Model) {
    const res = await post('finance', 'input/setting', { id: settingId, tanggal_tutup_buku: monthEnd(MONTHS[this.k]) });
    expect(res.statusCode, res.body).toBe(200);
    m.closed = this.k;
    count('close');
    await agrees(m);
  }
  toString() { return `close(${MONTHS[this.k]})`; }
}
