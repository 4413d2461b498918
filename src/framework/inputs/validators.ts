import type { Validator } from 'ra-core';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { isEmpty, recordRuleErrors, validateRecord } from '../../../common/validate';
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

/**
 * The registry's rules between fields (a PKP customer's NPWP, a NITKU starting with its NPWP) on the whole form, as
 * the server reads them: on the values as `validateRecord` stores them (an NPWP typed with dots is its digits). Only
 * resources declaring such rules get a validator.
 */
export function recordValidator(resource: ResourceDef, mode: SaveMode): ((values: Record<string, unknown>) => Record<string, string>) | undefined {
  if (!resource.fields.some((f) => f.requiredWhen || f.digitsWhen || f.valuesWhen || f.startsWithField)) return undefined;
  return (values) => {
    const { values: stored } = validateRecord(resource, values, mode);
    const errors = recordRuleErrors(resource, { ...values, ...stored });
    return Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages[0]]));
  };
}
