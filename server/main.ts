import registry from '../resources.config.js';
import { buildApp } from './app.js';
import { startVehicleReminders } from './domain/armada/pengingat.js';
import { openDatabase } from './db/connection.js';
import { adminFromEnv, startDatabase } from './db/start.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo.js';
import { startLpjReminders } from './domain/bop/index.js';
import { startLoanReminders } from './domain/asset/index.js';
import { startExportCleanup } from './domain/laporan/exports.js';

/** `node dist/server/main.js migrate` (npm run migrate): schema, migrations and base data, then exit. */
const migrateOnly = process.argv[2] === 'migrate';

const database = openDatabase(process.env.DATABASE_URL);
const started = Date.now();
const start = await startDatabase(database, registry, {
  demo: !migrateOnly && process.env.NIAGA_SEED !== 'none',
  admin: adminFromEnv(process.env),
});
const added = Object.entries(start.baseData).filter(([, n]) => n > 0).map(([kind, n]) => `${kind} ${n}`);
console.log(`Database siap (${database.kind}): data dasar ${added.length ? `ditambah: ${added.join(', ')}` : 'sudah lengkap'}.`);
if (start.demoSeeded) console.log(`Data demo dibuat dalam ${((Date.now() - started) / 1000).toFixed(1)} detik.`);
if (start.adminCreated) console.log(`Admin pertama dibuat: ${start.adminCreated}`);
if (migrateOnly) {
  await database.close();
  process.exit(0);
}

const app = await buildApp({ database, logger: process.env.LOG_LEVEL !== 'silent' });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
startLpjReminders(app);
startLoanReminders(app);
startExportCleanup(app);
await app.listen({ port, host });
startVehicleReminders(app);

console.log(`\nNiaga berjalan di http://localhost:${port} (database: ${database.kind})`);
const demoAdmin = await database.db.selectFrom('users').select('id').where('email', '=', `${DEMO_USERS[0].name}@niaga.local`).executeTakeFirst();
if (demoAdmin) {
  console.log(`Login demo (password: ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${`${u.name}@niaga.local`.padEnd(24)} ${u.level}`);
} else if (start.setupNeeded) {
  console.log(`Belum ada pengguna: buka http://localhost:${port}/setup untuk menyiapkan perusahaan dan admin pertama`);
  console.log('(atau jalankan ulang dengan NIAGA_ADMIN_EMAIL dan NIAGA_ADMIN_PASSWORD).');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
