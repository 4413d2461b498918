import { Box, Skeleton, Stack } from '@mui/material';

/**
 * Drawn the moment a list screen opens, while its first page is on the way (react-admin's own loading state waits a
 * second before it shows): the toolbar's place and a few grey rows, announced as loading.
 */
export function ListSkeleton() {
  return (
    <Box role="status" aria-label="Memuat data" sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" width={220} height={40} />
        <Box sx={{ flex: 1 }} />
        <Skeleton variant="rounded" width={96} height={32} />
      </Stack>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}
