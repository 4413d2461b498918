import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { APP_NAME } from './appName';

/** The static footer under every page of the app shell. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">© {new Date().getFullYear()} {APP_NAME}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('niaga.app.tagline')}</Typography>
    </Box>
  );
}
