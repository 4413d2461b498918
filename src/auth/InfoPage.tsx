import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * The body of the public information pages: an icon, a title, an explanation and a way on, from the messages under
 * `messages` (`<messages>.title`, `.body`, and `.after` when `after` is set); the action's label is a message key too.
 */
export function InfoPage(props: { icon: ReactNode; messages: string; after?: boolean; action: { to: string; label: string } }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{props.icon}</Box>
      <Typography variant="h6" component="h1" sx={{ mt: 1 }}>{translate(`${props.messages}.title`)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate(`${props.messages}.body`)}</Typography>
      {props.after && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate(`${props.messages}.after`)}</Typography>}
      <Button component={RouterLink} to={props.action.to} variant="contained" sx={{ mt: 3 }}>{translate(props.action.label)}</Button>
    </Box>
  );
}
