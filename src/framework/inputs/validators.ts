import type { Validator } from 'ra-core';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { isEmpty, validateRecord } from '../../../common/validate';
import type { SaveMode } from '../../providers/saveBody';

/** Whether the input must be filled: a password may stay empty on update (the stored one is kept). */
export function isFieldRequired(field: FieldDef, mode: SaveMode): boolean {
  return !!field.required && !(field.kind === 'password' && mode === 'update');
}

/**
 * The field's rules from the registry, checked by the same `validateRecord` the server runs, so a form
 * shows the server's Indonesian messages before it is sent. Unique checks stay on the server (422).
 */
export function fieldValidator(resource: ResourceDef, field: FieldDef, mode: SaveMode): Validator {
  const validate: Validator & { isRequired?: boolean } = (value: unknown) => {
    if (field.kind === 'password' && mode === 'update' && isEmpty(value)) return undefined;
    if (!isFieldRequired(field, mode) && isEmpty(value)) return undefined;
    const { errors } = validateRecord(resource, { [field.name]: value }, 'update');
    return errors[field.name]?.[0];
  };
  validate.isRequired = isFieldRequired(field, mode);
  return validate;
}
