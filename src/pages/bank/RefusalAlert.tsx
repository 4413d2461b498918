import { Alert, Box } from '@mui/material';

/** A refused call's message and each of its lines ("Baris 12: …"), inside the dialog that made it. */
export function RefusalAlert({ lines }: { lines: string[] }) {
  if (!lines.length) return null;
  const [message, ...rest] = lines;
  return (
    <Alert severity="error" role="alert">
      {message}
      {rest.length > 0 && <Box component="ul" sx={{ m: 0, pl: 2 }}>{rest.map((l) => <li key={l}>{l}</li>)}</Box>}
    </Alert>
  );
}
