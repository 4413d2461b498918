import { TextField } from '@mui/material';
import { useRecordContext, type Validator } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'ra-ui-materialui';
import type { FieldDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { useCanRead } from '../usePermissionSet';
import { refLabel, shownName } from '../display/displayByKind';

export interface ReferenceAutocompleteProps {
  field: FieldDef;
  validate?: Validator;
  /** Where the value lives when not under the field's own name (range filters, line items). */
  source?: string;
  /** Shown instead of the field's label (a filter names itself). */
  label?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  helperText?: string | false;
  alwaysOn?: boolean;
}

/**
 * A reference chosen by its label with type-ahead (`q` search on the referenced list), among the records its
 * field's `refFilter` allows (a BOP advance lists only company cash and banks; the server refuses the others). A user who may not
 * list the referenced resource sees the current label, read-only, instead of a list that would answer 403.
 */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const { field, validate, size, fullWidth = true } = props;
  const label = props.label ?? field.label;
  const helperText = props.helperText === false ? false : field.help ?? false;
  const source = props.source ?? field.name;
  const registry = useRegistry();
  const record = useRecordContext();
  const target = field.ref ? findResource(registry, field.ref) : undefined;
  const canRead = useCanRead(field.ref);
  if (!target || !canRead) {
    return (
      <TextField
        fullWidth={fullWidth}
        size={size}
        label={label}
        value={record ? refLabel({ field, record, registry }) : ''}
        disabled
        helperText={target ? `Anda tidak memiliki akses ke daftar ${target.labelPlural}` : undefined}
      />
    );
  }
  return (
    <ReferenceInput source={source} reference={target.name} sort={target.defaultSort ?? { field: 'id', order: 'DESC' }} filter={field.refFilter}>
      <AutocompleteInput
        label={label}
        optionText={target.shownAs ? (row: Record<string, unknown>) => String(shownName(target, row) ?? '') : target.titleField}
        validate={validate}
        helperText={helperText}
        size={size}
        fullWidth={fullWidth}
        sx={fullWidth ? undefined : { minWidth: 220 }}
      />
    </ReferenceInput>
  );
}
