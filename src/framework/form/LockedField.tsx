import LockIcon from '@mui/icons-material/Lock';
import { Box, Stack, Typography } from '@mui/material';
import type { FieldDef } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';

/** A field the record's state fixes (registry `locks`): its value read-only, with why, in place of its input. */
export function LockedField(props: { field: FieldDef; record: Row; why: string }) {
  const { field, record, why } = props;
  const registry = useRegistry();
  const shown = displayOf(field).render({ field, record, registry, mode: 'show' });
  return (
    <Box sx={{ mt: 1, mb: 2 }} data-locked={field.name}>
      <Typography variant="caption" color="text.secondary" component="div">{field.label}</Typography>
      <Typography variant="body1" component="div" sx={{ minHeight: 24, wordBreak: 'break-word' }}>{shown === '' || shown === null || shown === undefined ? '-' : shown}</Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LockIcon sx={{ fontSize: 14 }} aria-hidden />
        <Typography variant="caption">Tidak dapat diubah: {why}</Typography>
      </Stack>
    </Box>
  );
}
