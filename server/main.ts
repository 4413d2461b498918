import registry from '../resources.config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed/demo.js';

const database = openDatabase(process.env.DATABASE_URL);
await prepareDatabase(database, registry);
const seeded = process.env.NIAGA_SEED !== 'none' && (await isEmpty(database));
if (seeded) {
  const started = Date.now();
  await seedDemo(database, registry);
  console.log(`Data demo dibuat dalam ${((Date.now() - started) / 1000).toFixed(1)} detik.`);
}
const app = await buildApp({ database, logger: process.env.LOG_LEVEL !== 'silent' });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
await app.listen({ port, host });

console.log(`\nNiaga berjalan di http://localhost:${port} (database: ${database.kind})`);
console.log(`Login demo (password: ${DEMO_PASSWORD}):`);
for (const u of DEMO_USERS) console.log(`  ${`${u.name}@niaga.local`.padEnd(24)} ${u.level}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
