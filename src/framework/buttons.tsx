import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, IconButton, Tooltip } from '@mui/material';

/** A button that navigates inside the app (our paths, not react-admin's `/<resource>` ones). */
export function LinkButton(props: { to: string; label: string; icon?: ReactNode; variant?: 'text' | 'outlined' | 'contained' }) {
  return (
    <Button component={RouterLink} to={props.to} startIcon={props.icon} variant={props.variant ?? 'text'} size="small">
      {props.label}
    </Button>
  );
}

/** An icon-only link with its Indonesian name as tooltip and accessible label. */
export function LinkIconButton(props: { to: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <IconButton component={RouterLink} to={props.to} aria-label={props.label} size="small" onClick={(e) => e.stopPropagation()}>
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}
