import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';

/** The body of the public information pages: an icon, a title, an explanation and a way on. */
export function InfoPage(props: { icon: ReactNode; title: string; body: string; extra?: string; action: { to: string; label: string } }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{props.icon}</Box>
      <Typography variant="h6" component="h1" sx={{ mt: 1 }}>{props.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{props.body}</Typography>
      {props.extra && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{props.extra}</Typography>}
      <Button component={RouterLink} to={props.action.to} variant="contained" sx={{ mt: 3 }}>{props.action.label}</Button>
    </Box>
  );
}
