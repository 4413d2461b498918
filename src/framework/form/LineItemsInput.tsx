import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useRecordContext, useSimpleFormIteratorItem } from 'ra-core';
import { ArrayInput, RemoveItemButton, SimpleFormIterator, SimpleFormIteratorClasses } from 'ra-ui-materialui';
import type { FieldDef, LinesDef, ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { formatMoney, formatNumber } from '../../../common/format';
import { useRegistry } from '../RegistryContext';
import { inputFor } from '../inputs/inputByKind';
import { WorthFigures } from '../show/WorthFigures';
import { defaultValues, lineFields } from './formDefaults';
import { lineTotals, liveWorth } from './lineWorth';
import { useLineKeys } from './useLineKeys';

/**
 * Under the lines, recomputed on every keystroke: the count, the declared columns added up (`lines.sum`, never a
 * unit price), and the document's worth (`lines.worth`: Σ quantity × price, discounts, PPN, total).
 */
function LineTotals(props: { resource: ResourceDef; child: ResourceDef }) {
  const def = props.resource.lines!;
  const lines = useWatch({ name: def.field });
  const record = useRecordContext();
  const typed = lineFields(props.child, def.foreignKey);
  const totals = lineTotals(lines, typed, def.sum);
  const worth = liveWorth(def, typed, lines, record ?? {}, props.resource);
  const count = Array.isArray(lines) ? lines.length : 0;
  return (
    // On a phone the totals stay in sight at the bottom of the screen while the lines scroll past.
    <Box
      data-testid="line-totals"
      sx={{ mt: 1, position: { xs: 'sticky', sm: 'static' }, bottom: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}
    >
      <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Typography variant="body2">Jumlah baris: <strong>{formatNumber(count, 0)}</strong></Typography>
        {totals.map(({ field, total }) => (
          <Typography key={field.name} variant="body2">
            Total {field.label}: <strong>{field.kind === 'money' ? formatMoney(total) : formatNumber(total)}</strong>
          </Typography>
        ))}
      </Stack>
      {worth && <WorthFigures figures={worth} note={savedNote(def, typed, record)} />}
    </Box>
  );
}

/** When the server computes the lines' worth, the figure shown is the saved one: say so. */
function savedNote(def: LinesDef, typed: FieldDef[], record: Record<string, unknown> | undefined): string | undefined {
  const w = def.worth;
  if (!w) return undefined;
  const typedName = (n?: string) => n !== undefined && typed.some((f) => f.name === n);
  if ((typedName(w.quantity) && typedName(w.price)) || typedName(w.amount)) return undefined;
  return record?.[w.total] === undefined ? 'Nilai dihitung saat disimpan' : 'Nilai tersimpan; dihitung ulang saat disimpan';
}

/** A line's remove button, named by its line ("Buang baris 2") rather than one "Buang" for every line. */
function RemoveLineButton() {
  const { index } = useSimpleFormIteratorItem();
  return <RemoveItemButton label={`Buang baris ${index + 1}`} />;
}

/**
 * A document's line items edited inline (the registry's `lines`: child resource, foreign key, body key),
 * each line with the child's inputs (a reference with its code and full name, wrapping), and underneath the
 * declared column totals and the document's worth. On a phone each line is a card of full-width inputs (numbers
 * open the numeric keyboard: NumberTextInput).
 */
export function LineItemsInput(props: { resource: ResourceDef }) {
  const registry = useRegistry();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const lines = props.resource.lines;
  const child = lines ? findResource(registry, lines.resource) : undefined;
  if (!lines || !child) return null;
  return <LineItemsEditor resource={props.resource} child={child} phone={phone} />;
}

/** On a phone each line is a card: a framed block of full-width inputs, its remove button under them. */
const phoneCards = {
  [`& .${SimpleFormIteratorClasses.line}`]: {
    border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5, flexDirection: 'column', alignItems: 'stretch',
  },
};

function LineItemsEditor(props: { resource: ResourceDef; child: ResourceDef; phone: boolean }) {
  const { child, phone } = props;
  const lines = props.resource.lines!;
  const fields = lineFields(child, lines.foreignKey);
  const mainRef = fields.find((f) => f.kind === 'ref');
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
          // A line wider than the form wraps its inputs onto a second row rather than running past the card.
          sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' }, [`& .${SimpleFormIteratorClasses.form}`]: { flexWrap: 'wrap', flex: 1, minWidth: 0 }, ...(phone ? phoneCards : {}) }}
        >
          {fields.map((field) => (
            // The line's first reference (the goods, the account) gets the room for its code and full name.
            <Box key={field.name} sx={{ minWidth: 0, flex: { xs: 'none', sm: field === mainRef ? '3 1 300px' : '1 1 140px' }, width: { xs: '100%', sm: 'auto' } }}>
              {inputFor({ resource: child, field, mode: 'create', size: 'small', line: true })}
            </Box>
          ))}
        </SimpleFormIterator>
      </ArrayInput>
      <LineTotals resource={props.resource} child={child} />
    </Box>
  );
}
