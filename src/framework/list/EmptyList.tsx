import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import AddIcon from '@mui/icons-material/Add';
import type { ResourceDef } from '../../../common/registry';
import { LinkButton } from '../buttons';
import { createPath } from '../paths';

/** A list with no rows at all (no filter applied). */
export function EmptyList(props: { resource: ResourceDef; canCreate: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, opacity: 0.5 }} />
      <Typography variant="h6" sx={{ mt: 1 }}>Belum ada data {props.resource.labelPlural}.</Typography>
      {props.canCreate && (
        <Box sx={{ mt: 2 }}>
          <LinkButton to={createPath(props.resource)} label={props.resource.createLabel ?? `Tambah ${props.resource.label}`} icon={<AddIcon />} variant="contained" />
        </Box>
      )}
    </Box>
  );
}
