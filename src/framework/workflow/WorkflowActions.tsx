import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { useRecordContext } from 'ra-core';
import type { ResourceDef, TransitionDef } from '../../../common/registry';
import { getUser } from '../../providers/session';
import { useRegistry } from '../RegistryContext';
import { usePermissionSet } from '../usePermissionSet';
import { menuOf } from '../paths';
import { availableTransitions, stateLabel, stateOf } from './workflowRules';
import { TransitionDialog } from './TransitionDialog';

/** The record's state and the workflow steps the user may take from it ("Setujui", "Tolak"…). */
export function WorkflowActions(props: { resource: ResourceDef }) {
  const { resource } = props;
  const record = useRecordContext();
  const registry = useRegistry();
  const { permissions } = usePermissionSet();
  const [active, setActive] = useState<TransitionDef | null>(null);
  if (!resource.workflow || !record) return null;
  const user = getUser();
  const steps = availableTransitions(resource, record, menuOf(registry, resource), permissions, user ? { id: user.id, levelName: user.level?.nama_level } : null)
    .filter((t) => !t.ownControl);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" color="primary" variant="outlined" label={stateLabel(resource, stateOf(resource, record))} />
      {steps.map((step) => (
        <Button key={step.name} size="small" variant="contained" onClick={() => setActive(step)}>{step.label}</Button>
      ))}
      {active && <TransitionDialog resource={resource} transition={active} id={record.id} onClose={() => setActive(null)} />}
    </Stack>
  );
}
