import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'ra-core';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { publicFields } from '../../../common/registry';
import { formatDateTime } from '../../../common/format';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { isWide } from '../form/formDefaults';

function Item(props: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <Box sx={{ gridColumn: props.wide ? '1 / -1' : 'auto', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">{props.label}</Typography>
      <Typography variant="body1" component="div" sx={{ minHeight: 24, wordBreak: 'break-word' }}>{props.children}</Typography>
    </Box>
  );
}

/** Every public field of the record as label and value, then when it was created and last changed. */
export function ShowFields(props: { resource: ResourceDef }) {
  const record = useRecordContext<Row & { id: number }>();
  const registry = useRegistry();
  if (!record) return null;
  const value = (field: FieldDef) => {
    const shown = displayOf(field).render({ field, record, registry, mode: 'show' });
    return shown === '' || shown === null || shown === undefined ? '-' : shown;
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: '100%' }}>
      {publicFields(props.resource).map((field) => (
        <Item key={field.name} label={field.label} wide={isWide(field)}>{value(field)}</Item>
      ))}
      <Item label="Dibuat">{formatDateTime(record.created_at as string) || '-'}</Item>
      <Item label="Terakhir diubah">{formatDateTime(record.updated_at as string) || '-'}</Item>
    </Box>
  );
}
