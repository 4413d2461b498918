import { Box } from '@mui/material';
import { SelectInput } from 'ra-ui-materialui';
import type { Validator } from 'ra-core';
import { MenuIcon } from '../../layout/MenuIcon';
import { ICON_LABELS } from '../../layout/iconLabels';

const CHOICES = Object.entries(ICON_LABELS)
  .map(([id, name]) => ({ id, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'id'));

/** An icon drawn beside its Indonesian words. */
export function IconLabel(props: { name: string | null | undefined; label: string }) {
  if (!props.name) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <MenuIcon name={props.name} fontSize="small" />
      <span>{props.label}</span>
    </Box>
  );
}

/** A menu icon picked from the app's set: each choice drawn with its Indonesian words (src/layout/iconLabels.ts). */
export function IconInput(props: { source: string; label: string; validate?: Validator | Validator[]; helperText?: string | false; size?: 'small' | 'medium' }) {
  return (
    <SelectInput
      {...props}
      fullWidth
      choices={CHOICES}
      optionText={(c: { id: string; name: string }) => <IconLabel name={c.id} label={c.name} />}
      translateChoice={false}
    />
  );
}
