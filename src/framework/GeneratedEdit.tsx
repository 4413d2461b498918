import VisibilityIcon from '@mui/icons-material/Visibility';
import { Edit, SimpleForm, TopToolbar } from 'ra-ui-materialui';
import type { ResourceViewProps } from './pageParts';
import type { ResourceDef } from '../../common/registry';
import { useResourceDef } from './RegistryContext';
import { useResourceGrants } from './usePermissionSet';
import { ResourceInputs } from './form/ResourceInputs';
import { FormToolbar } from './form/FormToolbar';
import { RecordActionsSlot } from './form/RecordActionsSlot';
import { useRecordLoadOptions, useSaveOptions } from './form/useSaveOptions';
import { UnsavedChanges } from './form/UnsavedChanges';
import { DraftKeeper } from './form/DraftKeeper';
import { recordValidator } from './inputs/validators';
import { LinkButton } from './buttons';
import { showPath } from './paths';
import { PrintButtons } from './print/PrintButtons';

/** Prints and the way to the read view; a document's steps are taken there, never from its form (issue 35). */
function EditActions(props: { resource: ResourceDef; id: string }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <PrintButtons resource={props.resource} />
      <RecordActionsSlot resource={props.resource.name} />
      <LinkButton to={showPath(props.resource, props.id)} label="Lihat Detail" icon={<VisibilityIcon />} />
    </TopToolbar>
  );
}

/** The edit page generated from a registry entry: the same inputs as create, saved only when the server agrees. */
export function GeneratedEdit(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const grants = useResourceGrants(resource);
  const saveOptions = useSaveOptions(resource, 'update');
  const loadOptions = useRecordLoadOptions(resource);
  const id = props.id ?? '';
  return (
    <Edit
      resource={resource.name}
      id={id}
      title={`Ubah ${resource.label}`}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={saveOptions}
      queryOptions={loadOptions}
      actions={<EditActions resource={resource} id={id} />}
    >
      <SimpleForm toolbar={<FormToolbar resource={resource} canDelete={grants.delete} />} validate={recordValidator(resource, 'update')}>
        <UnsavedChanges />
        {resource.lines && <DraftKeeper resource={resource} id={id} />}
        <ResourceInputs resource={resource} mode="update" />
      </SimpleForm>
    </Edit>
  );
}
