import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import type { PageMeta } from './pageMeta';

import { APP_NAME } from './appName';

/** The page title (also the browser tab's) and its breadcrumb. */
export function PageHeader(props: { meta: PageMeta }) {
  const { title, crumbs } = props.meta;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">{title}</Typography>
      <Breadcrumbs aria-label="Jejak halaman" sx={{ mt: 0.5, fontSize: 14 }}>
        {crumbs.map((crumb, i) => (crumb.to && i < crumbs.length - 1
          ? <Link key={i} component={RouterLink} to={crumb.to} underline="hover" color="inherit">{crumb.label}</Link>
          : <Typography key={i} color="text.primary" sx={{ fontSize: 14 }}>{crumb.label}</Typography>))}
      </Breadcrumbs>
    </Box>
  );
}
