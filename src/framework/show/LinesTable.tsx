import { Box, Table, type Theme, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'ra-core';
import type { FieldDef, Registry, ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { formatMoney, formatNumber } from '../../../common/format';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { codedRefLabel } from '../display/codedRef';
import { shownLineFields } from '../form/formDefaults';
import { lineTotals, savedWorth } from '../form/lineWorth';
import { stackedOnPhone } from './stackedTable';
import { WorthFigures } from './WorthFigures';

/** A place by the name kept with it (`<prefix>_nama`); its id only when no name was kept. */
function placeName(row: Row, idField: string): string {
  const name = row[`${idField.slice(0, -'_id'.length)}_nama`];
  if (typeof name === 'string' && name !== '') return name;
  return row[idField] === null || row[idField] === undefined ? '' : `#${String(row[idField])}`;
}

/** A line's cell: a reference by its code and full name (wrapping, never cut), a place by its name, else by kind. */
function cell(f: FieldDef, row: Row, registry: Registry) {
  if (f.placeIn) return placeName(row, f.name);
  if (f.kind === 'ref') return <Box component="span" data-line-ref="" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{codedRefLabel(f, row, registry)}</Box>;
  return displayOf(f).render({ field: f, record: row, registry, mode: 'list' });
}

/**
 * A reference gets room for its name (less when many columns share the card; it wraps onto more lines, never cut);
 * an amount keeps "Rp." and its figure on one line, a date too.
 */
function cellSx(f: FieldDef, columns: number) {
  if (f.kind === 'ref') return { minWidth: columns > 7 ? 120 : 160 };
  return f.kind === 'money' || f.kind === 'qty' || f.kind === 'date' ? { whiteSpace: 'nowrap' } : undefined;
}

/**
 * Lines with many columns fit a laptop's card beside the menu, as a wide report does (ReportTables' `wide`):
 * tighter cells, and a long header word breaks rather than widening its column. A phone stacks the rows instead.
 */
const fitsCard = (columns: number) => (theme: Theme) => ({
  [theme.breakpoints.up('sm')]: { '& th, & td': { px: columns > 7 ? 1 : 2 }, '& th': { overflowWrap: 'anywhere' } },
});

/**
 * A document's line items, read-only: the declared columns added up (`lines.sum`, never a unit price) and the
 * document's worth as the server keeps it (`lines.worth`: subtotal, discounts, PPN, total); stacked on a phone.
 */
export function LinesTable(props: { resource: ResourceDef }) {
  const registry = useRegistry();
  const record = useRecordContext<Row & { id: number }>();
  const lines = props.resource.lines;
  const child = lines ? findResource(registry, lines.resource) : undefined;
  if (!record || !lines || !child) return null;
  const rows = (Array.isArray(record[lines.field]) ? record[lines.field] : []) as Row[];
  const fields = shownLineFields(child, lines.foreignKey);
  const worth = savedWorth(lines, record, props.resource);
  // The column of the lines' worth is summed by the document's own figures under the table, not twice.
  const summed = lines.sum?.filter((name) => !(worth.length > 0 && name === lines.worth?.amount));
  const totals = new Map(lineTotals(rows, fields, summed).map((t) => [t.field.name, t.total]));
  return (
    <Box sx={{ mt: 3, width: '100%' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{child.labelPlural}</Typography>
      <Table size="small" sx={[stackedOnPhone, fitsCard(fields.length + 1)]}>
        <TableHead>
          <TableRow>
            <TableCell>No.</TableCell>
            {fields.map((f) => <TableCell key={f.name} align={f.placeIn ? 'left' : displayOf(f).align}>{f.label}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow><TableCell colSpan={fields.length + 1}>Belum ada {child.labelPlural.toLowerCase()}.</TableCell></TableRow>
          )}
          {rows.map((row, i) => (
            <TableRow key={String(row.id ?? i)}>
              <TableCell data-label="No.">{i + 1}</TableCell>
              {fields.map((f) => (
                <TableCell key={f.name} data-label={f.label} align={f.placeIn ? 'left' : displayOf(f).align} sx={cellSx(f, fields.length + 1)}>
                  {cell(f, row, registry)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length > 0 && totals.size > 0 && (
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
              {fields.map((f) => (totals.has(f.name) ? (
                <TableCell key={f.name} data-label={`Total ${f.label}`} align="right" sx={{ fontWeight: 600 }}>
                  {f.kind === 'money' ? formatMoney(totals.get(f.name)!) : formatNumber(totals.get(f.name)!)}
                </TableCell>
              ) : <TableCell key={f.name} data-empty="" />))}
            </TableRow>
          )}
        </TableBody>
      </Table>
      <WorthFigures figures={worth} />
    </Box>
  );
}
