import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'ra-core';
import type { ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { formatMoney, formatNumber } from '../../../common/format';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { lineTotals, shownLineFields } from '../form/formDefaults';
import { stackedOnPhone } from './stackedTable';

/** A place by the name kept with it (`<prefix>_nama`); its id only when no name was kept. */
function placeName(row: Row, idField: string): string {
  const name = row[`${idField.slice(0, -'_id'.length)}_nama`];
  if (typeof name === 'string' && name !== '') return name;
  return row[idField] === null || row[idField] === undefined ? '' : `#${String(row[idField])}`;
}

/** A document's line items, read-only, with the totals of the money and quantity columns; stacked on a phone. */
export function LinesTable(props: { resource: ResourceDef }) {
  const registry = useRegistry();
  const record = useRecordContext<Row & { id: number }>();
  const lines = props.resource.lines;
  const child = lines ? findResource(registry, lines.resource) : undefined;
  if (!record || !lines || !child) return null;
  const rows = (Array.isArray(record[lines.field]) ? record[lines.field] : []) as Row[];
  const fields = shownLineFields(child, lines.foreignKey);
  const totals = new Map(lineTotals(rows, fields).map((t) => [t.field.name, t.total]));
  return (
    <Box sx={{ mt: 3, width: '100%' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{child.labelPlural}</Typography>
      <Table size="small" sx={stackedOnPhone}>
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
                <TableCell key={f.name} data-label={f.label} align={f.placeIn ? 'left' : displayOf(f).align}>
                  {f.placeIn ? placeName(row, f.name) : displayOf(f).render({ field: f, record: row, registry, mode: 'list' })}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length > 0 && totals.size > 0 && (
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
              {fields.map((f) => (totals.has(f.name) ? (
                <TableCell key={f.name} data-label={f.label} align="right" sx={{ fontWeight: 600 }}>
                  {f.kind === 'money' ? formatMoney(totals.get(f.name)!) : formatNumber(totals.get(f.name)!)}
                </TableCell>
              ) : <TableCell key={f.name} data-empty="" />))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
