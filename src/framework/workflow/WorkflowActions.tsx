import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { useRecordContext } from 'ra-core';
import type { ResourceDef, TransitionDef, TransitionKind } from '../../../common/registry';
import { getUser } from '../../providers/session';
import { useRegistry } from '../RegistryContext';
import { usePermissionSet } from '../usePermissionSet';
import { menuOf } from '../paths';
import { availableTransitions, stateLabel, stateOf } from './workflowRules';
import { TransitionDialog } from './TransitionDialog';

const ORDER: Record<TransitionKind, number> = { forward: 0, back: 1, destructive: 2 };

/** A step's kind; an undeclared one moves the document on. */
export const kindOf = (step: TransitionDef): TransitionKind => step.kind ?? 'forward';

/** Forward steps first, then the ones returning the document, destructive ones last (never first). */
export function orderSteps(steps: TransitionDef[]): TransitionDef[] {
  return steps.map((step, i) => ({ step, i })).sort((a, b) => ORDER[kindOf(a.step)] - ORDER[kindOf(b.step)] || a.i - b.i).map((x) => x.step);
}

/** How a step's button is drawn: the way on filled, a way back outlined, a destructive one in the error colour, outlined. */
export function stepButtonProps(step: TransitionDef): { variant: 'contained' | 'outlined'; color: 'primary' | 'inherit' | 'error' } {
  const kind = kindOf(step);
  if (kind === 'destructive') return { variant: 'outlined', color: 'error' };
  if (kind === 'back') return { variant: 'outlined', color: 'primary' };
  return { variant: 'contained', color: 'primary' };
}

/** The record's state and the workflow steps the user may take from it ("Setujui", "Tolak"…), each confirmed in a dialog. */
export function WorkflowActions(props: { resource: ResourceDef }) {
  const { resource } = props;
  const record = useRecordContext();
  const registry = useRegistry();
  const { permissions } = usePermissionSet();
  const [active, setActive] = useState<TransitionDef | null>(null);
  if (!resource.workflow || !record) return null;
  const user = getUser();
  const steps = orderSteps(availableTransitions(resource, record, menuOf(registry, resource), permissions, user ? { id: user.id, levelName: user.level?.nama_level } : null)
    .filter((t) => !t.ownControl));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip size="small" color="primary" variant="outlined" label={stateLabel(resource, stateOf(resource, record))} data-testid="state-chip" />
      {steps.map((step) => (
        <Button key={step.name} size="small" {...stepButtonProps(step)} data-step-kind={kindOf(step)} onClick={() => setActive(step)}>{step.label}</Button>
      ))}
      {active && <TransitionDialog resource={resource} transition={active} id={record.id} onClose={() => setActive(null)} />}
    </Stack>
  );
}
