/**
 * Adding a cost kind is one declaration: a test registry adds "biaya-sewa" (rent, paid after its journal, with a
 * print of its own) by one costDocument() call and its menu; the tables, routes, lifecycle, ledger effects, the
 * reversal and the print follow with no other code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Registry } from '../../../common/registry.js';
import { costDocument } from '../../../resources/biaya/document.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity } from '../gudang/fixtures.js';
import { akunSaldo, anyKaryawan, companyKas, kasSaldo, poster, today } from './fixtures.js';

const withRent: Registry = {
  resources: [
    ...registry.resources,
    ...costDocument({
      name: 'biaya-sewa', label: 'Biaya Sewa', labelPlural: 'Biaya Sewa', menu: '/biaya-sewa', path: '/biaya-sewa', icon: 'Home',
      cost: { prefix: 'SWA', accrualAkun: '2-1510', categories: [{ value: 'gedung', label: 'Sewa Gedung', akun: '6-1500' }] },
      steps: [
        { step: 'jurnal', path: 'biaya-sewa-jurnal', levels: ['owner'] },
        { step: 'berikan', path: 'biaya-sewa-berikan', levels: ['owner'] },
        { step: 'terima', path: 'biaya-sewa-terima', levels: ['admin'] },
      ],
      cancelPath: 'biaya-sewa-cancel', cancelLevels: ['owner'],
      print: { label: 'Cetak Bukti Sewa', path: 'cetak-biaya-sewa/:id' },
    }),
  ],
  menus: [...registry.menus, { name: 'Biaya Sewa', icon: 'Home', url: '/biaya-sewa' }],
};

let t: TestApp;
let post: ReturnType<typeof poster>['post'];
let get: ReturnType<typeof poster>['get'];
beforeAll(async () => { t = await createTestApp({ registry: withRent }); ({ post, get } = poster(t)); }, 300_000);
afterAll(async () => { await t.close(); });

describe('a seventh cost kind declared in a test registry', () => {
  it('runs the whole lifecycle: draft, jurnal, berikan, terima, print, cancel with reversal', async () => {
    const created = await post('admin', '/input/biaya-sewa', {
      tanggal: today(), penerima_id: await anyKaryawan(t), rincian: [{ kategori: 'gedung', uraian: 'Sewa gudang November', nilai: 2_500_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({ status: 'draft', total: 2_500_000 });
    expect(d.nomor).toMatch(/^SWA\//);
    const rent = await akunSaldo(t, '6-1500');
    const kas = await companyKas(t);
    expect((await post('admin', '/biaya-sewa-jurnal', { id: d.id })).statusCode).toBe(403);
    expect((await post('owner', '/biaya-sewa-berikan', { id: d.id, kas_id: kas.id, metode: 'tunai' })).statusCode).toBe(409);
    expect((await post('owner', '/biaya-sewa-jurnal', { id: d.id })).json().data.status).toBe('dijurnal');
    expect(await akunSaldo(t, '6-1500')).toBe(rent + 2_500_000);
    expect((await post('owner', '/biaya-sewa-berikan', { id: d.id, kas_id: kas.id, metode: 'transfer' })).json().data.status).toBe('diberikan');
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo - 2_500_000);
    expect((await post('owner', '/biaya-sewa-terima', { id: d.id })).statusCode).toBe(403);
    expect((await post('admin', '/biaya-sewa-terima', { id: d.id })).json().data.status).toBe('diterima');
    const pdf = await get('admin', `/cetak-biaya-sewa/${d.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Sewa gudang November');
    const waiting = (await get('admin', '/ajuanbiaya')).json().data;
    expect(waiting.some((r: { jenis: string; dokumen_id: number }) => r.jenis === 'biaya-sewa' && r.dokumen_id === d.id)).toBe(false);
    // The demo seeded the new kind too, one document in each state.
    const seeded = await t.database.db.selectFrom('biaya_sewa').select('status').distinct().where('id', '!=', d.id).execute();
    expect(seeded.map((r) => r.status).sort()).toEqual(['dibatalkan', 'diberikan', 'dijurnal', 'diterima', 'draft']);
    expect((await post('owner', '/biaya-sewa-cancel', { id: d.id, alasan_batal: 'Kontrak batal' })).json().data.status).toBe('dibatalkan');
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo);
    expect(await akunSaldo(t, '6-1500')).toBe(rent);
    await expectIntegrity(t);
  });
});
