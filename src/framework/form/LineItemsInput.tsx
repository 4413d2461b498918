import { Box, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ArrayInput, SimpleFormIterator } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { formatMoney, formatNumber } from '../../../common/format';
import { useRegistry } from '../RegistryContext';
import { inputFor } from '../inputs/inputByKind';
import { defaultValues, lineFields, lineTotals } from './formDefaults';

/** The running totals of the line items, recomputed on every keystroke. */
function LineTotals(props: { source: string; child: ResourceDef; foreignKey: string }) {
  const lines = useWatch({ name: props.source });
  const totals = lineTotals(lines, lineFields(props.child, props.foreignKey));
  const count = Array.isArray(lines) ? lines.length : 0;
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }} data-testid="line-totals">
      <Typography variant="body2">Jumlah baris: <strong>{formatNumber(count, 0)}</strong></Typography>
      {totals.map(({ field, total }) => (
        <Typography key={field.name} variant="body2">
          Total {field.label}: <strong>{field.kind === 'money' ? formatMoney(total) : formatNumber(total)}</strong>
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * A document's line items edited inline (the registry's `lines`: child resource, foreign key, body key),
 * each line with the child's inputs, and the totals of its money and quantity columns underneath.
 */
export function LineItemsInput(props: { resource: ResourceDef }) {
  const registry = useRegistry();
  const lines = props.resource.lines;
  const child = lines ? findResource(registry, lines.resource) : undefined;
  if (!lines || !child) return null;
  const fields = lineFields(child, lines.foreignKey);
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{child.labelPlural}</Typography>
      <ArrayInput source={lines.field} label={false}>
        <SimpleFormIterator inline disableReordering getItemDefaults={() => defaultValues(child, [lines.foreignKey])}>
          {fields.map((field) => (
            <Box key={field.name} sx={{ minWidth: 160, flex: 1 }}>
              {inputFor({ resource: child, field, mode: 'create', size: 'small' })}
            </Box>
          ))}
        </SimpleFormIterator>
      </ArrayInput>
      <LineTotals source={lines.field} child={child} foreignKey={lines.foreignKey} />
    </Box>
  );
}
