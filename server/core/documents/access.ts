/** Who may see a document and who may take the warehouse's own steps. */
import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { levelIs } from '../../../common/levels.js';
import type { AuthUser } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { visibleRows } from '../records.js';
import type { Row } from './row.js';

export const isSales = (user: AuthUser | null | undefined) => levelIs(user?.level_name, 'sales');

/** The SPEC synonyms count a salesperson as warehouse staff; the warehouse's own steps still are not theirs. */
export function refuseSales(user: AuthUser, what: string): void {
  if (isSales(user)) throw forbidden(`${what} hanya dapat dilakukan oleh Admin Gudang, Admin atau General Manager`);
}

/** The visible record of a document for a print or a custom call (404 outside the user's scope). */
export async function visibleDocument(app: FastifyInstance, user: AuthUser, resourceName: string, id: number): Promise<Row> {
  const resource = findResource(app.ctx.registry, resourceName)!;
  const table = tableName(resource);
  const row = await visibleRows(app.ctx.db, resource, { user, registry: app.ctx.registry }).selectAll(table).where(`${table}.id`, '=', id).executeTakeFirst();
  if (!row) throw notFound(`${resource.label} tidak ditemukan`);
  return row as Row;
}
