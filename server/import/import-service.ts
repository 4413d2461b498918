import type { FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../common/registry.js';
import { tableName } from '../../common/registry.js';
import { hasErrors, type FieldErrors } from '../../common/validate.js';
import type { AppContext } from '../core/context.js';
import type { HooksByResource, PreparedSave } from '../core/hooks.js';
import { badRequest, HttpError, unprocessable } from '../core/errors.js';
import { prepareSave, saveInTransaction } from '../core/save.js';
import { inTransaction } from '../core/transaction.js';
import { visibleRows } from '../core/records.js';
import type { Db } from '../db/connection.js';
import { cellText, cellValue, codeField, matchHeaders, type ImportColumn } from './columns.js';
import { ReferenceResolver } from './references.js';
import { BatchSaver, CHUNK_ROWS, mergeErrors, rowByRowReason, type PendingRow } from './batch.js';
import { PlaceResolver } from './places.js';
import type { SheetRow } from './read-sheet.js';
import type { ImportReport } from '../../common/import-report.js';

type Row = Record<string, unknown>;

export interface ImportOptions {
  /** Check every row as a real run would, then roll everything back. */
  dryRun: boolean;
  /** A row whose code names an existing record (exactly, as uniqueness compares) updates it; its empty cells leave stored values alone. */
  update: boolean;
}


class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/** The header is the first non-empty row; data rows follow (empty ones are skipped). */
function splitHeader(rows: SheetRow[]): { header: SheetRow; data: SheetRow[] } {
  const at = rows.findIndex((r) => r.cells.some((c) => cellText(c) !== undefined));
  if (at < 0) throw badRequest('Berkas kosong: baris pertama harus berisi judul kolom');
  return { header: rows[at], data: rows.slice(at + 1).filter((r) => r.cells.some((c) => cellText(c) !== undefined)) };
}

async function existingCodes(trx: Db, ctx: AppContext, resource: ResourceDef, user: FastifyRequest['user']): Promise<Map<string, number>> {
  const code = codeField(resource);
  if (!code) return new Map();
  const table = tableName(resource);
  const rows = await visibleRows(trx, resource, { user, registry: ctx.registry }).select([`${table}.id`, `${table}.${code.name}`]).execute();
  return new Map((rows as Row[]).map((r) => [String(r[code.name]).trim(), Number(r.id)]));
}

/** A row as a save body: cells by kind, references resolved; problems found on the way go to `errors`. */
function rowBody(columns: ImportColumn[], row: SheetRow, refs: ReferenceResolver, errors: FieldErrors): Row {
  const body: Row = {};
  for (const { index, field } of columns) {
    const cell = row.cells[index];
    const text = cellText(cell);
    if (text === undefined) continue; // empty: the field's default on create, unchanged on update
    if (field.placeIn) continue; // named by its path: resolved once the row's warehouse is known (PlaceResolver)
    if (field.kind === 'ref') {
      const found = refs.resolve(field, text);
      if ('id' in found) body[field.name] = found.id;
      else errors[field.name] = [found.error];
    } else body[field.name] = cellValue(field, typeof cell === 'string' ? cell.trim() : cell);
  }
  return body;
}

/**
 * Imports spreadsheet rows into a resource: every row goes through prepareSave and the save's rules (scope,
 * uniqueness, references, registry rules, hooks, audit) inside ONE transaction. Any bad row → 422 listing every
 * bad row and field, nothing written; a dry run answers the same report and rolls back. Resources without save
 * side effects are judged and written a chunk at a time (batch.ts, same answers). `rows` is consumed (emptied).
 */
export async function runImport(ctx: AppContext, req: FastifyRequest, resource: ResourceDef, hooks: HooksByResource, rows: SheetRow[], opts: ImportOptions): Promise<ImportReport> {
  const { header, data } = splitHeader(rows);
  // The rows are read once, in order: each is let go once judged (100,000 rows of cells are tens of MB).
  rows.length = 0;
  const { columns, ignored, duplicates } = matchHeaders(resource, header.cells);
  if (duplicates.length) throw badRequest(`Kolom ganda: ${duplicates.join(', ')}`, { file: [`Kolom ${duplicates.join(', ')} tercantum lebih dari sekali`] });
  if (columns.length === 0) throw badRequest(`Tidak ada judul kolom ${resource.label} yang dikenali; pakai template impor`, { file: ['Judul kolom tidak dikenali'] });
  if (data.length === 0) throw badRequest('Berkas tidak berisi baris data', { file: ['Tidak ada baris data di bawah judul kolom'] });
  const code = codeField(resource);
  if (opts.update && !code) throw badRequest(`${resource.label} tidak memiliki kode untuk mencocokkan data yang diperbarui`);
  const headerOf = new Map(columns.map((c) => [c.field.name, c.header]));

  const report: ImportReport = {
    dry_run: opts.dryRun, jumlah_baris: data.length, valid: 0, tidak_valid: 0, ditambahkan: 0, diperbarui: 0,
    kolom: columns.map((c) => ({ kolom: c.header, field: c.field.name })), kolom_diabaikan: ignored, kesalahan: [],
  };
  const note = (baris: number, errors: FieldErrors) => {
    for (const [field, msgs] of Object.entries(errors)) {
      const kolom = headerOf.get(field) ?? resource.fields.find((f) => f.name === field)?.label ?? '';
      for (const pesan of msgs) report.kesalahan.push({ baris, field, kolom, pesan });
    }
  };

  try {
    await inTransaction(ctx, async (trx) => {
      const refs = new ReferenceResolver(trx, ctx.registry, { user: req.user });
      await refs.load(columns.map((c) => c.field));
      const existing = opts.update ? await existingCodes(trx, ctx, resource, req.user) : null;
      const places = new PlaceResolver(trx);
      const placeColumns = columns.filter((c) => c.field.placeIn);
      const created: number[] = [];
      const resourceHooks = hooks[resource.name];
      const tally = (baris: number, errors: FieldErrors, updated: boolean) => {
        if (hasErrors(errors)) {
          report.tidak_valid += 1;
          note(baris, errors);
        } else {
          report.valid += 1;
          if (updated) report.diperbarui += 1;
          else report.ditambahkan += 1;
        }
      };
      // Resources without save side effects are checked and written a chunk at a time (batch.ts); others row by row.
      const bulk = rowByRowReason(ctx, resource, resourceHooks, req.user) === null
        ? new BatchSaver(trx, ctx, req, resource, hooks, refs.known, code) : null;
      let pending: PendingRow[] = [];
      const flush = async () => {
        if (!bulk || pending.length === 0) return;
        for (const o of await bulk.flush(pending)) {
          tally(o.row, o.errors, o.created === false);
          if (o.created) created.push(o.id!);
        }
        pending = [];
      };
      for (let k = 0; k < data.length; k += 1) {
        const row = data[k];
        data[k] = undefined as unknown as SheetRow;
        const errors: FieldErrors = {};
        const body = rowBody(columns, row, refs, errors);
        for (const { index, field } of placeColumns) {
          const text = cellText(row.cells[index]);
          if (text !== undefined && !errors[field.placeIn!]) await places.fill(field, text, body, errors);
        }
        const codeValue = code ? cellText(body[code.name]) : undefined;
        const id = existing && codeValue !== undefined ? existing.get(codeValue) : undefined;
        if (id) body.id = id;
        if (bulk) {
          let prepared: PreparedSave = { id: id ?? null, values: {}, lines: null };
          try {
            prepared = await prepareSave(ctx, resource, body);
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            mergeErrors(errors, err);
          }
          pending.push({ row: row.row, prepared, errors });
          if (pending.length >= CHUNK_ROWS) await flush();
          continue;
        }
        try {
          const prepared = await prepareSave(ctx, resource, body);
          if (!hasErrors(errors)) {
            const saved = resourceHooks?.save && !id
              ? await resourceHooks.save({ trx, req, ctx, prepared })
              : await saveInTransaction(trx, ctx, req, resource, prepared, hooks, refs.known, true);
            if (saved.created) created.push(Number(saved.data.id));
          }
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          mergeErrors(errors, err);
        }
        tally(row.row, errors, !!id);
      }
      await flush();
      if (report.tidak_valid === 0 && created.length) await resourceHooks?.afterImport?.({ trx, ctx, req, ids: created });
      if (opts.dryRun) throw new DryRunDone(report);
      if (report.tidak_valid > 0) throw importRefused(report);
    });
  } catch (err) {
    if (err instanceof DryRunDone) return err.report;
    throw err;
  }
  return report;
}

/** The 422 of a refused run: `errors` keyed `baris.<row>.<field>`, the message naming the bad rows. */
function importRefused(report: ImportReport): HttpError {
  const errors: FieldErrors = {};
  for (const k of report.kesalahan) {
    const key = k.field ? `baris.${k.baris}.${k.field}` : `baris.${k.baris}`;
    errors[key] = [...(errors[key] ?? []), k.pesan];
  }
  const rows = [...new Set(report.kesalahan.map((k) => k.baris))];
  const shown = rows.slice(0, 10).join(', ') + (rows.length > 10 ? ` dan ${rows.length - 10} lainnya` : '');
  return unprocessable(errors, `Impor dibatalkan, tidak ada data yang disimpan: ${rows.length} baris tidak valid (baris ${shown})`);
}
