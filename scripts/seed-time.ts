/** Times the demo seed: `npx tsx scripts/seed-time.ts [months]` on an in-memory SQLite, or on DATABASE_URL=postgres://… */
import registry from '../resources.config.js';
import { openPostgres, openSqlite } from '../server/db/connection.js';
import { prepareDatabase } from '../server/db/prepare.js';
import { seedDemo } from '../server/db/seed/demo.js';

const url = process.env.DATABASE_URL;
const database = url?.startsWith('postgres') ? openPostgres(url, 8) : openSqlite(':memory:');
const started = Date.now();
await prepareDatabase(database, registry);
const prepared = Date.now();
const months = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
await seedDemo(database, registry, process.env.SEED_AT ?? new Date().toISOString(), months === undefined ? {} : { months });
console.log(`prepare ${prepared - started} ms, seed ${Date.now() - prepared} ms`);
await database.close();
