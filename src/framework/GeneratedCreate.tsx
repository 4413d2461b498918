import { Create, SimpleForm } from 'ra-ui-materialui';
import type { ResourceViewProps } from './pageParts';
import { useResourceDef } from './RegistryContext';
import { ResourceInputs } from './form/ResourceInputs';
import { FormToolbar } from './form/FormToolbar';
import { defaultValues } from './form/formDefaults';
import { useSaveOptions } from './form/useSaveOptions';
import { UnsavedChanges } from './form/UnsavedChanges';
import { DraftKeeper } from './form/DraftKeeper';
import { recordValidator } from './inputs/validators';

/** The create page generated from a registry entry: the shared inputs, the registry's defaults. */
export function GeneratedCreate(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const saveOptions = useSaveOptions(resource, 'create');
  return (
    <Create resource={resource.name} title={`Tambah ${resource.label}`} redirect={false} mutationOptions={saveOptions}>
      <SimpleForm defaultValues={defaultValues(resource)} toolbar={<FormToolbar resource={resource} />} validate={recordValidator(resource, 'create')}>
        <UnsavedChanges />
        {resource.lines && <DraftKeeper resource={resource} />}
        <ResourceInputs resource={resource} mode="create" />
      </SimpleForm>
    </Create>
  );
}
