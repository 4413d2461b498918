import { useRef } from 'react';
import { Box } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { isLateEdit, lockedFieldNames } from '../../../common/locks';
import type { ResourceDef } from '../../../common/registry';
import { isPlaceKindField, writableFields } from '../../../common/registry';
import type { SaveMode } from '../../providers/saveBody';
import { inputFor } from '../inputs/inputByKind';
import { isWide } from './formDefaults';
import { LineItemsInput } from './LineItemsInput';
import { useFocusFirstError } from './useFocusFirstError';
import { LockedField } from './LockedField';
import { LinesTable } from '../show/LinesTable';

/**
 * The inputs of a resource, shared by its Create and Edit pages: two columns on wide screens. A field the record's
 * state fixes (registry `locks`, or every field but the workflow's `editableLater` ones after posting) shows its value
 * read-only instead (the server refuses a change to it anyway); so do the lines then.
 */
export function ResourceInputs(props: { resource: ResourceDef; mode: SaveMode }) {
  const { resource, mode } = props;
  const ref = useRef<HTMLDivElement>(null);
  const record = useRecordContext();
  const locked = mode === 'update' ? lockedFieldNames(resource, record) : new Map<string, string>();
  useFocusFirstError(ref);
  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
        {writableFields(resource).filter((f) => !isPlaceKindField(resource, f)).map((field) => (
          <Box key={field.name} sx={{ gridColumn: isWide(field) ? '1 / -1' : 'auto', minWidth: 0 }}>
            {locked.has(field.name) && record ? <LockedField field={field} record={record} why={locked.get(field.name)!} /> : inputFor({ resource, field, mode })}
          </Box>
        ))}
      </Box>
      {resource.lines && (mode === 'update' && isLateEdit(resource, record) ? <LinesTable resource={resource} /> : <LineItemsInput resource={resource} />)}
    </Box>
  );
}
