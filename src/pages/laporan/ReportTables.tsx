import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReportResult, ReportRow, ReportSection } from '../../../common/laporan';
import { formatMoney, formatNumber } from '../../../common/format';
import { showCell } from './reportFormat';

const numeric = (kind: string) => kind === 'money' || kind === 'qty';
/** Amounts and dates stay on one line; names and words wrap instead. */
const oneLine = (kind: string) => numeric(kind) || kind === 'date';
/**
 * A wide report (many columns) fits a laptop's card beside the menu: tighter cells, and a long header word
 * ("Dipertanggungjawabkan") breaks rather than widening its column.
 */
const wide = (columns: number) => ({ '& th, & td': { px: columns > 7 ? 1 : 2 }, '& th': { overflowWrap: 'anywhere' } } as const);

/** On a phone each row is a block of label–value lines: a table of money columns does not fit 390 px. */
function SectionStack({ section }: { section: ReportSection }) {
  const block = (row: ReportRow, key: string | number, bold = false) => (
    <Box key={key} component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: bold ? 700 : undefined }}>
      {section.columns.map((c) => {
        const text = showCell(c.kind, row[c.key]);
        return text ? (
          <Box key={c.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" component="span">{c.label}</Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 'inherit', textAlign: 'right', overflowWrap: 'anywhere' }}>{text}</Typography>
          </Box>
        ) : null;
      })}
    </Box>
  );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {section.rows.length === 0 && <Typography component="li" variant="body2">Tidak ada data pada periode ini</Typography>}
      {section.rows.map((row, i) => block(row, i))}
      {section.total && block(section.total, 'total', true)}
    </Box>
  );
}

function SectionTable({ section, index }: { section: ReportSection; index: number }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const line = (row: ReportRow, key: string | number, bold = false) => (
    <TableRow key={key}>
      {section.columns.map((c) => (
        <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'} sx={{ fontWeight: bold ? 700 : undefined, whiteSpace: oneLine(c.kind) ? 'nowrap' : undefined }}>
          {showCell(c.kind, row[c.key])}
        </TableCell>
      ))}
    </TableRow>
  );
  const label = section.title ?? `Tabel ${index + 1}`;
  return (
    <Box component="section" sx={{ mt: 2 }} aria-label={label}>
      {section.title && <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>{section.title}</Typography>}
      {phone ? <SectionStack section={section} /> : (
      <Box>
        <Table size="small" sx={wide(section.columns.length)}>
          <TableHead>
            <TableRow>{section.columns.map((c) => <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>{c.label}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {section.rows.length === 0 && <TableRow><TableCell colSpan={section.columns.length}>Tidak ada data pada periode ini</TableCell></TableRow>}
            {section.rows.map((row, i) => line(row, i))}
            {section.total && line(section.total, 'total', true)}
          </TableBody>
        </Table>
      </Box>
      )}
    </Box>
  );
}

/** A report's sections and its headline figures, exactly as the server computed them. */
export function ReportTables({ result }: { result: ReportResult }) {
  return (
    <>
      {result.sections.map((s, i) => <SectionTable key={s.title ?? i} section={s} index={i} />)}
      {result.summary.length > 0 && (
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 3 }} data-testid="laporan-ringkasan">
          {result.summary.map((s) => (
            <Box key={s.label}>
              <Typography variant="caption" color="text.secondary" component="div">{s.label}</Typography>
              <Typography variant="h6" component="p" sx={{ fontSize: '1.1rem' }}>{s.kind === 'qty' ? formatNumber(s.value, 0) : formatMoney(s.value)}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
