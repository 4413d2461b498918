import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { Show, TopToolbar } from 'ra-ui-materialui';
import type { ResourceViewProps } from './pageParts';
import type { ResourceDef } from '../../common/registry';
import { useResourceDef } from './RegistryContext';
import { useResourceGrants } from './usePermissionSet';
import { ShowFields } from './show/ShowFields';
import { LinesTable } from './show/LinesTable';
import { RelatedLists } from './show/RelatedLists';
import { RecordActionsSlot, RecordPanelsSlot } from './form/RecordActionsSlot';
import { DeleteRecordButton } from './form/DeleteRecordButton';
import { useRecordLoadOptions } from './form/useSaveOptions';
import { LinkButton } from './buttons';
import { editPath, isDocument } from './paths';
import { RecordHistory } from './show/RecordHistory';
import { WorkflowActions } from './workflow/WorkflowActions';
import { PrintButtons } from './print/PrintButtons';
import { isEditable } from './workflow/workflowRules';

function ShowActions(props: { resource: ResourceDef; id: string }) {
  const grants = useResourceGrants(props.resource);
  const editable = isEditable(props.resource, useRecordContext());
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <WorkflowActions resource={props.resource} />
      <PrintButtons resource={props.resource} />
      <RecordActionsSlot resource={props.resource.name} />
      {grants.update && editable && <LinkButton to={editPath(props.resource, props.id)} label="Ubah" icon={<EditIcon />} />}
      {grants.delete && editable && <DeleteRecordButton resource={props.resource} />}
    </TopToolbar>
  );
}

/**
 * The detail page generated from a registry entry: every public field, then the line items, the resource's own panels
 * and related records; a document (workflow or locks) also its history in words. It is where a document opens from
 * its list (issue 35): its state as a chip, the steps the user may take now, its prints, and "Ubah" only while its
 * state allows editing and the user holds the right.
 */
export function GeneratedShow(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const loadOptions = useRecordLoadOptions(resource);
  const id = props.id ?? '';
  return (
    <Show resource={resource.name} id={id} title={`Detail ${resource.label}`} queryOptions={loadOptions} actions={<ShowActions resource={resource} id={id} />}>
      <Box sx={{ p: 2 }}>
        <ShowFields resource={resource} />
        {resource.lines && <LinesTable resource={resource} />}
        <RecordPanelsSlot resource={resource.name} />
        <RelatedLists resource={resource} />
        {isDocument(resource) && <RecordHistory resource={resource} />}
      </Box>
    </Show>
  );
}
