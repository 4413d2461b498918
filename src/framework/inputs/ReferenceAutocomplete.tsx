import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { ChoicesContextProvider, useChoicesContext, type ChoicesContextValue, useRecordContext, useWrappedSource, type Validator } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput } from 'ra-ui-materialui';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { findResource, refKey } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { useCanRead } from '../usePermissionSet';
import { refLabel, shownName, type Row } from '../display/displayByKind';
import { codedName, hasCode } from '../display/codedRef';

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
  /** In a document's line: options and the chosen record read as code and full name, the field wraps (never "…"). */
  line?: boolean;
}

/**
/**
 * The record the form already names (the server expands a reference beside its id: `barang_id` → `barang`), shown
 * while the referenced list and the chosen record are still loading: no empty field for a second after opening.
 */
function KnownChoice(props: { source: string; known: Row | undefined; children: ReactNode }) {
  const context = useChoicesContext();
  const value = useWatch({ name: useWrappedSource(props.source) });
  const { known } = props;
  const missing = known !== undefined && value !== null && value !== undefined && value !== ''
    && String(known.id) === String(value) && !(context.allChoices ?? []).some((c) => String(c.id) === String(value));
  if (!missing) return <>{props.children}</>;
  const allChoices = [...(context.allChoices ?? []), known as Row & { id: number }];
  return (
    <ChoicesContextProvider value={{ ...context, allChoices, availableChoices: allChoices, selectedChoices: [known], total: allChoices.length, isPending: false, isLoading: false } as ChoicesContextValue}>
      {props.children}
    </ChoicesContextProvider>
  );
}

/** The expanded record of the reference in the record being edited (a line's own record inside line items). */
function useKnownRecord(field: FieldDef, source: string): Row | undefined {
  const record = useRecordContext();
  if (!record || source !== field.name) return undefined;
  const expanded = record[refKey(field)] as Row | null | undefined;
  return expanded && expanded.id !== undefined && expanded.id !== null ? expanded : undefined;
}

/** Line items: a long name wraps in the field (a textarea that grows to four lines) instead of ending in "…". */
const WRAPPING = {
  TextFieldProps: { multiline: true, maxRows: 4 },
  sx: { '& .MuiAutocomplete-input': { textOverflow: 'clip', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
  slotProps: { popper: { sx: { '& .MuiAutocomplete-option': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } } },
  autoHighlight: true,
};

/**
 * A reference chosen by its label with type-ahead (`q` search on the referenced list), among the records its
 * field's `refFilter` allows (a BOP advance lists only company cash and banks; the server refuses the others). A user who may not
 * list the referenced resource sees the current label, read-only, instead of a list that would answer 403.
 */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const { field, validate, size, fullWidth = true, line = false } = props;
  const label = props.label ?? field.label;
  const helperText = props.helperText === false ? false : field.help ?? false;
  const source = props.source ?? field.name;
  const registry = useRegistry();
  const record = useRecordContext();
  const known = useKnownRecord(field, source);
  const target = field.ref ? findResource(registry, field.ref) : undefined;
  const canRead = useCanRead(field.ref);
  if (!target || !canRead) {
    return (
      <TextField
        fullWidth={fullWidth}
        size={size}
        label={label}
        value={record ? (line && target && known ? codedName(target, known) : refLabel({ field, record, registry })) : ''}
        disabled
        multiline={line}
        helperText={target ? `Anda tidak memiliki akses ke daftar ${target.labelPlural}` : undefined}
      />
    );
  }
  return (
    <ReferenceInput source={source} reference={target.name} sort={target.defaultSort ?? { field: 'id', order: 'DESC' }} filter={field.refFilter}>
      <KnownChoice source={source} known={known}>
        <AutocompleteInput
          label={label}
          optionText={optionText(target, line)}
          inputText={line ? (row: Row) => codedName(target, row) : undefined}
          validate={validate}
          helperText={helperText}
          size={size}
          fullWidth={fullWidth}
          {...(line ? WRAPPING : { sx: fullWidth ? undefined : { minWidth: 220 } })}
        />
      </KnownChoice>
    </ReferenceInput>
  );
}

/**
 * An option in a line: the full name, wrapping, its code under it. The option is named by the name alone (the code
 * is for the eye: the list is searched by both), as everywhere else.
 */
function CodedOption(props: { target: ResourceDef; row: Row }) {
  const { target, row } = props;
  const name = String((target.shownAs ? shownName(target, row) : row[target.titleField]) ?? '');
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {name}
      {hasCode(target) && row.kode ? <Box component="span" aria-hidden sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>{String(row.kode)}</Box> : null}
    </Box>
  );
}

function optionText(target: ResourceDef, line: boolean): string | ((row: Row) => ReactNode) {
  if (line) return (row: Row) => <CodedOption target={target} row={row} />;
  return target.shownAs ? (row: Row) => String(shownName(target, row) ?? '') : target.titleField;
}
