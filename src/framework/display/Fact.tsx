import { Box, Typography } from '@mui/material';

/** A labelled value on a document's card; '-' when empty. */
export function Fact(props: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 150, flex: '1 1 150px' }}>
      <Typography variant="caption" color="text.secondary" component="div">{props.label}</Typography>
      <Typography component="div" data-testid={props.testId} sx={{ overflowWrap: 'anywhere' }}>{props.value || '-'}</Typography>
    </Box>
  );
}
