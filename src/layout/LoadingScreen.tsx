import { Box, CircularProgress, Typography } from '@mui/material';

/** While a page's code or the user's permissions load. */
export function LoadingScreen(props: { fullPage?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: props.fullPage ? '100vh' : 240 }} role="status">
      <CircularProgress />
      <Typography variant="body2" color="text.secondary">Memuat…</Typography>
    </Box>
  );
}
