import { Checkbox, Chip, Stack, Typography } from '@mui/material';
import IndeterminateCheckBox from '@mui/icons-material/IndeterminateCheckBox';
import type { Registry } from '../../../common/registry';
import { useRegistry } from '../../framework/RegistryContext';
import type { MatrixGroup, MatrixMenu, RightsById } from './roleMatrixModel';

/** What the table and the phone cards get from the editor. */
export interface MatrixViewProps {
  groups: MatrixGroup[];
  state: RightsById;
  onChange: (next: RightsById) => void;
  disabled: boolean;
  levelName: string;
}

/** A status's label from the registry resources of the menu (never the stored value, unless none names it). */
export function statusLabel(registry: Registry, url: string, value: string): string {
  for (const r of registry.resources.filter((x) => x.menu === url)) {
    const field = r.fields.find((f) => f.name === (r.workflow?.field ?? 'status'));
    const option = field?.options?.find((o) => o.value === value);
    if (option) return option.label;
  }
  return value.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** The notifications column: the statuses whose documents make this menu's badge for the level. */
export function Notifications(props: { menu: MatrixMenu }) {
  const registry = useRegistry();
  if (props.menu.notifikasi.length === 0) return <Typography variant="body2" color="text.secondary" aria-label="Tanpa notifikasi">–</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {props.menu.notifikasi.map((s) => <Chip key={s} size="small" variant="outlined" label={statusLabel(registry, props.menu.url, s)} />)}
    </Stack>
  );
}

/** Accessible names: a cell of a sub-menu names its group, a group heading's cell says it sets all of them. */
export const cellName = (label: string, menu: MatrixMenu, group?: MatrixGroup) =>
  (group && group.top.id !== menu.id ? `${label} ${menu.name} (${group.top.name})` : `${label} ${menu.name}`);
export const groupCellName = (label: string, group: MatrixGroup) => `${label} semua menu ${group.top.name}`;

/**
 * A checkbox over several menus: checked when all have the right, "mixed" when some do. The native input's own
 * `indeterminate` carries the mixed state (MUI's prop would put `aria-checked` on a native checkbox, which axe refuses).
 */
export function CoverBox(props: { cover: 'all' | 'some' | 'none'; name: string; disabled: boolean; onChange: (on: boolean) => void; size?: 'small' | 'medium' }) {
  const some = props.cover === 'some';
  return (
    <Checkbox
      size={props.size ?? 'small'}
      checked={props.cover === 'all'}
      icon={some ? <IndeterminateCheckBox fontSize={props.size ?? 'small'} /> : undefined}
      sx={some && !props.disabled ? { color: 'primary.main' } : undefined}
      inputRef={(el: HTMLInputElement | null) => { if (el) el.indeterminate = some; }}
      disabled={props.disabled}
      onChange={() => props.onChange(props.cover !== 'all')}
      slotProps={{ input: { 'aria-label': props.name } }}
    />
  );
}
