import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ResourceDef } from '../../common/registry.js';
import type { HooksByResource } from '../core/hooks.js';
import { badRequest, HttpError } from '../core/errors.js';

import { readSheet, sheetKind, type SheetRow } from './read-sheet.js';
import { runImport } from './import-service.js';
import { buildTemplate } from './template.js';
import { Type } from '@sinclair/typebox';
import { route } from '../core/route.js';
import { HandlerQuery, Querystring } from '../core/route-schema.js';

/** Largest spreadsheet accepted (100,000 goods as XLSX are about 6 MB, as CSV about 12 MB). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const flag = (v: unknown) => v === '1' || v === 'true';

/** The `file` part of a multipart body, parsed into rows as it streams in. */
async function readUpload(req: FastifyRequest): Promise<SheetRow[]> {
  if (!req.isMultipart()) throw new HttpError(415, 'Kirim berkas sebagai multipart/form-data dengan kolom "file"');
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw badRequest('Berkas belum dipilih', { file: ['Pilih berkas CSV atau XLSX'] });
  const kind = sheetKind(part.filename ?? '', part.mimetype ?? '');
  if (!kind) {
    part.file.resume();
    throw new HttpError(415, 'Berkas impor harus CSV atau XLSX (simpan berkas .xls sebagai .xlsx)');
  }
  const rows: SheetRow[] = [];
  try {
    for await (const row of readSheet(part.file, kind)) rows.push(row);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
      throw new HttpError(413, `Ukuran berkas impor paling besar ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    }
    throw badRequest(`Berkas ${kind.toUpperCase()} tidak dapat dibaca`, { file: ['Isi berkas rusak atau bukan spreadsheet'] });
  }
  if (part.file.truncated) throw new HttpError(413, `Ukuran berkas impor paling besar ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  return rows;
}

/**
 * Spreadsheet import of every `importable` registry resource:
 * `GET /api/import/<name>/template` answers the XLSX template; `POST /api/import/<name>[?dry_run=1][&update=1]`
 * takes CSV or XLSX as the multipart field `file`. Both need the create right on the resource's menu; `update=1`
 * needs the update right too.
 */
export function registerImportRoutes(app: FastifyInstance, hooks: HooksByResource): void {
  const { ctx } = app;
  const importable = ctx.registry.resources.filter((r) => r.importable);
  if (importable.length === 0) return;
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, parts: 4, fields: 2 } });
    for (const resource of importable) registerOne(scope, resource, hooks);
  });
}

function registerOne(app: FastifyInstance, resource: ResourceDef, hooks: HooksByResource): void {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: `/api/import/${resource.name}/template`, menu: resource.menu, action: 'create', summary: `Template XLSX impor ${resource.labelPlural}`,
    querystring: Querystring({}, { strict: false }),
  }, async ({ user, reply }) => {
    const file = await buildTemplate(ctx, user, resource);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`template-impor-${resource.name}.xlsx`)}`)
      .send(file);
  });

  route(app, {
    method: 'POST', url: `/api/import/${resource.name}`, menu: resource.menu, action: 'create', summary: `Impor ${resource.labelPlural} dari XLSX (multipart, satu berkas)`,
    querystring: Querystring({
      dry_run: HandlerQuery(Type.Boolean({ description: 'uji saja, tanpa menyimpan' })), update: HandlerQuery(Type.Boolean({ description: 'perbarui baris yang sudah ada' })),
    }, { strict: false }),
  }, async ({ user, query, req }) => {
    const q = query as Record<string, string | undefined>;
    const opts = { dryRun: flag(q.dry_run), update: flag(q.update) };
    if (opts.update) await ctx.permissions.require(user, resource.menu, 'update');
    const rows = await readUpload(req);
    const report = await runImport(ctx, req, resource, hooks, rows, opts);
    const message = opts.dryRun
      ? `Uji impor: ${report.valid} dari ${report.jumlah_baris} baris valid`
      : `${report.jumlah_baris} baris ${resource.labelPlural} berhasil diimpor (${report.ditambahkan} ditambahkan, ${report.diperbarui} diperbarui)`;
    return { data: report, message };
  });
}
