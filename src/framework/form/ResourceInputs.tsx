import { useRef } from 'react';
import { Box } from '@mui/material';
import type { ResourceDef } from '../../../common/registry';
import { isPlaceKindField, writableFields } from '../../../common/registry';
import type { SaveMode } from '../../providers/saveBody';
import { inputFor } from '../inputs/inputByKind';
import { isWide } from './formDefaults';
import { LineItemsInput } from './LineItemsInput';
import { useFocusFirstError } from './useFocusFirstError';

/** The inputs of a resource, shared by its Create and Edit pages: two columns on wide screens. */
export function ResourceInputs(props: { resource: ResourceDef; mode: SaveMode }) {
  const { resource, mode } = props;
  const ref = useRef<HTMLDivElement>(null);
  useFocusFirstError(ref);
  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
        {writableFields(resource).filter((f) => !isPlaceKindField(resource, f)).map((field) => (
          <Box key={field.name} sx={{ gridColumn: isWide(field) ? '1 / -1' : 'auto', minWidth: 0 }}>
            {inputFor({ resource, field, mode })}
          </Box>
        ))}
      </Box>
      {resource.lines && <LineItemsInput resource={resource} />}
    </Box>
  );
}
