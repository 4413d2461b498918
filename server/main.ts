import registry from '../resources.config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/connection.js';
import { adminFromEnv, startDatabase } from './db/start.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo.js';
import { runBackupCommand } from './db/backup-command.js';
import { startScheduler } from './core/scheduler.js';
import { shutDown } from './core/shutdown.js';
import { AREAS } from './domain/areas.js';

/** `node dist/server/main.js backup|restore …` (npm run backup / restore): see server/db/backup-command.ts. */
const command = process.argv[2];
if (command === 'backup' || command === 'restore') process.exit(await runBackupCommand(command, process.argv.slice(3)));

/** `node dist/server/main.js migrate` (npm run migrate): schema, migrations and base data, then exit. */
const migrateOnly = command === 'migrate';

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

const app = await buildApp({ database, logger: process.env.LOG_LEVEL !== 'silent', trustProxy: trustProxyFromEnv(process.env.NIAGA_TRUST_PROXY) });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// Every scheduled job, once per period across all instances on the database (server/core/scheduler.ts).
if (process.env.NIAGA_SCHEDULER !== 'off') startScheduler(app, AREAS.flatMap((area) => area.jobs ?? []));
await app.listen({ port, host });

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
    app.log.info({ signal }, 'berhenti: menyelesaikan permintaan yang sedang berjalan');
    void shutDown(app, database).then((finished) => {
      if (!finished) app.log.error('berhenti paksa: permintaan belum selesai dalam batas waktu (NIAGA_SHUTDOWN_TIMEOUT_MS)');
      process.exit(finished ? 0 : 1);
    }, (error: unknown) => {
      app.log.error({ err: error }, 'berhenti dengan galat');
      process.exit(1);
    });
  });
}

/** NIAGA_TRUST_PROXY: the proxies' addresses or CIDRs, comma-separated (or `true`: any); unset: none. */
function trustProxyFromEnv(value: string | undefined): boolean | string[] | undefined {
  if (!value) return undefined;
  if (value === 'true') return true;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
