import { describe, expect, it } from 'vitest';
import { tableName } from '../../../common/registry.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { seedDemo } from '../../../server/db/seed/demo.js';
import { freshDatabase } from '../support/helpers.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

/** The workflow documents the demo writes, and the steps that lead to each state (as the API would take them). */
const PATHS: Record<string, Record<string, string[]>> = {
  'request-barang': { draft: [], diajukan: ['ajukan'], ditolak: ['ajukan', 'tolak'], disetujui_gudang: ['ajukan', 'approveGudang'], disetujui_sales: ['ajukan', 'approveGudang', 'approveSales'], dikirim: ['ajukan', 'approveGudang', 'approveSales', 'surat'] },
  penerimaan: { draft: [], diterima: ['terima'], dibatalkan: ['batal'] },
  'pengembalian-sales': { draft: [], disetujui: ['approve'] },
  'gudang-mutasi': { diminta: [], ditolak: ['tolak'], dikirim: ['kirim'], diterima: ['kirim', 'terima'] },
  'asset-penyusutan': { draft: [], diposting: ['jurnal'], dibatalkan: ['batal'] },
  'asset-penjualan': { draft: [], dikonfirmasi: ['konfirm'] },
  'asset-pengadaan': { diajukan: [], disetujui: ['approve', 'approveRincian'], dibatalkan: ['cancel'] },
};

describe('the demo company\'s history (issue 22)', () => {
  it('has every workflow document created and moved by a named user, one audit row per step, as real work leaves them', async () => {
    for (const [name, paths] of Object.entries(PATHS)) {
      const resource = t.registry.resources.find((r) => r.name === name)!;
      const docs = await t.database.db.selectFrom(tableName(resource)).select(['id', 'status', 'created_by']).execute();
      expect(docs.length, name).toBeGreaterThan(0);
      const audit = await t.database.db.selectFrom('audit_log').select(['record_id', 'action', 'user_id']).where('resource', '=', name).orderBy('id').execute();
      for (const doc of docs) {
        const trail = audit.filter((a) => Number(a.record_id) === Number(doc.id));
        expect(trail.map((a) => a.action), `${name} #${doc.id} (${doc.status})`).toEqual(['create', ...paths[String(doc.status)]]);
        expect(trail[0].user_id, `${name} #${doc.id}`).toBe(doc.created_by);
        expect(trail.every((a) => a.user_id !== null)).toBe(true);
      }
    }
  });

  it('tells the users who act next, as the steps do', async () => {
    for (const [user, resource] of [['sales1', 'request-barang'], ['gudang', 'gudang-mutasi']]) {
      const unread = (await t.call(user, { method: 'GET', url: '/api/notifikasi?dibaca=false&perPage=100' })).json();
      expect(unread.data.map((n: { resource: string }) => n.resource), user).toContain(resource);
    }
  });
});

describe('the demo seeded in the evening (UTC), when Jakarta is already on the next day', () => {
  it('stamps no event after the seed\'s own clock', async () => {
    const { database, drop } = await freshDatabase();
    try {
      await prepareDatabase(database, t.registry);
      const at = '2026-11-26T17:30:00.000Z';
      await seedDemo(database, t.registry, at, { months: 0 });
      for (const table of ['audit_log', 'notifikasi']) {
        const late = await database.db.selectFrom(table).select(['id', 'created_at']).where('created_at', '>', at).limit(3).execute();
        expect(late, table).toEqual([]);
      }
    } finally {
      await drop();
    }
    // A whole demo seeded into a fresh database: on a loaded 2-core machine PostgreSQL needs more than the default 30 s.
  }, 120_000);
});
