import { validateRecord, hasErrors } from '../../common/validate.js';
import type { FieldDef, ResourceDef } from '../../common/registry.js';
import { badRequest, unprocessable } from './errors.js';

/**
 * Validates the body of a hand-written call with the same field kinds and Indonesian messages as the
 * registry: unknown keys are a 400, field problems a 422. Answers the coerced values.
 */
export function parseBody<T>(raw: unknown, fields: FieldDef[]): T {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Isi permintaan harus berupa objek JSON');
  const pseudo: ResourceDef = { name: 'body', label: '', labelPlural: '', menu: '', path: '', titleField: 'id', fields };
  const body = raw as Record<string, unknown>;
  const { values, errors, unknown } = validateRecord(pseudo, body, 'create');
  // validateRecord always accepts `id` (saves carry it); here it is known only when the call declares it.
  const extra = [...unknown, ...('id' in body && !fields.some((f) => f.name === 'id') ? ['id'] : [])];
  if (extra.length) throw badRequest(`Kolom tidak dikenal: ${extra.join(', ')}`);
  if (hasErrors(errors)) throw unprocessable(errors);
  return values as T;
}
