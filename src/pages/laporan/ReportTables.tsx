import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { rowIndent, rowStyle, type ReportResult, type ReportRow, type ReportSection } from '../../../common/laporan';
import { formatNumber, formatReportMoney } from '../../../common/format';
import { showCell } from './reportFormat';
import { SignatureBlock, StatementHeading } from './StatementParts';

/** A statement row's weight and rule: headings, subtotals and totals bold, a rule above a subtotal, a double one above a total. */
const rowSx = (row: ReportRow, bold: boolean) => {
  const style = rowStyle(row);
  return {
    fontWeight: bold || style ? 700 : undefined,
    ...(style === 'subtotal' ? { borderTop: 1, borderTopColor: 'text.secondary' } : {}),
    ...(style === 'total' ? { borderTop: 3, borderTopStyle: 'double' as const, borderTopColor: 'text.primary' } : {}),
  };
};
/**
 * A period heading breaks only between its dates ("01-11-2026 s.d." over "27-11-2026"), never inside one; a word
 * (no figure in it: "Kendaraan", "Hilang/Rusak") may break, so it never widens its column past the card.
 */
const headerText = (label: string) => label.split(' ').flatMap((w, i) => [...(i ? [' '] : []), /\d/.test(w) ? <span key={i} style={{ whiteSpace: 'nowrap' }}>{w}</span> : w]);
/** A statement's table has a description column; its figures keep one width so every part lines up. */
const isStatement = (s: ReportSection) => s.columns.some((c) => c.key === 'keterangan');

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
  const statement = isStatement(section);
  const block = (row: ReportRow, key: string | number, bold = false) => (
    <Box key={key} component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', ...rowSx(row, bold), pl: rowIndent(row) * 1.5 }}>
      {/* A statement's line reads as its description (and code) over its figures, each labelled with its period. */}
      {statement && <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>{[row.kode, row.keterangan].filter(Boolean).join(' ')}</Typography>}
      {section.columns.filter((c) => !statement || !['kode', 'keterangan'].includes(c.key)).map((c) => {
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
  const statement = isStatement(section);
  const line = (row: ReportRow, key: string | number, bold = false) => (
    <TableRow key={key}>
      {section.columns.map((c) => (
        <TableCell
          key={c.key} align={numeric(c.kind) ? 'right' : 'left'}
          sx={{ ...rowSx(row, bold), whiteSpace: oneLine(c.kind) ? 'nowrap' : undefined, ...(c.key === 'keterangan' ? { pl: 2 + rowIndent(row) * 2 } : {}) }}
        >
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
        <Table size="small" sx={statement ? { tableLayout: 'fixed' } : wide(section.columns.length)}>
          {statement && (
            <colgroup>{section.columns.map((c) => <col key={c.key} style={{ width: c.key === 'kode' ? 90 : c.kind === 'money' ? 190 : undefined }} />)}</colgroup>
          )}
          <TableHead>
            <TableRow>{section.columns.map((c) => <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>{headerText(c.label)}</TableCell>)}</TableRow>
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
      <StatementHeading result={result} />
      {result.sections.map((s, i) => <SectionTable key={s.title ?? i} section={s} index={i} />)}
      {result.summary.length > 0 && (
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 3 }} data-testid="laporan-ringkasan">
          {result.summary.map((s) => (
            <Box key={s.label}>
              <Typography variant="caption" color="text.secondary" component="div">{s.label}</Typography>
              <Typography variant="h6" component="p" sx={{ fontSize: '1.1rem' }}>{s.kind === 'qty' ? formatNumber(s.value, 0) : formatReportMoney(s.value, true)}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <SignatureBlock result={result} />
    </>
  );
}
