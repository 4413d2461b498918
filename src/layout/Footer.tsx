import { Box, Typography } from '@mui/material';

/** The static footer under every page of the app shell. */
export function Footer() {
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">© {new Date().getFullYear()} Niaga</Typography>
      <Typography variant="body2" color="text.secondary">Sistem administrasi perusahaan dagang dan distribusi</Typography>
    </Box>
  );
}
