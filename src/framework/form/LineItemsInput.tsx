import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useSimpleFormIteratorItem } from 'ra-core';
import { ArrayInput, RemoveItemButton, SimpleFormIterator, SimpleFormIteratorClasses } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { formatMoney, formatNumber } from '../../../common/format';
import { useRegistry } from '../RegistryContext';
import { inputFor } from '../inputs/inputByKind';
import { defaultValues, lineFields, lineTotals } from './formDefaults';
import { useLineKeys } from './useLineKeys';

/** The running totals of the line items, recomputed on every keystroke. */
function LineTotals(props: { source: string; child: ResourceDef; foreignKey: string }) {
  const lines = useWatch({ name: props.source });
  const totals = lineTotals(lines, lineFields(props.child, props.foreignKey));
  const count = Array.isArray(lines) ? lines.length : 0;
  return (
    // On a phone the totals stay in sight at the bottom of the screen while the lines scroll past.
    <Stack
      direction="row" spacing={3} useFlexGap data-testid="line-totals"
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1, position: { xs: 'sticky', sm: 'static' }, bottom: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}
    >
      <Typography variant="body2">Jumlah baris: <strong>{formatNumber(count, 0)}</strong></Typography>
      {totals.map(({ field, total }) => (
        <Typography key={field.name} variant="body2">
          Total {field.label}: <strong>{field.kind === 'money' ? formatMoney(total) : formatNumber(total)}</strong>
        </Typography>
      ))}
    </Stack>
  );
}

/** A line's remove button, named by its line ("Buang baris 2") rather than one "Buang" for every line. */
function RemoveLineButton() {
  const { index } = useSimpleFormIteratorItem();
  return <RemoveItemButton label={`Buang baris ${index + 1}`} />;
}

/**
 * A document's line items edited inline (the registry's `lines`: child resource, foreign key, body key),
 * each line with the child's inputs, and the totals of its money and quantity columns underneath. On a phone
 * each line is a stacked block of full-width inputs (numbers open the numeric keyboard: NumberTextInput).
 */
export function LineItemsInput(props: { resource: ResourceDef }) {
  const registry = useRegistry();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const lines = props.resource.lines;
  const child = lines ? findResource(registry, lines.resource) : undefined;
  if (!lines || !child) return null;
  return <LineItemsEditor resource={props.resource} child={child} phone={phone} />;
}

function LineItemsEditor(props: { resource: ResourceDef; child: ResourceDef; phone: boolean }) {
  const { child, phone } = props;
  const lines = props.resource.lines!;
  const fields = lineFields(child, lines.foreignKey);
  const keys = useLineKeys(lines.field);
  return (
    <Box
      ref={keys.ref} onKeyDown={keys.onKeyDown} onClickCapture={keys.onClickCapture}
      sx={{ width: '100%', mt: 2 }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{child.labelPlural}</Typography>
      <ArrayInput source={lines.field} label={false}>
        <SimpleFormIterator
          inline={!phone} disableReordering removeButton={<RemoveLineButton />} getItemDefaults={() => defaultValues(child, [lines.foreignKey])}
          // react-admin shows a line's remove button only under the mouse; a keyboard user must reach it too.
          sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
        >
          {fields.map((field) => (
            <Box key={field.name} sx={{ minWidth: { xs: 0, sm: 160 }, flex: 1, width: { xs: '100%', sm: 'auto' } }}>
              {inputFor({ resource: child, field, mode: 'create', size: 'small' })}
            </Box>
          ))}
        </SimpleFormIterator>
      </ArrayInput>
      <LineTotals source={lines.field} child={child} foreignKey={lines.foreignKey} />
    </Box>
  );
}
