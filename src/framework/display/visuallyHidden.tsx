import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Read by screen readers, not drawn (the usual clip pattern), for the figures behind a chart. Sizes in px: MUI's sx
 * reads `width: 1` as 100 %, which made the box as wide as the page from where it sits and pushed it sideways.
 */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * A chart's figures as a table for screen readers, clipped out of sight. The table sits in a box as wide as itself,
 * inside the clipped pixel: a table is never narrower than its cells, and one wider than the box around it is what
 * the layout checks (and screen magnifiers) read as a table overflowing its card.
 */
export function HiddenFigures(props: { children: ReactNode }) {
  return (
    <Box sx={visuallyHidden}>
      <Box sx={{ width: 'max-content' }}>{props.children}</Box>
    </Box>
  );
}
