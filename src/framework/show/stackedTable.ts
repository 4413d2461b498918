import type { Theme } from '@mui/material';

/**
 * A table that stacks on a phone (under `sm`): the header hides, each row becomes a block and each cell a line
 * "label … value", the label taken from the cell's `data-label`. Wider screens keep the table. Put it on a
 * MUI `<Table sx>` and give every body cell `data-label` (its column's header); a cell marked `data-empty` (a
 * totals row's blank under a column without a total) is left out.
 */
export const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody, & tfoot': { display: 'block' },
    '& tr': { display: 'block', py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
    // flexDirection: a right-aligned MUI cell reverses its row, which would put the label after the value.
    '& td': {
      display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', gap: 2, border: 0, py: 0.25, px: 1,
      textAlign: 'right', overflowWrap: 'anywhere', minHeight: 28,
    },
    '& td[data-empty]': { display: 'none' },
    // A cell holding an input (data-block) puts its label above it and gives it the whole width.
    '& td[data-block]': { flexDirection: 'column', alignItems: 'stretch', textAlign: 'left', gap: 0.5 },
    '& td[data-label]::before': {
      content: 'attr(data-label)', flexShrink: 0, maxWidth: '45%', textAlign: 'left', fontWeight: 600, color: theme.palette.text.secondary,
    },
  },
});

/** A MUI TablePagination whose toolbar wraps on a phone instead of pushing the page sideways. */
export const paginationFits = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 },
    '& .MuiTablePagination-spacer': { display: 'none' },
  },
});
